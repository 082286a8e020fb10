import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installmentOf } from './loan-schedule.js';
import { type CapacityInput, payrollCapacity } from './payroll-capacity.js';

const base: CapacityInput = {
  netPay: 8000,
  maxDeductionShare: 0.3,
  existingDeductions: 400,
  term: 24,
  annualRate: 0.6,
  frequency: 'biweekly',
  rateBasis: 'periods',
  ivaOnInterest: true,
  insurancePerPeriod: 0,
  productMaxAmount: 150_000,
};

describe('payroll capacity', () => {
  it('allows net pay × share − existing deductions per period', () => {
    expect(payrollCapacity(base).max_payment).toBe(2000);
  });

  it('lends the present value of that payment at the product rate with IVA', () => {
    // 2,000 a quincena for 24 at j = 0.025 × 1.16 = 0.029: PV = 2000 × (1 − 1.029^−24) / 0.029 = 34,238.9
    const { max_amount } = payrollCapacity(base);
    expect(max_amount).toBe(34_238);
    expect(installmentOf(max_amount, base)).toBeLessThanOrEqual(2000);
    expect(installmentOf(max_amount + 1, base)).toBeGreaterThan(2000);
  });

  it('leaves room for the insurance and never passes the product maximum', () => {
    const insured = payrollCapacity({ ...base, insurancePerPeriod: 100 });
    expect(installmentOf(insured.max_amount, base)).toBeLessThanOrEqual(1900);
    expect(payrollCapacity({ ...base, netPay: 1_000_000 }).max_amount).toBe(150_000);
  });

  it('is zero when deductions already take the share', () => {
    expect(payrollCapacity({ ...base, existingDeductions: 5000 })).toEqual({ max_payment: 0, max_amount: 0 });
  });

  it('never offers an amount whose payment does not fit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 100_000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 1500 }),
        (netPay, deductions, term, rateBasisPoints) => {
          const input = {
            ...base,
            netPay,
            existingDeductions: deductions,
            term,
            annualRate: rateBasisPoints / 1000,
          };
          const { max_payment, max_amount } = payrollCapacity(input);
          if (max_amount > 0) expect(installmentOf(max_amount, input)).toBeLessThanOrEqual(max_payment);
        },
      ),
    );
  });
});
