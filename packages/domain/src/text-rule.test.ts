import { describe, expect, it } from 'vitest';
import { isAcceptableText, nestsDeeperThan, shapeProblem, unacceptableTextPaths } from './text-rule.js';

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

  it('names the first shape limit a body breaks: its nesting, a list too long, too many values (keys included)', () => {
    const limits = { nesting: 4, arrayItems: 3, values: 12 };
    expect(shapeProblem({ a: ['x', 'y', 'z'], b: { c: 1 } }, limits)).toBeNull();
    expect(shapeProblem({ a: ['w', 'x', 'y', 'z'] }, limits)).toBe('array_too_long');
    expect(shapeProblem({ a: [[[['deep']]]] }, limits)).toBe('too_deeply_nested');
    expect(
      shapeProblem(
        [
          { a: 1, b: 2, c: 3 },
          { d: 4, e: 5, f: 6 },
        ],
        limits,
      ),
    ).toBe('too_many_values');
    expect(
      shapeProblem(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, null])), limits),
    ).toBe('too_many_values');
  });

  it('refuses a huge body after a few thousand steps, not after walking all of it', () => {
    const huge = { list: Array.from({ length: 1000 }, () => Array.from({ length: 1000 }, () => 'a')) };
    const started = performance.now();
    expect(shapeProblem(huge, { nesting: 32, arrayItems: 1000, values: 5000 })).toBe('too_many_values');
    expect(performance.now() - started).toBeLessThan(20);
  });
});
