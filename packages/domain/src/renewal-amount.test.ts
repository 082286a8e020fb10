import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renewalAmountShortfall, renewalMinimumAmount } from './renewal-amount.js';
import { simulate } from './simulations.js';

// What the customer receives is simulate()'s net_disbursement less the payoff: the rule is held
// to it, not to a formula of its own.
const option = {
  product: 'p',
  term: 24,
  frequency: 'fortnightly' as const,
  annual_rate: 0.6,
  rate_basis: 'days360' as const,
  iva_on_interest: true,
  commission_rate: 0.02,
  insurance_per_period: 0,
  min_amount: 1000,
  max_amount: 500_000,
};
const receives = (amount: number, payoff: number, commissionRate = option.commission_rate) =>
  simulate({ option: { ...option, commission_rate: commissionRate }, amount, contractDate: '2026-11-27' })
    .net_disbursement - payoff;

describe("a renewal's amount must pay the current loan off", () => {
  it('refuses $20,000.00 against a $20,000.00 payoff (the commission and its IVA leave the customer −$464.00) and names the least amount that covers it', () => {
    expect(receives(20000, 20000)).toBeCloseTo(-464, 2);
    expect(renewalAmountShortfall(20000, 20000, 0.02)).toEqual({ minimum: 20475.02 });
    expect(receives(20475.02, 20000)).toBeGreaterThanOrEqual(0);
    expect(receives(20475.01, 20000)).toBeLessThan(0);
    expect(renewalAmountShortfall(20475.02, 20000, 0.02)).toBeNull();
    expect(renewalAmountShortfall(30000, 20000, 0.02)).toBeNull();
  });

  it('needs only the payoff without a commission, and nothing for a loan paid off', () => {
    expect(renewalMinimumAmount(12345.67, 0)).toBe(12345.67);
    expect(renewalMinimumAmount(0, 0.05)).toBe(0);
  });

  it('never lets an amount at or above the minimum hand the customer a negative sum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 50_000_000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 500 }),
        (payoffCents, rateBasisPoints, aboveCents) => {
          const rate = rateBasisPoints / 10_000;
          const payoff = payoffCents / 100;
          const minimum = renewalMinimumAmount(payoff, rate);
          const above = Math.round(minimum * 100 + aboveCents) / 100;
          expect(receives(above, payoff, rate)).toBeGreaterThanOrEqual(-1e-9);
          // And it is the least such amount: a cent less falls short.
          expect(receives(Math.round(minimum * 100 - 1) / 100, payoff, rate)).toBeLessThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
