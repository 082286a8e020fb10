import type { ProductOption } from '@origina/domain/lender-catalog';
import { simulationRequestSchema } from '@origina/domain/simulations';
import { beforeAll, describe, expect, it } from 'vitest';
import { domainResolver } from '../../components/form-resolver.js';
import { readPesos } from '../../i18n/format.js';
import { loadCatalogPart, loadLanguage, type translate, translateIn } from '../../i18n/i18n.js';
import { amountMessage } from './amount-message.js';

beforeAll(async () => {
  (globalThis as { document?: unknown }).document ??= { documentElement: {} };
  await loadCatalogPart('simulator');
  await loadLanguage('en');
});

const option: ProductOption = {
  product: 'p',
  term: 24,
  frequency: 'biweekly',
  annual_rate: 0.6,
  rate_basis: 'periods',
  iva_on_interest: true,
  commission_rate: 0.02,
  insurance_per_period: 0,
  min_amount: 5000,
  max_amount: 150000,
};

// What the simulator says under Monto for typed text, through the form's own resolver.
async function said(text: string, chosen: ProductOption | undefined, language: 'es' | 'en' = 'es') {
  const t: typeof translate = (key, params) => translateIn(language, key, params);
  const amount = readPesos(text) ?? Number.NaN;
  const resolve = domainResolver(simulationRequestSchema, () => ({
    product: 'p',
    term: 24,
    amount,
    start_date: '2026-11-27',
  }));
  const result = await resolve({}, undefined, { fields: {}, shouldUseNativeValidation: false } as never);
  const error = (result.errors as Record<string, { type?: string; message?: string }>).amount;
  return amountMessage(t, { text, amount, error, option: chosen });
}

describe('the simulator says what is wrong with the amount, in the product’s terms', () => {
  it('999,999,999 is above the product’s maximum, or above what can be simulated before a product', async () => {
    expect(await said('999,999,999', option)).toBe('El monto máximo de este producto es $150,000.00.');
    expect(await said('999,999,999', option, 'en')).toBe(
      'The maximum amount for this product is $150,000.00.',
    );
    expect(await said('999,999,999', undefined)).toBe(
      'El monto pasa del máximo que se puede simular, $100,000,000.00.',
    );
  });

  it('0 must be more than zero, with the product’s range', async () => {
    expect(await said('0', option)).toBe(
      'El monto debe ser mayor que cero. Este producto presta de $5,000.00 a $150,000.00.',
    );
    expect(await said('0', option, 'en')).toBe(
      'The amount must be more than zero. This product lends from $5,000.00 to $150,000.00.',
    );
    expect(await said('0', undefined)).toBe('El monto debe ser mayor que cero.');
  });

  it('negative, too many decimals, not digits, below the minimum; nothing for a good amount', async () => {
    expect(await said('-1', undefined)).toBe('El monto no puede ser negativo.');
    expect(await said('10000.999', option)).toBe('El monto admite como máximo dos decimales.');
    expect(await said('1e5', option)).toBe('Escribe el monto solo con cifras, por ejemplo 12,500.50.');
    expect(await said('100', option)).toBe('El monto mínimo de este producto es $5,000.00.');
    expect(await said('10,000', option)).toBeUndefined();
    expect(await said('', option)).toBeUndefined();
  });
});
