import { lastDayOfMonth } from '@origina/domain/payroll-calendar';
import { folded } from '@origina/domain/text-search';

// A lender catalogue's CSV row as the fields the schemas take. A spreadsheet has no nested
// fields, so a convenio's payroll calendar comes in flat columns of its own (README, Catalogues).

const listFields = new Set(['terms', 'products', 'affiliates', 'required_document_types']);
const numberFields = new Set([
  'annual_rate',
  'commission_rate',
  'insurance_per_period',
  'min_amount',
  'max_amount',
  'max_deduction_share',
  'cutoff_days',
  'moratorio_rate',
]);
const booleanFields = new Set(['iva_on_interest', 'active']);
const booleanWords: Record<string, boolean> = {
  true: true,
  false: false,
  sí: true,
  si: true,
  no: false,
  '1': true,
  '0': false,
};

/** The calendar's columns and the field of `payroll_calendar` each one fills. */
const calendarColumns: Record<string, string> = {
  payday_weekday: 'weekday',
  payday_reference: 'reference_payday',
  payday_days: 'days',
  cutoff_days: 'cutoff_days',
};

// A weekday by its name in either language, as an operator writes it; ISO numbering (1 Monday).
const weekdayNames: Record<string, number> = Object.fromEntries(
  [
    ['lunes', 'monday'],
    ['martes', 'tuesday'],
    ['miercoles', 'wednesday'],
    ['jueves', 'thursday'],
    ['viernes', 'friday'],
    ['sabado', 'saturday'],
    ['domingo', 'sunday'],
  ].flatMap((names, index) => names.map((name) => [name, index + 1])),
);
// "último" (or "last") stands for the month's last day, as 31 does.
const lastDayWords = new Set(['ultimo', 'last']);

const asNumber = (value: string) => (Number.isNaN(Number(value)) ? value : Number(value));

function listItems(value: string) {
  return value
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean);
}

// A CSV cell as the type the field takes. Lists are separated by "|" ("12|24|36"); a term's own
// rate is "term:rate" ("72:0.64|96:0.66"); a product's other commissions "concept: amount", the
// amount being everything after the first colon ("Estado de cuenta impreso: $50.00 más IVA"). Text that is not a number or a boolean is passed on as
// it is, so the schema names the field that is wrong.
function cellValue(field: string, cell: string): unknown {
  const value = cell.trim();
  if (value === '') return undefined;
  if (field === 'terms') return listItems(value).map((item) => (/^\d+$/.test(item) ? Number(item) : item));
  if (field === 'payday_days')
    return listItems(value).map((item) => (lastDayWords.has(folded(item)) ? lastDayOfMonth : asNumber(item)));
  if (field === 'payday_weekday') return weekdayNames[folded(value)] ?? asNumber(value);
  if (listFields.has(field)) return listItems(value);
  if (field === 'other_commissions') {
    return listItems(value).map((item) => {
      const colon = item.indexOf(':');
      return colon < 0
        ? { concept: item, amount: '' }
        : { concept: item.slice(0, colon).trim(), amount: item.slice(colon + 1).trim() };
    });
  }
  if (field === 'term_rates') {
    return Object.fromEntries(
      listItems(value).map((item) => {
        const [term = '', rate = ''] = item.split(':');
        return [term.trim(), asNumber(rate)];
      }),
    );
  }
  if (numberFields.has(field)) return asNumber(value);
  if (booleanFields.has(field)) return booleanWords[value.toLowerCase()] ?? value;
  return value;
}

/** One CSV line's values by header; empty cells are left out (the schema's default applies). */
export function csvValues(fields: string[], cells: string[]) {
  const values: Record<string, unknown> = {};
  const calendar: Record<string, unknown> = {};
  fields.forEach((field, column) => {
    const value = cellValue(field, cells[column] ?? '');
    if (value === undefined) return;
    if (Object.hasOwn(calendarColumns, field)) calendar[calendarColumns[field]!] = value;
    else values[field] = value;
  });
  if (Object.keys(calendar).length > 0) values.payroll_calendar = calendar;
  return values;
}

/** The CSV column a field's problem is about ("payroll_calendar.days.1" is payday_days). */
export function csvColumnOf(field: string) {
  const [top, nested] = field.split('.');
  if (top !== 'payroll_calendar' || !nested) return field;
  return Object.keys(calendarColumns).find((column) => calendarColumns[column] === nested) ?? field;
}
