import { z } from 'zod';
import { isoDateSchema } from './calendar-date.js';
import { isValidClabe } from './mexican-ids.js';
import { pesosUpTo } from './money.js';
import { addDays } from './payroll-calendar.js';
import { required } from './schema-errors.js';
import { singleLineText } from './text-rule.js';

// A buy-out ("compra de cartera", issue 36): the new loan pays off loans the customer has with
// other lenders, each as its payoff letter ("carta de liquidación") states it: the lender, the
// CLABE and reference the payoff goes to, the amount and the last day the letter holds. The
// outside loan's deduction is one of the customer's existing deductions; once paid off, it stops,
// so the capacity counts the new payment instead of it.

const pesos = pesosUpTo(10_000_000);
const text = (max: number) => singleLineText(required).min(1, { message: 'validation.required' }).max(max);

export const payoffSchema = z.strictObject({
  lender: text(120),
  clabe: z
    .string(required)
    .trim()
    .min(1, { message: 'validation.required' })
    .transform((value) => value.replace(/\s/g, ''))
    .refine(isValidClabe, { message: 'validation.clabe_invalid' })
    .meta({ type: 'string' }),
  // What the lender asks the transfer to carry (its loan or account number), as the letter says.
  reference: text(40),
  amount: pesos.refine((value) => value > 0, { message: 'validation.amount_positive' }),
  valid_until: isoDateSchema,
  // The periodic deduction this loan takes from the customer's pay today: part of the existing
  // deductions, and no longer deducted once the loan is paid off.
  deduction: pesos.default(0),
});
export type Payoff = z.output<typeof payoffSchema>;

/** At most this many outside loans in one buy-out. */
export const maxPayoffs = 5;
export const payoffsSchema = z
  .array(payoffSchema)
  .max(maxPayoffs, { message: 'validation.payoffs_too_many' })
  // One outside loan is one transfer: the same CLABE and reference twice would pay it twice.
  .superRefine((payoffs, context) => {
    const seen = new Set<string>();
    payoffs.forEach((payoff, index) => {
      const key = `${payoff.clabe}|${payoff.reference.trim().toUpperCase()}`;
      if (seen.has(key))
        context.addIssue({
          code: 'custom',
          path: [index, 'reference'],
          message: 'validation.payoff_repeated',
        });
      seen.add(key);
    });
  })
  .default([]);

const cents = (pesos: number) => Math.round(pesos * 100);

/** What the payoffs add up to, to the cent. */
export const payoffsTotal = (payoffs: readonly Pick<Payoff, 'amount'>[]) =>
  payoffs.reduce((total, payoff) => total + cents(payoff.amount), 0) / 100;

/** The deductions that stay once the outside loans are paid off: the capacity is weighed against
 * these, so the new payment counts instead of the deductions it replaces. */
export const deductionsAfterPayoffs = (
  existingDeductions: number,
  payoffs: readonly Pick<Payoff, 'deduction'>[],
) =>
  Math.max(0, cents(existingDeductions) - payoffs.reduce((total, p) => total + cents(p.deduction), 0)) / 100;

/** Whether the deductions the payoffs name fit in the existing ones (a loan cannot stop deducting
 * more than is deducted). */
export const payoffDeductionsFit = (
  existingDeductions: number,
  payoffs: readonly Pick<Payoff, 'deduction'>[],
) => payoffs.reduce((total, p) => total + cents(p.deduction), 0) <= cents(existingDeductions);

/** What a loan pays out once the loan it renews is paid off (quoted for the day), to the cent: the
 * amount the outside payoffs and the customer share. Negative when the payoff is more than it. */
export const netAfterRenewal = (netDisbursement: number, renewalPayoff: number) =>
  (cents(netDisbursement) - cents(renewalPayoff)) / 100;

/** What the customer receives of what the loan pays out once the outside loans are paid off; null
 * when the payoffs are more than it (the customer would receive a negative sum). */
export function customerReceives(netDisbursement: number, payoffs: readonly Pick<Payoff, 'amount'>[]) {
  const left = cents(netDisbursement) - cents(payoffsTotal(payoffs));
  return left < 0 ? null : left / 100;
}

/** The payoffs (by position) whose letter no longer holds on `date` (YYYY-MM-DD): a letter holds
 * through its `valid_until` day, and the amount it states is owed only until then. */
export const expiredPayoffLetters = (payoffs: readonly Pick<Payoff, 'valid_until'>[], date: string) =>
  payoffs.flatMap((payoff, index) => (payoff.valid_until < date ? [index] : []));

/** The furthest a payoff letter's validity may run from today. A letter quotes what the loan costs
 * to pay off on its dates, which lenders hold for days or weeks; a year is past any real one, and a
 * typing slip (9999-12-31) would otherwise turn off the check that holds a stale payoff back. */
const payoffLetterLongestDays = 365;
const payoffLetterTooFar = (validUntil: string, today: string) =>
  validUntil > addDays(today, payoffLetterLongestDays);

/** Why a new payoff letter for an approved buy-out is refused, or null when it is taken
 * (docs/domain-rules.md, "Buy-out"): a letter past its last day already, or an amount above the
 * one the application carries (the contract names that amount and what the customer receives; a
 * higher payoff takes from the customer money the contract gives them). A lower amount only moves
 * the difference to the customer's transfer. */
export function newPayoffLetterProblem(
  current: Pick<Payoff, 'amount'>,
  letter: Pick<Payoff, 'amount' | 'valid_until'>,
  today: string,
): 'validation.payoff_letter_past' | 'validation.payoff_letter_too_far' | 'payoff_letter_raised' | null {
  if (letter.valid_until < today) return 'validation.payoff_letter_past';
  if (payoffLetterTooFar(letter.valid_until, today)) return 'validation.payoff_letter_too_far';
  if (cents(letter.amount) > cents(current.amount)) return 'payoff_letter_raised';
  return null;
}

/** A new payoff letter's figures, as the query of its upload (the file itself is the body). */
export const newPayoffLetterSchema = z.object({
  amount: z.coerce
    .number({ message: 'validation.invalid_value' })
    .pipe(pesos.refine((value) => value > 0, { message: 'validation.amount_positive' })),
  valid_until: isoDateSchema,
});

/** The outside loans an application pays off, as its employment step holds them (none before). */
export const payoffsOf = (data: { datos_laborales?: { payoffs?: readonly Payoff[] } | undefined }) =>
  data.datos_laborales?.payoffs ?? [];

const releaseStates = ['pending', 'received'] as const;

/** An outside loan as an application's answer states it: the letter as typed, whether it is past
 * its last day today and, once disbursed, the day its payoff was paid and where its no-debt letter
 * and deduction release stand (null before the disbursement). */
export const payoffAnswerSchema = z.object({
  lender: z.string(),
  clabe: z.string(),
  reference: z.string(),
  amount: z.number(),
  valid_until: z.string(),
  deduction: z.number(),
  expired: z.boolean(),
  paid_at: z.string().nullable(),
  no_debt_letter: z.enum(releaseStates).nullable(),
  deduction_release: z.enum(releaseStates).nullable(),
});
export type PayoffAnswer = z.infer<typeof payoffAnswerSchema>;
