import type { ApplicationData } from '@origina/domain/application-sections';
import type { FrozenLoan } from '@origina/domain/contract-documents';
import { figuresChanged, type LoanFigures, type SubmittedFigures } from '@origina/domain/loan-figures';
import type { LoanResult } from '@origina/domain/loan-schedule';
import { contractExpired, contractValidUntil } from '@origina/domain/payroll-calendar';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { contracts, disbursements } from '../../db/schema.js';
import { loanOf, type PricedLoan } from './application-loan.js';
import type { ApplicationRow } from './applications.js';
import { payoffIfQuotable } from './loan-payoff.js';
import type { LoanNames } from './other-loans.js';
import { renewedLoanOf } from './renewal.js';

// The loan's figures as every screen, mail and export reads them (issue 30): from approval on,
// those its contract fixed; before, the catalogue's of today, dated as if the contract were made
// today, with what moved since the last submission.

export type FiguresContext = Pick<AppContext, 'db' | 'config' | 'today'>;

// The statuses whose loan is the contract's.
const contracted = new Set<ApplicationRow['status']>(['approved', 'signed', 'disbursed']);
// The statuses the desk decides on, where a catalogue change since submission matters.
const awaitingDecision = new Set<ApplicationRow['status']>(['submitted', 'in_review']);

/** The figures a catalogue change can move, to compare with what was submitted. */
const movableFigures = (annualRate: number, result: LoanResult): SubmittedFigures => ({
  annual_rate: annualRate,
  payment: result.payment,
  total_payment: result.total_payment,
  net_disbursement: result.net_disbursement,
  cat: result.cat,
});

type DatedLoan = Pick<FrozenLoan, 'option' | 'amount' | 'contract_date' | 'result'>;

function figuresOf(
  loan: DatedLoan,
): Omit<
  LoanFigures,
  'source' | 'valid_until' | 'expired' | 'capacity' | 'changed_since_submission' | 'renewal'
> {
  const { result, option } = loan;
  return {
    amount: loan.amount,
    term: option.term,
    frequency: option.frequency,
    annual_rate: option.annual_rate,
    payment: result.payment,
    total_payment: result.total_payment,
    commission: result.commission,
    net_disbursement: result.net_disbursement,
    cat: result.cat,
    calculated_on: loan.contract_date,
    contract_date: loan.contract_date,
    first_payment_date: result.schedule[0]!.date,
    last_payment_date: result.schedule.at(-1)!.date,
    schedule: result.schedule,
  };
}

/** The loan its contract fixed, or null before there is one (or one made before loans were kept). */
async function contractLoanOf(context: FiguresContext, applicationId: string) {
  const [contract] = await context.db
    .select({ loan: contracts.loan })
    .from(contracts)
    .where(eq(contracts.applicationId, applicationId));
  return contract?.loan ?? null;
}

/** The catalogue's loan today, dated as if its contract were made today, with the capacity (less
 * the customer's other loans, named as `names` allows). */
async function catalogueLoanOf(
  context: FiguresContext,
  row: Pick<ApplicationRow, 'id' | 'data'>,
  names?: LoanNames,
  priced?: PricedLoan,
) {
  const data = row.data as ApplicationData;
  const today = context.today();
  const scope = { today, applicationId: row.id, names, validityDays: context.config.contractValidityDays };
  const loan = await loanOf(context.db, data, scope, priced);
  if (!loan?.outcome || !loan.option || !data.producto) return null;
  const { capacity, ...result } = loan.outcome;
  const dated: DatedLoan = {
    option: loan.option,
    amount: data.producto.amount,
    contract_date: today,
    result,
  };
  return { dated, capacity };
}

/** A renewal's payoff of the loan it renews, on the day it is expected to be paid out (today, or its
 * contract's date when later); once disbursed, what its two movements recorded (issue 36). */
async function renewalOf(
  context: FiguresContext,
  row: ApplicationRow,
  figures: Pick<LoanFigures, 'contract_date' | 'net_disbursement'>,
): Promise<LoanFigures['renewal']> {
  const renews = await renewedLoanOf(context.db, row);
  if (!renews) return null;
  const [paid] = await context.db
    .select({ on: disbursements.paidAt, amount: disbursements.amount, payoff: disbursements.payoffAmount })
    .from(disbursements)
    .where(eq(disbursements.applicationId, row.id));
  // Once paid out, the two movements as they were recorded.
  if (paid?.payoff)
    return {
      renews,
      payoff_date: paid.on,
      payoff: Number(paid.payoff),
      customer_receives: Number(paid.amount),
    };
  const today = context.today();
  // The later of the two ISO dates.
  const date = [figures.contract_date, today].sort().at(-1)!;
  // A loan with no schedule to quote (or quoted before its own disbursement): nothing to show.
  const payoff = await payoffIfQuotable(context.db, renews, date);
  if (!payoff) return null;
  const receives = Math.round((figures.net_disbursement - payoff.total) * 100) / 100;
  return { renews, payoff_date: date, payoff: payoff.total, customer_receives: receives };
}

export async function loanFiguresOf(
  context: FiguresContext,
  row: ApplicationRow,
  names: LoanNames,
  priced?: PricedLoan,
): Promise<LoanFigures | null> {
  const figures = await figuresWithoutRenewal(context, row, names, priced);
  return figures && { ...figures, renewal: await renewalOf(context, row, figures) };
}

async function figuresWithoutRenewal(
  context: FiguresContext,
  row: ApplicationRow,
  names: LoanNames,
  priced?: PricedLoan,
): Promise<Omit<LoanFigures, 'renewal'> | null> {
  if (contracted.has(row.status)) {
    const frozen = await contractLoanOf(context, row.id);
    const validUntil = frozen && contractValidUntil(frozen.contract_date, frozen.validity_days);
    if (frozen && validUntil)
      return {
        ...figuresOf(frozen),
        source: 'contract',
        valid_until: validUntil,
        expired: contractExpired(validUntil, context.today()),
        capacity: null,
        changed_since_submission: null,
      };
  }
  const current = await catalogueLoanOf(context, row, names, priced);
  if (!current) return null;
  const { dated, capacity } = current;
  return {
    ...figuresOf(dated),
    source: 'catalogue',
    valid_until: null,
    expired: false,
    capacity,
    changed_since_submission: awaitingDecision.has(row.status)
      ? figuresChanged(row.submittedFigures, movableFigures(dated.option.annual_rate, dated.result))
      : null,
  };
}

/** What the desk will compare with: the figures at this submission. */
export async function submittedFiguresOf(context: FiguresContext, row: ApplicationRow) {
  const current = await catalogueLoanOf(context, row);
  return current ? movableFigures(current.dated.option.annual_rate, current.dated.result) : null;
}
