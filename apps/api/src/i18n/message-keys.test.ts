import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en as webEnglish } from '../../../web/src/i18n/locales/en.js';
import { es as webSpanish } from '../../../web/src/i18n/locales/es.js';
import { messages } from './messages.js';

// Every message key a shared schema can emit ("validation.…" in packages/domain) reads in both
// languages wherever it is shown: in the API's answers and on the web app's forms.

const domainSource = new URL('../../../../packages/domain/src/', import.meta.url).pathname;

function domainKeys() {
  const keys = new Set<string>();
  for (const name of readdirSync(domainSource)) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
    const text = readFileSync(join(domainSource, name), 'utf8');
    for (const match of text.matchAll(/'(validation\.[a-z_]+)'/g)) keys.add(match[1]!);
  }
  return [...keys].sort();
}

const lookup = (catalogue: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

describe('message keys of the shared schemas', () => {
  const keys = domainKeys();

  it('are found in the domain', () => {
    expect(keys.length).toBeGreaterThan(30);
  });

  it.each(['es', 'en'] as const)('all exist in the API catalogue in %s', (language) => {
    const missing = keys.filter((key) => !(key in messages[language]));
    expect(missing).toEqual([]);
  });

  it.each([
    ['es', webSpanish],
    ['en', webEnglish],
  ] as const)('all exist in the web catalogue in %s', (_, catalogue) => {
    const missing = keys.filter((key) => typeof lookup(catalogue, key) !== 'string');
    expect(missing).toEqual([]);
  });
});
