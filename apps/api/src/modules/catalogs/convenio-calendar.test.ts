import type { Affiliate } from '@origina/domain/lender-catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { affiliates } from '../../db/schema.js';
import { payrollCalendarOf } from './lender-presenters.js';

// A convenio's payroll calendar through the API: stored on create, PATCH and the demo seed,
// answered on every read, resolved for the frequency (docs/domain-rules.md's defaults), refused by field.
let server: TestServer;
let promoter: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  promoter = await signInAs(server, 'promoter');
  admin = await signInAs(server, 'admin');
}, 120_000);
afterAll(() => server?.close());

const path = '/api/v1/promoter/affiliates/';
const convenio = (code: string, frequency: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `Convenio ${code}`,
  employer: 'Tesorería de Pruebas',
  frequency,
  max_deduction_share: 0.3,
  ...extra,
});
const create = (body: unknown, language = 'es') =>
  server.post<Affiliate>(path, body, { token: admin, headers: { 'accept-language': language } });
const patch = (id: string, body: unknown) =>
  server.request<Affiliate>('PATCH', `${path}${id}`, { body, token: admin });
const storedRow = async (code: string) => {
  const [row] = await server.db.select().from(affiliates).where(eq(affiliates.code, code));
  return row!;
};

async function demo(code: string) {
  const { body } = await server.get<{ results: Affiliate[] }>(`${path}?search=${code}`, { token: promoter });
  return body.results.find((affiliate) => affiliate.code === code)!;
}

describe('the demo convenios', () => {
  it('answer their calendars to a promoter, in the list and by id', async () => {
    expect((await demo('GOB-CDMX')).payroll_calendar).toEqual({
      weekday: null,
      reference_payday: null,
      days: [15, 31],
      cutoff_days: 10,
    });
    expect((await demo('IMSS-ACTIVOS')).payroll_calendar).toMatchObject({
      reference_payday: '2026-01-09',
      days: [],
    });
    const agro = await demo('AGRO-BAJIO');
    expect(agro.payroll_calendar).toEqual({ weekday: 6, reference_payday: null, days: [], cutoff_days: 7 });
    const byId = await server.get<Affiliate>(`${path}${agro.id}`, { token: promoter });
    expect(byId.body.payroll_calendar).toEqual(agro.payroll_calendar);
  });
});

