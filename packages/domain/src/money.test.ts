import { expect, it } from 'vitest';
import { formatPesos, pesosSchema, pesosUpTo } from './money.js';

it('takes amounts in whole cents only, refusing tiny and subnormal numbers that round to no cent', () => {
  for (const value of [0, 0.01, 12.5, 150_000, 99_999_999.99])
    expect(pesosSchema.safeParse(value).success).toBe(true);
  for (const value of [1e-320, 5e-324, 0.001, 0.004, 12.345, -0.01, Number.NaN, 1e308]) {
    expect(pesosSchema.safeParse(value).success, String(value)).toBe(false);
  }
});

it('refuses amounts a fraction of a cent off in either direction, not only those that round up', () => {
  // 12.341 is 1,234.1 cents, 0.1 below the cent it rounds to; 12.349 is 0.1 above 1,235; 0.011
  // and 99.994 likewise; 12.3400001 is 1e-5 cents off, beyond any float error of a two-decimal amount.
  for (const value of [12.341, 12.349, 0.011, 99.994, 12.3400001]) {
    expect(pesosSchema.safeParse(value).success, String(value)).toBe(false);
  }
  // Float noise of a true two-decimal amount is not a fraction of a cent: 0.1 + 0.2 is 0.30000000000000004.
  expect(pesosSchema.safeParse(0.1 + 0.2).success).toBe(true);
});

it('says what is wrong with an amount: negative, above the limit (in the caller’s words when given), not in cents', () => {
  const message = (schema: typeof pesosSchema, value: number) =>
    schema.safeParse(value).error?.issues[0]?.message;
  expect(message(pesosSchema, -0.01)).toBe('validation.amount_negative');
  expect(message(pesosSchema, 12.345)).toBe('validation.amount_cents');
  expect(message(pesosUpTo(100, 'validation.amount_above_product'), 100.01)).toBe(
    'validation.amount_above_product',
  );
  expect(message(pesosUpTo(100), 100.01)).not.toMatch(/^validation\./);
  expect(pesosUpTo(100).safeParse(100).success).toBe(true);
});

it('writes pesos as Mexico does: $1,234.50', () => {
  expect(formatPesos(1234.5)).toBe('$1,234.50');
  expect(formatPesos(0)).toBe('$0.00');
  expect(formatPesos(99_999_999.99)).toBe('$99,999,999.99');
});

it('asks for digits when the amount is not a number, and calls a missing one required', () => {
  const message = (value: unknown) => pesosSchema.safeParse(value).error?.issues[0]?.message;
  expect(message(Number.NaN)).toBe('validation.amount_digits');
  expect(message('abc')).toBe('validation.amount_digits');
  expect(message(undefined)).toBe('validation.required');
});
