import { z } from 'zod';

const isCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** An amount of MXN: a JSON number, not negative, with at most two decimals. */
export const pesosSchema = z
  .number({ error: 'validation.invalid_type' })
  .finite()
  .min(0, { message: 'validation.amount_negative' })
  .max(100_000_000, { message: 'validation.too_long' })
  .refine(isCents, { message: 'validation.amount_cents' });
