import { renderToString } from 'react-dom/server';
import { type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { inEnglish, loadLanguages, shownText } from '../../test/rendered-text.js';
import type { Body } from './catalogue-form.js';
import { ChecklistListInput } from './checklist-list-input.js';
import { CommissionListInput } from './commission-list-input.js';

beforeAll(async () => {
  await loadLanguages('desk');
});

type Lists = { other_commissions: { concept: string; amount: string }[]; checklist: object[] };
type ListForm = UseFormReturn<FieldValues, unknown, Body>;

// The two lists of a product's form, as the catalogue dialog holds them (its values as typed).
function ProductLists({ values }: { values: Lists }) {
  const form = useForm<FieldValues, unknown, Body>({ defaultValues: values }) as ListForm;
  return (
    <>
      <CommissionListInput form={form} name="other_commissions" label="Otras comisiones" />
      <ChecklistListInput form={form} name="checklist" label="Lista de revisión" />
    </>
  );
}

describe("a product's commission and checklist lists", () => {
  it('say what an empty list means, in words, in both languages', async () => {
    const html = renderToString(<ProductLists values={{ other_commissions: [], checklist: [] }} />);
    expect(shownText(html)).toContain('Sin otras comisiones.');
    expect(shownText(html)).toContain('Sin puntos: el revisor decide sin lista para este producto.');
    expect(html).not.toContain('Quitar');
    await inEnglish(() => {
      const english = shownText(
        renderToString(<ProductLists values={{ other_commissions: [], checklist: [] }} />),
      );
      expect(english).toContain('No other commissions.');
      expect(english).toContain('No items: the reviewer decides without a checklist for this product.');
    });
  });

  it('give each row its two labelled inputs, its hint and a remove button named by its number', () => {
    const html = renderToString(
      <ProductLists
        values={{
          other_commissions: [{ concept: 'Reposición de tarjeta', amount: '$50.00 más IVA' }],
          checklist: [{ id: 'item-1', es: 'INE vigente', en: 'Voter ID in force' }],
        }}
      />,
    );
    const shown = shownText(html);
    for (const words of [
      'Concepto',
      'Monto o cálculo',
      'Por ejemplo: «$50.00 más IVA por evento».',
      'Texto en español',
      'Texto en inglés',
      'El revisor marca cada punto antes de decidir; la decisión guarda lo marcado.',
    ])
      expect(shown).toContain(words);
    expect(shown).not.toContain('Sin otras comisiones.');
    expect(html).toContain('aria-label="Quitar la comisión 1"');
    expect(html).toContain('aria-label="Quitar el punto 1"');
    expect(html).toContain('data-testid="product-checklist"');
  });
});
