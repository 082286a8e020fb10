import { describe, expect, it } from 'vitest';
import { datosLaboralesSchema, domicilioSchema, preSolicitudSchema } from './application-sections.js';
import { cancellationSchema } from './cancellation.js';
import { affiliateInputSchema, branchInputSchema } from './lender-catalog.js';
import { lenderProfileInputSchema, productContractTermsSchema } from './lender-profile.js';
import { reviewDecisionSchema } from './review.js';
import { isAcceptableText, isSingleLine, shapeProblem, unacceptableTextPaths } from './text-rule.js';

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
    // Nesting alone: no list or value limit in the way.
    const nestsDeeperThan = (value: unknown, nesting: number) =>
      shapeProblem(value, { nesting, arrayItems: Infinity, values: Infinity }) === 'too_deeply_nested';
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
    // Counts the inner lists the rule opens (a step count, not a clock: a busy machine cannot fail it).
    let opened = 0;
    const counted = (list: string[]) =>
      new Proxy(list, {
        ownKeys: (target) => {
          opened += 1;
          return Reflect.ownKeys(target);
        },
      });
    const huge = {
      list: Array.from({ length: 1000 }, () => counted(Array.from({ length: 1000 }, () => 'a'))),
    };
    expect(shapeProblem(huge, { nesting: 32, arrayItems: 1000, values: 5000 })).toBe('too_many_values');
    // 5,000 values are five or six lists of 1,000: the other 994 lists are never opened.
    expect(opened).toBeGreaterThan(0);
    expect(opened).toBeLessThan(10);
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

  it('refuse a line break or a tab in every line of the lender profile and of a product’s contract terms', () => {
    const profile = {
      legal_name: 'Financiera Ejemplo, S.A. de C.V., SOFOM, E.N.R.',
      rfc: 'FEJ010101AB1',
      address: 'Av. Insurgentes Sur 1000, Ciudad de México',
      web_address: 'www.financiera-ejemplo.mx',
      une: { address: 'Av. Insurgentes Sur 1000, piso 1', phone: '55 5000 0000', email: 'une@example.mx' },
      condusef: { phone: '55 5340 0999', web: 'www.condusef.gob.mx' },
      statement_delivery: 'Estado de cuenta mensual por correo electrónico',
      signatory: { name: 'Laura Méndez Ortiz', position: 'Apoderada legal' },
    };
    const terms = {
      reca_number: '1234-567-012345/01-00001-1126',
      moratorio_rate: 0.9,
      other_commissions: [{ concept: 'Pago tardío', amount: '$250.00 más IVA' }],
      insurer: 'Seguros Ejemplo, S.A.',
      policy_number: 'VG-2026-0001',
    };
    const cases = [
      [lenderProfileInputSchema, profile, 'legal_name'],
      [lenderProfileInputSchema, profile, 'address'],
      [lenderProfileInputSchema, profile, 'web_address'],
      [lenderProfileInputSchema, profile, 'une.address'],
      [lenderProfileInputSchema, profile, 'une.phone'],
      [lenderProfileInputSchema, profile, 'une.email'],
      [lenderProfileInputSchema, profile, 'condusef.phone'],
      [lenderProfileInputSchema, profile, 'condusef.web'],
      [lenderProfileInputSchema, profile, 'statement_delivery'],
      [lenderProfileInputSchema, profile, 'signatory.name'],
      [lenderProfileInputSchema, profile, 'signatory.position'],
      [productContractTermsSchema, terms, 'reca_number'],
      [productContractTermsSchema, terms, 'other_commissions.0.concept'],
      [productContractTermsSchema, terms, 'other_commissions.0.amount'],
      [productContractTermsSchema, terms, 'insurer'],
      [productContractTermsSchema, terms, 'policy_number'],
    ] as const;
    for (const [schema, valid, path] of cases) {
      expect(schema.safeParse(valid).success).toBe(true);
      for (const mark of breaks) {
        const input = structuredClone(valid) as Record<string, unknown>;
        const keys = path.split('.');
        let target = input;
        for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
        const value = target[keys.at(-1)!] as string;
        target[keys.at(-1)!] = `${value.slice(0, 4)}${mark}${value.slice(4)}`;
        const issues = schema.safeParse(input).error?.issues ?? [];
        expect(
          issues.filter((issue) => issue.path.join('.') === path).map((issue) => issue.message),
          `${path} ${JSON.stringify(mark)}`,
        ).toContain('validation.single_line');
        expect(issues.every((issue) => issue.path.join('.') === path)).toBe(true);
      }
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
