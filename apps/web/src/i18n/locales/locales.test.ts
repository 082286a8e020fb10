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
});
