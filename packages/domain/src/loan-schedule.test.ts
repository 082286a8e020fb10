import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { irr } from './financial.js';
import type { PayrollFrequency, RateBasis } from './lender-catalog.js';
import { catLegend, installmentOf, type LoanTerms, loanSchedule, periodsPerYear } from './loan-schedule.js';

const worked: LoanTerms = {
  amount: 10_000,
  term: 24,
  annualRate: 0.6,
  frequency: 'biweekly',
  rateBasis: 'periods',
  ivaOnInterest: true,
  commissionRate: 0,
  insurancePerPeriod: 0,
  contractDate: '2026-01-01',
};

const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value * 100, 0)) / 100;

describe('the schedule (DOMAIN.md worked example)', () => {
  it('pays 584.13 and splits the first row into 250.00 interest, 40.00 IVA and 294.13 principal', () => {
    const result = loanSchedule(worked);
    expect(result.installment).toBe(584.13);
    expect(result.payment).toBe(584.13);
    expect(result.schedule[0]).toMatchObject({
      number: 1,
      opening_balance: 10000,
      interest: 250,
      iva: 40,
      principal: 294.13,
      total: 584.13,
      closing_balance: 9705.87,
    });
  });

  it('closes at exactly 0.00, the last row taking what remains', () => {
    const { schedule } = loanSchedule(worked);
    expect(schedule).toHaveLength(24);
    expect(schedule.at(-1)!.closing_balance).toBe(0);
    expect(sum(schedule.map((row) => row.principal))).toBe(10000);
  });

  it('gives CAT 80.9 % with no commission and 88.7 % with a 2 % commission', () => {
    expect(loanSchedule(worked).cat).toBe(80.9);
    const withCommission = loanSchedule({ ...worked, commissionRate: 0.02 });
    expect(withCommission.commission).toBe(200);
    expect(withCommission.commission_iva).toBe(32);
    expect(withCommission.net_disbursement).toBe(9768);
    expect(withCommission.cat).toBe(88.7);
  });

  it('leaves IVA out of the CAT (with it, the classic mistake, 108.9 %)', () => {
    const { schedule } = loanSchedule(worked);
    // IVA in the flows: the commission's IVA at t = 0 and the interest's IVA in every payment.
    const withIva = [-(10000 - 200 - 32), ...schedule.map((row) => row.total)];
    expect(Math.round(((1 + irr(withIva)) ** 24 - 1) * 1000) / 10).toBe(108.9);
    expect(loanSchedule({ ...worked, commissionRate: 0.02 }).cat).not.toBe(108.9);
  });

  it('adds insurance to each row and to the CAT', () => {
    const insured = loanSchedule({ ...worked, insurancePerPeriod: 25 });
    expect(insured.payment).toBe(609.13);
    expect(insured.schedule[0]!.total).toBe(609.13);
    expect(insured.total_insurance).toBe(600);
    expect(insured.cat).toBeGreaterThan(80.9);
  });

  it('changes with the day-count basis: 5,000 at 90 % for 26 weeks pays 248.73 or 249.40', () => {
    const weekly = { ...worked, amount: 5000, annualRate: 0.9, term: 26, frequency: 'weekly' as const };
    expect(installmentOf(5000, { ...weekly, rateBasis: 'periods' })).toBe(248.73);
    expect(installmentOf(5000, { ...weekly, rateBasis: 'days360' })).toBe(249.4);
    expect(loanSchedule({ ...weekly, rateBasis: 'days360' }).installment).toBe(249.4);
  });

  it('totals what the rows hold', () => {
    const result = loanSchedule({ ...worked, insurancePerPeriod: 10 });
    expect(result.total_interest).toBe(sum(result.schedule.map((row) => row.interest)));
    expect(result.total_iva).toBe(sum(result.schedule.map((row) => row.iva)));
    expect(result.total_payment).toBe(sum(result.schedule.map((row) => row.total)));
  });
});

// Catorcenal (every 14 days, 26 a year). Vectors computed independently of this code, in
// Python with exact decimals and a bisection IRR: 10,000 at 60 % for 26 catorcenas with IVA.
describe('rounding a half cent', () => {
  // 0.6 / 24 is 0.024999999999999998 in binary, so balance × rate lands a hair below a half cent
  // for about 1 balance in 70: without the nudge in roundCents those rows would lose the cent.
  // The balances below were found by trying every balance from 1,000.00 to 30,000.00 outside the
  // code; the expected figures are worked by hand.
  it('rounds half a cent of interest up: 10,000.20 at 60 % over 24 quincenas charges 250.01 in row 1', () => {
    // 10,000.20 × 0.60 / 24 = 250.005 → 250.01; IVA 250.01 × 0.16 = 40.0016 → 40.00.
    expect(loanSchedule({ ...worked, amount: 10_000.2 }).schedule[0]).toMatchObject({
      interest: 250.01,
      iva: 40,
    });
    // 20,000.20 × 0.025 = 500.005 → 500.01; 5,000.20 × 0.025 = 125.005 → 125.01.
    expect(loanSchedule({ ...worked, amount: 20_000.2 }).schedule[0]!.interest).toBe(500.01);
    expect(loanSchedule({ ...worked, amount: 5_000.2 }).schedule[0]!.interest).toBe(125.01);
  });

  it('rounds half a cent up monthly too: 5,000.10 at 60 % a month charges 250.01', () => {
    // 0.6 / 12 is 0.049999999999999996 in binary; 5,000.10 × 0.05 = 250.005 → 250.01.
    const monthly = { ...worked, amount: 5_000.1, term: 12, frequency: 'monthly' as const };
    expect(loanSchedule(monthly).schedule[0]!.interest).toBe(250.01);
  });
});

