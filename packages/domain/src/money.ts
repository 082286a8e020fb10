import { z } from 'zod';

// Whole cents: 12.5 and 12.50 are, 12.505 is not, and neither is 1e-320 (not zero, yet no cent).
const isCents = (value: number) => {
  const cents = Math.round(value * 100);
  return Math.abs(cents - value * 100) < 1e-6 && (cents !== 0 || value === 0);
};

/** An amount of MXN: a JSON number, not negative, with at most two decimals. */
export const pesosSchema = z
  .number({ error: 'validation.invalid_type' })
  .finite()
  .min(0, { message: 'validation.amount_negative' })
  .max(100_000_000, { message: 'validation.too_long' })
  .refine(isCents, { message: 'validation.amount_cents' });
