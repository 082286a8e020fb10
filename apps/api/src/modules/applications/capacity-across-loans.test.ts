import type { Application } from '@origina/domain/application-api';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedApplication,
  completeIdentity,
  demoChoices,
  submittedApplication,
  takenApplication,
  uploadMissingDocuments,
} from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { anotherCurp, preSolicitudOf, sectionsOf } from '../../../test/support/customer.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { auditLog } from '../../db/schema.js';
import { errorsPlugin } from '../../plugins/errors.js';
import type { ApplicationRow } from './applications.js';
import { assertCapacityAtApproval } from './capacity-at-approval.js';

// A customer's other loans and applications in flight with the lender count against their payroll
// capacity on submit and at approval, and the refusal names them (issue 30).
//
// The demo customer earns 12,000 net a quincena with 500 already deducted; the CDMX convenio allows
// 30 %: 3,600 − 500 = 3,100 a quincena. Figures worked out by hand with docs/domain-rules.md's formula
// (Clásico, 60 % a year, 24 quincenas, j = 0.025 × 1.16 = 0.029): 20,000 pays 1,168.26, 30,000
// pays 1,752.39, 40,000 pays 2,336.53. Beside a 20,000 loan, 3,100 − 1,168.26 = 1,931.74 is left,
// whose present value over 24 quincenas is 33,070.29: 33,070 pays 1,931.72 and fits.

let server: TestServer;
let ana: string;
let rita: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  [ana, rita] = await Promise.all([signInAs(server, 'promoter'), signInAs(server, 'reviewer')]);
  choices = await demoChoices(server, ana);
}, 120_000);
afterAll(() => server?.close());

type Refusal = { code: string; missing: { step: string; field: string | null; message: string }[] };

const submit = (id: string, language = 'es') =>
  server.post<Refusal & Application>(`/api/v1/promoter/applications/${id}/submit/`, undefined, {
    token: ana,
    headers: { 'accept-language': language },
  });

/** A draft of `curp` for `amount` with every step, the identity check and the documents done:
 * only the capacity can keep it from being submitted. */
async function readyDraft(curp: string, amount: number) {
  const created = await server.post<Application>(
    '/api/v1/promoter/applications/',
    { pre_solicitud: preSolicitudOf({ curp }) },
    { token: ana, headers: { 'idempotency-key': crypto.randomUUID() } },
  );
  const saved = await server.request<Application>(
    'PATCH',
    `/api/v1/promoter/applications/${created.body.id}/`,
    {
      token: ana,
      body: sectionsOf(choices, { curp, amount }),
      headers: { 'if-match': '"1"' },
    },
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await completeIdentity(server, ana, created.body.id);
  await uploadMissingDocuments(server, ana, created.body.id);
  return created.body;
}

async function changeAmount(id: string, amount: number) {
  const current = await server.get<Application>(`/api/v1/promoter/applications/${id}/`, { token: ana });
  const saved = await server.request<Application>('PATCH', `/api/v1/promoter/applications/${id}/`, {
    token: ana,
    body: { producto: { product: choices.product, term: 24, amount } },
    headers: { 'if-match': `"${current.body.version}"` },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

describe('on submit', () => {
  it('refuses a second application over capacity, naming the first one in flight, and submits it once it fits', async () => {
    const curp = anotherCurp('BCD');
    const first = await submittedApplication(server, ana, choices, { variant: { curp } });
    const second = await readyDraft(curp, 40000);
    const refused = await submit(second.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('application_incomplete');
    expect(refused.body.missing).toEqual([
      {
        step: 'producto',
        field: 'amount',
        message: `El pago de $2,336.53 excede la capacidad de $1,931.74 por quincena: ya tiene la solicitud ${first.folio} en trámite con pago de $1,168.26 por quincena. Con este plazo el monto máximo es $33,070.00.`,
      },
    ]);
    // Alone, 40,000 would fit (2,336.53 ≤ 3,100): the first application is what refuses it.
    // 30,000 fits beside it (1,752.39 ≤ 1,931.74).
    await changeAmount(second.id, 30000);
    const accepted = await submit(second.id);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.status).toBe('submitted');
    // The detail shows the first one counted against the capacity.
    expect(accepted.body.loan_figures?.capacity).toMatchObject({
      max_payment: 1931.74,
      max_amount: 33070,
      exceeds: false,
      other_loans: [{ folio: first.folio, kind: 'application', payment: 1168.26, frequency: 'biweekly' }],
    });
  });

  it('names an approved loan as a loan, in the reader’s language, and every other one', async () => {
    const curp = anotherCurp('FGH');
    const loan = await approvedApplication(server, ana, rita, choices, { curp });
    const second = await readyDraft(curp, 40000);
    const english = await submit(second.id, 'en');
    expect(english.status).toBe(409);
    expect(english.body.missing.map((item) => item.message)).toEqual([
      `The payment of $2,336.53 exceeds the capacity of $1,931.74 twice a month: the customer already has loan ${loan.folio} with a payment of $1,168.26 twice a month. With this term the largest amount is $33,070.00.`,
    ]);
    // With an application in flight as well, 3,100 − 2 × 1,168.26 = 763.48 is left.
    const inFlight = await submittedApplication(server, ana, choices, { variant: { curp } });
    await changeAmount(second.id, 20000);
    const spanish = await submit(second.id);
    expect(spanish.body.missing[0]!.message).toBe(
      `El pago de $1,168.26 excede la capacidad de $763.48 por quincena: ya tiene el crédito ${loan.folio} con pago de $1,168.26 por quincena y la solicitud ${inFlight.folio} en trámite con pago de $1,168.26 por quincena. Con este plazo el monto máximo es $13,070.00.`,
    );
  });
});

describe('another promoter’s customer', () => {
  // Their loans count against the capacity, but a promoter learns nothing of another promoter's
  // customer file beyond the payment: no folio in the simulator, the submit refusal or the detail.
  // The desk sees every folio, and a simulator lookup by CURP is audited.
  it('counts their loans by payment only for the promoter, by folio for the desk', async () => {
    const bea = await signInAs(server, 'promoter');
    const curp = anotherCurp('XYZ');
    const beasLoan = await approvedApplication(server, bea, rita, choices, { curp });
    const elsewhere = { folio: null, kind: 'loan', payment: 1168.26, frequency: 'biweekly' };

    const simulated = await server.post<{ id: string; capacity: { other_loans: unknown[] } }>(
      '/api/v1/promoter/simulations/',
      {
        product: choices.product,
        affiliate: choices.affiliate,
        amount: 10000,
        term: 24,
        net_pay: 12000,
        existing_deductions: 500,
        curp,
      },
      { token: ana },
    );
    expect(simulated.status, JSON.stringify(simulated.body)).toBe(201);
    expect(simulated.body.capacity.other_loans).toEqual([elsewhere]);
    expect(JSON.stringify(simulated.body)).not.toContain(beasLoan.folio);
    const [lookup] = await server.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'simulation.other_loans_lookup'), eq(auditLog.entityId, simulated.body.id)),
      );
    expect(lookup?.details).toEqual({ curp, found: 1 });

    const draft = await readyDraft(curp, 40000);
    const refused = await submit(draft.id);
    expect(refused.body.missing.map((item) => item.message)).toEqual([
      'El pago de $2,336.53 excede la capacidad de $1,931.74 por quincena: ya tiene un crédito con otro asesor con pago de $1,168.26 por quincena. Con este plazo el monto máximo es $33,070.00.',
    ]);
    await changeAmount(draft.id, 30000);
    const submitted = await submit(draft.id);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.loan_figures?.capacity?.other_loans).toEqual([elsewhere]);
    const detail = await server.get<Application>(`/api/v1/promoter/applications/${draft.id}/`, {
      token: ana,
    });
    expect(JSON.stringify(detail.body)).not.toContain(beasLoan.folio);

    const review = await server.get<Application>(`/api/v1/review/applications/${draft.id}/`, { token: rita });
    expect(review.status).toBe(200);
    expect(review.body.loan_figures?.capacity?.other_loans).toEqual([
      { ...elsewhere, folio: beasLoan.folio },
    ]);
  });
});

