import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogPart, loadLanguage, type translate, translateIn } from '../../i18n/i18n.js';
import { quoteMessage, whatsAppLink } from './quote-message.js';

beforeAll(async () => {
  (globalThis as { document?: unknown }).document ??= { documentElement: {} };
  await loadCatalogPart('simulator');
  await loadLanguage('en');
});

// docs/domain-rules.md's worked example: 10,000 in 24 quincenas, 584.13 each, CAT 88.7 %.
const quote = {
  lender: 'Origina',
  product: 'Nómina Quincenal Clásico',
  amount: 10000,
  term: 24,
  frequency: 'biweekly' as const,
  payment: 584.13,
  totalPayment: 14019.12,
  cat: 88.7,
  calculatedOn: '2026-11-27',
};
const inSpanish: typeof translate = (key, params) => translateIn('es', key, params);

describe('the quote a customer receives', () => {
  it('says the loan in Spanish, money in es-MX, the term and payment by frequency in words, the CAT', () => {
    expect(quoteMessage(inSpanish, quote)).toBe(
      [
        'Origina · Simulación de crédito con descuento vía nómina',
        'Producto: Nómina Quincenal Clásico',
        'Monto solicitado: $10,000.00',
        'Plazo: 24 pagos quincenales',
        'Pago quincenal: $584.13',
        'Total a pagar: $14,019.12',
        'CAT 88.7 % sin IVA. Para fines informativos y de comparación. Fecha de cálculo: 27 nov 2026.',
        '',
        'Simulación informativa: no constituye una oferta ni una aprobación de crédito. Sujeto a análisis y aprobación.',
      ].join('\n'),
    );
  });

  it('names each frequency in words, and thousands with commas', () => {
    const weekly = quoteMessage(inSpanish, {
      ...quote,
      amount: 1234567.5,
      term: 104,
      frequency: 'weekly',
      payment: 20000,
    });
    expect(weekly).toContain('Monto solicitado: $1,234,567.50');
    expect(weekly).toContain('Plazo: 104 pagos semanales');
    expect(weekly).toContain('Pago semanal: $20,000.00');
    expect(quoteMessage(inSpanish, { ...quote, frequency: 'fortnightly' })).toContain(
      '24 pagos catorcenales',
    );
    expect(quoteMessage(inSpanish, { ...quote, frequency: 'monthly' })).toContain('Pago mensual: $584.13');
  });

  it('goes to WhatsApp whole, every character encoded', () => {
    const link = whatsAppLink(quoteMessage(inSpanish, quote));
    expect(link.startsWith('https://wa.me/?text=')).toBe(true);
    expect(link).not.toMatch(/[\s$,]/);
    expect(decodeURIComponent(link.slice('https://wa.me/?text='.length))).toBe(
      quoteMessage(inSpanish, quote),
    );
  });
});
