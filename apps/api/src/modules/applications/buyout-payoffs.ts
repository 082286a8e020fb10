import type { ApplicationData } from '@origina/domain/application-sections';
import { expiredPayoffLetters, type PayoffAnswer, payoffsOf } from '@origina/domain/buyout';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { disbursementPayoffs } from '../../db/schema.js';
import type { ApplicationRow } from './applications.js';

// A buy-out's outside loans as the application's answer states them (issue 36): the payoff
// letters typed in Datos laborales and, once disbursed, the transfer made to each lender and
// whether its no-debt letter and deduction release have been received.

/** The transfers a disbursement made to outside lenders, in the order of the payoffs. */
const payoffTransfersOf = (executor: Executor, applicationId: string) =>
  executor
    .select()
    .from(disbursementPayoffs)
    .where(eq(disbursementPayoffs.applicationId, applicationId))
    .orderBy(asc(disbursementPayoffs.position));

export async function payoffsAnswer(
  executor: Executor,
  row: Pick<ApplicationRow, 'id' | 'data' | 'status'>,
  today: string,
): Promise<PayoffAnswer[]> {
  const payoffs = payoffsOf(row.data as ApplicationData);
  if (payoffs.length === 0) return [];
  const transfers = row.status === 'disbursed' ? await payoffTransfersOf(executor, row.id) : [];
  const expired = new Set(expiredPayoffLetters(payoffs, today));
  return payoffs.map((payoff, position) => {
    const paid = transfers.find((transfer) => transfer.position === position);
    return {
      ...payoff,
      // Once paid, the letter did its work: its validity no longer matters.
      expired: !paid && expired.has(position),
      paid_at: paid?.paidAt ?? null,
      no_debt_letter: paid ? (paid.noDebtLetterId ? 'received' : 'pending') : null,
      deduction_release: paid ? (paid.deductionReleaseId ? 'received' : 'pending') : null,
    };
  });
}
