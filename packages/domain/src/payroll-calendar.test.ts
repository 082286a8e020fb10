import { describe, expect, it } from 'vitest';
import type { PayrollFrequency } from './lender-catalog.js';
import {
  addMonths,
  contractExpired,
  contractValidUntil,
  defaultPayrollCalendar,
  onePeriodAfter,
  type PayrollCalendar,
  paymentDates,
} from './payroll-calendar.js';
import { otherLoansDeduction } from './payroll-capacity.js';

// Every expected date below was worked out by hand against docs/domain-rules.md's rule (first payday P with
// P ≥ D + one period and P − cut-off ≥ D + V) and checked with a separate brute-force calculation
// (Python, walking the calendar day by day), never by calling this code.

const calendar = (over: Partial<PayrollCalendar> = {}): PayrollCalendar => ({
  weekday: null,
  reference_payday: null,
  days: [],
  cutoff_days: 10,
  ...over,
});
const quincenal = calendar({ days: [15, 31] });
const monthlyLast = calendar({ days: [31] });
const fridays = calendar({ weekday: 5 });
const catorcenal = calendar({ reference_payday: '2026-01-09' });

const dates = (
  frequency: PayrollFrequency,
  payroll: PayrollCalendar,
  date: string,
  count = 3,
  validityDays = 5,
) => paymentDates(frequency, payroll, { date, validityDays }, count);

describe('DOMAIN.md examples (V = 5, cut-off 10)', () => {
  it('quincenal, D = 14 Nov 2026: 30 Nov (15 Nov is too soon; 30 Nov’s cut-off, 20 Nov, is after 19 Nov)', () => {
    expect(dates('biweekly', quincenal, '2026-11-14')).toEqual(['2026-11-30', '2026-12-15', '2026-12-31']);
  });

  it('quincenal, D = 26 Nov 2026: 15 Dec', () => {
    expect(dates('biweekly', quincenal, '2026-11-26')).toEqual(['2026-12-15', '2026-12-31', '2027-01-15']);
  });

  it('weekly on Fridays, D = Thursday 26 Nov 2026: Friday 11 Dec (4 Dec’s cut-off falls before 1 Dec)', () => {
    expect(dates('weekly', fridays, '2026-11-26')).toEqual(['2026-12-11', '2026-12-18', '2026-12-25']);
  });
});

describe('the first payment', () => {
  it('may fall on the earliest day allowed itself (D + one period)', () => {
    // Friday 27 Nov + 7 = Friday 4 Dec; with a 2-day cut-off, 2 Dec = D + V.
    expect(dates('weekly', calendar({ weekday: 5, cutoff_days: 2 }), '2026-11-27')).toEqual([
      '2026-12-04',
      '2026-12-11',
      '2026-12-18',
    ]);
    // 30 Nov + 15 = 15 Dec, a payday.
    expect(dates('biweekly', quincenal, '2026-11-30', 1)).toEqual(['2026-12-15']);
  });

  it('takes a payday whose cut-off falls exactly at the end of validity, and refuses one a day earlier', () => {
    // D = 30 Nov, V = 5: validity ends 5 Dec; 15 Dec − 10 = 5 Dec is accepted.
    expect(dates('biweekly', quincenal, '2026-11-30', 1)).toEqual(['2026-12-15']);
    // A cut-off of 11 days (4 Dec) or a validity of 6 days (ends 6 Dec) misses it by one day.
    expect(dates('biweekly', calendar({ days: [15, 31], cutoff_days: 11 }), '2026-11-30')).toEqual([
      '2026-12-31',
      '2027-01-15',
      '2027-01-31',
    ]);
    expect(dates('biweekly', quincenal, '2026-11-30', 1, 6)).toEqual(['2026-12-31']);
    // Weekly: 4 Dec − 3 = 1 Dec, before 2 Dec: the next Friday.
    expect(dates('weekly', calendar({ weekday: 5, cutoff_days: 3 }), '2026-11-27', 1)).toEqual([
      '2026-12-11',
    ]);
    // Catorcenal: 11 Dec − 10 = 1 Dec = 26 Nov + 5.
    expect(dates('fortnightly', catorcenal, '2026-11-26', 1)).toEqual(['2026-12-11']);
  });

  it('moves with the lender’s validity', () => {
    // V = 10: validity ends 24 Nov, 30 Nov’s cut-off (20 Nov) is too early.
    expect(dates('biweekly', quincenal, '2026-11-14', 2, 10)).toEqual(['2026-12-15', '2026-12-31']);
  });
});

