import { describe, expect, it } from 'vitest';
import { datosLaboralesSchema, domicilioSchema, preSolicitudSchema } from './application-sections.js';
import { cancellationSchema } from './cancellation.js';
import { affiliateInputSchema, branchInputSchema } from './lender-catalog.js';
import { reviewDecisionSchema } from './review.js';
import { isAcceptableText, isSingleLine, nestsDeeperThan, unacceptableTextPaths } from './text-rule.js';

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

describe('one-line fields', () => {
  const breaks = ['\r', '\n', '\r\n', '\u2028', '\u2029', '\t'];

  it('refuse a line break or a tab inside a name, a street, an employer, a catalogue address', () => {
    const valid = affiliateInputSchema.safeParse({
      code: 'CONV-1',
      name: 'Gobierno',
      employer: 'Secretaría de Salud',
      frequency: 'monthly',
      max_deduction_share: 0.3,
    });
    expect(valid.success).toBe(true);
    for (const mark of breaks) {
      const affiliate = affiliateInputSchema.safeParse({
        code: 'CONV-1',
        name: 'Gobierno',
        employer: `Secretaría${mark}de Salud`,
        frequency: 'monthly',
        max_deduction_share: 0.3,
      });
      expect(affiliate.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['employer', 'validation.single_line'],
      ]);
      const street = domicilioSchema.shape.street.safeParse(`Av. Juárez${mark}=1+1`);
      expect(street.error?.issues[0]?.message, JSON.stringify(mark)).toBe('validation.single_line');
      const name = preSolicitudSchema.shape.last_name.safeParse(`Ruiz${mark}=cmd`);
      expect(name.error?.issues[0]?.message, JSON.stringify(mark)).toBe('validation.single_line');
      expect(branchInputSchema.shape.settlement.safeParse(`Roma${mark}Norte`).success).toBe(false);
      const position = datosLaboralesSchema.shape.position.safeParse(`Jefe${mark}de área`);
      expect(position.success).toBe(false);
      expect(isSingleLine(`a${mark}b`)).toBe(false);
    }
  });

  it('trim a line break typed at either end instead of refusing it', () => {
    expect(preSolicitudSchema.shape.first_name.parse('\tAna\r\n')).toBe('Ana');
  });

  it('leave line breaks to the fields that are several lines: a comment, a reason', () => {
    expect(cancellationSchema.parse({ reason: 'El cliente desistió.\nLlamó hoy.' }).reason).toContain('\n');
    expect(
      reviewDecisionSchema.parse({ decision: 'approve', comment: 'Revisado.\r\nTodo en orden.' }),
    ).toMatchObject({ comment: 'Revisado.\r\nTodo en orden.' });
  });
});
