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
      missed_payments: 0,
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
      missed_payments: 0,
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
      missed_payments: 0,
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
    const paid = { payments_due: 24, missed_payments: 0, principal: 0, interest: 0, iva: 0, total: 0 };
    expect(payoffQuote(loan, last)).toMatchObject(paid);
    expect(payoffQuote(loan, '2027-06-01')).toEqual({ date: '2027-06-01', ...paid });
  });

  it('refuses a date before the disbursement', () => {
    expect(payoffQuote(loan, '2026-01-02')).toBeNull();
  });
});

// Deductions the employer answered "not applied" (docs/domain-rules.md, "Balance and payoff"): the
// row's principal stays in the balance, its interest and IVA are owed on top; no moratorios.
// Rows of the worked loan, by hand (r = 0.025, P = 584.13):
//   row 1 (31 Jan): principal 294.13, interest 250.00, IVA 40.00, closing 9,705.87.
//   row 2 (15 Feb): interest 9,705.87 × 0.025 = 242.64675 → 242.65, IVA 38.824 → 38.82,
//     principal 584.13 − 242.65 − 38.82 = 302.66, closing 9,705.87 − 302.66 = 9,403.21.
//   row 3 (28 Feb): interest 9,403.21 × 0.025 = 235.08025 → 235.08, IVA 37.6128 → 37.61,
//     principal 584.13 − 235.08 − 37.61 = 311.44, closing 9,403.21 − 311.44 = 9,091.77.
describe('the payoff counts the deductions the employer did not apply', () => {
  it('reads rows 2 and 3 as the hand figures assume', () => {
    expect(result.schedule.slice(1, 3)).toMatchObject([
      { date: '2026-02-15', principal: 302.66, interest: 242.65, iva: 38.82, closing_balance: 9403.21 },
      { date: '2026-02-28', principal: 311.44, interest: 235.08, iva: 37.61, closing_balance: 9091.77 },
    ]);
  });

  const missedFirst: PayoffLoan = { ...loan, missedPaydays: ['2026-01-31'] };

  it('the day before the missed payday, the payment is not due yet: the answer changes nothing', () => {
    // As without the answer: 10,000.00 + 241.07 + 38.57.
    expect(payoffQuote(missedFirst, '2026-01-30')).toMatchObject({
      payments_due: 0,
      missed_payments: 0,
      principal: 10000,
      interest: 241.07,
      iva: 38.57,
      total: 10279.64,
    });
  });

  it('on the missed payday: row 1 still owed, 9,705.87 + 294.13 = 10,000.00, plus 250.00 and 40.00', () => {
    expect(payoffQuote(missedFirst, '2026-01-31')).toEqual({
      date: '2026-01-31',
      payments_due: 1,
      missed_payments: 1,
      principal: 10000,
      interest: 250,
      iva: 40,
      total: 10290,
    });
  });

  it('one missed, the day before the next payday: 14/15 × 242.65 = 226.47 accrued, plus row 1', () => {
    // principal 9,705.87 + 294.13 = 10,000.00; interest 226.47 + 250.00 = 476.47;
    // IVA round(0.16 × 226.47 = 36.2352) = 36.24, + 40.00 = 76.24; total 10,552.71
    // (= 9,968.58 without the answer + the missed 584.13).
    expect(payoffQuote(missedFirst, '2026-02-14')).toMatchObject({
      payments_due: 1,
      missed_payments: 1,
      principal: 10000,
      interest: 476.47,
      iva: 76.24,
      total: 10552.71,
    });
  });

  it('one missed, on the next payday (row 2 applied): 9,403.21 + 294.13 = 9,697.34, plus 250.00 and 40.00', () => {
    expect(payoffQuote(missedFirst, '2026-02-15')).toMatchObject({
      payments_due: 2,
      missed_payments: 1,
      principal: 9697.34,
      interest: 250,
      iva: 40,
      total: 9987.34,
    });
  });

  const missedTwo: PayoffLoan = { ...loan, missedPaydays: ['2026-02-15', '2026-01-31'] };

  it('two missed, the day before the third payday: 12/13 × 235.08 = 217.00 accrued, plus rows 1 and 2', () => {
    // Period 15 → 28 Feb is 13 days, 12 elapsed: 216.9969 → 217.00, IVA 34.72.
    // principal 9,403.21 + 294.13 + 302.66 = 10,000.00; interest 217.00 + 250.00 + 242.65 = 709.65;
    // IVA 34.72 + 40.00 + 38.82 = 113.54; total 10,823.19.
    expect(payoffQuote(missedTwo, '2026-02-27')).toMatchObject({
      payments_due: 2,
      missed_payments: 2,
      principal: 10000,
      interest: 709.65,
      iva: 113.54,
      total: 10823.19,
    });
  });

  it('two missed, on the third payday: 9,091.77 + 294.13 + 302.66 = 9,688.56, plus their interest and IVA', () => {
    // interest 250.00 + 242.65 = 492.65; IVA 40.00 + 38.82 = 78.82; total 10,260.03
    // (= 9,091.77 + 2 × 584.13).
    expect(payoffQuote(missedTwo, '2026-02-28')).toEqual({
      date: '2026-02-28',
      payments_due: 3,
      missed_payments: 2,
      principal: 9688.56,
      interest: 492.65,
      iva: 78.82,
      total: 10260.03,
    });
  });

  it('an answer for a payday after the quote date is not counted', () => {
    expect(payoffQuote(missedTwo, '2026-02-07')).toMatchObject({
      payments_due: 1,
      missed_payments: 1,
      principal: 10000,
      // 113.24 accrued (7/15 of 242.65) + 250.00; IVA 18.12 + 40.00.
      interest: 363.24,
      iva: 58.12,
      total: 10421.36,
    });
  });

  it('a later payday answered "not applied" never marks an earlier payment, applied, as missed', () => {
    // Only 15 Feb missed; on 7 Feb row 1 (31 Jan) was applied and row 2 is not due yet.
    expect(payoffQuote({ ...loan, missedPaydays: ['2026-02-15'] }, '2026-02-07')).toEqual(
      payoffQuote(loan, '2026-02-07'),
    );
  });

  it('without IVA on interest, the missed rows add their interest alone', () => {
    expect(payoffQuote({ ...missedFirst, ivaOnInterest: false }, '2026-01-31')).toMatchObject({
      principal: 10000,
      interest: 250,
      iva: 0,
      total: 10250,
    });
  });

  it('after the last payday a missed last payment is still owed', () => {
    // 1,000 at 60 %, 2 quincenal payments from 1 Jan 2026 (31 Jan, 15 Feb):
    // P = 1,000 × 0.029 / (1 − 1.029^−2) = 521.8536 → 521.85; row 1: interest 25.00, IVA 4.00,
    // principal 492.85, closing 507.15; row 2 (the last) takes the balance: principal 507.15,
    // interest 507.15 × 0.025 = 12.67875 → 12.68, IVA 2.0288 → 2.03.
    const short = loanSchedule({
      amount: 1000,
      term: 2,
      annualRate: 0.6,
      frequency: 'biweekly',
      rateBasis: 'periods',
      ivaOnInterest: true,
      commissionRate: 0,
      insurancePerPeriod: 0,
      contractDate: '2026-01-01',
    });
    const owed: PayoffLoan = {
      schedule: short.schedule,
      disbursedOn: '2026-01-03',
      ivaOnInterest: true,
      missedPaydays: ['2026-02-15'],
    };
    expect(payoffQuote({ ...owed, missedPaydays: [] }, '2026-03-01')).toMatchObject({ total: 0 });
    expect(payoffQuote(owed, '2026-03-01')).toEqual({
      date: '2026-03-01',
      payments_due: 2,
      missed_payments: 1,
      principal: 507.15,
      interest: 12.68,
      iva: 2.03,
      total: 521.86,
    });
  });
});
