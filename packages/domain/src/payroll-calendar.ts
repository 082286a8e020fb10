import { z } from 'zod';
import { isoDateSchema } from './calendar-date.js';
import type { PayrollFrequency } from './lender-catalog.js';
import { requiredOfType } from './schema-errors.js';

// A convenio's payroll calendar (docs/domain-rules.md, "Dates"): the days its payroll pays on, and
// how many days before a payday a new deduction must reach the employer. A loan's payments fall on
// these paydays, the first one far enough after the contract for the employer to register it.

/** Weekly payrolls pay on a weekday: ISO numbering, 1 is Monday … 7 is Sunday (5, Friday, the default). */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;
/** A day of the month a payroll pays on; 31 stands for the month's last day (a day past a month's
 * end falls on its last day: 30 is 28 February). */
export const lastDayOfMonth = 31;
export const defaultCutoffDays = 10;
const cutoffLimits = { min: 0, max: 60 } as const;
/** docs/domain-rules.md: the contract is valid V days for signing and disbursing (a lender setting). */
export const defaultContractValidityDays = 5;
/** The catorcenal reference payday of the demo catalogue (a Friday): a convenio sets its own. */
const demoCatorcenalReference = '2026-01-09';

export interface PayrollCalendar {
  /** Weekly: the weekday paid on (ISO, 1 Monday … 7 Sunday). */
  weekday: number | null;
  /** Catorcenal: one known payday; every 14 days before and after it is one too. */
  reference_payday: string | null;
  /** Quincenal: the two days of the month paid on; monthly: the one day. 31 is the last day. */
  days: number[];
  /** Days before a payday by which a new deduction must reach the employer. */
  cutoff_days: number;
}

/** The calendar a convenio gets when the admin says nothing else (docs/domain-rules.md's defaults). */
export function defaultPayrollCalendar(frequency: PayrollFrequency): PayrollCalendar {
  const base = { weekday: null, reference_payday: null, days: [], cutoff_days: defaultCutoffDays };
  if (frequency === 'weekly') return { ...base, weekday: 5 };
  if (frequency === 'fortnightly') return { ...base, reference_payday: demoCatorcenalReference };
  if (frequency === 'biweekly') return { ...base, days: [15, lastDayOfMonth] };
  return { ...base, days: [lastDayOfMonth] };
}

const dayOfMonth = z
  .number(requiredOfType)
  .int({ message: 'validation.whole_number' })
  .min(1, { message: 'validation.payday_day_range' })
  .max(lastDayOfMonth, { message: 'validation.payday_day_range' });

/** What an admin or an import may send; what the frequency does not use is cleared, what it
 * needs and lacks gets the default, except a catorcenal reference payday, which only the
 * employer knows. */
export const payrollCalendarInputSchema = z.strictObject({
  weekday: z
    .number(requiredOfType)
    .int({ message: 'validation.whole_number' })
    .min(1, { message: 'validation.weekday_range' })
    .max(7, { message: 'validation.weekday_range' })
    .nullish(),
  reference_payday: isoDateSchema.nullish(),
  days: z.array(dayOfMonth).max(2).nullish(),
  cutoff_days: z
    .number(requiredOfType)
    .int({ message: 'validation.whole_number' })
    .min(cutoffLimits.min, { message: 'validation.cutoff_range' })
    .max(cutoffLimits.max, { message: 'validation.cutoff_range' })
    .nullish(),
});
export type PayrollCalendarInput = z.output<typeof payrollCalendarInputSchema>;

export const payrollCalendarSchema = z.object({
  weekday: z.number().nullable(),
  reference_payday: z.string().nullable(),
  days: z.array(z.number()),
  cutoff_days: z.number(),
});

/** The calendar a frequency keeps of an input, or the field and message key that is wrong. */
export function payrollCalendarFor(
  frequency: PayrollFrequency,
  input: PayrollCalendarInput | null | undefined,
): { calendar: PayrollCalendar } | { field: string; message: string } {
  const defaults = defaultPayrollCalendar(frequency);
  const cutoff_days = input?.cutoff_days ?? defaults.cutoff_days;
  const base = { weekday: null, reference_payday: null, days: [], cutoff_days };
  if (frequency === 'weekly') return { calendar: { ...base, weekday: input?.weekday ?? defaults.weekday } };
  if (frequency === 'fortnightly') {
    if (!input?.reference_payday)
      return { field: 'reference_payday', message: 'validation.reference_payday_required' };
    return { calendar: { ...base, reference_payday: input.reference_payday } };
  }
  const wanted = frequency === 'biweekly' ? 2 : 1;
  const days = [...new Set(input?.days?.length ? input.days : defaults.days)].sort((a, b) => a - b);
  if (days.length !== wanted)
    return {
      field: 'days',
      message: frequency === 'biweekly' ? 'validation.payday_two_days' : 'validation.payday_one_day',
    };
  return { calendar: { ...base, days } };
}

