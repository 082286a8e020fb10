import type { ApplicationData } from '@origina/domain/application-sections';
import type { PayrollFrequency } from '@origina/domain/lender-catalog';
import { defaultPayrollCalendar, type PayrollCalendar } from '@origina/domain/payroll-calendar';
import type { Executor } from '../../db/client.js';
import type { affiliates } from '../../db/schema.js';
import { findAffiliateRow } from '../catalogs/lender-catalog.js';
import { payrollCalendarOf } from '../catalogs/lender-presenters.js';

/** The payroll calendar a loan of `frequency` on this convenio is dated by: the convenio's own,
 * or the frequency's default when there is no convenio or it pays on another frequency than the
 * product (a product's dates follow its own frequency). */
export function calendarOfAffiliate(
  row: typeof affiliates.$inferSelect | null | undefined,
  frequency: PayrollFrequency,
): PayrollCalendar {
  if (!row || row.frequency !== frequency) return defaultPayrollCalendar(frequency);
  return payrollCalendarOf(row);
}

/** The calendar of the application's convenio as it is now, for a loan of `frequency`. */
export async function calendarOfApplication(
  executor: Executor,
  data: ApplicationData,
  frequency: PayrollFrequency,
) {
  const affiliate = data.convenio ? await findAffiliateRow(executor, data.convenio.affiliate) : undefined;
  return calendarOfAffiliate(affiliate, frequency);
}
