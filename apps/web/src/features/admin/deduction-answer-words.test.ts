import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogPart, setLanguage, translate as t } from '../../i18n/i18n.js';
import { answerOutcomeWords } from './deduction-answer-words.js';

beforeAll(async () => {
  (globalThis as { document?: unknown }).document ??= { documentElement: {} };
  await loadCatalogPart('desk');
});

const result = (applied: number, notApplied: number, unmatched: AnswerLine[]) => ({
  payday: '2026-11-15',
  applied,
  not_applied: notApplied,
  unmatched,
  rows: [],
});
type AnswerLine = { line: number; folio: string | null; reason: 'stopped' | 'not_in_period' };

const one: AnswerLine[] = [{ line: 4, folio: 'ORG-NO-EXISTE', reason: 'not_in_period' }];
const two: AnswerLine[] = [...one, { line: 7, folio: null, reason: 'stopped' }];

describe("the employer's answer, once imported, says each line it could not match and why", () => {
  it('in Spanish, "1 línea" and "2 líneas"', async () => {
    await setLanguage('es');
    expect(answerOutcomeWords(result(1, 1, one), t)).toEqual({
      summary: 'Respuesta importada: 1 aplicado, 1 no aplicado, 1 línea sin descuento en este periodo.',
      lines: [
        'Línea 4 (folio ORG-NO-EXISTE): ningún descuento de este periodo tiene ese folio, ni ese número de empleado con esa CURP.',
      ],
    });
    const both = answerOutcomeWords(result(3, 0, two), t);
    expect(both.summary).toBe(
      'Respuesta importada: 3 aplicados, 0 no aplicados, 2 líneas sin descuento en este periodo.',
    );
    expect(both.lines[1]).toBe(
      'Línea 7: ese descuento se dio de baja en este periodo (liquidado o renovado), no hay que aplicarlo.',
    );
    // Every line matched: nothing said about unmatched lines.
    expect(answerOutcomeWords(result(2, 0, []), t)).toEqual({
      summary: 'Respuesta importada: 2 aplicados, 0 no aplicados.',
      lines: [],
    });
  });

  it('in English, "1 line" and "2 lines"', async () => {
    await setLanguage('en');
    try {
      expect(answerOutcomeWords(result(1, 1, one), t).summary).toBe(
        'Answer imported: 1 applied, 1 not applied, 1 line with no deduction in this period.',
      );
      const both = answerOutcomeWords(result(3, 0, two), t);
      expect(both.summary).toBe(
        'Answer imported: 3 applied, 0 not applied, 2 lines with no deduction in this period.',
      );
      expect(both.lines).toEqual([
        'Line 4 (folio ORG-NO-EXISTE): no deduction of this period has that folio, nor that employee number with that CURP.',
        'Line 7: that deduction was stopped this period (paid off or renewed) and is not to be applied.',
      ]);
    } finally {
      await setLanguage('es');
    }
  });
});
