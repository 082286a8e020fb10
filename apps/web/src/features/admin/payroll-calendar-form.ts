import {
  defaultCutoffDays,
  defaultPayrollCalendar,
  isoWeekdays,
  lastDayOfMonth,
  type PayrollCalendar,
} from '@origina/domain/payroll-calendar';
import type { translate } from '../../i18n/i18n.js';
import type { Choice } from './catalogue-fields.js';

// The convenio dialog's payroll calendar. The form keeps a field for every frequency's paydays,
// each with docs/domain-rules.md's default, so switching the frequency back and forth loses nothing; the
// request carries only what the chosen frequency uses, and the domain's schema checks it.
export interface CalendarValues {
  weekday: string;
  reference_payday: string;
  first_day: string;
  second_day: string;
  month_day: string;
  cutoff_days: string;
}
export type CalendarField = keyof CalendarValues;

/** The calendar's inputs a frequency shows, in order (the cut-off is every frequency's). */
export function calendarFieldsOf(frequency: string): CalendarField[] {
  if (frequency === 'weekly') return ['weekday', 'cutoff_days'];
  if (frequency === 'fortnightly') return ['reference_payday', 'cutoff_days'];
  if (frequency === 'biweekly') return ['first_day', 'second_day', 'cutoff_days'];
  return ['month_day', 'cutoff_days'];
}

/** The names of every calendar input in the form (where a server refusal may land). */
export const calendarFormFields = [
  'weekday',
  'reference_payday',
  'first_day',
  'second_day',
  'month_day',
  'cutoff_days',
].map((field) => `payroll_calendar.${field}`);

export function calendarValuesOf(frequency: string, calendar: PayrollCalendar | null): CalendarValues {
  const quincenal = defaultPayrollCalendar('biweekly').days;
  const days = (wanted: string) => (calendar && frequency === wanted ? calendar.days : []);
  const [first = quincenal[0], second = quincenal[1]] = days('biweekly');
  const [monthDay = lastDayOfMonth] = days('monthly');
  return {
    weekday: String(calendar?.weekday ?? defaultPayrollCalendar('weekly').weekday),
    reference_payday: calendar?.reference_payday ?? '',
    first_day: String(first),
    second_day: String(second),
    month_day: String(monthDay),
    cutoff_days: String(calendar?.cutoff_days ?? defaultCutoffDays),
  };
}

// A whole number of days as typed; anything else goes as it is, for the schema to name.
function daysNumber(text: string) {
  const trimmed = text.trim();
  return /^-?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : trimmed;
}

/** The request's payroll_calendar: only what the frequency uses. */
export function calendarBody(frequency: string, values: CalendarValues) {
  const cutoff_days = daysNumber(values.cutoff_days);
  if (frequency === 'weekly') return { weekday: Number(values.weekday), cutoff_days };
  if (frequency === 'fortnightly') return { reference_payday: values.reference_payday || null, cutoff_days };
  if (frequency === 'biweekly')
    return { days: [Number(values.first_day), Number(values.second_day)], cutoff_days };
  return { days: [Number(values.month_day)], cutoff_days };
}

/** The input an issue of payroll_calendar (its path after that) is about, for the frequency shown. */
export function calendarFieldOf(frequency: string, path: string[]): CalendarField | undefined {
  const [field, index] = path;
  if (field === 'weekday' || field === 'reference_payday' || field === 'cutoff_days') return field;
  if (field !== 'days') return undefined;
  if (frequency === 'monthly') return 'month_day';
  return index === '0' ? 'first_day' : 'second_day';
}

const weekdayKeys = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const weekdayKey = (weekday: number) => weekdayKeys[weekday - 1] ?? 'friday';

export const weekdayChoices = (t: typeof translate): Choice[] =>
  isoWeekdays.map((day) => ({
    value: String(day),
    label: t(`catalogueAdmin.calendar.weekdays.${weekdayKey(day)}`),
  }));

/** 1 to 30, then the month's last day (31, which a 30-day month also has as its last). */
export const monthDayChoices = (t: typeof translate): Choice[] => [
  ...Array.from({ length: lastDayOfMonth - 1 }, (_, index) => ({
    value: String(index + 1),
    label: String(index + 1),
  })),
  { value: String(lastDayOfMonth), label: t('catalogueAdmin.calendar.lastDay') },
];
