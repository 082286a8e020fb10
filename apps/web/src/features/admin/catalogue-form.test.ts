import { affiliateInputSchema, productInputSchema } from '@origina/domain/lender-catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogPart, setLanguage, translate as t } from '../../i18n/i18n.js';
import {
  catalogueResolver,
  type FieldKinds,
  parsePercent,
  percentText,
  percentToFraction,
  toBody,
} from './catalogue-form.js';
import { calendarValuesOf } from './payroll-calendar-form.js';

beforeAll(async () => {
  (globalThis as { document?: unknown }).document ??= { documentElement: {} };
  await loadCatalogPart('application');
  await loadCatalogPart('desk');
});

const affiliateKinds = {
  code: 'text',
  name: 'text',
  employer: 'text',
  frequency: 'choice',
  max_deduction_share: 'percent',
  products: 'codes',
  required_document_types: 'codes',
} as const;
const affiliate = {
  code: 'CONV-1',
  name: 'Convenio',
  employer: 'Secretaría',
  frequency: 'biweekly',
  max_deduction_share: '30',
  products: [],
  required_document_types: [],
};

async function messages<T extends Record<string, unknown>>(
  schema: typeof productInputSchema | typeof affiliateInputSchema,
  kinds: FieldKinds<T>,
  values: T,
) {
  const result = await catalogueResolver(schema, kinds, t)(values, undefined, {} as never);
  // Nested fields' errors ("payroll_calendar.cutoff_days") come nested, as react-hook-form reads them.
  return Object.fromEntries(
    Object.entries(result.errors).flatMap(([field, error]) =>
      'message' in (error as object)
        ? [[field, (error as { message: string }).message]]
        : Object.entries(error as Record<string, { message: string }>).map(([inner, nested]) => [
            `${field}.${inner}`,
            nested.message,
          ]),
    ),
  );
}

describe('percentages as people type them', () => {
  it('takes a point or a Spanish decimal comma, and a % sign', () => {
    expect(parsePercent('60')).toBe(60);
    expect(parsePercent('30,5')).toBe(30.5);
    expect(parsePercent('30.5 %')).toBe(30.5);
    expect(parsePercent('treinta')).toBeNaN();
    expect(parsePercent('3,0,5')).toBeNaN();
  });

  it('sends fractions to the API and shows percentages back, without float noise', () => {
    expect(percentToFraction(30.5)).toBe(0.305);
    expect(percentToFraction(58.35)).toBe(0.5835);
    expect(percentText(0.305)).toBe('30.5');
    expect(percentText(0.6)).toBe('60');
    expect(toBody({ ...affiliate, max_deduction_share: '30,5' }, affiliateKinds).max_deduction_share).toBe(
      0.305,
    );
  });
});

describe('each field says what is wrong in its own unit, all at once', () => {
  it('a share over 100% says so in percent, in Mexican format', async () => {
    expect(
      await messages(affiliateInputSchema, affiliateKinds, { ...affiliate, max_deduction_share: '150' }),
    ).toEqual({
      max_deduction_share: 'Debe ser como máximo 100%.',
    });
    expect(
      (await messages(affiliateInputSchema, affiliateKinds, { ...affiliate, max_deduction_share: '0' }))
        .max_deduction_share,
    ).toBe('Debe ser mayor que 0%.');
  });

  it('a product names every bad field in one pass: commission in percent, a term of 0 with its range', async () => {
    const kinds = {
      code: 'text',
      name: 'text',
      frequency: 'choice',
      annual_rate: 'percent',
      rate_basis: 'choice',
      commission_rate: 'percent',
      min_amount: 'money',
      max_amount: 'money',
      terms: 'terms',
    } as const;
    expect(
      await messages(productInputSchema, kinds, {
        code: '',
        name: 'Producto',
        frequency: 'monthly',
        annual_rate: '60',
        rate_basis: 'periods',
        commission_rate: '25',
        min_amount: '5,000',
        max_amount: '1000',
        terms: '0, 12',
      }),
    ).toEqual({
      code: 'Este campo es obligatorio.',
      commission_rate: 'Debe ser como máximo 20%.',
      max_amount: 'El monto máximo no puede ser menor que el mínimo.',
      terms: 'Cada plazo va de 1 a 520 pagos.',
    });
  });
});