// --- dates ----------------------------------------------------------------------------------

const dayMs = 86_400_000;
const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);
export const addDays = (iso: string, days: number) => fromTime(toTime(iso) + days * dayMs);
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const ymd = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const formatDate = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The same day `count` months later, clamped to that month's end (31 Jan + 1 → 28 Feb). */
export function addMonths(iso: string, count: number) {
  const [year, month, day] = ymd(iso);
  const index = year * 12 + (month - 1) + count;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  return formatDate(y, m, Math.min(day, daysInMonth(y, m)));
}

/** D plus one payroll period: 7, 14 or 15 days, or one month. */
export function onePeriodAfter(frequency: PayrollFrequency, date: string) {
  if (frequency === 'monthly') return addMonths(date, 1);
  return addDays(date, { weekly: 7, fortnightly: 14, biweekly: 15 }[frequency]);
}

/** The paydays on or after `from`, in order, without end. */
function* paydaysFrom(frequency: PayrollFrequency, calendar: PayrollCalendar, from: string) {
  const start = toTime(from);
  if (frequency === 'weekly' || frequency === 'fortnightly') {
    let first: number;
    if (frequency === 'weekly') {
      // 1970-01-01 was a Thursday (ISO 4).
      const weekday = ((Math.floor(start / dayMs) + 3) % 7) + 1;
      first = start + (((calendar.weekday ?? 5) - weekday + 7) % 7) * dayMs;
    } else {
      const reference = toTime(calendar.reference_payday ?? demoCatorcenalReference);
      const behind = Math.round((start - reference) / dayMs);
      first = start + ((((14 - behind) % 14) + 14) % 14) * dayMs;
    }
    const step = (frequency === 'weekly' ? 7 : 14) * dayMs;
    for (let time = first; ; time += step) yield fromTime(time);
  }
  let [year, month] = ymd(from);
  for (;;) {
    const length = daysInMonth(year, month);
    const days = [...new Set(calendar.days.map((day) => Math.min(day, length)))].sort((a, b) => a - b);
    for (const day of days) {
      const date = formatDate(year, month, day);
      if (date >= from) yield date;
    }
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/** The last day a contract made on `contractDate` may be signed and disbursed. */
export const contractValidUntil = (contractDate: string, validityDays: number) =>
  addDays(contractDate, validityDays);

/**
 * docs/domain-rules.md: the first payment is the first payday P with P ≥ D + one period and P − cut-off ≥
 * D + V, so that the money is paid out before interest runs and the employer has the deduction in
 * time; the later ones follow the calendar.
 */
export function paymentDates(
  frequency: PayrollFrequency,
  calendar: PayrollCalendar,
  contract: { date: string; validityDays: number },
  count: number,
) {
  const earliest = onePeriodAfter(frequency, contract.date);
  const validUntil = contractValidUntil(contract.date, contract.validityDays);
  const dates: string[] = [];
  for (const payday of paydaysFrom(frequency, calendar, earliest)) {
    if (dates.length === count) break;
    if (dates.length === 0 && addDays(payday, -calendar.cutoff_days) < validUntil) continue;
    dates.push(payday);
  }
  return dates;
}

/** Whether a contract can no longer be signed or disbursed on `today`. */
export const contractExpired = (validUntil: string, today: string) => today > validUntil;

/** Whether `date` is one of the calendar's paydays. */
export function isPayday(frequency: PayrollFrequency, calendar: PayrollCalendar, date: string) {
  return paydaysFrom(frequency, calendar, date).next().value === date;
}

/** The last payday before `date` (a month and a half back covers every frequency's gap). */
export function paydayBefore(frequency: PayrollFrequency, calendar: PayrollCalendar, date: string) {
  let last = addDays(date, -46);
  for (const payday of paydaysFrom(frequency, calendar, last)) {
    if (payday >= date) break;
    last = payday;
  }
  return last;
}