describe('every frequency', () => {
  it('weekly on another weekday (Wednesday)', () => {
    // Earliest 3 Dec; Wednesday 9 Dec’s cut-off (29 Nov) is before 1 Dec.
    expect(dates('weekly', calendar({ weekday: 3 }), '2026-11-26')).toEqual([
      '2026-12-16',
      '2026-12-23',
      '2026-12-30',
    ]);
  });

  it('catorcenal from a reference payday in the past', () => {
    // 9 Jan 2026 + 24 × 14 days = 11 Dec 2026.
    expect(dates('fortnightly', catorcenal, '2026-11-26')).toEqual([
      '2026-12-11',
      '2026-12-25',
      '2027-01-08',
    ]);
  });

  it('catorcenal from a reference payday in the future', () => {
    // 12 Mar 2027 − 6 × 14 days = 18 Dec 2026 (4 Dec is before the earliest, 10 Dec).
    expect(dates('fortnightly', calendar({ reference_payday: '2027-03-12' }), '2026-11-26')).toEqual([
      '2026-12-18',
      '2027-01-01',
      '2027-01-15',
    ]);
  });

  it('quincenal on custom days (10 and 25)', () => {
    const tenAndTwentyFive = calendar({ days: [10, 25] });
    expect(dates('biweekly', tenAndTwentyFive, '2026-11-14')).toEqual([
      '2026-12-10',
      '2026-12-25',
      '2027-01-10',
    ]);
    expect(dates('biweekly', tenAndTwentyFive, '2026-11-01')).toEqual([
      '2026-11-25',
      '2026-12-10',
      '2026-12-25',
    ]);
  });

  it('monthly on a day of the month', () => {
    expect(dates('monthly', calendar({ days: [10] }), '2026-11-10')).toEqual([
      '2026-12-10',
      '2027-01-10',
      '2027-02-10',
    ]);
    // Earliest 28 Dec, after that month's 15th.
    expect(dates('monthly', calendar({ days: [15] }), '2026-11-28')).toEqual([
      '2027-01-15',
      '2027-02-15',
      '2027-03-15',
    ]);
  });

  it('monthly on day 31, clamped to each month’s end', () => {
    expect(dates('monthly', monthlyLast, '2026-03-31')).toEqual(['2026-04-30', '2026-05-31', '2026-06-30']);
    expect(dates('monthly', monthlyLast, '2026-11-14')).toEqual(['2026-12-31', '2027-01-31', '2027-02-28']);
  });
});

describe('month ends and February', () => {
  it('quincenal from the last day of January', () => {
    // 31 Jan + 15 = 15 Feb; its cut-off, 5 Feb, is the end of validity.
    expect(dates('biweekly', quincenal, '2026-01-31')).toEqual(['2026-02-15', '2026-02-28', '2026-03-15']);
  });

  it('one month after 31 January is the end of February: 29th in 2028, 28th in 2026 and 2027', () => {
    expect(dates('monthly', monthlyLast, '2028-01-31')).toEqual(['2028-02-29', '2028-03-31', '2028-04-30']);
    expect(dates('monthly', monthlyLast, '2027-01-31')).toEqual(['2027-02-28', '2027-03-31', '2027-04-30']);
    expect(dates('monthly', monthlyLast, '2026-01-31', 13)).toEqual([
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
    ]);
  });

  it('quincenal in February, leap year or not, and a 30th that February lacks', () => {
    expect(dates('biweekly', quincenal, '2028-02-03')).toEqual(['2028-02-29', '2028-03-15', '2028-03-31']);
    expect(dates('biweekly', quincenal, '2027-02-03')).toEqual(['2027-02-28', '2027-03-15', '2027-03-31']);
    const fifteenAndThirty = calendar({ days: [15, 30] });
    expect(dates('biweekly', fifteenAndThirty, '2028-02-03')).toEqual([
      '2028-02-29',
      '2028-03-15',
      '2028-03-30',
    ]);
    expect(dates('biweekly', fifteenAndThirty, '2027-02-03')).toEqual([
      '2027-02-28',
      '2027-03-15',
      '2027-03-30',
    ]);
  });

  it('crosses the year', () => {
    expect(dates('biweekly', quincenal, '2026-12-20')).toEqual(['2027-01-15', '2027-01-31', '2027-02-15']);
  });
});

