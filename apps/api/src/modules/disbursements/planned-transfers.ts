import type { ApplicationData } from '@origina/domain/application-sections';
import { customerReceives, netAfterRenewal, type Payoff, payoffsOf } from '@origina/domain/buyout';
import type { Executor } from '../../db/client.js';
import type { ApplicationRow } from '../applications/applications.js';
import { payoffIfQuotable } from '../applications/loan-payoff.js';
import { renewedLoanOf } from '../applications/renewal.js';

// What the bank is to transfer for a signed loan if paid `today` (issue 36), the same for the
// desk's list, the bank's batch and the review page's transfer panel: a renewal's payoff of the
// lender's own loan stays with the lender (recordDisbursement moves it on the day paid), each
// outside lender of a buy-out gets its payoff, and the customer the rest (never below zero: a
// shortfall is refused when the disbursement is recorded).

export interface PlannedTransfers {
  toCustomer: number;
  renewal: { folio: string; amount: number } | null;
  payoffs: readonly Payoff[];
}

export async function plannedTransfers(
  executor: Executor,
  row: Pick<ApplicationRow, 'renewsApplicationId' | 'data'>,
  net: number,
  today: string,
): Promise<PlannedTransfers> {
  const payoffs = payoffsOf(row.data as ApplicationData);
  const renewed = await renewedLoanOf(executor, row);
  const quote = renewed ? await payoffIfQuotable(executor, renewed, today) : null;
  const renewal = renewed && quote ? { folio: renewed.folio, amount: quote.total } : null;
  const afterRenewal = netAfterRenewal(net, renewal?.amount ?? 0);
  const toCustomer = Math.max(
    0,
    payoffs.length > 0 ? (customerReceives(afterRenewal, payoffs) ?? 0) : afterRenewal,
  );
  return { toCustomer, renewal, payoffs };
}
