import { z } from 'zod';
import { isoDateSchema as isoDate } from './calendar-date.js';
import {
  catalogReferenceSchema,
  type ProductOption,
  payrollFrequencies,
  rateBases,
} from './lender-catalog.js';
import { type LoanResult, loanSchedule } from './loan-schedule.js';
import { curpProblem, normalizeId } from './mexican-ids.js';
import { pesosSchema } from './money.js';
import type { PayrollCalendar } from './payroll-calendar.js';
import {
  type Capacity,
  capacityFiguresSchema,
  type OtherLoan,
  otherLoansDeduction,
  payrollCapacity,
} from './payroll-capacity.js';
import { required } from './schema-errors.js';

const pesos = pesosSchema;

// What the browser sends. Anything else it sends (a payment, a CAT) is dropped: the server
// computes every result from these inputs and the stored product.
export const simulationRequestSchema = z.object({
  product: z.string(required).trim().min(1).max(64),
  affiliate: z.string().trim().max(64).nullish(),
  amount: pesos.refine((value) => value > 0, { message: 'validation.amount_positive' }),
  term: z.number(required).int({ message: 'validation.invalid_type' }).min(1).max(520),
  start_date: isoDate.nullish(),
  net_pay: pesos.nullish(),
  existing_deductions: pesos.nullish(),
  // The customer's CURP, when known: their other loans and applications with this lender count
  // against the capacity.
  curp: z
    .string()
    .max(40)
    .transform(normalizeId)
    .superRefine((value, context) => {
      const problem = value === '' ? null : curpProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .nullish()
    .transform((value) => value || null),
});
export type SimulationRequest = z.infer<typeof simulationRequestSchema>;

/** Why an amount or term does not fit a product option, as message keys per field. */
export function loanInputProblems(option: ProductOption | undefined, amount: number) {
  const problems: Partial<
    Record<
      'amount' | 'term',
      'simulation.amount_below_min' | 'simulation.amount_above_max' | 'validation.term_not_offered'
    >
  > = {};
  if (!option) {
    problems.term = 'validation.term_not_offered';
    return problems;
  }
  if (amount < option.min_amount) problems.amount = 'simulation.amount_below_min';
  if (amount > option.max_amount) problems.amount = 'simulation.amount_above_max';
  return problems;
}

export interface SimulationOutcome extends LoanResult {
  capacity: (Capacity & { exceeds: boolean; other_loans: OtherLoan[] }) | null;
}

/** What a loan is weighed against: the customer's payroll and the convenio's share of it. */
export interface PayrollInput {
  netPay?: number | null | undefined;
  existingDeductions?: number | null | undefined;
  maxDeductionShare?: number | null | undefined;
  /** The customer's other loans and applications in flight with this lender. */
  otherLoans?: readonly OtherLoan[] | undefined;
}

/** The whole calculation of a simulation: schedule, CAT and, with a net pay, the payroll capacity. */
export function simulate(
  input: PayrollInput & {
    option: ProductOption;
    amount: number;
    /** The contract date the schedule is dated from ("if signed today" in the simulator). */
    contractDate: string;
    calendar?: PayrollCalendar | null | undefined;
    validityDays?: number | undefined;
  },
): SimulationOutcome {
  const { option } = input;
  const result = loanSchedule({
    ...termsOf(option),
    amount: input.amount,
    commissionRate: option.commission_rate,
    contractDate: input.contractDate,
    calendar: input.calendar,
    validityDays: input.validityDays,
  });
  return weighCapacity(option, input.amount, result, input);
}

const termsOf = (option: ProductOption) => ({
  term: option.term,
  annualRate: option.annual_rate,
  frequency: option.frequency,
  rateBasis: option.rate_basis,
  ivaOnInterest: option.iva_on_interest,
  insurancePerPeriod: option.insurance_per_period,
});

/** A loan already worked out, weighed against the payroll capacity (none without a net pay and a
 * convenio's share): one schedule can be weighed alone and again beside the customer's other loans. */
export function weighCapacity(
  option: ProductOption,
  amount: number,
  result: LoanResult,
  payroll: PayrollInput,
): SimulationOutcome {
  if (payroll.netPay == null || payroll.maxDeductionShare == null) return { ...result, capacity: null };
  const otherLoans = [...(payroll.otherLoans ?? [])];
  const capacity = payrollCapacity({
    ...termsOf(option),
    netPay: payroll.netPay,
    maxDeductionShare: payroll.maxDeductionShare,
    existingDeductions: (payroll.existingDeductions ?? 0) + otherLoansDeduction(otherLoans, option.frequency),
    productMaxAmount: option.max_amount,
  });
  return {
    ...result,
    capacity: {
      ...capacity,
      exceeds: result.payment > capacity.max_payment || amount > capacity.max_amount,
      other_loans: otherLoans,
    },
  };
}

export const scheduleRowSchema = z.object({
  number: z.number(),
  date: z.string(),
  opening_balance: z.number(),
  principal: z.number(),
  interest: z.number(),
  iva: z.number(),
  insurance: z.number(),
  total: z.number(),
  closing_balance: z.number(),
});

const simulationSummaryFields = {
  id: z.string(),
  product: catalogReferenceSchema,
  affiliate: catalogReferenceSchema.nullable(),
  amount: z.number(),
  term: z.number(),
  frequency: z.enum(payrollFrequencies),
  payment: z.number(),
  total_payment: z.number(),
  cat: z.number(),
  created_at: z.string(),
};

export const simulationSummarySchema = z.object(simulationSummaryFields);
export type SimulationSummary = z.infer<typeof simulationSummarySchema>;

export const simulationSchema = z.object({
  ...simulationSummaryFields,
  annual_rate: z.number(),
  rate_basis: z.enum(rateBases),
  iva_on_interest: z.boolean(),
  commission_rate: z.number(),
  insurance_per_period: z.number(),
  start_date: z.string(),
  net_pay: z.number().nullable(),
  existing_deductions: z.number().nullable(),
  max_deduction_share: z.number().nullable(),
  period_rate: z.number(),
  installment: z.number(),
  total_interest: z.number(),
  total_iva: z.number(),
  total_insurance: z.number(),
  commission: z.number(),
  commission_iva: z.number(),
  net_disbursement: z.number(),
  // With the customer's other loans and applications in flight counted as existing deductions.
  capacity: capacityFiguresSchema.nullable(),
  // The schedule as if the contract were made on start_date, on the convenio's payroll calendar.
  first_payment_date: z.string(),
  schedule: z.array(scheduleRowSchema),
  // Who prepared the quote and from which branch, for the printed copy the customer keeps.
  prepared_by: z.object({ name: z.string(), branch: z.string().nullable() }),
});
export type Simulation = z.infer<typeof simulationSchema>;

export const simulationListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
