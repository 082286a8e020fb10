import { z } from 'zod';
import { isoDateSchema } from './calendar-date.js';
import { ivaRate, roundCents, type ScheduleRow } from './loan-schedule.js';

// docs/domain-rules.md, "Balance and payoff". A disbursed loan's balance and payoff quote, read from
// its own frozen schedule (the contract's rows, never the catalogue of today). Every payment due
// on or before the quote date is assumed applied unless the employer answered "not applied" for
// its payday (docs/deductions.md): such a row's principal stays outstanding and its interest and
// IVA, earned in a period already run, are owed on top. No default interest (moratorios) is
// charged: the contract's schedule is the only interest there is. The period under way is charged its
// own row's interest pro rata by calendar days: the schedule charges one period's interest per row
// however long the period is, so the accrual runs from the last payday (or the disbursement date,
// before the first) to the quote date over that period's days, and reaches the row's whole
// interest on its payday. Insurance is not part of a payoff.

export interface PayoffLoan {
  schedule: readonly Pick<
    ScheduleRow,
    'date' | 'opening_balance' | 'principal' | 'interest' | 'iva' | 'closing_balance'
  >[];
  /** The day the bank paid the loan (the disbursement's paid_at), YYYY-MM-DD. */
  disbursedOn: string;
  /** Whether interest bears IVA (the product option's iva_on_interest). */
  ivaOnInterest: boolean;
  /** The paydays the employer answered "not applied" (deduction_answers), in any order. */
  missedPaydays?: readonly string[];
}

export interface PayoffQuote {
  date: string;
  /** The schedule's payments due on or before the date. */
  payments_due: number;
  /** Of those, the ones the employer answered "not applied": still owed. */
  missed_payments: number;
  /** Principal outstanding after the payments applied: the loan's balance on the date. */
  principal: number;
  /** Interest accrued since the last payday (or the disbursement) to the date, plus the missed
   * payments' interest. */
  interest: number;
  iva: number;
  total: number;
}

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
const toCents = (pesos: number) => roundCents(pesos * 100);

// The rows a "not applied" answer leaves owed on `date`: for each answered payday, the last row
// dated on or before it (the payment the period's file asked for: payroll-deductions.ts puts a
// row in the period ending on the first payday on or after its date), if that row is due by the
// quote date. Each row once, however many answers point at it.
function missedRows(loan: PayoffLoan, due: number) {
  const missed = new Set<number>();
  for (const payday of loan.missedPaydays ?? []) {
    // The row is found among all rows, and only then kept if due: stopping at the due ones would
    // take an earlier, applied row for a payday after the quote date.
    let index = -1;
    for (let at = 0; at < loan.schedule.length && loan.schedule[at]!.date <= payday; at++) index = at;
    if (index >= 0 && index < due) missed.add(index);
  }
  return [...missed].map((index) => loan.schedule[index]!);
}

/** The payoff of the loan on `date` (YYYY-MM-DD), or null for a date before its disbursement
 * (nothing was lent yet). From the last payday on, only the missed payments are owed. */
export function payoffQuote(loan: PayoffLoan, date: string): PayoffQuote | null {
  if (date < loan.disbursedOn) return null;
  const rows = loan.schedule;
  const due = rows.filter((row) => row.date <= date).length;
  const missed = missedRows(loan, due);
  // Each missed row's own figures, in cents: the schedule rounded them already.
  const sum = (pick: (row: (typeof missed)[number]) => number) =>
    missed.reduce((cents, row) => cents + toCents(pick(row)), 0);
  const missedPrincipal = sum((row) => row.principal);
  const missedInterest = sum((row) => row.interest);
  const missedIva = loan.ivaOnInterest ? sum((row) => row.iva) : 0;
  const current = rows[due];
  const previous = rows[due - 1];
  let scheduled = 0;
  let accrued = 0;
  if (current) {
    scheduled = toCents(previous ? previous.closing_balance : current.opening_balance);
    // A payday before the disbursement (never under the contract's validity rule) would leave a
    // period starting before the money went out: accrue from the disbursement then.
    const start = previous && previous.date > loan.disbursedOn ? previous.date : loan.disbursedOn;
    const periodDays = daysBetween(start, current.date);
    const elapsed = daysBetween(start, date);
    accrued = roundCents((toCents(current.interest) * elapsed) / periodDays);
  }
  const accruedIva = loan.ivaOnInterest ? roundCents(accrued * ivaRate) : 0;
  const principal = scheduled + missedPrincipal;
  const interest = accrued + missedInterest;
  const iva = accruedIva + missedIva;
  return {
    date,
    payments_due: due,
    missed_payments: missed.length,
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
  /** How many payments the employer answered "not applied" are in the figures above. */
  missed_payments: z.number().int(),
});
export type Payoff = z.infer<typeof payoffSchema>;
