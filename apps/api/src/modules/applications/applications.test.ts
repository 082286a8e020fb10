import type { Application, ApplicationSummary } from '@origina/domain/application-sections';
import { todayInMexico } from '@origina/domain/calendar-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoChoices } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { completeSections, customer } from '../../../test/support/customer.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { auditLog } from '../../db/schema.js';

let server: TestServer;
let ana: string;
let beto: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  ana = await signInAs(server, 'promoter');
  beto = await signInAs(server, 'promoter');
  choices = await demoChoices(server, ana);
}, 120_000);
afterAll(() => server?.close());

const create = (
  body: unknown = { pre_solicitud: customer.pre_solicitud },
  token = ana,
  headers: Record<string, string> = {},
) => server.post<Application>('/api/v1/promoter/applications/', body, { token, headers });
const patch = (id: string, body: unknown, version: number | string | null, token = ana, language = 'es') =>
  server.request<Application>('PATCH', `/api/v1/promoter/applications/${id}/`, {
    token,
    body,
    headers: { ...(version === null ? {} : { 'if-match': `"${version}"` }), 'accept-language': language },
  });
const get = (id: string, token = ana) =>
  server.get<Application>(`/api/v1/promoter/applications/${id}/`, { token });

describe('POST /api/v1/promoter/applications/', () => {
  it('creates a draft with a folio from the pre-solicitud, normalising what was typed', async () => {
    const response = await create();
    expect(response.status).toBe(201);
    expect(response.headers.get('etag')).toBe('"1"');
    expect(response.body).toMatchObject({
      status: 'draft',
      version: 1,
      customer_name: 'Gabriela Hernández García',
      curp: 'HEGG560427MVZRRL04',
      mobile: '5512345678',
      next_step: 'branch',
      completed_steps: ['pre-solicitud'],
    });
    expect(response.body.folio).toMatch(/^SOL-\d{4}-\d{6}$/);
    expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body.history).toEqual([
      expect.objectContaining({ from_status: null, to_status: 'draft' }),
    ]);
  });

  it('refuses a bad pre-solicitud field by field', async () => {
    const response = await create({
      pre_solicitud: {
        ...customer.pre_solicitud,
        curp: 'BOXW310820HNERXN08',
        mobile: '123',
        contact_consent: false,
      },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors ?? {}).sort()).toEqual([
      'pre_solicitud.contact_consent',
      'pre_solicitud.curp',
      'pre_solicitud.mobile',
    ]);
  });

  it('creates one application for one Idempotency-Key, and refuses the key with another body', async () => {
    const key = `clave-${Date.now()}`;
    const first = await create(undefined, ana, { 'idempotency-key': key });
    const again = await create(undefined, ana, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const other = await create({ pre_solicitud: { ...customer.pre_solicitud, first_name: 'Otra' } }, ana, {
      'idempotency-key': key,
    });
    expect(other.status).toBe(422);
  });

  it('starts from a saved simulation: convenio and producto come filled', async () => {
    const simulation = await server.post<{ id: string }>(
      '/api/v1/promoter/simulations/',
      { product: choices.product, affiliate: choices.affiliate, amount: 15000, term: 36 },
      { token: ana },
    );
    const response = await create({ pre_solicitud: customer.pre_solicitud, simulation: simulation.body.id });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      convenio: { affiliate: choices.affiliate },
      producto: { product: choices.product, term: 36, amount: 15000 },
    });
    const notMine = await create(
      { pre_solicitud: customer.pre_solicitud, simulation: simulation.body.id },
      beto,
    );
    expect(Object.keys(notMine.body.errors ?? {})).toEqual(['simulation']);
  });

  it('carries the simulation’s net pay and deductions, for Datos laborales to start from', async () => {
    const withPayroll = await server.post<{ id: string }>(
      '/api/v1/promoter/simulations/',
      {
        product: choices.product,
        affiliate: choices.affiliate,
        amount: 15000,
        term: 36,
        net_pay: 12000,
        existing_deductions: 800,
      },
      { token: ana },
    );
    const carried = await create({ pre_solicitud: customer.pre_solicitud, simulation: withPayroll.body.id });
    expect(carried.body.payroll_from_simulation).toEqual({ net_pay: 12000, existing_deductions: 800 });
    const plain = await create({ pre_solicitud: customer.pre_solicitud });
    expect(plain.body.payroll_from_simulation).toBeNull();
  });

  it('is for promoters only', async () => {
    const reviewer = await signInAs(server, 'reviewer');
    expect((await create(undefined, reviewer)).status).toBe(403);
  });
});

