import { type Payoff, payoffQuote } from '@origina/domain/loan-payoff';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contracts, disbursements } from '../../db/schema.js';
import { AppError, fieldError } from '../../errors.js';
import { missedPaydaysOf } from '../deductions/arrears.js';
import type { ApplicationRow } from './applications.js';

// A disbursed loan's payoff on a day (issue 36): the schedule its contract froze, from the day the
// bank paid it (docs/domain-rules.md, "Balance and payoff"), less the payments the employer
// answered "not applied" (deduction_answers), which stay owed. The lifecycle guard has already
// said the application is disbursed.

async function disbursedLoanOf(executor: Executor, row: Pick<ApplicationRow, 'id'>) {
  const [found] = await executor
    .select({ loan: contracts.loan, paidAt: disbursements.paidAt })
    .from(contracts)
    .innerJoin(disbursements, eq(disbursements.applicationId, contracts.applicationId))
    .where(eq(contracts.applicationId, row.id));
  if (!found) return undefined;
  const missed = await missedPaydaysOf(executor, [row.id]);
  return { ...found, missedPaydays: missed.get(row.id) ?? [] };
}

function quoteOf(
  found: NonNullable<Awaited<ReturnType<typeof disbursedLoanOf>>>,
  date: string,
): Payoff | null {
  if (!found.loan) return null;
  const quote = payoffQuote(
    {
      schedule: found.loan.result.schedule,
      disbursedOn: found.paidAt,
      ivaOnInterest: found.loan.option.iva_on_interest,
      missedPaydays: found.missedPaydays,
    },
    date,
  );
  if (!quote) return null;
  const { payments_due: _due, ...payoff } = quote;
  return payoff;
}

export async function payoffOf(
  executor: Executor,
  row: Pick<ApplicationRow, 'id'>,
  date: string,
): Promise<Payoff> {
  const found = await disbursedLoanOf(executor, row);
  if (!found) throw new AppError(409, 'loan_not_disbursed');
  // A contract made before loans were kept has no schedule to read.
  if (!found.loan) throw new AppError(409, 'contract_not_ready');
  const payoff = quoteOf(found, date);
  if (!payoff) throw fieldError('date', 'validation.payoff_before_disbursement');
  return payoff;
}

/** The payoff a renewal's figures and checks show, or null when the loan it renews cannot be
 * quoted on `date` (not paid out, no schedule kept, a date before its disbursement): those are
 * left to the disbursement's own check, while any other failure still surfaces. */
export async function payoffIfQuotable(
  executor: Executor,
  row: Pick<ApplicationRow, 'id'>,
  date: string,
): Promise<Payoff | null> {
  const found = await disbursedLoanOf(executor, row);
  return found ? quoteOf(found, date) : null;
}

/** The payoff route's quote: none for a loan a renewal has already paid off (issue 36). */
export async function openLoanPayoff(executor: Executor, row: ApplicationRow, date: string) {
  if (row.settledOn) throw new AppError(409, 'loan_settled');
  return payoffOf(executor, row, date);
}
