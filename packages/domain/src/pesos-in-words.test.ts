import { describe, expect, it } from 'vitest';
import { pesosInWords } from './pesos-in-words.js';

describe('an amount in words, as a pagaré writes it', () => {
  it.each([
    [0, 'CERO PESOS 00/100 M.N.'],
    [1, 'UN PESO 00/100 M.N.'],
    [21, 'VEINTIÚN PESOS 00/100 M.N.'],
    [100, 'CIEN PESOS 00/100 M.N.'],
    [101.5, 'CIENTO UN PESOS 50/100 M.N.'],
    [1000, 'MIL PESOS 00/100 M.N.'],
    [1250.5, 'MIL DOSCIENTOS CINCUENTA PESOS 50/100 M.N.'],
    [21_000, 'VEINTIÚN MIL PESOS 00/100 M.N.'],
    [28_038.39, 'VEINTIOCHO MIL TREINTA Y OCHO PESOS 39/100 M.N.'],
    [100_000, 'CIEN MIL PESOS 00/100 M.N.'],
    [150_000, 'CIENTO CINCUENTA MIL PESOS 00/100 M.N.'],
    [1_000_000, 'UN MILLÓN DE PESOS 00/100 M.N.'],
    [2_531_999.99, 'DOS MILLONES QUINIENTOS TREINTA Y UN MIL NOVECIENTOS NOVENTA Y NUEVE PESOS 99/100 M.N.'],
  ])('%d → %s', (amount, words) => {
    expect(pesosInWords(amount)).toBe(words);
  });
});
