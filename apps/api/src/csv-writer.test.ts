import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvFile } from './csv-writer.js';

// Read back by a real CSV parser (csv-parse), taking a bare CR or LF as the end of a record the
// way spreadsheets do: a cell can only hold one when it is quoted.
const readBack = (text: string) =>
  parse(text, { bom: true, record_delimiter: ['\r\n', '\r', '\n'], relax_column_count: false }) as string[][];

const hostile = [
  "Ruiz\r=cmd|' /C calc'!A0",
  'Ruiz\n=1+1',
  'Ruiz\r\n+SUM(A1)',
  '=HYPERLINK("http://x.test","pulsa")',
  '+52 55 1234',
  '-2+3',
  '@SUM(A1:A2)',
  '\t=1',
  '\r=1',
  'Pérez; López',
  'Hernández, Ana',
  'dice "hola"',
  '',
];
const formula = /^[=+\-@\t\r\n]/;

describe('the CSV writer', () => {
  it('keeps every cell in its record and column, whatever it holds (RFC 4180, read by csv-parse)', () => {
    const rows = hostile.map((value) => ['F-1', value, 'fin']);
    const text = csvFile([['folio', 'valor', 'cierre'], ...rows]);
    const records = readBack(text);
    expect(records).toHaveLength(hostile.length + 1);
    records.slice(1).forEach((record, index) => {
      const value = hostile[index]!;
      expect(record).toEqual(['F-1', formula.test(value) ? `'${value}` : value, 'fin']);
    });
    // Every line break in the file is a record's end or inside a quoted cell: the strict reading
    // (CRLF only) finds the same records.
    expect(parse(text, { bom: true, record_delimiter: '\r\n' })).toEqual(records);
  });

  it('never lets a cell start with a character a spreadsheet runs as a formula', () => {
    const records = readBack(csvFile(hostile.map((value) => [value])));
    for (const [cell] of records) expect(cell, JSON.stringify(cell)).not.toMatch(formula);
  });

  it('quotes a cell with a ";" for spreadsheets that separate on it, and starts with a byte-order mark', () => {
    const text = csvFile([['Pérez; López', 'a']]);
    expect(text).toBe('\uFEFF"Pérez; López",a\r\n');
  });
});