describe('creating a convenio', () => {
  it('gives each frequency its default calendar when none is sent, and stores it', async () => {
    const expected = {
      weekly: { weekday: 5, days: [] },
      biweekly: { weekday: null, days: [15, 31] },
      monthly: { weekday: null, days: [31] },
    };
    for (const [frequency, calendar] of Object.entries(expected)) {
      const code = `CAL-DEF-${frequency.toUpperCase()}`;
      const created = await create(convenio(code, frequency));
      expect(created.status).toBe(201);
      expect(created.body.payroll_calendar).toEqual({ ...calendar, reference_payday: null, cutoff_days: 10 });
      expect(await storedRow(code)).toMatchObject({
        paydayWeekday: calendar.weekday,
        paydayDays: calendar.days,
        cutoffDays: 10,
      });
    }
  });

  it('refuses a catorcenal convenio without its reference payday, naming the field', async () => {
    const refused = await create(convenio('CAL-CAT', 'fortnightly'));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      'payroll_calendar.reference_payday': [expect.stringContaining('cada 14 días')],
    });
    const inEnglish = await create(convenio('CAL-CAT', 'fortnightly', { payroll_calendar: {} }), 'en');
    expect(inEnglish.body.errors?.['payroll_calendar.reference_payday']?.[0]).toMatch(/^An every-14-days/);
    const created = await create(
      convenio('CAL-CAT', 'fortnightly', { payroll_calendar: { reference_payday: '2026-01-23' } }),
    );
    expect(created.status).toBe(201);
    expect(created.body.payroll_calendar).toEqual({
      weekday: null,
      reference_payday: '2026-01-23',
      days: [],
      cutoff_days: 10,
    });
  });

  it('keeps only what the frequency uses, the days in order', async () => {
    const created = await create(
      convenio('CAL-QNA', 'biweekly', {
        payroll_calendar: { weekday: 3, reference_payday: '2026-01-09', days: [31, 10], cutoff_days: 12 },
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.payroll_calendar).toEqual({
      weekday: null,
      reference_payday: null,
      days: [10, 31],
      cutoff_days: 12,
    });
    expect(await storedRow('CAL-QNA')).toMatchObject({ paydayReference: null, paydayDays: [10, 31] });
  });

  it('names every wrong calendar field in one answer', async () => {
    const quincenal = await create(
      convenio('CAL-MALO', 'biweekly', { payroll_calendar: { days: [15], cutoff_days: 61 } }),
      'en',
    );
    expect(quincenal.status).toBe(400);
    expect(quincenal.body.errors).toEqual({
      'payroll_calendar.cutoff_days': ['The cut-off is from 0 to 60 days before the payday.'],
      'payroll_calendar.days': [expect.stringMatching(/^A twice-a-month \(quincenal\) payroll pays on two/)],
    });
    const weekly = await create(
      convenio('CAL-MALO', 'weekly', { payroll_calendar: { weekday: 8, days: [0] } }),
    );
    expect(weekly.body.errors).toEqual({
      'payroll_calendar.weekday': ['El día de pago semanal va de 1 (lunes) a 7 (domingo).'],
      'payroll_calendar.days.0': ['El día de pago va del 1 al 31 del mes (31 es el último día del mes).'],
    });
    // With another field missing too: one refusal still names the calendar.
    const missing = await create({ ...convenio('CAL-MALO', 'fortnightly'), max_deduction_share: undefined });
    expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual([
      'max_deduction_share',
      'payroll_calendar.reference_payday',
    ]);
    const monthly = await create(convenio('CAL-MALO', 'monthly', { payroll_calendar: { days: [1, 15] } }));
    expect(monthly.body.errors).toEqual({
      'payroll_calendar.days': ['Una nómina mensual paga en un solo día del mes (31 es el último día).'],
    });
  });
  it('refuses a body that is not an object with 400, not a crash in the calendar check', async () => {
    for (const body of [undefined, null, [], 'convenio', 7]) {
      const refused = await create(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('changing a convenio', () => {
  it('merges a calendar PATCH field by field', async () => {
    const { id } = await demo('GOB-JALISCO');
    const changed = await patch(id, { payroll_calendar: { cutoff_days: 14 } });
    expect(changed.status).toBe(200);
    expect(changed.body.payroll_calendar).toMatchObject({ days: [15, 31], cutoff_days: 14 });
    const days = await patch(id, { payroll_calendar: { days: [10, 25] } });
    expect(days.body.payroll_calendar).toMatchObject({ days: [10, 25], cutoff_days: 14 });
    const renamed = await patch(id, { name: 'Gobierno del Estado de Jalisco (docentes)' });
    expect(renamed.body.payroll_calendar).toMatchObject({ days: [10, 25], cutoff_days: 14 });
  });

  it('re-resolves the calendar when the frequency changes, keeping the cut-off', async () => {
    const created = await create(
      convenio('CAL-CAMBIO', 'biweekly', { payroll_calendar: { days: [10, 25], cutoff_days: 8 } }),
    );
    const { id } = created.body;
    const monthly = await patch(id, { frequency: 'monthly' });
    expect(monthly.status).toBe(200);
    expect(monthly.body.payroll_calendar).toEqual({
      weekday: null,
      reference_payday: null,
      days: [31],
      cutoff_days: 8,
    });
    const weekly = await patch(id, { frequency: 'weekly', payroll_calendar: { weekday: 1 } });
    expect(weekly.body.payroll_calendar).toEqual({
      weekday: 1,
      reference_payday: null,
      days: [],
      cutoff_days: 8,
    });
    expect(await storedRow('CAL-CAMBIO')).toMatchObject({
      frequency: 'weekly',
      paydayWeekday: 1,
      paydayDays: [],
    });

    const catorcenal = await patch(id, { frequency: 'fortnightly' });
    expect(catorcenal.status).toBe(400);
    expect(Object.keys(catorcenal.body.errors ?? {})).toEqual(['payroll_calendar.reference_payday']);
    expect(await storedRow('CAL-CAMBIO')).toMatchObject({ frequency: 'weekly', paydayWeekday: 1 });
    const given = await patch(id, {
      frequency: 'fortnightly',
      payroll_calendar: { reference_payday: '2026-02-06' },
    });
    expect(given.body.payroll_calendar).toEqual({
      weekday: null,
      reference_payday: '2026-02-06',
      days: [],
      cutoff_days: 8,
    });
  });

  it('asks for the defaults again with null', async () => {
    const { id } = await demo('GOB-JALISCO');
    const reset = await patch(id, { payroll_calendar: null });
    expect(reset.body.payroll_calendar).toMatchObject({ days: [15, 31], cutoff_days: 10 });
  });
});

describe('payrollCalendarOf, for the modules that date payments', () => {
  it('reads a whole calendar even from a row written before the calendar existed', async () => {
    const row = await storedRow('GOB-NUEVO-LEON');
    expect(payrollCalendarOf(row)).toEqual({
      weekday: null,
      reference_payday: null,
      days: [31],
      cutoff_days: 10,
    });
    const legacy = { ...row, paydayDays: [], paydayWeekday: null, paydayReference: null };
    expect(payrollCalendarOf({ ...legacy, frequency: 'biweekly' }).days).toEqual([15, 31]);
    expect(payrollCalendarOf({ ...legacy, frequency: 'weekly' }).weekday).toBe(5);
    expect(payrollCalendarOf({ ...legacy, frequency: 'fortnightly', cutoffDays: 12 })).toEqual({
      weekday: null,
      reference_payday: '2026-01-09',
      days: [],
      cutoff_days: 12,
    });
  });
});
