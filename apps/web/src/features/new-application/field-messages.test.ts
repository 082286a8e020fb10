import {
  datosGenerales2Schema,
  datosGeneralesSchema,
  datosLaboralesSchema,
  domicilioSchema,
  productoSectionSchema,
  referenciasSchema,
} from '@origina/domain/application-sections';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldMessage } from '../../components/form-messages.js';
import { loadCatalogPart, loadLanguage, type translate, translateIn } from '../../i18n/i18n.js';
import { type FieldKind, issueMessage } from './field-messages.js';
import { valueSetter } from './field-values.js';

beforeAll(async () => {
  (globalThis as { document?: unknown }).document ??= { documentElement: {} };
  await loadCatalogPart('application');
  await loadLanguage('en');
});

// What the form shows for a value, through the same error map the form uses.
function shown(
  schema: z.ZodType,
  value: unknown,
  field: string,
  kind: FieldKind,
  language: 'es' | 'en' = 'es',
) {
  const t: typeof translate = (key, params) => translateIn(language, key, params);
  const result = schema.safeParse(value, {
    error: (issue: z.core.$ZodRawIssue) =>
      issueMessage(issue, (path) => (path?.[0] === field ? kind : undefined), t),
  } as never);
  const issue = result.error?.issues.find((candidate) => candidate.path.join('.').startsWith(field));
  return fieldMessage(t, issue?.message);
}

// What the form shows for text typed into a field (read as the form reads it).
const typed = (
  schema: z.ZodType,
  values: Record<string, unknown>,
  field: string,
  kind: FieldKind,
  text: string,
  language: 'es' | 'en' = 'es',
) => shown(schema, { ...values, [field]: valueSetter({ kind })(text) }, field, kind, language);

const household = {
  dependants: 2,
  education: 'bachelor',
  housing: 'owned',
  email: 'a@b.mx',
  mobile: '5512345678',
};

