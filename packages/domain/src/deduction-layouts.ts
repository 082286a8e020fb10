import { z } from 'zod';
import type { DeductionMark, DeductionRow } from './payroll-deductions.js';
import { requiredOfType } from './schema-errors.js';
import { neutraliseFormula, restoreFormula } from './spreadsheet-cell.js';

// A convenio's column map (issue 36, docs/deductions.md): how its employer wants the deduction
// file laid out. Either a delimited file (CSV) whose columns the admin picks and names, or a
// fixed-width one whose columns have a width, an alignment and a pad character. Amounts in cents
// (123456) or in pesos with two decimals (1234.56), as the map says. Every file ends its lines
// with CRLF. The writer and the reader below are each other's inverse for any map the schema
// accepts (a name longer than its column is cut: the only loss, and the reason the answer import
// matches by folio or by employee number and CURP, never by name).

export const deductionFields = [
  'employee_number',
  'curp',
  'name',
  'amount',
  'folio',
  'period',
  'periods',
  'mark',
  'payday',
] as const;
export type DeductionField = (typeof deductionFields)[number];

/** Each field's column heading in the product's own CSV and workbook: the words a payroll clerk
 * reads (a convenio's map keeps the codes its layout demands). */
export const deductionFieldHeadings: Record<DeductionField, string> = {
  employee_number: 'Número de empleado',
  curp: 'CURP',
  name: 'Nombre',
  amount: 'Importe',
  folio: 'Folio',
  period: 'Pago número',
  periods: 'Total de pagos',
  mark: 'Movimiento',
  payday: 'Fecha de pago',
};

/** How a mark is written in every file: alta, continúa, baja (the employers' words). */
const markCodes: Record<DeductionMark, string> = { new: 'A', continuing: 'C', stop: 'B' };

const fieldSchema = z.enum(deductionFields, { message: 'validation.invalid_value' });
const amountsSchema = z.enum(['cents', 'decimal'], { message: 'validation.invalid_value' });
// A printable character: a pad or separator that is a line break would split the records.
const oneCharacter = z
  .string(requiredOfType)
  .regex(/^[^\p{Cc}]$/u, { message: 'validation.layout_pad_character' });

