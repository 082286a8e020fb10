import type { ApplicationData } from '@origina/domain/application-sections';
import { deductionsAfterPayoffs } from '@origina/domain/buyout';
import { type SimulationOutcome, simulate, weighCapacity } from '@origina/domain/simulations';
import type { Executor } from '../../db/client.js';
import { findAffiliateRow } from '../catalogs/lender-catalog.js';
import { calendarOfAffiliate } from './affiliate-calendar.js';
import { loanOptionOf } from './loan-option.js';
import { type LoanNames, otherLoansOf } from './other-loans.js';

/** The day and the application a loan is weighed for. */
export interface LoanScope {
  /** The contract date the figures assume: as if signed today. */
  today: string;
  /** The application: its customer's other loans and applications in flight with the lender count
   * against the capacity (never itself). Left out, the loan is weighed alone (a step being saved). */
  applicationId?: string | undefined;
  /** Whose other loans the answer names by folio; left out, none (the others still count). */
  names?: LoanNames | undefined;
  /** Days the contract would stay valid (the lender's setting; docs/domain-rules.md's default without it). */
  validityDays?: number | undefined;
  /** The disbursed loan the application renews: the amount must pay it off (issue 36). */
  renews?: string | null | undefined;
}

/** The loan an application asks for, read from the catalogue and worked out once: a save checks it
 * and hands it to the presenter, which weighs it again beside the customer's other loans. */
export type PricedLoan = NonNullable<Awaited<ReturnType<typeof priceLoan>>>;

// The loan worked out again on the server from the stored product and convenio, dated on the
// convenio's payroll calendar as if the contract were made on `scope.today`: the option chosen
// (none when the term is not offered), its schedule and CAT (no capacity yet), and the payroll it
// is to be weighed against.
export async function priceLoan(
  executor: Executor,
  data: ApplicationData,
  scope: Pick<LoanScope, 'today' | 'validityDays'>,
) {
  const loan = data.producto;
  if (!loan) return null;
  const { row, option } = await loanOptionOf(executor, loan);
  const affiliate = data.convenio ? await findAffiliateRow(executor, data.convenio.affiliate) : undefined;
  const calendar = option ? calendarOfAffiliate(affiliate, option.frequency) : null;
  const result =
    option && calendar
      ? simulate({
          option,
          amount: loan.amount,
          contractDate: scope.today,
          calendar,
          validityDays: scope.validityDays,
        })
      : null;
  const work = data.datos_laborales;
  const payroll = {
    netPay: work?.net_pay,
    // A buy-out's outside loans stop deducting once paid off: the new payment counts instead.
    existingDeductions: work && deductionsAfterPayoffs(work.existing_deductions, work.payoffs ?? []),
    maxDeductionShare: affiliate ? Number(affiliate.maxDeductionShare) : null,
  };
  return { row, affiliate, option, calendar, amount: loan.amount, result, payroll };
}

// The priced loan against the payroll capacity, less the customer's other loans when the scope
// names the application.
export async function weighLoan(
  executor: Executor,
  loan: PricedLoan,
  data: ApplicationData,
  scope: LoanScope,
): Promise<SimulationOutcome | null> {
  if (!loan.option || !loan.result) return null;
  const { payroll } = loan;
  const curp = data.datos_generales?.curp ?? data.pre_solicitud?.curp;
  // Only worth the query when there is a capacity to weigh them against.
  const otherLoans =
    scope.applicationId && curp && payroll.netPay != null && payroll.maxDeductionShare != null
      ? await otherLoansOf(executor, {
          curp,
          excludeApplicationId: scope.applicationId,
          today: scope.today,
          names: scope.names,
        })
      : [];
  return weighCapacity(loan.option, loan.amount, loan.result, { ...payroll, otherLoans });
}

/** The loan priced (or the one given, priced for the same data and day) and weighed for `scope`. */
export async function loanOf(
  executor: Executor,
  data: ApplicationData,
  scope: LoanScope,
  priced?: PricedLoan,
) {
  const loan = priced ?? (await priceLoan(executor, data, scope));
  if (!loan) return null;
  const { row, option, calendar } = loan;
  return { row, option, calendar, outcome: await weighLoan(executor, loan, data, scope) };
}
