import type { Query } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keptAcrossLanguages } from './kept-across-languages.js';

const queryOf = (queryKey: readonly unknown[]) =>
  ({ queryKey }) as unknown as Query<string[], Error, string[], readonly unknown[]>;

describe('keptAcrossLanguages', () => {
  it('keeps the list shown while the same catalogue is read in the language just chosen', () => {
    const keep = keptAcrossLanguages(['products', { affiliate: 'a' }, 'en']);
    expect(keep(['Nómina'], queryOf(['products', { affiliate: 'a' }, 'es']))).toEqual(['Nómina']);
  });

  it("never lets another convenio's products, or nothing read before, stand in", () => {
    const keep = keptAcrossLanguages(['products', { affiliate: 'b' }, 'en']);
    expect(keep(['Nómina'], queryOf(['products', { affiliate: 'a' }, 'es']))).toBeUndefined();
    expect(keep(undefined, undefined)).toBeUndefined();
  });
});
