import { type SheetColumn, workbookOf } from '../../xlsx-writer.js';

// The bank's batch as an Excel workbook (issue 34): every code a text cell (xlsx-writer.ts).

export interface BatchRow {
  folio: string;
  beneficiary: string;
  bankCode: string;
  clabe: string;
  amount: string;
  concept: string;
  signed: string;
}

const columns: SheetColumn<BatchRow>[] = [
  { header: 'folio', key: 'folio', width: 18, kind: 'text' },
  { header: 'beneficiario', key: 'beneficiary', width: 36, kind: 'text' },
  { header: 'clave_banco', key: 'bankCode', width: 12, kind: 'text' },
  { header: 'clabe', key: 'clabe', width: 22, kind: 'text' },
  // The amount is a number (the bank adds them up), in pesos with two decimals.
  { header: 'monto', key: 'amount', width: 14, kind: 'money' },
  { header: 'concepto', key: 'concept', width: 24, kind: 'text' },
  { header: 'firmado', key: 'signed', width: 18, kind: 'text' },
];

/** The workbook as a stream of bytes (a Node readable the route sends as it is written). */
export const batchWorkbook = (rows: readonly BatchRow[]) => workbookOf('dispersiones', columns, rows);
