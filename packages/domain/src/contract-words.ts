import type { ContractFacts } from './contract-documents.js';
import type { PayrollFrequency } from './lender-catalog.js';
import { formatPesos } from './money.js';

// How the contract set writes dates, rates and payments, in Spanish (the contract's language).

const months = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
/** "24 de noviembre de 2026", as a contract writes its dates. */
export const longDate = (iso: string) => {
  const [year, month, day] = parts(iso);
  return `${day} de ${months[month - 1]} de ${year}`;
};
/** "24 nov 2026": unambiguous and short, for tables. */
export const shortDate = (iso: string) => {
  const [year, month, day] = parts(iso);
  return `${String(day).padStart(2, '0')} ${months[month - 1]!.slice(0, 3)} ${year}`;
};

export const frequencyWords: Record<
  PayrollFrequency,
  { adjective: string; plural: string; periods: string }
> = {
  weekly: { adjective: 'semanal', plural: 'semanales', periods: 'semanas' },
  fortnightly: { adjective: 'catorcenal (cada 14 días)', plural: 'catorcenales', periods: 'catorcenas' },
  biweekly: { adjective: 'quincenal', plural: 'quincenales', periods: 'quincenas' },
  monthly: { adjective: 'mensual', plural: 'mensuales', periods: 'meses' },
};

/** "58.00 %" (or with more decimals: a period rate reads "2.4167 %"). */
export const percent = (fraction: number, decimals = 2) =>
  `${(fraction * 100).toLocaleString('es-MX', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })} %`;

/** "24 pagos quincenales": how many payments, and how often (never "24 meses" for a quincenal loan). */
export const paymentCount = (facts: Pick<ContractFacts, 'term' | 'frequency'>) =>
  `${facts.term} ${facts.term === 1 ? 'pago' : 'pagos'} ${facts.term === 1 ? frequencyWords[facts.frequency].adjective : frequencyWords[facts.frequency].plural}`;

// "24 pagos quincenales de $1,168.26 cada uno", or, when rounding leaves the last payment a few
// cents apart, "24 pagos quincenales: 23 de $1,168.26 y el último de $1,168.41": the payments
// always add up to the total the document states.
export function paymentsInWords(facts: Pick<ContractFacts, 'loan' | 'term' | 'frequency'>) {
  const { loan, term } = facts;
  const words = frequencyWords[facts.frequency];
  const last = loan.schedule.at(-1)!.total;
  if (last === loan.payment || term === 1)
    return `${term} pagos ${words.plural} de ${formatPesos(loan.payment)} cada uno`;
  return `${term} pagos ${words.plural}: ${term - 1} de ${formatPesos(loan.payment)} y el último de ${formatPesos(last)}`;
}
