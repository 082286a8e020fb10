import type { PayrollFrequency } from '@origina/domain/lender-catalog';
import { catLegend } from '@origina/domain/loan-schedule';
import { formatDate, formatMoney } from '../../i18n/format.js';
import type { MessageKey, TranslateParams } from '../../i18n/i18n.js';

/** What a quote tells the customer: the figures the printed copy carries. */
export interface Quote {
  lender: string;
  product: string;
  amount: number;
  term: number;
  frequency: PayrollFrequency;
  payment: number;
  totalPayment: number;
  cat: number;
  /** The calculation date of the CAT (YYYY-MM-DD). */
  calculatedOn: string;
}

type Translate = (key: MessageKey, params?: TranslateParams) => string;

/**
 * A quote as the customer receives it by WhatsApp or the share sheet. Always Spanish, the
 * customer's language (the caller hands in the Spanish translator, useCustomerText), with money in
 * es-MX and the printed copy's CAT legend and note.
 */
export function quoteMessage(t: Translate, quote: Quote): string {
  const line = (label: string, value: string) => `${label}: ${value}`;
  return [
    `${quote.lender} · ${t('simulation.customerCopy')}`,
    line(t('simulator.product'), quote.product),
    line(t('simulator.amount'), formatMoney(quote.amount)),
    line(
      t('simulator.term'),
      t('simulator.termValue', {
        count: quote.term,
        frequency: t(`simulator.frequencyPlural.${quote.frequency}`),
      }),
    ),
    line(
      t('simulator.payment', { frequency: t(`simulator.frequency.${quote.frequency}`) }),
      formatMoney(quote.payment),
    ),
    line(t('simulator.totalPayment'), formatMoney(quote.totalPayment)),
    catLegend('es', quote.cat, formatDate(quote.calculatedOn, 'es')),
    '',
    t('simulation.disclaimer'),
  ].join('\n');
}

/** WhatsApp's own link: it asks whom to send the text to. */
export const whatsAppLink = (message: string) => `https://wa.me/?text=${encodeURIComponent(message)}`;
