import { describe, expect, it } from 'vitest';
import { draftIsSaved } from './unsaved-changes.js';

describe('draftIsSaved', () => {
  it('takes a select’s text value as the number the server holds (Producto’s term)', () => {
    expect(
      draftIsSaved({ product: 'p1', term: '24', amount: 20000 }, { product: 'p1', term: 24, amount: 20000 }),
    ).toBe(true);
  });

  it('sees a value the server does not hold, and an empty field as an absent one', () => {
    expect(draftIsSaved({ term: '24' }, { term: 12 })).toBe(false);
    expect(draftIsSaved({ position: 'Jefa' }, { position: 'Analista' })).toBe(false);
    expect(draftIsSaved({ note: '' }, {})).toBe(true);
    expect(
      draftIsSaved(
        { references: [{ name: 'Rosa', phone: '5511112222' }] },
        { references: [{ name: 'Rosa', phone: '5511112222' }] },
      ),
    ).toBe(true);
  });
});
