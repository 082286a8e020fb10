import { z } from 'zod';
import { payrollFrequencies } from './lender-catalog.js';
import { capacityFiguresSchema } from './payroll-capacity.js';
import { scheduleRowSchema } from './simulations.js';

// The loan an application asks for: what the promoter confirms with the customer, what the credit
// desk decides on and, from approval on, what the contract fixed. Until approval the server works
// it out again from the stored product and convenio, as if the contract were made today (never
// the browser's figures); from approval on it is the contract's, whatever the catalogue says later.

/** The figures a change of the catalogue can move, as they stood when the application was submitted. */
const submittedFiguresSchema = z.object({
  annual_rate: z.number(),
  payment: z.number(),
  total_payment: z.number(),
  net_disbursement: z.number(),
  cat: z.number(),
});
export type SubmittedFigures = z.infer<typeof submittedFiguresSchema>;

export const loanFiguresSchema = z.object({
  // 'contract': fixed at approval (approved, signed, disbursed); 'catalogue': today's product.
  source: z.enum(['contract', 'catalogue']),
  amount: z.number(),
  term: z.number(),
  frequency: z.enum(payrollFrequencies),
  annual_rate: z.number(),
  payment: z.number(),
  total_payment: z.number(),
  commission: z.number(),
  // What the customer receives: the amount less the commission and its IVA.
  net_disbursement: z.number(),
  cat: z.number(),
  // The day the CAT was worked out (its legend names it), YYYY-MM-DD in Mexico City.
  calculated_on: z.string(),
  // The contract's date (or today, "if signed today", before approval) and, for a contract, the
  // last day it may be signed and disbursed.
  contract_date: z.string(),
  valid_until: z.string().nullable(),
  // A contract past its valid_until on the server's today (never before approval).
  expired: z.boolean(),
  first_payment_date: z.string(),
  last_payment_date: z.string(),
  schedule: z.array(scheduleRowSchema),
  // With the customer's other loans and applications in flight counted as existing deductions.
  capacity: capacityFiguresSchema.nullable(),
  // Before approval: what the figures were when the application was last submitted, when a change
  // of the catalogue has moved them since (null when nothing moved).
  changed_since_submission: submittedFiguresSchema.nullable(),
  // A renewal (issue 36): the loan it pays off, that loan's payoff quoted on the day this one is
  // expected to be disbursed (today, or the contract's date if later; once paid, the day paid), and
  // what the customer receives: net_disbursement less the payoff (negative: the amount does not
  // cover it). Null for any other application, or while the payoff cannot be quoted.
  renewal: z
    .object({
      renews: z.object({ id: z.string(), folio: z.string() }),
      payoff_date: z.string(),
      payoff: z.number(),
      customer_receives: z.number(),
    })
    .nullable(),
});
export type LoanFigures = z.infer<typeof loanFiguresSchema>;

/** The submitted figures that differ from today's, or null when none does. */
export function figuresChanged(submitted: SubmittedFigures | null, now: SubmittedFigures) {
  if (!submitted) return null;
  const keys = Object.keys(submittedFiguresSchema.shape) as (keyof SubmittedFigures)[];
  return keys.some((key) => submitted[key] !== now[key]) ? submitted : null;
}
