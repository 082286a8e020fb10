import { describe, expect, it } from 'vitest';
import { type PayoffLoan, payoffQuote } from './loan-payoff.js';
import { loanSchedule } from './loan-schedule.js';

// DOMAIN.md's worked loan: 10,000 at 60 % a year, 24 quincenal payments (15th and last day),
// `periods` basis, IVA on interest; P = 584.13. Contract dated Thu 1 Jan 2026: the first payday
// is Sat 31 Jan (15 Jan is too soon: D + one period is 16 Jan), then 15 Feb, 28 Feb…
// Worked by hand:
//   row 1 (→ 31 Jan): opening 10,000.00, interest 10,000 × 0.025 = 250.00, IVA 40.00,
//     principal 584.13 − 250.00 − 40.00 = 294.13, closing 9,705.87.
//   row 2 (→ 15 Feb): interest 9,705.87 × 0.025 = 242.64675 → 242.65, IVA 38.824 → 38.82.
// Disbursed Sat 3 Jan 2026: the first period runs 3 → 31 Jan, 28 days; the second 31 Jan → 15 Feb,
// 15 days.
const result = loanSchedule({
  amount: 10_000,
  term: 24,
  annualRate: 0.6,
  frequency: 'biweekly',
  rateBasis: 'periods',
  ivaOnInterest: true,
  commissionRate: 0,
  insurancePerPeriod: 0,
  contractDate: '2026-01-01',
});
const loan: PayoffLoan = { schedule: result.schedule, disbursedOn: '2026-01-03', ivaOnInterest: true };

describe('the payoff of a disbursed loan, from its frozen schedule', () => {
  it('reads the schedule the hand figures assume', () => {
    expect(result.schedule.slice(0, 2)).toMatchObject([
      { date: '2026-01-31', interest: 250, iva: 40, principal: 294.13, closing_balance: 9705.87 },
      { date: '2026-02-15', interest: 242.65, iva: 38.82 },
    ]);
  });

  it('on the disbursement day: the whole amount, nothing accrued', () => {
    expect(payoffQuote(loan, '2026-01-03')).toEqual({
      date: '2026-01-03',
      payments_due: 0,
      principal: 10000,
      interest: 0,
      iva: 0,
      total: 10000,
    });
  });

  it('half way through the first period: 14/28 of 250.00 = 125.00, IVA 20.00', () => {
    expect(payoffQuote(loan, '2026-01-17')).toMatchObject({
      principal: 10000,
      interest: 125,
      iva: 20,
      total: 10145,
    });
  });

  it('the day before the first payday: 27/28 × 250.00 = 241.0714 → 241.07, IVA 38.5712 → 38.57', () => {
    expect(payoffQuote(loan, '2026-01-30')).toMatchObject({
      payments_due: 0,
      principal: 10000,
      interest: 241.07,
      iva: 38.57,
      total: 10279.64,
    });
  });

  it('on a payday, its payment is taken as applied: 9,705.87 and nothing accrued', () => {
    expect(payoffQuote(loan, '2026-01-31')).toEqual({
      date: '2026-01-31',
      payments_due: 1,
      principal: 9705.87,
      interest: 0,
      iva: 0,
      total: 9705.87,
    });
  });

  it('a week into the second period: 7/15 × 242.65 = 113.2367 → 113.24, IVA 18.1184 → 18.12', () => {
    expect(payoffQuote(loan, '2026-02-07')).toMatchObject({
      payments_due: 1,
      principal: 9705.87,
      interest: 113.24,
      iva: 18.12,
      total: 9837.23,
    });
  });

  it('the day before the second payday: 14/15 × 242.65 = 226.4733 → 226.47, IVA 36.2352 → 36.24', () => {
    expect(payoffQuote(loan, '2026-02-14')).toMatchObject({
      payments_due: 1,
      principal: 9705.87,
      interest: 226.47,
      iva: 36.24,
      total: 9968.58,
    });
  });

  it('without IVA on interest, the accrual alone', () => {
    expect(payoffQuote({ ...loan, ivaOnInterest: false }, '2026-01-17')).toMatchObject({
      interest: 125,
      iva: 0,
      total: 10125,
    });
  });

  it('on and after the last payday the loan is paid: every figure is 0', () => {
    const last = result.schedule.at(-1)!.date;
    const paid = { payments_due: 24, principal: 0, interest: 0, iva: 0, total: 0 };
    expect(payoffQuote(loan, last)).toMatchObject(paid);
    expect(payoffQuote(loan, '2027-06-01')).toEqual({ date: '2027-06-01', ...paid });
  });

  it('refuses a date before the disbursement', () => {
    expect(payoffQuote(loan, '2026-01-02')).toBeNull();
  });
});
