import type { PayrollFrequency } from '@origina/domain/lender-catalog';
import { defaultPayrollCalendar, type PayrollCalendar } from '@origina/domain/payroll-calendar';
import type { affiliates } from '../../db/schema.js';

type AffiliateRow = typeof affiliates.$inferSelect;

// The lead merges this with the catalogue's payrollCalendarOf (catalogs/lender-presenters.ts)
// when that lands: until then the loan rules read a convenio's calendar here.

/** The payroll calendar a loan of `frequency` on this convenio is dated by: the convenio's own
 * (DOMAIN.md's defaults where a column is empty), or the frequency's default when there is no
 * convenio or it pays on another frequency than the product (a product's dates follow its own
 * frequency). */
export function calendarOfAffiliate(
  row: AffiliateRow | null | undefined,
  frequency: PayrollFrequency,
): PayrollCalendar {
  const defaults = defaultPayrollCalendar(frequency);
  if (!row || row.frequency !== frequency) return defaults;
  return {
    weekday: frequency === 'weekly' ? (row.paydayWeekday ?? defaults.weekday) : null,
    reference_payday: frequency === 'fortnightly' ? (row.paydayReference ?? defaults.reference_payday) : null,
    days: row.paydayDays.length > 0 ? row.paydayDays : defaults.days,
    cutoff_days: row.cutoffDays,
  };
}