describe('PATCH /api/v1/promoter/applications/{id}/', () => {
  it('saves steps with If-Match, each change a new version', async () => {
    const { body: draft } = await create();
    const saved = await patch(draft.id, { branch: { branch: choices.branch } }, 1);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe('"2"');
    expect(saved.body).toMatchObject({
      version: 2,
      next_step: 'convenio',
      branch: { code: 'SUC-CDMX-ROMA' },
    });
    const two = await patch(
      draft.id,
      {
        convenio: { affiliate: choices.affiliate },
        producto: { product: choices.product, term: 24, amount: 20000 },
      },
      2,
    );
    // The identity check comes next, before the general data.
    expect(two.body).toMatchObject({ version: 3, next_step: 'biometria', amount: 20000, term: 24 });
  });

  it('answers 428 without If-Match and 412 with a stale one, naming the current version', async () => {
    const { body: draft } = await create();
    expect((await patch(draft.id, { branch: { branch: choices.branch } }, null)).status).toBe(428);
    await patch(draft.id, { branch: { branch: choices.branch } }, 1);
    const stale = await patch(draft.id, { branch: { branch: choices.branch } }, 1);
    expect(stale.status).toBe(412);
    expect(stale.headers.get('etag')).toBe('"2"');
    expect(stale.body.detail).toContain('otra pestaña');
  });

  it('checks each step against the catalogue and the other steps', async () => {
    const { body: draft } = await create();
    await patch(draft.id, { branch: { branch: choices.branch } }, 1);
    const agro = (
      await server.get<{ results: { id: string }[] }>('/api/v1/promoter/affiliates/?search=AGRO-BAJIO', {
        token: ana,
      })
    ).body.results[0]!;
    const notAtBranch = await patch(draft.id, { convenio: { affiliate: agro.id } }, 2, ana, 'en');
    expect(notAtBranch.body.errors).toEqual({
      'convenio.affiliate': ['This branch does not serve that convenio.'],
    });
    const tooMuch = await patch(
      draft.id,
      { producto: { product: choices.product, term: 25, amount: 20000 } },
      2,
    );
    expect(Object.keys(tooMuch.body.errors ?? {})).toEqual(['producto.term']);
    const general = await patch(
      draft.id,
      { datos_generales: { ...customer.datos_generales, birth_date: '1956-04-28', sex: 'H' } },
      2,
    );
    expect(Object.keys(general.body.errors ?? {}).sort()).toEqual([
      'datos_generales.birth_date',
      'datos_generales.sex',
    ]);
    const clabe = await patch(draft.id, { datos_laborales: { ...customer.datos_laborales, bank: '012' } }, 2);
    expect(Object.keys(clabe.body.errors ?? {})).toEqual(['datos_laborales.clabe']);
    const references = await patch(
      draft.id,
      {
        referencias: {
          references: [
            { name: 'Yo misma', phone: '5512345678', relationship: 'friend' },
            customer.referencias.references[0],
          ],
        },
      },
      2,
    );
    expect(Object.keys(references.body.errors ?? {})).toEqual(['referencias.references.0.phone']);
    const address = await patch(draft.id, { domicilio: customer.domicilio }, 2);
    expect(address.body.data.domicilio).toMatchObject({
      settlement: 'Roma Norte',
      municipality: 'Cuauhtémoc',
      state: 'Ciudad de México',
    });
  });

  it('checks the payment against the payroll capacity once the net pay is known', async () => {
    const { body: draft } = await create();
    const sections = completeSections(choices);
    const saved = await patch(
      draft.id,
      { ...sections, datos_laborales: { ...sections.datos_laborales, net_pay: 3000 } },
      1,
    );
    // The message gives the payment, the most that can be deducted and the largest amount.
    expect(saved.body.errors).toEqual({
      'producto.amount': [
        'El pago de $1,168.26 supera el descuento máximo de $400.00 por periodo; con este plazo el monto máximo es $6,847.00. Elige un plazo más largo o un monto menor.',
      ],
    });
  });

  it('says so plainly when the current deductions leave no room for any payment', async () => {
    const { body: draft } = await create();
    const sections = completeSections(choices);
    const saved = await patch(
      draft.id,
      {
        ...sections,
        datos_laborales: { ...sections.datos_laborales, net_pay: 3000, existing_deductions: 2000 },
      },
      1,
    );
    expect(saved.body.errors).toEqual({
      'producto.amount': [
        'Los descuentos actuales ya ocupan todo lo que el convenio permite descontar del sueldo neto: no queda espacio para este pago.',
      ],
    });
  });

  it('answers the loan figures the server works out: payment, total, CAT, what the customer receives', async () => {
    const { body: draft } = await create();
    expect(draft.loan_figures).toBeNull();
    const saved = await patch(draft.id, completeSections(choices), 1);
    expect(saved.body.loan_figures).toMatchObject({
      amount: 20000,
      term: 24,
      frequency: 'biweekly',
      capacity: { exceeds: false },
    });
    const figures = saved.body.loan_figures!;
    expect(figures.payment).toBeGreaterThan(0);
    expect(figures.total_payment).toBeGreaterThan(figures.amount);
    expect(figures.net_disbursement).toBeLessThan(figures.amount);
    expect(figures.cat).toBeGreaterThan(0);
  });

  it('never takes status, folio, version or owner from the body', async () => {
    const { body: draft } = await create();
    const response = await patch(draft.id, { status: 'approved', folio: 'X', version: 99 }, 1);
    expect(response.status).toBe(400);
    expect((await get(draft.id)).body).toMatchObject({ status: 'draft', folio: draft.folio, version: 1 });
  });

  it('PUT replaces the data, with the same rules', async () => {
    const { body: draft } = await create();
    await patch(
      draft.id,
      { branch: { branch: choices.branch }, convenio: { affiliate: choices.affiliate } },
      1,
    );
    const replaced = await server.request<Application>('PUT', `/api/v1/promoter/applications/${draft.id}/`, {
      token: ana,
      body: { branch: { branch: choices.branch } },
      headers: { 'if-match': '"2"' },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.completed_steps).toEqual(['pre-solicitud', 'branch']);
    expect(replaced.body.data.pre_solicitud).toBeDefined();
  });
});

describe('submit and cancel', () => {
  it('refuses an incomplete application with 409 and the list of what is missing', async () => {
    const { body: draft } = await create();
    await patch(draft.id, { branch: { branch: choices.branch } }, 1);
    const response = await server.post<{ code: string; missing: { step: string; field: string | null }[] }>(
      `/api/v1/promoter/applications/${draft.id}/submit/`,
      undefined,
      { token: ana },
    );
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('application_incomplete');
    expect(response.body.missing.map((item) => item.step)).toEqual([
      'convenio',
      'producto',
      'biometria',
      'datos-generales',
      'datos-generales-2',
      'domicilio',
      'datos-laborales',
      'referencias',
      'datos-de-solicitud',
    ]);
  });

  it('names the identity check and the required documents still missing once every step is saved', async () => {
    const { body: draft } = await create();
    await patch(draft.id, completeSections(choices), 1);
    const response = await server.post<{ missing: { step: string; field: string | null }[] }>(
      `/api/v1/promoter/applications/${draft.id}/submit/`,
      undefined,
      { token: ana },
    );
    expect(response.status).toBe(409);
    expect(response.body.missing.map((item) => item.field ?? item.step)).toEqual([
      'biometria',
      'documents.ine_front',
      'documents.ine_back',
      'documents.proof_of_address',
      'documents.pay_stub',
      'documents.signed_application',
      'documents.selfie',
    ]);
    // Each document by its name, in the caller's language.
    const messages = (response.body as unknown as { missing: { message: string }[] }).missing.map(
      (item) => item.message,
    );
    expect(messages).toContain('Falta subir «Recibos de nómina (los dos últimos)».');
    expect(messages).toContain('Falta subir «Comprobante de domicilio (no mayor a 3 meses)».');
  });

  it('cancels a draft, records why, and then refuses changes', async () => {
    const { body: draft } = await create();
    const cancelled = await server.post<Application>(
      `/api/v1/promoter/applications/${draft.id}/cancel/`,
      { reason: 'El cliente desistió' },
      { token: ana },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.history.at(-1)).toMatchObject({
      from_status: 'draft',
      to_status: 'cancelled',
      reason: 'El cliente desistió',
    });
    const late = await patch(draft.id, { branch: { branch: choices.branch } }, cancelled.body.version);
    expect(late.status).toBe(409);
    const submit = await server.post(`/api/v1/promoter/applications/${draft.id}/submit/`, undefined, {
      token: ana,
    });
    expect(submit.status, JSON.stringify(submit.body)).toBe(409);
  });
});

describe('isolation and listing', () => {
  it('answers 404 on every path for another promoter’s application', async () => {
    const { body: draft } = await create();
    expect((await get(draft.id, beto)).status).toBe(404);
    expect((await patch(draft.id, { branch: { branch: choices.branch } }, 1, beto)).status).toBe(404);
    expect(
      (await server.post(`/api/v1/promoter/applications/${draft.id}/submit/`, undefined, { token: beto }))
        .status,
    ).toBe(404);
    expect(
      (await server.post(`/api/v1/promoter/applications/${draft.id}/cancel/`, {}, { token: beto })).status,
    ).toBe(404);
    const list = await server.get<{ results: ApplicationSummary[] }>(
      '/api/v1/promoter/applications/?page_size=100',
      { token: beto },
    );
    expect(list.body.results.map((item) => item.id)).not.toContain(draft.id);
  });

  it('records every full read in the audit log', async () => {
    const { body: draft } = await create();
    await get(draft.id);
    const reads = await server.db.select().from(auditLog).where(eq(auditLog.entityId, draft.id));
    expect(reads.map((entry) => entry.action)).toEqual(['application.create', 'application.read']);
  });

  it('lists own applications with search, filters, ordering and pages', async () => {
    const carla = await signInAs(server, 'promoter');
    const names = ['Ximena', 'Beatriz', 'Carmen'];
    const created: Application[] = [];
    for (const name of names) {
      created.push(
        (
          await create(
            {
              pre_solicitud: {
                ...customer.pre_solicitud,
                first_name: name,
                mobile: `55000000${names.indexOf(name)}0`,
              },
            },
            carla,
          )
        ).body,
      );
    }
    await patch(
      created[0]!.id,
      { branch: { branch: choices.branch }, convenio: { affiliate: choices.affiliate } },
      1,
      carla,
    );
    await server.post(`/api/v1/promoter/applications/${created[2]!.id}/cancel/`, {}, { token: carla });
    const list = (query: string) =>
      server.get<{ count: number; next: string | null; results: ApplicationSummary[] }>(
        `/api/v1/promoter/applications/${query}`,
        {
          token: carla,
        },
      );
    expect((await list('')).body.count).toBe(3);
    expect((await list('?search=beatriz')).body.results.map((item) => item.customer_name)).toEqual([
      'Beatriz Hernández García',
    ]);
    expect((await list(`?search=${created[1]!.folio}`)).body.results.map((item) => item.id)).toEqual([
      created[1]!.id,
    ]);
    expect((await list('?search=%2B52%205500000010')).body.results.map((item) => item.id)).toEqual([
      created[1]!.id,
    ]);
    expect((await list('?status=cancelled')).body.results.map((item) => item.id)).toEqual([created[2]!.id]);
    expect((await list(`?affiliate=${choices.affiliate}`)).body.results.map((item) => item.id)).toEqual([
      created[0]!.id,
    ]);
    const byName = await list('?ordering=customer_name');
    expect(byName.body.results.map((item) => item.customer_name.split(' ')[0])).toEqual([
      'Beatriz',
      'Carmen',
      'Ximena',
    ]);
    const paged = await list('?page_size=2&ordering=-created_at');
    expect(paged.body.results.map((item) => item.id)).toEqual([created[2]!.id, created[1]!.id]);
    expect(paged.body.next).toBe('/api/v1/promoter/applications/?page_size=2&ordering=-created_at&page=2');
    const today = todayInMexico();
    expect((await list(`?created_from=${today}&created_to=${today}`)).body.count).toBe(3);
    expect((await list('?created_to=2020-01-01')).body.count).toBe(0);
    expect((await list('?status=flying')).status).toBe(400);
    const stats = await server.get<{ total: number; by_status: Record<string, number> }>(
      '/api/v1/promoter/applications/stats/',
      { token: carla },
    );
    expect(stats.body.total).toBe(3);
    expect(stats.body.by_status).toMatchObject({ draft: 2, cancelled: 1, submitted: 0 });
    expect((await list('')).body.results.find((item) => item.id === created[0]!.id)).toMatchObject({
      affiliate: { code: 'GOB-CDMX' },
      next_step: 'producto',
    });
  });
});
