import { z } from 'zod';
import { applicationSummarySchema } from './application-api.js';
import { curpSchema } from './application-sections.js';

// A customer's loans to renew, found by their CURP (issue 36: "from a disbursed loan, the
// promoter's or found by CURP, 'Renovar' starts an application prefilled from the last one").

/** The search: the CURP travels in the body, never in the URL, which request logs, proxies and
 * the browser's history keep (docs/security.md, Data). */
export const renewableLoanSearchSchema = z.strictObject({ curp: curpSchema });

/** One loan of that CURP the caller may renew (or could, but for a renewal already under way),
 * with what it takes to recognise it and nothing more. */
export const renewableLoanSchema = z.object({
  id: z.string(),
  folio: z.string(),
  // Always disbursed: the screen judges "Renovar" with the lifecycle model, as the loan's page does.
  status: applicationSummarySchema.shape.status,
  customer_name: z.string(),
  affiliate: applicationSummarySchema.shape.affiliate,
  amount: z.number().nullable(),
  // The day the bank paid it (the disbursement's paid_at), YYYY-MM-DD.
  disbursed_on: z.string(),
  // Today in Mexico City, from the contract's schedule: the principal outstanding and the payoff
  // (principal, interest accrued and its IVA); null for a contract made before loans were kept.
  balance: z.number().nullable(),
  payoff: z.number().nullable(),
  // The renewal under way (the lifecycle's `no_open_renewal`), to link to instead of "Renovar".
  // Its id is null when another promoter now holds it (an admin moved it): named, not linked.
  open_renewal: z.object({ id: z.string().nullable(), folio: z.string() }).nullable(),
});
export type RenewableLoan = z.infer<typeof renewableLoanSchema>;

export const renewableLoansSchema = z.object({ results: z.array(renewableLoanSchema) });