const csvColumnSchema = z.strictObject({
  field: fieldSchema,
  header: z
    .string(requiredOfType)
    .trim()
    .min(1, { message: 'validation.required' })
    .max(40)
    .regex(/^[^\p{Cc}",;|]*$/u, { message: 'validation.layout_header_character' }),
});

const fixedColumnSchema = z.strictObject({
  field: fieldSchema,
  width: z
    .number(requiredOfType)
    .int({ message: 'validation.whole_number' })
    .min(1, { message: 'validation.layout_width_range' })
    .max(120, { message: 'validation.layout_width_range' }),
  align: z.enum(['left', 'right'], { message: 'validation.invalid_value' }),
  pad: oneCharacter,
});

const csvLayoutSchema = z.strictObject({
  kind: z.literal('csv'),
  separator: z.enum([',', ';', '|', '\t'], { message: 'validation.invalid_value' }),
  amounts: amountsSchema,
  columns: z.array(csvColumnSchema).min(1, { message: 'validation.layout_no_columns' }).max(20),
});

const fixedLayoutSchema = z.strictObject({
  kind: z.literal('fixed'),
  amounts: amountsSchema,
  columns: z.array(fixedColumnSchema).min(1, { message: 'validation.layout_no_columns' }).max(20),
});

/** What an admin may save as a convenio's map: each field at most once, and the folio or the
 * employee number with the CURP among them (what an answer file is matched by). */
export const deductionLayoutSchema = z
  .discriminatedUnion('kind', [csvLayoutSchema, fixedLayoutSchema], {
    message: 'validation.invalid_value',
  })
  .superRefine((layout, context) => {
    const fields = layout.columns.map((column) => column.field);
    fields.forEach((field, index) => {
      if (fields.indexOf(field) !== index)
        context.addIssue({
          code: 'custom',
          path: ['columns', index, 'field'],
          message: 'validation.layout_field_twice',
        });
    });
    const has = (field: DeductionField) => fields.includes(field);
    if (!has('folio') && !(has('employee_number') && has('curp')))
      context.addIssue({ code: 'custom', path: ['columns'], message: 'validation.layout_needs_key' });
  });
export type DeductionLayout = z.infer<typeof deductionLayoutSchema>;

/** The example delimited map: what most employers' systems import. */
export const exampleCsvLayout: DeductionLayout = {
  kind: 'csv',
  separator: ',',
  amounts: 'decimal',
  columns: [
    { field: 'employee_number', header: 'num_empleado' },
    { field: 'curp', header: 'curp' },
    { field: 'name', header: 'nombre' },
    { field: 'folio', header: 'folio' },
    { field: 'amount', header: 'importe' },
    { field: 'period', header: 'pago' },
    { field: 'periods', header: 'pagos' },
    { field: 'mark', header: 'movimiento' },
  ],
};

/** The example fixed-width map: a government payroll's layout (amounts in cents, zero-padded). */
export const exampleFixedWidthLayout: DeductionLayout = {
  kind: 'fixed',
  amounts: 'cents',
  columns: [
    { field: 'employee_number', width: 10, align: 'right', pad: '0' },
    { field: 'curp', width: 18, align: 'left', pad: ' ' },
    { field: 'name', width: 40, align: 'left', pad: ' ' },
    { field: 'folio', width: 20, align: 'left', pad: ' ' },
    { field: 'amount', width: 12, align: 'right', pad: '0' },
    { field: 'period', width: 3, align: 'right', pad: '0' },
    { field: 'periods', width: 3, align: 'right', pad: '0' },
    { field: 'mark', width: 1, align: 'left', pad: ' ' },
    { field: 'payday', width: 8, align: 'left', pad: ' ' },
  ],
};

/** The product's own CSV (format=csv): every field, headed by its name, amounts in pesos. */
export const standardCsvLayout: DeductionLayout = {
  kind: 'csv',
  separator: ',',
  amounts: 'decimal',
  columns: deductionFields.map((field) => ({ field, header: deductionFieldHeadings[field] })),
};

// The demo convenios' maps until an admin sets one: the CDMX government imports the CSV example;
// the others get the fixed-width one.
const demoLayouts: Record<string, DeductionLayout> = { 'GOB-CDMX': exampleCsvLayout };

/** The map a convenio's file is written in: its own, else the demo's, else the fixed-width example. */
export const layoutOfConvenio = (code: string, stored: DeductionLayout | null | undefined) =>
  stored ?? demoLayouts[code] ?? exampleFixedWidthLayout;

// --- writing -----------------------------------------------------------------------------------

/** A line of the file as text values, before the layout. */
export type DeductionLine = Pick<
  DeductionRow,
  'employee_number' | 'curp' | 'name' | 'amount' | 'folio' | 'period' | 'periods' | 'mark'
> & { payday: string };

const toCents = (pesos: number) => Math.round(pesos * 100);

/** A field's text in a file: amounts in cents or pesos, marks as codes, paydays as YYYYMMDD. */
export function cellValue(line: DeductionLine, field: DeductionField, amounts: DeductionLayout['amounts']) {
  if (field === 'amount') {
    const cents = toCents(line.amount);
    return amounts === 'cents' ? String(cents) : (cents / 100).toFixed(2);
  }
  if (field === 'mark') return markCodes[line.mark];
  // A payday as the payroll writes it: YYYYMMDD.
  if (field === 'payday') return line.payday.replaceAll('-', '');
  return String(line[field]);
}

/** A value that does not fit its column (a name is cut instead). */
export class LayoutValueTooWide extends Error {
  constructor(
    readonly field: DeductionField,
    readonly width: number,
  ) {
    super(`deductions.layout_value_too_wide:${field}`);
  }
}

// A formula's first character is neutralised here too (spreadsheet-cell.ts): a fixed-width file
// opened in a spreadsheet puts a line, or a column split by width, in a cell.
function fixedCell(raw: string, column: z.infer<typeof fixedColumnSchema>) {
  const value = neutraliseFormula(raw);
  const characters = [...value];
  if (characters.length > column.width) {
    if (column.field !== 'name') throw new LayoutValueTooWide(column.field, column.width);
    return characters.slice(0, column.width).join('');
  }
  const padding = column.pad.repeat(column.width - characters.length);
  return column.align === 'left' ? value + padding : padding + value;
}

// Quoted when it holds the separator, a quote or a line break; a formula's first character is
// kept from running by an apostrophe (spreadsheet-cell.ts, as the API's CSVs).
function delimitedCell(value: string, separator: string) {
  const safe = neutraliseFormula(value);
  const quoted = safe.includes(separator) || /["\r\n]/.test(safe);
  return quoted ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The file's text in the convenio's map (a CSV map writes its headers first). */
export function writeDeductionLayout(layout: DeductionLayout, lines: readonly DeductionLine[]) {
  if (layout.kind === 'fixed')
    return lines
      .map((line) =>
        layout.columns.map((column) => fixedCell(cellValue(line, column.field, layout.amounts), column)),
      )
      .map((cells) => `${cells.join('')}\r\n`)
      .join('');
  const { separator, columns } = layout;
  const header = columns.map((column) => delimitedCell(column.header, separator));
  const rows = lines.map((line) =>
    columns.map((column) => delimitedCell(cellValue(line, column.field, layout.amounts), separator)),
  );
  return [header, ...rows].map((cells) => `${cells.join(separator)}\r\n`).join('');
}

// --- reading -----------------------------------------------------------------------------------

/** A line read back: only the fields the map has. */
export type ReadLine = Partial<Record<DeductionField, string | number>> & { mark?: DeductionMark };

const markOfCode = Object.fromEntries(
  Object.entries(markCodes).map(([mark, code]) => [code, mark]),
) as Record<string, DeductionMark>;

/** A file the map cannot read: the line (1 first) and what is wrong. */
class LayoutUnreadable extends Error {
  constructor(
    readonly line: number,
    readonly problem: 'width' | 'columns' | 'amount' | 'mark' | 'number',
  ) {
    super(`deductions.file_unreadable:${line}:${problem}`);
  }
}

function readValue(field: DeductionField, text: string, amounts: DeductionLayout['amounts'], line: number) {
  if (field === 'amount') {
    const pattern = amounts === 'cents' ? /^\d+$/ : /^\d+(\.\d{1,2})?$/;
    if (!pattern.test(text)) throw new LayoutUnreadable(line, 'amount');
    return amounts === 'cents' ? Number(text) / 100 : toCents(Number(text)) / 100;
  }
  if (field === 'mark') {
    const mark = markOfCode[text];
    if (!mark) throw new LayoutUnreadable(line, 'mark');
    return mark;
  }
  if (field === 'period' || field === 'periods') {
    if (!/^\d+$/.test(text)) throw new LayoutUnreadable(line, 'number');
    return Number(text);
  }
  if (field === 'payday')
    return /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}` : text;
  return text;
}

/** The cell without its padding: a right-aligned column loses its leading pad, a left one its
 * trailing pad (a number padded with zeros keeps at least one digit). */
function unpad(cell: string, column: z.infer<typeof fixedColumnSchema>) {
  const pad = column.pad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const trimmed =
    column.align === 'right'
      ? cell.replace(new RegExp(`^(${pad})+`), '')
      : cell.replace(new RegExp(`(${pad})+$`), '');
  if (trimmed === '' && column.pad === '0') return '0';
  return trimmed;
}

/** Splits a delimited line, quotes honoured (RFC 4180), the apostrophe of a neutralised formula dropped. */
export function splitDelimited(text: string, separator: string) {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"' && cell === '') quoted = true;
    else if (character === separator) {
      cells.push(cell);
      cell = '';
    } else cell += character;
  }
  cells.push(cell);
  return cells.map(restoreFormula);
}

/** The text's lines (CRLF or LF; a byte-order mark and the blank last line dropped). */
export const linesOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line, index, all) => line !== '' || index < all.length - 1);

/** A file written in the map, read back to its lines. */
export function readDeductionLayout(layout: DeductionLayout, text: string): ReadLine[] {
  const lines = linesOf(text);
  if (layout.kind === 'fixed') {
    const width = layout.columns.reduce((sum, column) => sum + column.width, 0);
    return lines.map((line, index) => {
      const characters = [...line];
      if (characters.length !== width) throw new LayoutUnreadable(index + 1, 'width');
      const read: ReadLine = {};
      let at = 0;
      for (const column of layout.columns) {
        const cell = characters.slice(at, at + column.width).join('');
        at += column.width;
        const value = restoreFormula(unpad(cell, column));
        Object.assign(read, { [column.field]: readValue(column.field, value, layout.amounts, index + 1) });
      }
      return read;
    });
  }
  return lines.slice(1).map((line, index) => {
    const cells = splitDelimited(line, layout.separator);
    if (cells.length !== layout.columns.length) throw new LayoutUnreadable(index + 2, 'columns');
    const read: ReadLine = {};
    layout.columns.forEach((column, at) => {
      Object.assign(read, { [column.field]: readValue(column.field, cells[at]!, layout.amounts, index + 2) });
    });
    return read;
  });
}
