import { z } from 'zod';
import { payrollFrequencies } from './lender-catalog.js';

// The loan an application asks for, as the server works it out again from the stored product and
// convenio (never the browser's figures): what the promoter confirms with the customer, and what
// the credit desk decides on.
export const loanFiguresSchema = z.object({
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
  capacity: z.object({ max_payment: z.number(), max_amount: z.number(), exceeds: z.boolean() }).nullable(),
});
export type LoanFigures = z.infer<typeof loanFiguresSchema>;
