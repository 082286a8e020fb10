import { z } from 'zod';
import { type PayrollFrequency, payrollFrequencies, type RateBasis } from './lender-catalog.js';
import { installmentOf, ivaRate, periodRate, periodsPerYear } from './loan-schedule.js';

/** Another loan of the same customer (same CURP) with this lender, or an application of theirs in
 * flight: its payment is deducted from the same pay, so it counts against the capacity. */
const otherLoanSchema = z.object({
  // Null on a promoter's screens for another promoter's loan: its deduction counts, but a promoter
  // learns nothing of another promoter's customer file beyond that (issue 30's review).
  folio: z.string().nullable(),
  // 'loan': approved, signed or disbursed and not past its last payment; 'application': submitted
  // or in review.
  kind: z.enum(['loan', 'application']),
  payment: z.number(),
  frequency: z.enum(payrollFrequencies),
});
export type OtherLoan = z.infer<typeof otherLoanSchema>;

/** The capacity as an answer states it: the most the payroll may deduct, the largest amount that
 * fits, whether the loan asked for exceeds it, and the other loans counted. */
export const capacityFiguresSchema = z.object({
  max_payment: z.number(),
  max_amount: z.number(),
  exceeds: z.boolean(),
  other_loans: z.array(otherLoanSchema),
});

/** What other loans take from each period of `frequency`: a payment of another frequency is
 * spread over the year (a weekly 100.00 is 216.67 a quincena), rounded up to the cent. */
export function otherLoansDeduction(loans: readonly OtherLoan[], frequency: PayrollFrequency) {
  const cents = loans.reduce(
    (total, loan) =>
      total + (loan.payment * 100 * periodsPerYear[loan.frequency]) / periodsPerYear[frequency],
    0,
  );
  // `+ 0` turns the −0 of Math.ceil(−1e-7), with no other loans, into 0.
  return Math.ceil(cents - 1e-7) / 100 + 0;
}

export interface CapacityInput {
  netPay: number;
  /** The convenio's maximum share of net pay that may be deducted (0.3 is 30 %). */
  maxDeductionShare: number;
  existingDeductions: number;
  term: number;
  annualRate: number;
  frequency: PayrollFrequency;
  rateBasis: RateBasis;
  ivaOnInterest: boolean;
  insurancePerPeriod: number;
  productMaxAmount: number;
}

export interface Capacity {
  /** The most the payroll may deduct per period for this loan. */
  max_payment: number;
  /** The largest amount whose payment (with IVA and insurance) fits, never above the product's maximum. */
  max_amount: number;
}

const floorCents = (pesos: number) => Math.floor(pesos * 100 + 1e-7) / 100;

// docs/domain-rules.md, "Payroll capacity".
export function payrollCapacity(input: CapacityInput): Capacity {
  const maxPayment = Math.max(
    0,
    floorCents(input.netPay * input.maxDeductionShare - input.existingDeductions),
  );
  const available = maxPayment - input.insurancePerPeriod;
  if (available <= 0) return { max_payment: maxPayment, max_amount: 0 };
  const j =
    periodRate(input.annualRate, input.frequency, input.rateBasis) * (input.ivaOnInterest ? 1 + ivaRate : 1);
  const presentValue = j === 0 ? available * input.term : (available * (1 - (1 + j) ** -input.term)) / j;
  // Whole pesos, and the installment of that amount (rounded as the schedule rounds it) must fit.
  let amount = Math.min(Math.floor(presentValue + 1e-7), Math.floor(input.productMaxAmount));
  while (amount > 0 && installmentOf(amount, input) > available) amount -= 1;
  return { max_payment: maxPayment, max_amount: amount };
}
