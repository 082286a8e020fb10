import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { es } from './es.js';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const valueAt = (tree: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);

describe('web translations', () => {
  it('have every key in Spanish and English, none empty, with the same placeholders', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(es).sort());
    for (const key of keysOf(es)) {
      const spanish = String(valueAt(es, key));
      const english = String(valueAt(en, key));
      expect(spanish.trim(), `es.${key}`).not.toBe('');
      expect(english.trim(), `en.${key}`).not.toBe('');
      const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(placeholders(english), key).toEqual(placeholders(spanish));
    }
  });

  it('name the pay frequencies one way in English: catorcenal every 14 days, quincenal twice a month', () => {
    // "Fortnightly" and "biweekly" are what the API calls them, and read as either in English.
    const ambiguous = keysOf(en).filter((key) => /fortnight|bi-?weekly/i.test(String(valueAt(en, key))));
    expect(ambiguous).toEqual([]);
    expect(valueAt(en, 'simulator.termOption')).toBe('{{count}} payments {{frequency}} · rate {{rate}}');
    expect(valueAt(en, 'simulator.frequencyPlural.fortnightly')).toBe('every 14 days');
    expect(valueAt(en, 'simulator.frequencyPlural.biweekly')).toBe('twice a month');
  });

  it('never name a setting (an environment variable such as PUBLIC_URL) to the people using the app', () => {
    for (const catalogue of [es, en]) {
      const settings = keysOf(catalogue).filter((key) =>
        /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/.test(String(valueAt(catalogue, key))),
      );
      expect(settings).toEqual([]);
    }
    expect(valueAt(es, 'application.linkLoopback')).toContain('la dirección pública de Origina');
  });
});
