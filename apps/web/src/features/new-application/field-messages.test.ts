import {
  datosGenerales2Schema,
  datosGeneralesSchema,
  domicilioSchema,
  productoSectionSchema,
  referenciasSchema,
} from '@origina/domain/application-sections';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldMessage } from '../../components/form-messages.js';
import { loadCatalogPart, translate as t } from '../../i18n/i18n.js';
import { type FieldKind, issueMessage } from './field-messages.js';

beforeAll(async () => {
  (globalThis as { document?: unknown }).document ??= { documentElement: {} };
  await loadCatalogPart('application');
});

// What the form shows for a value, through the same error map the form uses.
function shown(schema: z.ZodType, value: unknown, field: string, kind: FieldKind) {
  const result = schema.safeParse(value, {
    error: (issue: z.core.$ZodRawIssue) =>
      issueMessage(issue, (path) => (path?.[0] === field ? kind : undefined), t),
  } as never);
  const issue = result.error?.issues.find((candidate) => candidate.path.join('.').startsWith(field));
  return fieldMessage(t, issue?.message);
}

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
    expect(shown(datosGenerales2Schema, { ...household, dependants: -1 }, 'dependants', 'integer')).toBe(
      'Debe ser al menos 0.',
    );
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
      'Escribe al menos 3 caracteres.',
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
});