describe('catorcenal (fortnightly)', () => {
  const catorcenal: LoanTerms = { ...worked, term: 26, frequency: 'fortnightly' };

  it('uses annual/26 with periods: pays 538.79, row 1 is 230.77 interest, 36.92 IVA, 271.10 principal', () => {
    const result = loanSchedule(catorcenal);
    expect(periodsPerYear.fortnightly).toBe(26);
    expect(result.payment).toBe(538.79);
    expect(result.schedule[0]).toMatchObject({ interest: 230.77, iva: 36.92, principal: 271.1 });
    expect(result.schedule.at(-1)).toMatchObject({
      interest: 12.11,
      iva: 1.94,
      principal: 524.68,
      closing_balance: 0,
    });
  });

  it('uses annual·14/360 with days360: pays 540.67, row 1 interest 233.33', () => {
    const result = loanSchedule({ ...catorcenal, rateBasis: 'days360' });
    expect(result.payment).toBe(540.67);
    expect(result.schedule[0]).toMatchObject({ interest: 233.33, iva: 37.33, principal: 270.01 });
  });

  it('annualises the CAT with m = 26: 81.0 %, 88.9 % with a 2 % commission, 82.2 % on days360', () => {
    expect(loanSchedule(catorcenal).cat).toBe(81);
    expect(loanSchedule({ ...catorcenal, commissionRate: 0.02 }).cat).toBe(88.9);
    expect(loanSchedule({ ...catorcenal, rateBasis: 'days360' }).cat).toBe(82.2);
  });

  it('falls every 14 days from the convenio’s reference payday', () => {
    // Paydays 9 Jan 2026 + k × 14 days: 8 Jan 2027 is before 28 Dec + 14 = 11 Jan, so 22 Jan (its
    // cut-off, 12 Jan, is after the validity's end, 2 Jan).
    const dates = loanSchedule({ ...catorcenal, contractDate: '2026-12-28' }).schedule.map((row) => row.date);
    expect(dates.slice(0, 3)).toEqual(['2027-01-22', '2027-02-05', '2027-02-19']);
  });
});

// The dating rule itself is proven in payroll-calendar.test.ts; here, that the schedule follows
// it and that the dates never change the figures (docs/domain-rules.md: row 1 is charged one period).
describe('schedule dates', () => {
  it('follows DOMAIN.md’s examples (V = 5, cut-off 10)', () => {
    const first = (terms: Partial<LoanTerms>) => loanSchedule({ ...worked, ...terms }).schedule[0]!.date;
    expect(first({ contractDate: '2026-11-14' })).toBe('2026-11-30');
    expect(first({ contractDate: '2026-11-26' })).toBe('2026-12-15');
    expect(first({ contractDate: '2026-11-26', frequency: 'weekly' })).toBe('2026-12-11');
  });

  it('dates every row on the calendar, a convenio’s own when given', () => {
    const dates = loanSchedule({ ...worked, contractDate: '2026-11-14' }).schedule.map((row) => row.date);
    expect(dates.slice(0, 4)).toEqual(['2026-11-30', '2026-12-15', '2026-12-31', '2027-01-15']);
    expect(dates.at(-1)).toBe('2027-11-15');
    const tenAndTwentyFive = { weekday: null, reference_payday: null, days: [10, 25], cutoff_days: 10 };
    const own = loanSchedule({ ...worked, contractDate: '2026-11-14', calendar: tenAndTwentyFive });
    expect(own.schedule.slice(0, 3).map((row) => row.date)).toEqual([
      '2026-12-10',
      '2026-12-25',
      '2027-01-10',
    ]);
    // A longer validity pushes the first payment past 30 Nov (its cut-off, 20 Nov, is before 24 Nov).
    const longer = loanSchedule({ ...worked, contractDate: '2026-11-14', validityDays: 10 });
    expect(longer.schedule[0]!.date).toBe('2026-12-15');
  });

  it('charges the same figures whatever the first period’s length', () => {
    const soon = loanSchedule({ ...worked, contractDate: '2026-11-14' });
    const later = loanSchedule({ ...worked, contractDate: '2026-11-26' });
    const figures = (result: typeof soon) => result.schedule.map(({ date: _, ...row }) => row);
    expect(figures(later)).toEqual(figures(soon));
    expect(later.cat).toBe(soon.cat);
  });
});

