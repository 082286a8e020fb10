import type { Arrears, MissedDeduction } from '@origina/domain/deduction-answers';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { csvFile } from '../../csv-writer.js';
import type { Executor } from '../../db/client.js';
import { affiliates, applications, branches, deductionAnswers, users } from '../../db/schema.js';

// Deductions the employer did not apply (issue 36): on the loan, as a count on the lists, and the
// arrears report by convenio, branch and promoter. Until a collection is recorded, a deduction
// not applied stays in arrears.

const cents = (value: string | number) => Math.round(Number(value) * 100);

/** The loan's not-applied deductions, oldest first. */
export async function missedDeductionsOf(
  executor: Executor,
  applicationId: string,
): Promise<MissedDeduction[]> {
  const rows = await executor
    .select({
      payday: deductionAnswers.payday,
      amount: deductionAnswers.amount,
      reason: deductionAnswers.reason,
    })
    .from(deductionAnswers)
    .where(and(eq(deductionAnswers.applicationId, applicationId), eq(deductionAnswers.applied, false)))
    .orderBy(asc(deductionAnswers.payday));
  return rows.map((row) => ({ payday: row.payday, amount: Number(row.amount), reason: row.reason }));
}

/** The paydays each of these loans' employer answered "not applied", for the balance and payoff
 * (loan-payoff.ts in the domain counts the rows they leave owed); loans with none are absent. */
export async function missedPaydaysOf(executor: Executor, applicationIds: readonly string[]) {
  const paydays = new Map<string, string[]>();
  if (applicationIds.length === 0) return paydays;
  const rows = await executor
    .select({ applicationId: deductionAnswers.applicationId, payday: deductionAnswers.payday })
    .from(deductionAnswers)
    .where(
      and(inArray(deductionAnswers.applicationId, [...applicationIds]), eq(deductionAnswers.applied, false)),
    );
  for (const row of rows)
    paydays.set(row.applicationId, [...(paydays.get(row.applicationId) ?? []), row.payday]);
  return paydays;
}

/** How many deductions each of these applications missed (those with none are absent). */
export async function missedCountsOf(executor: Executor, applicationIds: readonly string[]) {
  const paydays = await missedPaydaysOf(executor, applicationIds);
  return new Map([...paydays].map(([applicationId, missed]) => [applicationId, missed.length]));
}

export async function arrearsReport(executor: Executor): Promise<Arrears> {
  const found = await executor
    .select({
      applicationId: applications.id,
      folio: applications.folio,
      customerName: applications.customerName,
      affiliate: { id: affiliates.id, name: affiliates.name },
      branchId: branches.id,
      branchName: branches.name,
      promoter: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      payday: deductionAnswers.payday,
      amount: deductionAnswers.amount,
      reason: deductionAnswers.reason,
    })
    .from(deductionAnswers)
    .innerJoin(applications, eq(applications.id, deductionAnswers.applicationId))
    .innerJoin(affiliates, eq(affiliates.id, deductionAnswers.affiliateId))
    .innerJoin(users, eq(users.id, applications.promoterId))
    .leftJoin(branches, eq(branches.id, applications.branchId))
    .where(eq(deductionAnswers.applied, false))
    .orderBy(
      asc(affiliates.name),
      asc(branches.name),
      asc(users.lastName),
      asc(applications.folio),
      asc(deductionAnswers.payday),
    );
  const groups = new Map<string, Arrears['rows'][number] & { ids: Set<string>; cents: number }>();
  const loans = new Map<string, Arrears['loans'][number]>();
  let total = 0;
  for (const row of found) {
    const promoter = `${row.promoter.firstName} ${row.promoter.lastName}`;
    const key = `${row.affiliate.id}|${row.branchId}|${row.promoter.id}`;
    const group = groups.get(key) ?? {
      affiliate: row.affiliate,
      branch: row.branchId ? { id: row.branchId, name: row.branchName! } : null,
      promoter: { id: row.promoter.id, name: promoter },
      loans: 0,
      deductions: 0,
      amount: 0,
      ids: new Set<string>(),
      cents: 0,
    };
    group.ids.add(row.applicationId);
    group.deductions += 1;
    group.cents += cents(row.amount);
    total += cents(row.amount);
    groups.set(key, group);
    const loan = loans.get(row.applicationId) ?? {
      id: row.applicationId,
      folio: row.folio,
      customer_name: row.customerName,
      affiliate: row.affiliate.name,
      branch: row.branchName,
      promoter,
      missed: [],
    };
    loan.missed.push({ payday: row.payday, amount: Number(row.amount), reason: row.reason });
    loans.set(row.applicationId, loan);
  }
  return {
    total: total / 100,
    rows: [...groups.values()].map(({ ids, cents: sum, ...group }) => ({
      ...group,
      loans: ids.size,
      amount: sum / 100,
    })),
    loans: [...loans.values()],
  };
}

/** The report's groups as CSV (no customer in it: counts and amounts by convenio, branch, promoter). */
export function arrearsCsv(report: Arrears) {
  return csvFile([
    ['convenio', 'sucursal', 'promotor', 'creditos', 'descuentos_no_aplicados', 'importe'],
    ...report.rows.map((row) => [
      row.affiliate.name,
      row.branch?.name ?? '',
      row.promoter.name,
      String(row.loans),
      String(row.deductions),
      row.amount.toFixed(2),
    ]),
  ]);
}
