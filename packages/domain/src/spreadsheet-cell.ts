// A cell of a file someone may open in a spreadsheet (OWASP "CSV injection"): one that starts
// with a formula character runs as a formula (tab and CR as well: some programs drop them and
// read what follows). Every export writes its cells through here: the API's CSVs and the
// deduction file in each of its layouts, delimited or fixed-width.

const formulaStart = /^[=+\-@\t\r\n]/;

/** The value kept from running as a formula by a leading apostrophe. */
export const neutraliseFormula = (value: string) => (formulaStart.test(value) ? `'${value}` : value);

/** The value as written, its neutralising apostrophe dropped (reading a file back). */
export const restoreFormula = (value: string) => (/^'[=+\-@\t\r\n]/.test(value) ? value.slice(1) : value);
