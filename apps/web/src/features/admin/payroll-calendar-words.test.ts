import type { PayrollCalendar } from '@origina/domain/payroll-calendar';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogPart, setLanguage, translate as t } from '../../i18n/i18n.js';
import { calendarWords } from './payroll-calendar-words.js';

beforeAll(async () => {
  (globalThis as { document?: unknown }).document ??= { documentElement: {} };
  await loadCatalogPart('desk');
});

const calendar = (fields: Partial<PayrollCalendar>): PayrollCalendar => ({
  weekday: null,
  reference_payday: null,
  days: [],
  cutoff_days: 10,
  ...fields,
});

describe('a convenio list says each payroll calendar in words', () => {
  it('in Spanish', () => {
    expect(calendarWords('biweekly', calendar({ days: [15, 31] }), t, 'es')).toBe(
      'Quincenal: días 15 y último; corte 10 días antes',
    );
    expect(calendarWords('weekly', calendar({ weekday: 5, cutoff_days: 1 }), t, 'es')).toBe(
      'Semanal: los viernes; corte 1 día antes',
    );
    expect(calendarWords('fortnightly', calendar({ reference_payday: '2026-01-09' }), t, 'es')).toBe(
      'Catorcenal: cada 14 días a partir del 9 ene 2026; corte 10 días antes',
    );
    expect(calendarWords('monthly', calendar({ days: [1] }), t, 'es')).toBe(
      'Mensual: día 1; corte 10 días antes',
    );
    expect(calendarWords('monthly', calendar({ days: [31] }), t, 'es')).toBe(
      'Mensual: último día; corte 10 días antes',
    );
  });

  it('in English, with ordinal days', async () => {
    await setLanguage('en');
    try {
      expect(calendarWords('biweekly', calendar({ days: [1, 22] }), t, 'en')).toBe(
        'Twice a month: the 1st and the 22nd; cut-off 10 days before',
      );
      expect(calendarWords('biweekly', calendar({ days: [3, 31], cutoff_days: 12 }), t, 'en')).toBe(
        'Twice a month: the 3rd and the last day; cut-off 12 days before',
      );
      expect(calendarWords('weekly', calendar({ weekday: 6, cutoff_days: 1 }), t, 'en')).toBe(
        'Weekly: on Saturdays; cut-off 1 day before',
      );
      expect(calendarWords('fortnightly', calendar({ reference_payday: '2026-01-09' }), t, 'en')).toBe(
        'Every 14 days: counting from 9 Jan 2026; cut-off 10 days before',
      );
      expect(calendarWords('monthly', calendar({ days: [31] }), t, 'en')).toBe(
        'Monthly: the last day; cut-off 10 days before',
      );
    } finally {
      await setLanguage('es');
    }
  });
});
