import { z } from 'zod';
import { isoDateSchema } from './calendar-date.js';
import type { PayrollFrequency } from './lender-catalog.js';
import { addDays, isPayday, type PayrollCalendar, paydayBefore } from './payroll-calendar.js';

// The deduction file of one convenio and one payday (issue 36, docs/deductions.md): what the
// employer is to deduct from each employee's pay that day, read from each disbursed loan's frozen
// schedule. A loan's payment falls in the period that ends on the payday (after the payday before
// it, up to and including it); its first is marked new (the employer registers it), the others
// continuing. A loan whose last payment fell in the previous period, or that a renewal paid off
// since the previous payday ("Liquidado por renovación"), is listed once more as stop, so the
// employer ends the deduction.

const deductionMarks = ['new', 'continuing', 'stop'] as const;
export type DeductionMark = (typeof deductionMarks)[number];

/** A disbursed loan on the convenio, as the file reads it. */
export interface DeductionLoan {
  application_id: string;
  folio: string;
  employee_number: string;
  curp: string;
  name: string;
  /** The contract's schedule: each payment's payday and total (principal, interest, IVA, insurance). */
  schedule: readonly { date: string; total: number }[];
  /** The day a renewal paid it off, or null. */
  settled_on: string | null;
}

export interface DeductionRow {
  application_id: string;
  folio: string;
  employee_number: string;
  curp: string;
  name: string;
  /** Pesos with cents: the payment to deduct (for a stop, the one the employer deducted so far). */
  amount: number;
  /** n of N: the schedule's payment this is; for a stop, the last one deducted (0: none was). */
  period: number;
  periods: number;
  mark: DeductionMark;
}

/** The paydays that bound the file's period and the one before it. */
export interface DeductionPeriod {
  payday: string;
  previous: string;
  beforePrevious: string;
}

/** The period ending on `payday`, or null when the convenio's payroll does not pay that day. */
export function deductionPeriod(
  frequency: PayrollFrequency,
  calendar: PayrollCalendar,
  payday: string,
): DeductionPeriod | null {
  if (!isPayday(frequency, calendar, payday)) return null;
  const previous = paydayBefore(frequency, calendar, payday);
  return { payday, previous, beforePrevious: paydayBefore(frequency, calendar, previous) };
}

function rowOf(loan: DeductionLoan, mark: DeductionMark, period: number, amount: number): DeductionRow {
  const { application_id, folio, employee_number, curp, name } = loan;
  return {
    application_id,
    folio,
    employee_number,
    curp,
    name,
    amount,
    period,
    periods: loan.schedule.length,
    mark,
  };
}

/** The loan's line in the period's file, or null when it has none. */
function deductionOf(loan: DeductionLoan, period: DeductionPeriod): DeductionRow | null {
  const { schedule } = loan;
  if (schedule.length === 0) return null;
  const inPeriod = (date: string, from: string, to: string) => date > from && date <= to;
  const deducted = schedule.filter((row) => row.date <= period.previous).length;
  const settled = loan.settled_on;
  if (settled && settled < period.payday) {
    // Stopped in the file after the payoff, once; the payoff took the payments due by then.
    if (settled < period.previous) return null;
    const regular = schedule[Math.min(deducted, schedule.length - 1)]!;
    return rowOf(loan, 'stop', deducted, regular.total);
  }
  const index = schedule.findIndex((row) => inPeriod(row.date, period.previous, period.payday));
  if (index >= 0) return rowOf(loan, index === 0 ? 'new' : 'continuing', index + 1, schedule[index]!.total);
  const last = schedule.at(-1)!;
  if (inPeriod(last.date, period.beforePrevious, period.previous))
    return rowOf(loan, 'stop', schedule.length, last.total);
  return null;
}

/** The file's lines: one per loan that has one, by folio. */
export function deductionsFor(loans: readonly DeductionLoan[], period: DeductionPeriod): DeductionRow[] {
  return loans
    .map((loan) => deductionOf(loan, period))
    .filter((row): row is DeductionRow => row !== null)
    .sort((a, b) => a.folio.localeCompare(b.folio));
}

/** The amount the employer deducts this payday: the new and continuing lines (a stop deducts nothing). */
export const totalToDeduct = (rows: readonly DeductionRow[]) =>
  rows.filter((row) => row.mark !== 'stop').reduce((cents, row) => cents + Math.round(row.amount * 100), 0) /
  100;

// --- the API ---------------------------------------------------------------------------------

const deductionFormats = ['csv', 'xlsx', 'layout'] as const;

export const deductionQuerySchema = z.object({
  affiliate: z.uuid({ message: 'validation.invalid_value' }),
  payday: isoDateSchema,
  format: z.enum(deductionFormats, { message: 'validation.invalid_value' }).optional(),
});

const deductionRowSchema = z.object({
  application_id: z.string(),
  folio: z.string(),
  employee_number: z.string(),
  curp: z.string(),
  name: z.string(),
  amount: z.number(),
  period: z.number(),
  periods: z.number(),
  mark: z.enum(deductionMarks),
  // The employer's answer for this line, once imported (null before).
  answer: z.object({ applied: z.boolean(), reason: z.string().nullable() }).nullable(),
});

/** The JSON preview of a file: GET /api/v1/admin/deductions/ without a format. */
export const deductionFileSchema = z.object({
  affiliate: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  payday: z.string(),
  previous_payday: z.string(),
  total: z.number(),
  count: z.object({ new: z.number(), continuing: z.number(), stop: z.number() }),
  rows: z.array(deductionRowSchema),
});
export type DeductionFile = z.infer<typeof deductionFileSchema>;

/** The paydays a screen offers, latest first: `ahead` from the next one on or after `today` on,
 * and `behind` before it; and that next one, the file to prepare. */
export function paydaysAround(
  frequency: PayrollFrequency,
  calendar: PayrollCalendar,
  today: string,
  { ahead, behind }: { ahead: number; behind: number },
) {
  const following = (day: string) => {
    let next = day;
    while (!isPayday(frequency, calendar, next)) next = addDays(next, 1);
    return next;
  };
  const next = following(today);
  const later = [next];
  while (later.length < ahead) later.push(following(addDays(later.at(-1)!, 1)));
  const earlier: string[] = [];
  while (earlier.length < behind) earlier.push(paydayBefore(frequency, calendar, earlier.at(-1) ?? next));
  return { next, paydays: [...later.reverse(), ...earlier] };
}

export const deductionPaydaysSchema = z.object({ next: z.string(), paydays: z.array(z.string()) });
