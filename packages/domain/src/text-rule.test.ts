import { describe, expect, it } from 'vitest';
import { isAcceptableText, nestsDeeperThan, unacceptableTextPaths } from './text-rule.js';

describe('the text rule', () => {
  it('accepts what people type: accents, ñ, emoji, tabs and line breaks', () => {
    for (const text of ['Núñez Güémez', 'Calle 5 #12\nInt. 3\tB', 'Muy bien 👍', '']) {
      expect(isAcceptableText(text), text).toBe(true);
    }
  });

  it('refuses NUL, other control characters and lone surrogates', () => {
    for (const text of [
      'a\u0000b',
      '\u0007',
      'x\u001b[31m',
      '\u007f',
      '\u0085',
      '\ud800',
      'a\udc00',
      '\ud83d',
    ]) {
      expect(isAcceptableText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('names the field of every offending string, nested ones and keys included', () => {
    expect(
      unacceptableTextPaths({
        name: 'Ana\u0000',
        references: [{ name: 'ok' }, { name: '\ud800' }],
        ok: 12,
        'bad\u0000key': true,
      }),
    ).toEqual(['name', 'references.1.name', 'bad?key']);
    expect(unacceptableTextPaths('\u0000')).toEqual(['non_field_errors']);
    // Query strings parse into objects without a prototype.
    expect(unacceptableTextPaths(Object.assign(Object.create(null), { search: '\u0000' }))).toEqual([
      'search',
    ]);
    const Empty = function Empty() {};
    Empty.prototype = Object.create(null);
    expect(unacceptableTextPaths(Object.assign(Object.create(Empty.prototype), { q: '\u0000' }))).toEqual([
      'q',
    ]);
    expect(unacceptableTextPaths(new Uint8Array([0, 0]))).toEqual([]);
    expect(unacceptableTextPaths({ amount: 1e-320, list: [1, null] })).toEqual([]);
  });

  it('measures nesting without recursion, however deep', () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 100_000; level += 1) deep = { a: [deep] };
    expect(nestsDeeperThan(deep, 32)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: 'x' }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
  });
});
