import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

// Every Excel workbook the product exports is written here (issue 34): opened in a spreadsheet, a
// CSV's CLABE 002010077777777771 became the number 2010077777777771 (and lost its last digit once
// saved as xlsx), the bank code 002 became 2. Codes are text cells with the text format ("@"), so
// no program reads them as numbers; money is a number with two decimals (a spreadsheet adds it
// up); nothing is a formula, so no cell needs the CSV's apostrophe. Written as a stream: one row at
// a time, whatever the size of the file.

export interface SheetColumn<Row> {
  header: string;
  key: keyof Row & string;
  width: number;
  kind: 'text' | 'money' | 'count';
}

const formats = { text: '@', money: '#,##0.00', count: '0' } as const;

/** One sheet of `rows` as a stream of bytes (a Node readable the route sends as it is written);
 * text cells hold strings, money and count cells numbers. */
export function workbookOf<Row extends object>(
  sheetName: string,
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
) {
  const stream = new PassThrough();
  // Inline strings (no shared-strings table kept in memory) and the column styles above.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map(({ header, key, width, kind }) => ({
    header,
    key,
    width,
    style: { numFmt: formats[kind] },
  }));
  sheet.getRow(1).commit();
  for (const row of rows) {
    const added = sheet.addRow(
      Object.fromEntries(
        columns.map(({ key, kind }) => [key, kind === 'text' ? String(row[key]) : Number(row[key])]),
      ),
    );
    // Text cells hold the value as typed, codes with their leading zeros.
    for (const column of columns) if (column.kind === 'text') added.getCell(column.key).numFmt = '@';
    added.commit();
  }
  sheet.commit();
  // Errors reach the reader of the stream (the route's reply ends with them).
  workbook.commit().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}
