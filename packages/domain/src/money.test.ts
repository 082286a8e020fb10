import { expect, it } from 'vitest';
import { pesosSchema } from './money.js';

it('takes amounts in whole cents only, refusing tiny and subnormal numbers that round to no cent', () => {
  for (const value of [0, 0.01, 12.5, 150_000, 99_999_999.99])
    expect(pesosSchema.safeParse(value).success).toBe(true);
  for (const value of [1e-320, 5e-324, 0.001, 0.004, 12.345, -0.01, Number.NaN, 1e308]) {
    expect(pesosSchema.safeParse(value).success, String(value)).toBe(false);
  }
});
