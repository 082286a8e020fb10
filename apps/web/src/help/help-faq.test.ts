import { describe, expect, it } from 'vitest';
import { matchesQuery } from './help-faq.js';

describe('help search', () => {
  it('ignores accents and case and needs every word', () => {
    const texts = ['¿Qué es el CAT?', 'El Costo Anual Total reúne intereses y comisión por apertura.'];
    expect(matchesQuery('comision', texts)).toBe(true);
    expect(matchesQuery('CAT reune', texts)).toBe(true);
    expect(matchesQuery('cat seguro de vida', texts)).toBe(false);
    expect(matchesQuery('   ', texts)).toBe(true);
  });
});
