import { z } from 'zod';
import { requiredOfType } from './schema-errors.js';

// Whole cents: 12.5 and 12.50 are, 12.505 is not, and neither is 1e-320 (not zero, yet no cent).
const isCents = (value: number) => {
  const cents = Math.round(value * 100);
  return Math.abs(cents - value * 100) < 1e-6 && (cents !== 0 || value === 0);
};

/** An amount of MXN up to `max`: a JSON number, not negative, with at most two decimals. */
export const pesosUpTo = (max: number, aboveMax?: string) =>
  z
    .number(requiredOfType)
    .finite()
    .min(0, { message: 'validation.amount_negative' })
    .max(max, aboveMax === undefined ? undefined : { message: aboveMax })
    .refine(isCents, { message: 'validation.amount_cents' });

const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** Pesos as Mexico writes them, in either language: $1,234.50. */
export const formatPesos = (amount: number) => pesos.format(amount);

/** An amount of MXN (catalogue limits, simulations): up to 100 million. */
export const pesosSchema = pesosUpTo(100_000_000);
