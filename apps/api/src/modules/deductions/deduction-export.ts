import { PassThrough } from 'node:stream';
import {
  cellValue,
  type DeductionLine,
  deductionFieldHeadings,
  deductionFields,
  LayoutValueTooWide,
  writeDeductionLayout,
} from '@origina/domain/deduction-layouts';
import { type DeductionFile, totalToDeduct } from '@origina/domain/payroll-deductions';
import ExcelJS from 'exceljs';
import { audit } from '../../audit.js';
import { csvFile } from '../../csv-writer.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { answersOf, layoutOf, type PeriodDeductions, periodDeductions } from './period-deductions.js';

// The file an admin downloads for a convenio and payday (issue 36): the product's CSV (every field),
// an Excel workbook (the same columns, codes as text cells, the amount a number), or the text in
// the convenio's own column map. Every download is audited with counts only, never a name.

export type DeductionFormat = 'csv' | 'xlsx' | 'layout';

const linesOf = ({ rows, period }: PeriodDeductions): DeductionLine[] =>
  rows.map((row) => ({ ...row, payday: period.payday }));

/** The JSON preview: the lines with the employer's answer once imported. */
export async function deductionPreview(
  executor: Executor,
  affiliateId: string,
  payday: string,
): Promise<DeductionFile> {
  const found = await periodDeductions(executor, affiliateId, payday);
  const answers = await answersOf(executor, found.affiliate.id, payday);
  const count = { new: 0, continuing: 0, stop: 0 };
  for (const row of found.rows) count[row.mark] += 1;
  return {
    affiliate: { id: found.affiliate.id, code: found.affiliate.code, name: found.affiliate.name },
    payday,
    previous_payday: found.period.previous,
    total: totalToDeduct(found.rows),
    count,
    rows: found.rows.map((row) => ({ ...row, answer: answers.get(row.application_id) ?? null })),
  };
}

function workbookOf(lines: readonly DeductionLine[]) {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('descuentos');
  sheet.columns = deductionFields.map((field) => ({
    header: deductionFieldHeadings[field],
    key: field,
    width: field === 'name' ? 36 : 18,
    style:
      field === 'amount'
        ? { numFmt: '#,##0.00' }
        : field === 'period' || field === 'periods'
          ? {}
          : { numFmt: '@' },
  }));
  sheet.getRow(1).commit();
  for (const line of lines) {
    const values = Object.fromEntries(
      deductionFields.map((field) => [field, cellValue(line, field, 'decimal')]),
    );
    // Employee numbers and folios stay text (leading zeros kept); amounts and periods are numbers.
    sheet
      .addRow({ ...values, amount: Number(values.amount), period: line.period, periods: line.periods })
      .commit();
  }
  sheet.commit();
  workbook.commit().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}

/** The file in the format asked for, audited as `deduction.export`. */
export async function exportDeductions(
  executor: Executor,
  actor: { id: string; ip: string },
  query: { affiliate: string; payday: string; format: DeductionFormat },
) {
  const found = await periodDeductions(executor, query.affiliate, query.payday);
  const lines = linesOf(found);
  let body: string | PassThrough;
  // A convenio's CSV map is a CSV (it opens in a spreadsheet); a fixed-width one, text.
  let delimited = query.format === 'csv';
  if (query.format === 'xlsx') body = workbookOf(lines);
  else if (query.format === 'csv')
    body = csvFile([
      deductionFields.map((field) => deductionFieldHeadings[field]),
      ...lines.map((line) => deductionFields.map((field) => cellValue(line, field, 'decimal'))),
    ]);
  else {
    const { layout } = await layoutOf(executor, found.affiliate);
    delimited = layout.kind === 'csv';
    try {
      // A CSV map opens in a spreadsheet: the byte-order mark keeps its accents UTF-8 ("Núñez").
      body = `${layout.kind === 'csv' ? '\uFEFF' : ''}${writeDeductionLayout(layout, lines)}`;
    } catch (error) {
      if (!(error instanceof LayoutValueTooWide)) throw error;
      throw new AppError(409, 'deductions.layout_value_too_wide', {
        detail: {
          key: 'deductions.layout_value_too_wide_detail',
          params: { field: error.field, width: String(error.width) },
        },
      });
    }
  }
  await audit(executor, {
    actorId: actor.id,
    action: 'deduction.export',
    entityType: 'affiliate',
    entityId: found.affiliate.id,
    ipAddress: actor.ip,
    details: { payday: query.payday, format: query.format, count: lines.length },
  });
  return { body, code: found.affiliate.code, delimited };
}
