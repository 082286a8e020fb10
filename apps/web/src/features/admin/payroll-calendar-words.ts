import type { PayrollFrequency } from '@origina/domain/lender-catalog';
import { lastDayOfMonth, type PayrollCalendar } from '@origina/domain/payroll-calendar';
import { formatDate } from '../../i18n/format.js';
import type { AppLanguage, translate } from '../../i18n/i18n.js';
import { weekdayKey } from './payroll-calendar-form.js';

// A convenio's payroll calendar in words, for the list: "Quincenal: días 15 y último; corte 10
// días antes", "Twice a month: the 15th and the last day; cut-off 10 days before".

function dayWords(day: number, t: typeof translate, language: AppLanguage) {
  if (day >= lastDayOfMonth) return t('catalogueAdmin.calendar.lastInList');
  const form = new Intl.PluralRules(language, { type: 'ordinal' }).select(day);
  const key = form === 'one' || form === 'two' || form === 'few' ? form : 'other';
  return t(`catalogueAdmin.calendar.dayNumber.${key}`, { day });
}

function paydayWords(
  frequency: PayrollFrequency,
  calendar: PayrollCalendar,
  t: typeof translate,
  language: AppLanguage,
) {
  if (frequency === 'weekly')
    return t(`catalogueAdmin.calendar.onWeekday.${weekdayKey(calendar.weekday ?? 5)}`);
  if (frequency === 'fortnightly')
    return t('catalogueAdmin.calendar.every14Days', {
      date: calendar.reference_payday ? formatDate(calendar.reference_payday, language) : '—',
    });
  const [first = lastDayOfMonth, second = lastDayOfMonth] = calendar.days;
  if (frequency === 'biweekly')
    return t('catalogueAdmin.calendar.twoDays', {
      first: dayWords(first, t, language),
      second: dayWords(second, t, language),
    });
  if (first >= lastDayOfMonth) return t('catalogueAdmin.calendar.oneLastDay');
  return t('catalogueAdmin.calendar.oneDay', { day: dayWords(first, t, language) });
}

export function calendarWords(
  frequency: PayrollFrequency,
  calendar: PayrollCalendar,
  t: typeof translate,
  language: AppLanguage,
) {
  return t('catalogueAdmin.calendar.summary', {
    frequency: t(`catalogueAdmin.options.${frequency}`),
    paydays: paydayWords(frequency, calendar, t, language),
    cutoff: t('catalogueAdmin.calendar.cutoffDays', { count: calendar.cutoff_days }),
  });
}
