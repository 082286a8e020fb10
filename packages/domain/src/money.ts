import { z } from 'zod';

// Whole cents: 12.5 and 12.50 are, 12.505 is not, and neither is 1e-320 (not zero, yet no cent).
const isCents = (value: number) => {
  const cents = Math.round(value * 100);
  return Math.abs(cents - value * 100) < 1e-6 && (cents !== 0 || value === 0);
};

// A missing amount is required; text that is not a number (letters, "1e5") is asked again in
// digits, which says more than "invalid type".
const amountOfType = {
  error: (issue: { code?: string; input?: unknown }) =>
    issue.input === undefined
      ? 'validation.required'
      : issue.code === 'invalid_type'
        ? 'validation.amount_digits'
        : undefined,
};

/** An amount of MXN up to `max`: a JSON number, not negative, with at most two decimals. */
export const pesosUpTo = (max: number, aboveMax?: string) =>
  z
    .number(amountOfType)
    .finite()
    .min(0, { message: 'validation.amount_negative' })
    .max(max, aboveMax === undefined ? undefined : { message: aboveMax })
    .refine(isCents, { message: 'validation.amount_cents' });

const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** Pesos as Mexico writes them, in either language: $1,234.50. */
export const formatPesos = (amount: number) => pesos.format(amount);

/** The most any catalogue limit or simulation may be. */
export const pesosLimit = 100_000_000;

/** An amount of MXN (catalogue limits, simulations): up to 100 million. */
export const pesosSchema = pesosUpTo(pesosLimit);