describe('later payments follow the calendar', () => {
  it('for a whole term', () => {
    const quincenas = dates('biweekly', quincenal, '2026-11-14', 24);
    expect(quincenas).toHaveLength(24);
    expect(quincenas.slice(0, 6)).toEqual([
      '2026-11-30',
      '2026-12-15',
      '2026-12-31',
      '2027-01-15',
      '2027-01-31',
      '2027-02-15',
    ]);
    expect(quincenas.at(-1)).toBe('2027-11-15');
    expect(dates('fortnightly', catorcenal, '2026-11-26', 26).at(-1)).toBe('2027-11-26');
    expect(dates('weekly', fridays, '2026-11-26', 52).at(-1)).toBe('2027-12-03');
  });

  it('with the defaults a convenio gets when the admin sets nothing', () => {
    expect(defaultPayrollCalendar('biweekly')).toMatchObject({ days: [15, 31], cutoff_days: 10 });
    expect(dates('weekly', defaultPayrollCalendar('weekly'), '2026-11-22', 2)).toEqual([
      '2026-12-11',
      '2026-12-18',
    ]);
    expect(dates('biweekly', defaultPayrollCalendar('biweekly'), '2026-11-22', 2)).toEqual([
      '2026-12-15',
      '2026-12-31',
    ]);
    expect(dates('fortnightly', defaultPayrollCalendar('fortnightly'), '2026-11-22', 2)).toEqual([
      '2026-12-11',
      '2026-12-25',
    ]);
    expect(dates('monthly', defaultPayrollCalendar('monthly'), '2026-11-22', 2)).toEqual([
      '2026-12-31',
      '2027-01-31',
    ]);
  });
});

describe('periods and validity', () => {
  it('adds months clamped to the month’s end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
    expect(addMonths('2026-11-10', 14)).toBe('2028-01-10');
  });

  it('one period after D: 7, 14 or 15 days, or one month', () => {
    expect(onePeriodAfter('weekly', '2026-12-28')).toBe('2027-01-04');
    expect(onePeriodAfter('fortnightly', '2026-12-28')).toBe('2027-01-11');
    expect(onePeriodAfter('biweekly', '2026-02-20')).toBe('2026-03-07');
    expect(onePeriodAfter('monthly', '2026-03-31')).toBe('2026-04-30');
  });

  it('keeps a contract valid through its last day', () => {
    expect(contractValidUntil('2026-11-26', 5)).toBe('2026-12-01');
    expect(contractExpired('2026-12-01', '2026-12-01')).toBe(false);
    expect(contractExpired('2026-12-01', '2026-12-02')).toBe(true);
  });
});

describe('other loans as deductions', () => {
  const loan = (payment: number, frequency: PayrollFrequency) => ({
    folio: 'SOL-2026-000001',
    kind: 'loan' as const,
    payment,
    frequency,
  });

  it('adds payments of the same frequency as they are', () => {
    expect(otherLoansDeduction([], 'biweekly')).toBe(0);
    expect(otherLoansDeduction([loan(1168.26, 'biweekly'), loan(500.5, 'biweekly')], 'biweekly')).toBe(
      1668.76,
    );
  });

  it('spreads another frequency over the year, rounding up to the cent', () => {
    // 100 a week × 52 / 24 quincenas = 216.666… → 216.67.
    expect(otherLoansDeduction([loan(100, 'weekly')], 'biweekly')).toBe(216.67);
    // 1,000 a month × 12 / 52 weeks = 230.769… → 230.77; 1,000 a quincena × 24 / 12 = 2,000.
    expect(otherLoansDeduction([loan(1000, 'monthly')], 'weekly')).toBe(230.77);
    expect(otherLoansDeduction([loan(1000, 'biweekly')], 'monthly')).toBe(2000);
    // 538.79 a catorcena × 26 / 24 = 583.689… → 583.69, plus a quincenal 100.
    expect(otherLoansDeduction([loan(538.79, 'fortnightly'), loan(100, 'biweekly')], 'biweekly')).toBe(
      683.69,
    );
  });
});
