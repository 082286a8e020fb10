import { formatPesos } from '@origina/domain/money';
import type { AppLanguage } from './i18n.js';

// Money is always MXN in Mexican format ($12,345.67), whatever the interface language.
export const formatMoney = formatPesos;

const locale = (language: AppLanguage) => (language === 'es' ? 'es-MX' : 'en-US');

/** A fraction as a percentage: 0.58 → "58 %" (es) or "58%" (en), up to two decimals. */
export const formatRate = (fraction: number, language: AppLanguage) =>
  new Intl.NumberFormat(locale(language), { style: 'percent', maximumFractionDigits: 2 }).format(fraction);

/** A CAT, already a percentage with one decimal: 88.7 → "88.7 %". */
export const formatCat = (percent: number, language: AppLanguage) =>
  `${new Intl.NumberFormat(locale(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(percent)} %`;

// One unambiguous style per language, with the month in letters and a four-digit year: "23 nov
// 2026" and "23 Nov 2026" (British order in English: a US "1/4/27" reads as another day here).
const dateLocale = (language: AppLanguage) => (language === 'es' ? 'es-MX' : 'en-GB');
const dayMonthYear = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** A calendar date (YYYY-MM-DD) in the user's language, without time-zone shifts. */
export const formatDate = (isoDate: string, language: AppLanguage) =>
  new Intl.DateTimeFormat(dateLocale(language), { ...dayMonthYear, timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );

/** A moment (an ISO timestamp) in the user's language and Mexico City time. */
export const formatDateTime = (iso: string, language: AppLanguage) =>
  new Intl.DateTimeFormat(dateLocale(language), {
    ...dayMonthYear,
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Mexico_City',
  }).format(new Date(iso));

/** A typed amount as the number it says, sign and every decimal kept ("-1", "10,000.999"), so
 * the schema can say what is wrong with it (negative, too many decimals); null when it is not a
 * number written in digits ("abc", "1e5"). */
export function readPesos(text: string): number | null {
  const cleaned = text.replace(/[\s$,]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Pesos as a person types them ("12,500.5", "$ 8000"), or null when it is not an amount. */
export function parsePesos(text: string): number | null {
  const cleaned = text.replace(/[\s$,]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}