describe('at approval', () => {
  // What the approval answers when assertCapacityAtApproval refuses, through the errors plugin.
  async function refusalOf(row: ApplicationRow, language: string) {
    const app = Fastify();
    await app.register(errorsPlugin, {
      reporter: { capture: () => undefined, close: async () => undefined },
    });
    app.post('/approve', async () => {
      await assertCapacityAtApproval(server.db, row, '2026-11-26');
      return { approved: true };
    });
    const response = await app.inject({
      method: 'POST',
      url: '/approve',
      headers: { 'accept-language': language },
    });
    await app.close();
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }

  it('refuses with 409 exceeds_capacity naming the other loans, and lets a loan that fits through', async () => {
    const curp = anotherCurp('JKL');
    const loan = await approvedApplication(server, ana, rita, choices, { curp });
    const over = await takenApplication(server, ana, rita, choices, {
      identity: 'approved',
      variant: { curp, amount: 40000 },
    });
    expect(await refusalOf(over, 'es')).toEqual({
      status: 409,
      body: {
        code: 'exceeds_capacity',
        detail: `El pago de $2,336.53 excede la capacidad de $1,931.74 por quincena: ya tiene el crédito ${loan.folio} con pago de $1,168.26 por quincena. Con este plazo el monto máximo es $33,070.00.`,
      },
    });
    expect((await refusalOf(over, 'en')).body.detail).toContain(
      `loan ${loan.folio} with a payment of $1,168.26`,
    );
    const fits = await takenApplication(server, ana, rita, choices, {
      identity: 'approved',
      variant: { curp: anotherCurp('MNP'), amount: 40000 },
    });
    expect(await refusalOf(fits, 'es')).toEqual({ status: 200, body: { approved: true } });
  });

  it('says so when nothing is left to lend', async () => {
    const curp = anotherCurp('QRS');
    // 3 × 1,168.26 = 3,504.78 > 3,100: no room at all for a fourth.
    for (let count = 0; count < 3; count += 1)
      await submittedApplication(server, ana, choices, { variant: { curp } });
    const fourth = await takenApplication(server, ana, rita, choices, { variant: { curp } });
    const { body } = await refusalOf(fourth, 'es');
    expect(body.code).toBe('exceeds_capacity');
    expect(body.detail).toMatch(
      /^No queda capacidad de descuento para el pago de \$1,168\.26 por quincena: ya tiene la solicitud SOL-\d{4}-\d{6} en trámite con pago de \$1,168\.26 por quincena, la solicitud /,
    );
  });
});
