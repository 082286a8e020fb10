import { describe, expect, it } from 'vitest';
import { defaultPayrollCalendar } from './payroll-calendar.js';
import {
  type DeductionLoan,
  deductionPeriod,
  deductionsFor,
  paydaysAround,
  totalToDeduct,
} from './payroll-deductions.js';

// A quincenal convenio paying on the 15th and the last day: the file of 15 March 2026 covers the
// payments due after 28 February up to 15 March.
const calendar = defaultPayrollCalendar('biweekly');
const period = deductionPeriod('biweekly', calendar, '2026-03-15')!;

const quincenas = (from: string, count: number, total: number) => {
  const dates: string[] = [];
  let [year, month, half] = [Number(from.slice(0, 4)), Number(from.slice(5, 7)), from.endsWith('15') ? 0 : 1];
  while (dates.length < count) {
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    dates.push(`${year}-${String(month).padStart(2, '0')}-${half === 0 ? '15' : String(last)}`);
    if (half === 1) [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
    half = 1 - half;
  }
  return dates.map((date) => ({ date, total }));
};

const loan = (folio: string, schedule: DeductionLoan['schedule'], settled_on: string | null = null) => ({
  application_id: `id-${folio}`,
  folio,
  employee_number: `E-${folio}`,
  curp: 'GODE561231HDFRRN04',
  name: `Cliente ${folio}`,
  schedule,
  settled_on,
});

describe('the deduction file of a payday', () => {
  it('knows the period: the payday before and the one before that; a day the payroll does not pay has none', () => {
    expect(period).toEqual({ payday: '2026-03-15', previous: '2026-02-28', beforePrevious: '2026-02-15' });
    expect(deductionPeriod('biweekly', calendar, '2026-03-14')).toBeNull();
    expect(deductionPeriod('weekly', defaultPayrollCalendar('weekly'), '2026-03-13')?.previous).toBe(
      '2026-03-06',
    );
  });

  it('offers the next paydays from today and the ones before, latest first', () => {
    expect(paydaysAround('biweekly', calendar, '2026-03-16', { ahead: 3, behind: 2 })).toEqual({
      next: '2026-03-31',
      paydays: ['2026-04-30', '2026-04-15', '2026-03-31', '2026-03-15', '2026-02-28'],
    });
    expect(paydaysAround('biweekly', calendar, '2026-03-15', { ahead: 1, behind: 1 })).toEqual({
      next: '2026-03-15',
      paydays: ['2026-03-15', '2026-02-28'],
    });
  });

  it('marks a first payment new, a later one continuing, and a loan paid off or renewed since the last payday stop', () => {
    const rows = deductionsFor(
      [
        loan('F-NEW', quincenas('2026-03-15', 6, 1234.56)),
        loan('F-CONT', quincenas('2026-01-31', 12, 850.1)),
        loan('F-DONE', quincenas('2026-01-15', 4, 500)),
        loan('F-RENEWED', quincenas('2026-01-15', 12, 777.77), '2026-03-02'),
        loan('F-OLD', quincenas('2025-12-15', 3, 400)),
        loan('F-RENEWED-BEFORE', quincenas('2026-01-15', 12, 300), '2026-02-10'),
        loan('F-LATER', quincenas('2026-03-31', 6, 999)),
      ],
      period,
    );
    expect(
      rows.map(({ folio, mark, period: n, periods, amount }) => [folio, mark, n, periods, amount]),
    ).toEqual([
      ['F-CONT', 'continuing', 4, 12, 850.1],
      ['F-DONE', 'stop', 4, 4, 500],
      ['F-NEW', 'new', 1, 6, 1234.56],
      ['F-RENEWED', 'stop', 4, 12, 777.77],
    ]);
    // Stops deduct nothing: 1234.56 + 850.10.
    expect(totalToDeduct(rows)).toBe(2084.66);
  });

  it('a loan renewed on the payday itself is deducted that day and stopped in the next file', () => {
    const renewed = loan('F-R', quincenas('2026-01-15', 12, 100), '2026-03-15');
    expect(deductionsFor([renewed], period).map((row) => row.mark)).toEqual(['continuing']);
    const next = deductionPeriod('biweekly', calendar, '2026-03-31')!;
    expect(deductionsFor([renewed], next).map((row) => [row.mark, row.period])).toEqual([['stop', 5]]);
  });
});
