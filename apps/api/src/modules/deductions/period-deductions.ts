import type { ApplicationData } from '@origina/domain/application-sections';
import {
  type DeductionLayout,
  deductionLayoutSchema,
  layoutOfConvenio,
} from '@origina/domain/deduction-layouts';
import {
  type DeductionLoan,
  type DeductionPeriod,
  type DeductionRow,
  deductionPeriod,
  deductionsFor,
} from '@origina/domain/payroll-deductions';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  type affiliates,
  applications,
  contracts,
  deductionAnswers,
  deductionLayouts,
} from '../../db/schema.js';
import { fieldError } from '../../errors.js';
import { findAffiliateRow } from '../catalogs/lender-catalog.js';
import { payrollCalendarOf } from '../catalogs/lender-presenters.js';

// A convenio's deductions for one payday (issue 36): its disbursed loans' frozen schedules read by
// the domain's deductionsFor, on the convenio's payroll calendar (docs/deductions.md).

export type AffiliateRow = typeof affiliates.$inferSelect;

/** The convenio and the period its payday closes; 400 on the field that is wrong. */
async function periodOf(executor: Executor, affiliateId: string, payday: string) {
  const affiliate = await findAffiliateRow(executor, affiliateId);
  if (!affiliate) throw fieldError('affiliate', 'deductions.affiliate_unknown');
  const period = deductionPeriod(affiliate.frequency, payrollCalendarOf(affiliate), payday);
  if (!period) throw fieldError('payday', 'deductions.not_a_payday');
  return { affiliate, period };
}

/** The convenio's disbursed loans as the file reads them (a contract made before loans were kept,
 * with no schedule, has nothing to deduct from here). */
async function loansOf(executor: Executor, affiliateId: string): Promise<DeductionLoan[]> {
  const rows = await executor
    .select({
      id: applications.id,
      folio: applications.folio,
      curp: applications.curp,
      name: applications.customerName,
      data: applications.data,
      settledOn: applications.settledOn,
      loan: contracts.loan,
    })
    .from(applications)
    .innerJoin(contracts, eq(contracts.applicationId, applications.id))
    .where(
      and(
        eq(applications.affiliateId, affiliateId),
        eq(applications.status, 'disbursed'),
        isNotNull(contracts.loan),
      ),
    );
  return rows.map((row) => ({
    application_id: row.id,
    folio: row.folio,
    employee_number: (row.data as ApplicationData).datos_laborales?.employee_number ?? '',
    curp: row.curp,
    name: row.name,
    schedule: row.loan!.result.schedule.map(({ date, total }) => ({ date, total })),
    settled_on: row.settledOn,
  }));
}

export interface PeriodDeductions {
  affiliate: AffiliateRow;
  period: DeductionPeriod;
  rows: DeductionRow[];
}

export async function periodDeductions(
  executor: Executor,
  affiliateId: string,
  payday: string,
): Promise<PeriodDeductions> {
  const { affiliate, period } = await periodOf(executor, affiliateId, payday);
  return { affiliate, period, rows: deductionsFor(await loansOf(executor, affiliate.id), period) };
}

/** The employer's answers already imported for the period, by application. */
export async function answersOf(executor: Executor, affiliateId: string, payday: string) {
  const rows = await executor
    .select({
      applicationId: deductionAnswers.applicationId,
      applied: deductionAnswers.applied,
      reason: deductionAnswers.reason,
    })
    .from(deductionAnswers)
    .where(and(eq(deductionAnswers.affiliateId, affiliateId), eq(deductionAnswers.payday, payday)));
  return new Map(rows.map((row) => [row.applicationId, { applied: row.applied, reason: row.reason }]));
}

/** The convenio's column map: its own, else the demo's, else the fixed-width example. */
export async function layoutOf(executor: Executor, affiliate: Pick<AffiliateRow, 'id' | 'code'>) {
  const [stored] = await executor
    .select({ layout: deductionLayouts.layout })
    .from(deductionLayouts)
    .where(eq(deductionLayouts.affiliateId, affiliate.id));
  // A map saved under an older schema that no longer passes falls back to the example.
  const parsed = stored ? deductionLayoutSchema.safeParse(stored.layout) : null;
  return {
    layout: layoutOfConvenio(affiliate.code, parsed?.success ? parsed.data : null),
    custom: Boolean(parsed?.success),
  };
}

export async function saveLayout(
  executor: Executor,
  affiliateId: string,
  layout: DeductionLayout,
  by: string,
) {
  await executor
    .insert(deductionLayouts)
    .values({ affiliateId, layout, updatedBy: by })
    .onConflictDoUpdate({
      target: deductionLayouts.affiliateId,
      set: { layout, updatedBy: by, updatedAt: new Date() },
    });
}
