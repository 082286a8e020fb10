import { z } from 'zod';
import { isoDateSchema } from './calendar-date.js';
import { linesOf, splitDelimited } from './deduction-layouts.js';

// The employer's answer to a period's deduction file (issue 36, docs/deductions.md): for each
// deduction, applied or not applied with a reason. A delimited text file (comma, semicolon, pipe
// or tab, found from its header) whose header names its columns in Spanish or English; each line
// is matched by its folio, or else by employee number and CURP together.

export interface AnswerLine {
  /** The file's line (1 is the header). */
  line: number;
  folio: string | null;
  employee_number: string | null;
  curp: string | null;
  applied: boolean;
  reason: string | null;
}

const headerNames: Record<keyof Omit<AnswerLine, 'line' | 'applied'> | 'result', readonly string[]> = {
  folio: ['folio'],
  employee_number: ['num_empleado', 'numero_empleado', 'empleado', 'employee_number', 'employee'],
  curp: ['curp'],
  result: ['resultado', 'aplicado', 'estatus', 'result', 'applied', 'status'],
  reason: ['motivo', 'reason', 'observaciones'],
};

const appliedWords = new Set(['aplicado', 'applied', 'a', 'si', 'sí', 'yes', '1']);
const notAppliedWords = new Set(['no aplicado', 'no_aplicado', 'not applied', 'not_applied', 'n', 'no', '0']);

/** A file that cannot be read: the line (1 first) and the message key. */
export class AnswerFileUnreadable extends Error {
  constructor(
    readonly line: number,
    readonly key:
      | 'deductions.answer_empty'
      | 'deductions.answer_header'
      | 'deductions.answer_columns'
      | 'deductions.answer_result'
      | 'deductions.answer_key',
  ) {
    super(key);
  }
}

const normalise = (text: string) => text.trim().toLowerCase();

function separatorOf(header: string) {
  return [',', ';', '|', '\t'].find((candidate) => header.includes(candidate)) ?? ',';
}

/** Reads the answer file's lines; a line with neither a folio nor employee number and CURP, or
 * whose result is neither word, makes the whole file unreadable (nothing is half imported). */
export function readAnswerFile(text: string): AnswerLine[] {
  const lines = linesOf(text);
  const [header, ...rows] = lines;
  if (!header?.trim()) throw new AnswerFileUnreadable(1, 'deductions.answer_empty');
  const separator = separatorOf(header);
  const names = splitDelimited(header, separator).map(normalise);
  const at = Object.fromEntries(
    Object.entries(headerNames).map(([key, words]) => [key, names.findIndex((name) => words.includes(name))]),
  ) as Record<keyof typeof headerNames, number>;
  if (at.result < 0 || (at.folio < 0 && (at.employee_number < 0 || at.curp < 0)))
    throw new AnswerFileUnreadable(1, 'deductions.answer_header');
  if (rows.length === 0) throw new AnswerFileUnreadable(1, 'deductions.answer_empty');
  return rows.map((row, index) => {
    const line = index + 2;
    const cells = splitDelimited(row, separator);
    if (cells.length !== names.length) throw new AnswerFileUnreadable(line, 'deductions.answer_columns');
    const cell = (position: number) => (position < 0 ? null : cells[position]!.trim() || null);
    const result = normalise(cells[at.result]!);
    const applied = appliedWords.has(result) ? true : notAppliedWords.has(result) ? false : null;
    if (applied === null) throw new AnswerFileUnreadable(line, 'deductions.answer_result');
    const answer: AnswerLine = {
      line,
      folio: cell(at.folio),
      employee_number: cell(at.employee_number),
      curp: cell(at.curp)?.toUpperCase() ?? null,
      applied,
      reason: applied ? null : (cell(at.reason)?.slice(0, 200) ?? null),
    };
    if (!answer.folio && !(answer.employee_number && answer.curp))
      throw new AnswerFileUnreadable(line, 'deductions.answer_key');
    return answer;
  });
}

// --- the API ---------------------------------------------------------------------------------

/** Why an answer's line matched no deduction of its period. */
const unmatchedReasons = ['stopped', 'not_in_period'] as const;

/** POST /api/v1/admin/deductions/answers/?affiliate=…&payday=…: the answer file as the raw body. */
export const answerQuerySchema = z.object({
  affiliate: z.uuid({ message: 'validation.invalid_value' }),
  payday: isoDateSchema,
});

export const answerImportSchema = z.object({
  payday: z.string(),
  applied: z.number(),
  not_applied: z.number(),
  // Lines of the file that match no deduction of the period: the line, what it said and why
  // ('stopped': its deduction was stopped this period, paid off or renewed; 'not_in_period': no
  // deduction of the period has that folio, nor that employee number with that CURP).
  unmatched: z.array(
    z.object({
      line: z.number(),
      folio: z.string().nullable(),
      reason: z.enum(unmatchedReasons),
    }),
  ),
  rows: z.array(
    z.object({
      folio: z.string(),
      name: z.string(),
      amount: z.number(),
      applied: z.boolean(),
      reason: z.string().nullable(),
    }),
  ),
});
export type AnswerImport = z.infer<typeof answerImportSchema>;

/** A deduction the employer did not apply, as the loan and the lists show it. */
export const missedDeductionSchema = z.object({
  payday: z.string(),
  amount: z.number(),
  reason: z.string().nullable(),
});
export type MissedDeduction = z.infer<typeof missedDeductionSchema>;

/** The arrears report: not-applied deductions by convenio, branch and promoter. */
export const arrearsQuerySchema = z.object({
  format: z.enum(['json', 'csv'], { message: 'validation.invalid_value' }).optional(),
});

const arrearsRowSchema = z.object({
  affiliate: z.object({ id: z.string(), name: z.string() }),
  branch: z.object({ id: z.string(), name: z.string() }).nullable(),
  promoter: z.object({ id: z.string(), name: z.string() }),
  loans: z.number(),
  deductions: z.number(),
  amount: z.number(),
});

export const arrearsSchema = z.object({
  total: z.number(),
  rows: z.array(arrearsRowSchema),
  loans: z.array(
    z.object({
      id: z.string(),
      folio: z.string(),
      customer_name: z.string(),
      affiliate: z.string(),
      branch: z.string().nullable(),
      promoter: z.string(),
      missed: z.array(missedDeductionSchema),
    }),
  ),
});
export type Arrears = z.infer<typeof arrearsSchema>;
