import { describe, expect, it } from 'vitest';
import { messages, negotiateLanguage, translate } from './messages.js';

describe('server messages', () => {
  it('exist in Spanish and English for every key, none empty', () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.es).sort());
    for (const language of ['es', 'en'] as const) {
      for (const [key, text] of Object.entries(messages[language]))
        expect(text.trim(), `${language}.${key}`).not.toBe('');
    }
  });

  it('fill parameters', () => {
    expect(translate('es', 'mail.verify.subject', { lender: 'Origina' })).toBe(
      'Tu código de verificación de Origina',
    );
  });
});

describe('negotiateLanguage', () => {
  it('defaults to Spanish and honours the first language we speak, by quality', () => {
    expect(negotiateLanguage(undefined)).toBe('es');
    expect(negotiateLanguage('fr-FR,fr;q=0.9')).toBe('es');
    expect(negotiateLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(negotiateLanguage('fr;q=1, es-MX;q=0.5, en;q=0.7')).toBe('en');
    expect(negotiateLanguage('en;q=0, es')).toBe('es');
  });
});
