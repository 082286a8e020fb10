import { z } from 'zod';
import { isoDateSchema } from './calendar-date.js';
import { ivaRate, roundCents, type ScheduleRow } from './loan-schedule.js';

// docs/domain-rules.md, "Balance and payoff". A disbursed loan's balance and payoff quote, read from
// its own frozen schedule (the contract's rows, never the catalogue of today). Every payment due
// on or before the quote date is assumed applied (an employer's "not applied" answer,
// docs/deductions.md, is shown but does not change it yet). The period under way is charged its
// own row's interest pro rata by calendar days: the schedule charges one period's interest per row
// however long the period is, so the accrual runs from the last payday (or the disbursement date,
// before the first) to the quote date over that period's days, and reaches the row's whole
// interest on its payday. Insurance is not part of a payoff.

export interface PayoffLoan {
  schedule: readonly Pick<ScheduleRow, 'date' | 'opening_balance' | 'interest' | 'closing_balance'>[];
  /** The day the bank paid the loan (the disbursement's paid_at), YYYY-MM-DD. */
  disbursedOn: string;
  /** Whether interest bears IVA (the product option's iva_on_interest). */
  ivaOnInterest: boolean;
}

export interface PayoffQuote {
  date: string;
  /** The schedule's payments due on or before the date, taken as applied. */
  payments_due: number;
  /** Principal outstanding after those payments: the loan's balance on the date. */
  principal: number;
  /** Interest accrued since the last payday (or the disbursement) to the date. */
  interest: number;
  iva: number;
  total: number;
}

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
const toCents = (pesos: number) => roundCents(pesos * 100);

/** The payoff of the loan on `date` (YYYY-MM-DD), or null for a date before its disbursement
 * (nothing was lent yet). From the last payday on, the loan is paid: every figure is 0. */
export function payoffQuote(loan: PayoffLoan, date: string): PayoffQuote | null {
  if (date < loan.disbursedOn) return null;
  const rows = loan.schedule;
  const due = rows.filter((row) => row.date <= date).length;
  const current = rows[due];
  if (!current) return { date, payments_due: due, principal: 0, interest: 0, iva: 0, total: 0 };
  const previous = rows[due - 1];
  const principal = toCents(previous ? previous.closing_balance : current.opening_balance);
  // A payday before the disbursement (never under the contract's validity rule) would leave a
  // period starting before the money went out: accrue from the disbursement then.
  const start = previous && previous.date > loan.disbursedOn ? previous.date : loan.disbursedOn;
  const periodDays = daysBetween(start, current.date);
  const elapsed = daysBetween(start, date);
  const interest = roundCents((toCents(current.interest) * elapsed) / periodDays);
  const iva = loan.ivaOnInterest ? roundCents(interest * ivaRate) : 0;
  return {
    date,
    payments_due: due,
    principal: principal / 100,
    interest: interest / 100,
    iva: iva / 100,
    total: (principal + interest + iva) / 100,
  };
}

/** The query of a payoff quote: the day to quote for (left out: today in Mexico City). */
export const payoffQuerySchema = z.object({ date: isoDateSchema.optional() });

/** The API's answer: GET /api/v1/promoter/applications/{id}/payoff/?date=YYYY-MM-DD. */
export const payoffSchema = z.object({
  date: z.string(),
  principal: z.number(),
  interest: z.number(),
  iva: z.number(),
  total: z.number(),
});
export type Payoff = z.infer<typeof payoffSchema>;
