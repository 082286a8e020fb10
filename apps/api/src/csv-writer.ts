import { neutraliseFormula } from '@origina/domain/spreadsheet-cell';

// Every CSV the product exports is written here, so that no cell of a customer's data can end a
// record or run as a spreadsheet formula in the file someone opens (OWASP "CSV injection").

// Quoted when it holds the separator, a quote or a line break, or the ';' a spreadsheet set to
// a Spanish locale separates on; quotes inside are doubled (RFC 4180).
const needsQuotes = /[",;\r\n]/;

/** One cell: a formula's first character is kept from running by a leading apostrophe. */
function csvCell(value: string) {
  const safe = neutraliseFormula(value);
  return needsQuotes.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole file: comma-separated, CRLF after every record, and a byte-order mark so that a
 * spreadsheet reads the accents as UTF-8 (without it, "HernÃ¡ndez"). */
export function csvFile(rows: readonly (readonly string[])[]) {
  return `\uFEFF${rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')}`;
}
