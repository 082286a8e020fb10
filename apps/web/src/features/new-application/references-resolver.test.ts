import { beforeAll, describe, expect, it } from 'vitest';
import { fieldMessage } from '../../components/form-messages.js';
import { loadCatalogPart, loadLanguage, type translate, translateIn } from '../../i18n/i18n.js';
import { referencesResolver } from './references-resolver.js';

beforeAll(async () => {
  (globalThis as { document?: unknown }).document ??= { documentElement: {} };
  await loadCatalogPart('application');
  await loadLanguage('en');
});

const options = { fields: {}, shouldUseNativeValidation: false } as never;

// The message under each reference's name and phone, as the step shows it.
async function said(
  references: { name: string; phone: string; relationship: string }[],
  customerMobiles: (string | undefined)[],
  language: 'es' | 'en' = 'es',
) {
  const t: typeof translate = (key, params) => translateIn(language, key, params);
  const result = await referencesResolver(t, customerMobiles)({ references }, undefined, options);
  const rows = (result.errors.references ?? []) as unknown as Record<string, { message?: string }>[];
  return references.map((_, index) => ({
    name: fieldMessage(t, rows[index]?.name?.message),
    phone: fieldMessage(t, rows[index]?.phone?.message),
  }));
}

const jorge = { name: 'Jorge Pérez', phone: '5511112222', relationship: 'friend' };

describe('the referencias step', () => {
  it("refuses the customer's own mobile as a reference's phone, however it is written", async () => {
    const own = { name: 'Luisa Díaz', phone: '+52 55 1234 5678', relationship: 'sibling' };
    expect((await said([own, jorge], ['5512345678']))[0]?.phone).toBe(
      'Es el celular del propio cliente: la referencia es otra persona, con su propio teléfono.',
    );
    expect(
      (await said([jorge, { ...own, phone: '5512345678' }], [undefined, '5512345678'], 'en'))[1],
    ).toEqual({
      name: undefined,
      phone: "That is the customer's own mobile: a reference is another person, with their own phone.",
    });
    const accepted = await referencesResolver(translateIn.bind(null, 'es'), ['5599998888'])(
      { references: [own, jorge] },
      undefined,
      options,
    );
    expect(accepted.errors).toEqual({});
  });

  it('says a short name in its words, in both languages, never Zod’s English', async () => {
    const short = { ...jorge, name: 'Al', phone: '5587654321' };
    expect((await said([short, jorge], []))[0]?.name).toBe(
      'Escribe el nombre de la referencia: al menos 3 letras.',
    );
    expect((await said([short, jorge], [], 'en'))[0]?.name).toBe(
      "Enter the reference's name: at least 3 letters.",
    );
    const long = { ...short, name: 'A'.repeat(121) };
    expect((await said([long, jorge], [], 'en'))[0]?.name).toBe('Enter at most 120 characters.');
  });
});