describe('the CAT legend', () => {
  it('is given in both languages with the date', () => {
    expect(catLegend('es', 88.7, '22/11/2026')).toBe(
      'CAT 88.7 % sin IVA. Para fines informativos y de comparación. Fecha de cálculo: 22/11/2026.',
    );
    expect(catLegend('en', 1234.5, '11/22/2026')).toContain(
      'CAT 1,234.5 %: APR-equivalent total annual cost, without VAT',
    );
  });

  it('always shows the CAT with one decimal, a whole one too', () => {
    expect(catLegend('es', 81, '22/11/2026')).toMatch(/^CAT 81\.0 % sin IVA/);
    expect(catLegend('en', 81, '11/22/2026')).toMatch(/^CAT 81\.0 %:/);
  });
});

describe('a loan at no interest', () => {
  // A zero rate has no annuity formula (j = 0 divides by zero): the payment is the amount split
  // evenly, 10,000 / 24 = 416.666… → 416.67.
  it('pays the amount in equal parts', () => {
    const terms = {
      term: 24,
      annualRate: 0,
      frequency: 'biweekly',
      rateBasis: 'periods',
      ivaOnInterest: true,
    } as const;
    expect(installmentOf(10_000, terms)).toBe(416.67);
  });
});

const frequencies: PayrollFrequency[] = ['weekly', 'biweekly', 'monthly'];
const bases: RateBasis[] = ['periods', 'days360'];
const loans = fc.record({
  amount: fc.integer({ min: 100_000, max: 50_000_000 }).map((cents) => cents / 100),
  term: fc.integer({ min: 1, max: 120 }),
  annualRate: fc.integer({ min: 1, max: 2_000 }).map((basisPoints) => basisPoints / 1000),
  frequency: fc.constantFrom(...frequencies),
  rateBasis: fc.constantFrom(...bases),
  ivaOnInterest: fc.boolean(),
  commissionRate: fc.constantFrom(0, 0.01, 0.025, 0.05),
  insurancePerPeriod: fc.constantFrom(0, 12.5, 80),
  contractDate: fc.constantFrom('2026-01-31', '2026-11-22', '2027-02-15'),
});

describe('schedule properties', () => {
  it('principal sums to the amount to the cent, and no balance goes negative (also at extreme rates)', () => {
    fc.assert(
      fc.property(loans, (terms) => {
        const { schedule } = loanSchedule(terms);
        expect(sum(schedule.map((row) => row.principal))).toBe(terms.amount);
        // A row's principal is not asserted: when the payment barely covers interest and IVA
        // (very high rates over long terms), rounding each to the cent can leave it at −0.01, as
        // docs/domain-rules.md's formula gives. The balance is what must never go below zero.
        for (const row of schedule) expect(row.closing_balance).toBeGreaterThanOrEqual(0);
        expect(schedule.at(-1)!.closing_balance).toBe(0);
      }),
    );
  });

  it('a higher rate never lowers the payment or the CAT', () => {
    fc.assert(
      fc.property(loans, fc.integer({ min: 1, max: 500 }), (terms, extra) => {
        const lower = loanSchedule(terms);
        const higher = loanSchedule({ ...terms, annualRate: terms.annualRate + extra / 1000 });
        expect(higher.payment).toBeGreaterThanOrEqual(lower.payment);
        expect(higher.cat).toBeGreaterThanOrEqual(lower.cat);
      }),
    );
  });

  it('with no fees, the CAT is (1 + r)^m − 1', () => {
    fc.assert(
      fc.property(loans, (loan) => {
        const terms = { ...loan, commissionRate: 0, insurancePerPeriod: 0 };
        const result = loanSchedule(terms);
        const m = periodsPerYear[terms.frequency];
        const r = result.period_rate;
        const expected = ((1 + r) ** m - 1) * 100;
        // Only the publication to one decimal and the rows' cent rounding separate them: half a
        // cent of interest per row moves the per-period rate by at most about n·0.005 / Σ balances,
        // which the annualisation multiplies by m(1 + r)^(m−1) (twice that, for the discounting).
        const balances = result.schedule.reduce((total, row) => total + row.opening_balance, 0);
        const rateError = (2 * 0.005 * terms.term) / balances;
        expect(Math.abs(result.cat - expected)).toBeLessThanOrEqual(
          0.05 + 100 * m * (1 + r) ** (m - 1) * rateError + 1e-9,
        );
      }),
    );
  });
});
