import { AnswerFileUnreadable, type AnswerImport, readAnswerFile } from '@origina/domain/deduction-answers';
import type { DeductionRow } from '@origina/domain/payroll-deductions';
import { sql } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { Database } from '../../db/client.js';
import { deductionAnswers } from '../../db/schema.js';
import { AppError, fieldError } from '../../errors.js';
import { newId } from '../../ids.js';
import { periodDeductions } from './period-deductions.js';

// The employer's answer to a period's file (issue 36, docs/deductions.md): each line matched to a
// deduction of that period (new or continuing; a stop deducts nothing) by folio, or else by
// employee number and CURP. One answer per loan and payday: a second import of the same file
// changes nothing, a corrected one replaces what the first said. All in one transaction.

export const maxAnswerBytes = 2 * 1024 * 1024;

function unreadable(line: number, key: AnswerFileUnreadable['key']) {
  return new AppError(400, 'deductions.answer_unreadable', {
    detail: { key, params: { line: String(line) } },
  });
}

// Windows-1252's bytes 0x80–0x9F (WHATWG Encoding Standard's index): Node 20's TextDecoder reads
// that label as Latin-1, which has control characters there.
const windows1252High =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

// UTF-8 when the bytes are (a BOM is dropped); otherwise Windows-1252, what Excel in Spanish on
// Windows writes for "CSV": read as UTF-8 its accents would turn into replacement marks.
function textOf(bytes: Buffer) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return bytes
      .toString('latin1')
      .replace(/[\u0080-\u009f]/g, (control) => windows1252High[control.charCodeAt(0) - 0x80]!);
  }
}

function decode(bytes: Buffer) {
  const text = textOf(bytes);
  try {
    return readAnswerFile(text);
  } catch (error) {
    if (error instanceof AnswerFileUnreadable) throw unreadable(error.line, error.key);
    throw error;
  }
}

function matcher(rows: readonly DeductionRow[]) {
  const index = (list: readonly DeductionRow[]) => ({
    byFolio: new Map(list.map((row) => [row.folio.toUpperCase(), row])),
    byEmployee: new Map(list.map((row) => [`${row.employee_number}|${row.curp.toUpperCase()}`, row])),
  });
  const find = (
    { byFolio, byEmployee }: ReturnType<typeof index>,
    line: { folio: string | null; employee_number: string | null; curp: string | null },
  ) =>
    (line.folio && byFolio.get(line.folio.toUpperCase())) ||
    (line.employee_number && line.curp ? byEmployee.get(`${line.employee_number}|${line.curp}`) : undefined);
  const deducted = index(rows.filter((row) => row.mark !== 'stop'));
  // A stopped deduction (paid off, renewed) is not one to answer: matched only to say so.
  const stopped = index(rows.filter((row) => row.mark === 'stop'));
  return (line: { folio: string | null; employee_number: string | null; curp: string | null }) => {
    const row = find(deducted, line);
    if (row) return { row };
    return { reason: find(stopped, line) ? ('stopped' as const) : ('not_in_period' as const) };
  };
}

export async function importAnswers(
  db: Database,
  actor: { id: string; ip: string },
  query: { affiliate: string; payday: string },
  bytes: Buffer,
  today: string,
): Promise<AnswerImport> {
  // An employer answers for a payroll it has run: an answer for a later payday would put a loan
  // in arrears for a deduction nobody could have applied yet.
  if (query.payday > today) throw fieldError('payday', 'deductions.payday_not_reached');
  const lines = decode(bytes);
  return db.transaction(async (tx) => {
    const { affiliate, rows } = await periodDeductions(tx, query.affiliate, query.payday);
    const find = matcher(rows);
    const result: AnswerImport = {
      payday: query.payday,
      applied: 0,
      not_applied: 0,
      unmatched: [],
      rows: [],
    };
    // The same loan twice in a file: the last line says what happened, and each loan is written
    // once (a file repeating one line 60,000 times held the database for four minutes).
    const answered = new Map<string, { row: DeductionRow; line: (typeof lines)[number] }>();
    for (const line of lines) {
      const { row, reason } = find(line);
      if (!row) {
        result.unmatched.push({ line: line.line, folio: line.folio, reason });
        continue;
      }
      answered.delete(row.application_id);
      answered.set(row.application_id, { row, line });
    }
    for (const { row, line } of answered.values()) {
      const values = { applied: line.applied, reason: line.reason, amount: row.amount.toFixed(2) };
      await tx
        .insert(deductionAnswers)
        .values({
          id: newId(),
          applicationId: row.application_id,
          affiliateId: affiliate.id,
          payday: query.payday,
          importedBy: actor.id,
          ...values,
        })
        .onConflictDoUpdate({
          target: [deductionAnswers.applicationId, deductionAnswers.payday],
          set: { ...values, importedBy: actor.id, importedAt: sql`now()` },
        });
      result.rows.push({
        folio: row.folio,
        name: row.name,
        amount: row.amount,
        applied: line.applied,
        reason: line.reason,
      });
    }
    result.applied = result.rows.filter((row) => row.applied).length;
    result.not_applied = result.rows.length - result.applied;
    await audit(tx, {
      actorId: actor.id,
      action: 'deduction.answers_import',
      entityType: 'affiliate',
      entityId: affiliate.id,
      ipAddress: actor.ip,
      details: {
        payday: query.payday,
        applied: result.applied,
        not_applied: result.not_applied,
        unmatched: result.unmatched.length,
      },
    });
    return result;
  });
}