describe('each field says what is wrong in its own terms (the issue’s cases)', () => {
  it('dependants 99, −1 and 2.5 name the limit or the kind of number, not "required"', () => {
    expect(shown(datosGenerales2Schema, { ...household, dependants: 99 }, 'dependants', 'integer')).toBe(
      'Debe ser como máximo 30.',
    );
    // A minimum of 0 is said plainly.
    expect(shown(datosGenerales2Schema, { ...household, dependants: -1 }, 'dependants', 'integer')).toBe(
      'No puede ser negativo.',
    );
    expect(
      shown(datosGenerales2Schema, { ...household, dependants: -1 }, 'dependants', 'integer', 'en'),
    ).toBe('It cannot be negative.');
    expect(shown(datosGenerales2Schema, { ...household, dependants: 2.5 }, 'dependants', 'integer')).toBe(
      'Escribe un número entero, sin decimales.',
    );
    expect(
      shown(datosGenerales2Schema, { ...household, dependants: undefined }, 'dependants', 'integer'),
    ).toBe('Este campo es obligatorio.');
  });

  it('years at the address 200 names its maximum', () => {
    const address = {
      zip: '06700',
      settlement: 'Roma Norte',
      street: 'Colima',
      exterior_number: '1',
      years_at_address: 200,
    };
    expect(shown(domicilioSchema, address, 'years_at_address', 'integer')).toBe('Debe ser como máximo 99.');
  });

  it('an empty select asks for a choice', () => {
    expect(shown(datosGenerales2Schema, { ...household, education: '' }, 'education', 'select')).toBe(
      'Elige una opción de la lista.',
    );
  });

  it('an empty Fecha de ingreso is required; a day that is not one asks for a valid date', () => {
    expect(typed(datosLaboralesSchema, {}, 'start_date', 'date', '')).toBe('Este campo es obligatorio.');
    expect(typed(datosLaboralesSchema, {}, 'start_date', 'date', '', 'en')).toBe('This field is required.');
    expect(typed(datosLaboralesSchema, {}, 'start_date', 'date', '2015-02-30')).toBe(
      'Escribe una fecha válida.',
    );
  });

  it('an amount too high is given in pesos; an empty one is required', () => {
    const loan = { product: 'p', term: 24, amount: 999_999_999 };
    expect(shown(productoSectionSchema, loan, 'amount', 'money')).toBe(
      'Debe ser como máximo $10,000,000.00.',
    );
    expect(shown(productoSectionSchema, { ...loan, amount: undefined }, 'amount', 'money')).toBe(
      'Este campo es obligatorio.',
    );
  });

  it('an empty reference name is required, a short one says how long it must be', () => {
    const references = (name: string) => ({
      references: [
        { name, phone: '5587654321', relationship: 'sibling' },
        { name: 'Jorge Pérez', phone: '5511112222', relationship: 'friend' },
      ],
    });
    expect(shown(referenciasSchema, references(''), 'references', 'text')).toBe('Este campo es obligatorio.');
    expect(shown(referenciasSchema, references('Al'), 'references', 'text')).toBe(
      'Escribe el nombre de la referencia: al menos 3 letras.',
    );
    expect(shown(referenciasSchema, references('A'), 'references', 'text', 'en')).toBe(
      "Enter the reference's name: at least 3 letters.",
    );
  });

  it('a CURP with month 13 says its date is wrong', () => {
    const general = { curp: 'HEGG561327MVZRRL04' };
    expect(shown(datosGeneralesSchema, general, 'curp', 'text')).toBe(
      'La fecha de nacimiento de la CURP (caracteres 5 a 10, AAMMDD) no es una fecha: revisa el mes y el día.',
    );
    expect(shown(datosGeneralesSchema, { curp: 'HEGG560427MVZRRL05' }, 'curp', 'text')).toBe(
      'El último dígito de la CURP (verificador) no coincide: revisa que esté bien escrita.',
    );
  });

  it('"dos" and "1e1" in Dependientes ask for a whole number in digits (1e1 is not 10)', () => {
    for (const text of ['dos', '1e1']) {
      expect(typed(datosGenerales2Schema, household, 'dependants', 'integer', text)).toBe(
        'Escribe un número entero con cifras, por ejemplo 2.',
      );
      expect(typed(datosGenerales2Schema, household, 'dependants', 'integer', text, 'en')).toBe(
        'Enter a whole number in digits, for example 2.',
      );
    }
    expect(valueSetter({ kind: 'integer' })('1e1')).toBeNaN();
    expect(valueSetter({ kind: 'integer' })(' 3 ')).toBe(3);
    expect(typed(datosGenerales2Schema, household, 'dependants', 'integer', '-1')).toBe(
      'No puede ser negativo.',
    );
    // Another minimum still names its value (a term of at least 1 payment).
    expect(shown(productoSectionSchema.pick({ term: true }), { term: 0 }, 'term', 'integer')).toBe(
      'Debe ser al menos 1.',
    );
  });

  it('Monto and Sueldo say what is wrong with "-1", "abc", "1e5" and "10000.999"', () => {
    const cases = [
      ['-1', 'El importe no puede ser negativo.', 'The amount cannot be negative.'],
      [
        'abc',
        'Escribe el importe solo con cifras, por ejemplo 12,500.50.',
        'Enter the amount in digits only, for example 12,500.50.',
      ],
      [
        '1e5',
        'Escribe el importe solo con cifras, por ejemplo 12,500.50.',
        'Enter the amount in digits only, for example 12,500.50.',
      ],
      [
        '10000.999',
        'El importe admite como máximo dos decimales.',
        'The amount allows at most two decimals.',
      ],
    ] as const;
    const loan = { product: 'p', term: 24 };
    for (const [text, spanish, english] of cases) {
      expect(typed(productoSectionSchema, loan, 'amount', 'money', text)).toBe(spanish);
      expect(typed(productoSectionSchema, loan, 'amount', 'money', text, 'en')).toBe(english);
      expect(typed(datosLaboralesSchema, {}, 'net_pay', 'money', text)).toBe(spanish);
    }
    expect(typed(productoSectionSchema, loan, 'amount', 'money', '$12,500.50')).toBeUndefined();
  });

  it('an empty RFC, CURP or CLABE is required, not malformed', () => {
    expect(typed(datosGeneralesSchema, {}, 'rfc', 'text', '')).toBe('Este campo es obligatorio.');
    expect(typed(datosGeneralesSchema, {}, 'curp', 'text', ' ')).toBe('Este campo es obligatorio.');
    expect(typed(datosLaboralesSchema, {}, 'clabe', 'text', '')).toBe('Este campo es obligatorio.');
    expect(typed(datosLaboralesSchema, {}, 'clabe', 'text', '', 'en')).toBe('This field is required.');
    expect(typed(datosGeneralesSchema, {}, 'rfc', 'text', 'XX')).toBe('El RFC no tiene el formato correcto.');
  });
});
