import type { PayrollFrequency } from '@origina/domain/lender-catalog';
import { defaultPayrollCalendar, type PayrollCalendar } from '@origina/domain/payroll-calendar';
import type { affiliates } from '../../db/schema.js';
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
