import { affiliateInputSchema, productInputSchema } from '@origina/domain/lender-catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogPart, translate as t } from '../../i18n/i18n.js';
import {
  catalogueResolver,
  type FieldKinds,
  parsePercent,
  percentText,
  percentToFraction,
  toBody,
} from './catalogue-form.js';

beforeAll(async () => {
  (globalThis as { document?: unknown }).document ??= { documentElement: {} };
  await loadCatalogPart('application');
  await loadCatalogPart('desk');
});

const affiliateKinds = {
  code: 'text',
  name: 'text',
  employer: 'text',
  frequency: 'choice',
  max_deduction_share: 'percent',
  products: 'codes',
  required_document_types: 'codes',
} as const;
const affiliate = {
  code: 'CONV-1',
  name: 'Convenio',
  employer: 'Secretaría',
  frequency: 'biweekly',
  max_deduction_share: '30',
  products: [],
  required_document_types: [],
};

async function messages<T extends Record<string, unknown>>(
  schema: typeof productInputSchema | typeof affiliateInputSchema,
  kinds: FieldKinds<T>,
  values: T,
) {
  const result = await catalogueResolver(schema, kinds, t)(values, undefined, {} as never);
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, (error as { message: string }).message]),
  );
}

describe('percentages as people type them', () => {
  it('takes a point or a Spanish decimal comma, and a % sign', () => {
    expect(parsePercent('60')).toBe(60);
    expect(parsePercent('30,5')).toBe(30.5);
    expect(parsePercent('30.5 %')).toBe(30.5);
    expect(parsePercent('treinta')).toBeNaN();
    expect(parsePercent('3,0,5')).toBeNaN();
  });

  it('sends fractions to the API and shows percentages back, without float noise', () => {
    expect(percentToFraction(30.5)).toBe(0.305);
    expect(percentToFraction(58.35)).toBe(0.5835);
    expect(percentText(0.305)).toBe('30.5');
    expect(percentText(0.6)).toBe('60');
    expect(toBody({ ...affiliate, max_deduction_share: '30,5' }, affiliateKinds).max_deduction_share).toBe(
      0.305,
    );
  });
});

describe('each field says what is wrong in its own unit, all at once', () => {
  it('a share over 100% says so in percent, in Mexican format', async () => {
    expect(
      await messages(affiliateInputSchema, affiliateKinds, { ...affiliate, max_deduction_share: '150' }),
    ).toEqual({
      max_deduction_share: 'Debe ser como máximo 100%.',
    });
    expect(
      (await messages(affiliateInputSchema, affiliateKinds, { ...affiliate, max_deduction_share: '0' }))
        .max_deduction_share,
    ).toBe('Debe ser mayor que 0%.');
  });

  it('a product names every bad field in one pass: commission in percent, a term of 0 with its range', async () => {
    const kinds = {
      code: 'text',
      name: 'text',
      frequency: 'choice',
      annual_rate: 'percent',
      rate_basis: 'choice',
      commission_rate: 'percent',
      min_amount: 'money',
      max_amount: 'money',
      terms: 'terms',
    } as const;
    expect(
      await messages(productInputSchema, kinds, {
        code: '',
        name: 'Producto',
        frequency: 'monthly',
        annual_rate: '60',
        rate_basis: 'periods',
        commission_rate: '25',
        min_amount: '5,000',
        max_amount: '1000',
        terms: '0, 12',
      }),
    ).toEqual({
      code: 'Este campo es obligatorio.',
      commission_rate: 'Debe ser como máximo 20%.',
      max_amount: 'El monto máximo no puede ser menor que el mínimo.',
      terms: 'Cada plazo va de 1 a 520 pagos.',
    });
  });
});
