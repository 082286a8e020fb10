import type { ApplicationData } from '@origina/domain/application-sections';
import { dateInMexico } from '@origina/domain/calendar-date';
import { defaultContractValidityDays, paymentDates } from '@origina/domain/payroll-calendar';
import type { OtherLoan } from '@origina/domain/payroll-capacity';
import { simulate } from '@origina/domain/simulations';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { applications, contracts } from '../../db/schema.js';
import { calendarOfApplication } from './affiliate-calendar.js';
import { loanOptionOf } from './loan-option.js';

// A customer's other loans with the lender (docs/domain-rules.md, "Payroll capacity"; issue 30): their
// payments come out of the same pay, so they count as existing deductions wherever the capacity is
// weighed (the simulator with a CURP, submit, approval).

/** Whose loans an answer names by folio: all of them (the desk, an admin), or only one promoter's
 * (the promoter's own screens); the others still count, by payment only. Left out: none. */
export type LoanNames = 'all' | { promoterId: string };

const loanStatuses = ['approved', 'signed', 'disbursed'] as const;
const inFlightStatuses = ['submitted', 'in_review'] as const;
const counted = [...loanStatuses, ...inFlightStatuses];

type Candidate = Pick<
  typeof applications.$inferSelect,
  'folio' | 'promoterId' | 'status' | 'data' | 'submittedFigures'
> & {
  contract: Pick<typeof contracts.$inferSelect, 'loan' | 'contractDate' | 'createdAt'> | null;
};

/**
 * The customer's (same CURP) loans with this lender that are approved, signed or disbursed and not
 * past their last payment, and their applications in flight (submitted or in review), with what
 * each deducts per period; never `excludeApplicationId` (the application being weighed) nor the loan
 * it renews, whose payment the new one replaces. By folio,
 * named as `names` allows.
 */
export async function otherLoansOf(
  executor: Executor,
  {
    curp,
    excludeApplicationId,
    today,
    names,
  }: {
    curp: string;
    excludeApplicationId?: string | null | undefined;
    today: string;
    names?: LoanNames | undefined;
  },
): Promise<OtherLoan[]> {
  if (!curp) return [];
  const rows = await executor
    .select({
      folio: applications.folio,
      promoterId: applications.promoterId,
      status: applications.status,
      data: applications.data,
      submittedFigures: applications.submittedFigures,
      loan: contracts.loan,
      contractDate: contracts.contractDate,
      contractCreatedAt: contracts.createdAt,
    })
    .from(applications)
    .leftJoin(contracts, eq(contracts.applicationId, applications.id))
    .where(
      and(
        eq(applications.curp, curp),
        inArray(applications.status, counted),
        // Paid off by a renewal: no longer deducted.
        isNull(applications.settledOn),
        excludeApplicationId ? ne(applications.id, excludeApplicationId) : undefined,
        // A renewal pays its loan off: the new payment replaces that loan's (issue 36).
        excludeApplicationId
          ? sql`${applications.id} is distinct from (select renewed.renews_application_id from ${applications} renewed where renewed.id = ${excludeApplicationId})`
          : undefined,
      ),
    )
    .orderBy(asc(applications.folio));
  const loans: OtherLoan[] = [];
  // One at a time: the executor may be a transaction, which runs one query at a time anyway.
  for (const { loan, contractDate, contractCreatedAt, ...row } of rows) {
    const contract = contractCreatedAt ? { loan, contractDate, createdAt: contractCreatedAt } : null;
    const found = await otherLoanOf(executor, { ...row, contract }, today);
    if (!found) continue;
    const named = names === 'all' || (names !== undefined && names.promoterId === row.promoterId);
    loans.push(named ? found : { ...found, folio: null });
  }
  return loans;
}

async function otherLoanOf(executor: Executor, row: Candidate, today: string): Promise<OtherLoan | null> {
  const kind = (loanStatuses as readonly string[]).includes(row.status) ? 'loan' : 'application';
  const frozen = row.contract?.loan;
  if (frozen) {
    // The contract's figures and dates: what the payroll really deducts, and until when.
    const last = frozen.result.schedule.at(-1)?.date;
    if (kind === 'loan' && last !== undefined && last < today) return null;
    return { folio: row.folio, kind, payment: frozen.result.payment, frequency: frozen.option.frequency };
  }
  // In flight, or approved before contracts kept their loan: the figures stored at submission, or
  // worked out again from the catalogue.
  const data = row.data as ApplicationData;
  if (!data.producto) return null;
  const { row: product, option } = await loanOptionOf(executor, data.producto);
  if (!product) return null;
  const payment =
    row.submittedFigures?.payment ??
    (option ? simulate({ option, amount: data.producto.amount, contractDate: today }).payment : null);
  // A term withdrawn from the catalogue with no figures kept: nothing tells what it deducts.
  if (payment === null) return null;
  if (kind === 'loan' && (await lastPaymentDate(executor, row, product.frequency)) < today) return null;
  return { folio: row.folio, kind, payment, frequency: product.frequency };
}

// A loan without a frozen schedule ends where a schedule dated from its contract on the convenio's
// calendar would end; approved with no contract made yet, it has not even started.
async function lastPaymentDate(executor: Executor, row: Candidate, frequency: OtherLoan['frequency']) {
  const data = row.data as ApplicationData;
  const contract = row.contract;
  const date = contract?.contractDate ?? (contract ? dateInMexico(contract.createdAt) : null);
  if (!date) return '9999-12-31';
  const dates = paymentDates(
    frequency,
    await calendarOfApplication(executor, data, frequency),
    { date, validityDays: defaultContractValidityDays },
    data.producto!.term,
  );
  return dates.at(-1)!;
}