describe("a product's contract terms in its dialog", () => {
  const kinds = {
    code: 'text',
    name: 'text',
    frequency: 'choice',
    annual_rate: 'percent',
    rate_basis: 'choice',
    commission_rate: 'percent',
    min_amount: 'money',
    max_amount: 'money',
    terms: 'terms',
    reca_number: 'optional',
    moratorio_rate: 'optionalPercent',
    other_commissions: 'commissions',
    pagare_mode: 'choice',
  } as const;
  const product = {
    code: 'NOM-1',
    name: 'Producto',
    frequency: 'monthly',
    annual_rate: '60',
    rate_basis: 'periods',
    commission_rate: '2',
    min_amount: '1000',
    max_amount: '5000',
    terms: '12',
    reca_number: '',
    moratorio_rate: '90,5',
    other_commissions: [{ concept: 'Estado de cuenta impreso', amount: '$50.00 más IVA' }],
    pagare_mode: 'paper',
  };

  it('sends the moratorio rate as a fraction, and null for an emptied RECA number or rate', () => {
    const body = toBody(product, kinds);
    expect(body).toMatchObject({ reca_number: null, moratorio_rate: 0.905, pagare_mode: 'paper' });
    expect(body.other_commissions).toEqual(product.other_commissions);
    expect(toBody({ ...product, moratorio_rate: ' ' }, kinds).moratorio_rate).toBeNull();
  });

  it("says a commission row's problem on that row's input, and a moratorio rate's in percent", async () => {
    const result = await catalogueResolver(productInputSchema, kinds, t)(
      {
        ...product,
        moratorio_rate: '1200',
        other_commissions: [...product.other_commissions, { concept: 'Reposición', amount: '' }],
      },
      undefined,
      {} as never,
    );
    const errors = result.errors as Record<string, unknown>;
    expect((errors.moratorio_rate as { message: string }).message).toBe('Debe ser como máximo 1,000%.');
    expect(errors.other_commissions).toEqual({
      '1': { amount: { type: 'too_small', message: 'Este campo es obligatorio.' } },
    });
  });

  it('sends the maximum age at the last payment as a whole number, null when emptied, and says what is wrong', async () => {
    const withAge = { ...kinds, max_age_at_end: 'optionalWhole' } as const;
    expect(toBody({ ...product, max_age_at_end: ' 74 ' }, withAge).max_age_at_end).toBe(74);
    expect(toBody({ ...product, max_age_at_end: '' }, withAge).max_age_at_end).toBeNull();
    const check = async (value: string) => {
      const result = await catalogueResolver(productInputSchema, withAge, t)(
        { ...product, max_age_at_end: value },
        undefined,
        {} as never,
      );
      return ((result.errors as Record<string, { message: string }>).max_age_at_end ?? null)?.message;
    };
    expect(await check('74,5')).toBe('Escribe un número entero, sin decimales.');
    expect(await check('12')).toBe('La edad máxima va de 18 a 120 años.');
    expect(await check('74')).toBeUndefined();
  });
});

describe("a convenio's payroll calendar in its dialog", () => {
  const kinds = { ...affiliateKinds, payroll_calendar: 'calendar' } as const;
  const withCalendar = (frequency: string, calendar: Record<string, string> = {}) => ({
    ...affiliate,
    frequency,
    payroll_calendar: { ...calendarValuesOf(frequency, null), ...calendar },
  });

  it("sends only what the frequency uses, with DOMAIN.md's defaults filled in", () => {
    expect(toBody(withCalendar('weekly'), kinds).payroll_calendar).toEqual({ weekday: 5, cutoff_days: 10 });
    expect(toBody(withCalendar('biweekly'), kinds).payroll_calendar).toEqual({
      days: [15, 31],
      cutoff_days: 10,
    });
    expect(toBody(withCalendar('monthly'), kinds).payroll_calendar).toEqual({ days: [31], cutoff_days: 10 });
    expect(toBody(withCalendar('fortnightly'), kinds).payroll_calendar).toEqual({
      reference_payday: null,
      cutoff_days: 10,
    });
  });

  it('shows a stored calendar in its inputs, and the defaults in the others', () => {
    expect(
      calendarValuesOf('monthly', { weekday: null, reference_payday: null, days: [1], cutoff_days: 7 }),
    ).toEqual({
      weekday: '5',
      reference_payday: '',
      first_day: '15',
      second_day: '31',
      month_day: '1',
      cutoff_days: '7',
    });
  });

  it('says what is wrong on the input the frequency shows', async () => {
    expect(await messages(affiliateInputSchema, kinds, withCalendar('fortnightly'))).toEqual({
      'payroll_calendar.reference_payday':
        'Indica una fecha en que la dependencia paga la nómina catorcenal; los demás pagos caen cada 14 días.',
    });
    // Named in the same pass as the other fields' problems (a share not given).
    expect(
      await messages(affiliateInputSchema, kinds, {
        ...withCalendar('fortnightly'),
        max_deduction_share: '',
      }),
    ).toEqual({
      max_deduction_share: 'Este campo es obligatorio.',
      'payroll_calendar.reference_payday':
        'Indica una fecha en que la dependencia paga la nómina catorcenal; los demás pagos caen cada 14 días.',
    });
    expect(
      await messages(
        affiliateInputSchema,
        kinds,
        withCalendar('biweekly', { first_day: '15', second_day: '15' }),
      ),
    ).toEqual({
      'payroll_calendar.second_day': 'Elige dos días distintos: la nómina quincenal paga dos veces al mes.',
    });
    const cutoff = async (text: string) =>
      (await messages(affiliateInputSchema, kinds, withCalendar('weekly', { cutoff_days: text })))[
        'payroll_calendar.cutoff_days'
      ];
    expect(await cutoff('61')).toBe('El corte va de 0 a 60 días antes del día de pago.');
    expect(await cutoff('-1')).toBe('El corte va de 0 a 60 días antes del día de pago.');
    expect(await cutoff('1.5')).toBe('Escribe un número entero, sin decimales.');
    expect(await cutoff('diez')).toBe('Escribe un número entero, sin decimales.');
    expect(await cutoff('')).toBe('Este campo es obligatorio.');
    expect(await cutoff('0')).toBeUndefined();
  });

  it('says it in English too', async () => {
    await setLanguage('en');
    try {
      expect(
        await messages(affiliateInputSchema, kinds, withCalendar('fortnightly', { cutoff_days: '90' })),
      ).toEqual({
        'payroll_calendar.reference_payday':
          'Give a date on which the employer pays its every-14-days payroll; the other payments fall every 14 days.',
        'payroll_calendar.cutoff_days': 'The cut-off is 0 to 60 days before the payday.',
      });
    } finally {
      await setLanguage('es');
    }
  });
});
