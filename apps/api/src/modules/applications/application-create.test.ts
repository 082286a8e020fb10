import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationRequests } from '../../../test/support/application-requests.js';
import { demoChoices } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { customer } from '../../../test/support/customer.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';

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

const { create } = applicationRequests(() => ({ server, token: ana }));

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

  it('one Idempotency-Key sent three times at once makes one application, answered to all three', async () => {
    const key = `clave-a-la-vez-${Date.now()}`;
    const answers = await Promise.all(
      [1, 2, 3].map(() => create(undefined, ana, { 'idempotency-key': key })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
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
