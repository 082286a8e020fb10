import { netAfterRenewal } from '@origina/domain/buyout';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { applications } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { ApplicationRow } from './applications.js';
import { payoffOf } from './loan-payoff.js';

// A renewal's disbursement pays the loan it renews off (issue 36): the payoff quoted on the day
// paid goes to the lender's own account, the rest to the customer, and the old loan is closed as
// "Liquidado por renovación" (its status stays disbursed; it no longer counts as a deduction).

/** Splits what the contract pays out, and closes the renewed loan; for any other loan, all of it
 * goes to the customer. 409 `renewal_payoff_not_covered` when the payoff is more than it. */
export async function settleRenewedLoan(
  executor: Executor,
  row: Pick<ApplicationRow, 'id' | 'renewsApplicationId'>,
  netDisbursement: number,
  paidAt: string,
): Promise<{ toCustomer: number; payoff: { amount: number; applicationId: string } | null }> {
  if (!row.renewsApplicationId) return { toCustomer: netDisbursement, payoff: null };
  const [renewed] = await executor
    .select({ id: applications.id, settledOn: applications.settledOn })
    .from(applications)
    .where(eq(applications.id, row.renewsApplicationId));
  if (!renewed || renewed.settledOn) throw new AppError(409, 'loan_settled');
  const quote = await payoffOf(executor, renewed, paidAt);
  const toCustomer = netAfterRenewal(netDisbursement, quote.total);
  if (toCustomer < 0) throw new AppError(409, 'renewal_payoff_not_covered');
  await executor
    .update(applications)
    .set({ settledOn: paidAt, settledByApplicationId: row.id, updatedAt: new Date() })
    .where(eq(applications.id, renewed.id));
  return { toCustomer, payoff: { amount: quote.total, applicationId: renewed.id } };
}
