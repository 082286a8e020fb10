import type { Application } from '@origina/domain/application-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeIdentity,
  startPromoterServer,
  uploadMissingDocuments,
} from '../../../test/support/applications.js';
import { freshCurp, preSolicitudOf, sectionsOf } from '../../../test/support/customer.js';
import type { TestServer } from '../../../test/support/server.js';

// The application's read names what a submit would refuse, with the submit's own list, and ticks a
// step only when none of it remains (issue 35, point 5): the preview and the stepper stop hiding
// what Enviar would then reveal.

let server: TestServer;
let ana: string;
let choices: Awaited<ReturnType<typeof startPromoterServer>>['choices'];

beforeAll(async () => {
  ({ server, token: ana, choices } = await startPromoterServer());
}, 120_000);
afterAll(() => server?.close());

type Refusal = { code: string; missing: Application['missing'] };

const read = (id: string, language: string) =>
  server.get<Application>(`/api/v1/promoter/applications/${id}/`, {
    token: ana,
    headers: { 'accept-language': language },
  });
const submit = (id: string, language: string) =>
  server.post<Refusal & Application>(`/api/v1/promoter/applications/${id}/submit/`, undefined, {
    token: ana,
    headers: { 'accept-language': language },
  });

/** A draft with every step saved and a payment over the capacity: the loan saved first, then the
 * demo customer's net pay cut to 4,000 (30 % of it less 500 leaves 700 a quincena; 20,000 pays
 * 1,168.26), as a promoter may do going back to Datos laborales; no identity check, no documents. */
async function overCapacityDraft() {
  const curp = freshCurp();
  const created = await server.post<Application>(
    '/api/v1/promoter/applications/',
    { pre_solicitud: preSolicitudOf({ curp }) },
    { token: ana, headers: { 'idempotency-key': crypto.randomUUID() } },
  );
  const { datos_laborales, ...others } = sectionsOf(choices, { curp });
  const path = `/api/v1/promoter/applications/${created.body.id}/`;
  const first = await server.request<Application>('PATCH', path, {
    token: ana,
    body: others,
    headers: { 'if-match': '"1"' },
  });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const saved = await server.request<Application>('PATCH', path, {
    token: ana,
    body: { datos_laborales: { ...datos_laborales, net_pay: 4000 } },
    headers: { 'if-match': `"${first.body.version}"` },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body;
}

describe("the application's read and submit name the same problems", () => {
  it('with no documents and a payment over capacity: the same list in es and en, those steps not ticked', async () => {
    const draft = await overCapacityDraft();
    for (const language of ['es', 'en']) {
      const before = await read(draft.id, language);
      expect(before.status).toBe(200);
      const refused = await submit(draft.id, language);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('application_incomplete');
      expect(before.body.missing).toEqual(refused.body.missing);
      // The payment, the identity check and each required document.
      expect(before.body.missing.map((item) => item.field ?? item.step)).toEqual([
        'amount',
        'biometria',
        'documents.ine_front',
        'documents.ine_back',
        'documents.proof_of_address',
        'documents.pay_stub',
        'documents.signed_application',
        'documents.selfie',
      ]);
      expect(before.body.completed_steps).not.toContain('producto');
      expect(before.body.completed_steps).not.toContain('biometria');
      expect(before.body.completed_steps).not.toContain('datos-de-solicitud');
      expect(before.body.completed_steps).toContain('datos-laborales');
    }
    const english = await read(draft.id, 'en');
    expect(english.body.missing[0]!.message).toMatch(/^The payment of \$1,168\.26 is more than/);
    const spanish = await read(draft.id, 'es');
    expect(spanish.body.missing.at(-1)!.message).toMatch(/^Falta subir «/);
  });

  it('drops what is done: the identity check once sent; a sent application names nothing', async () => {
    const draft = await overCapacityDraft();
    await completeIdentity(server, ana, draft.id);
    const after = await read(draft.id, 'es');
    expect(after.body.completed_steps).toContain('biometria');
    expect(after.body.missing.map((item) => item.step)).not.toContain('biometria');
    expect(after.body.missing).toEqual((await submit(draft.id, 'es')).body.missing);

    const curp = freshCurp();
    const created = await server.post<Application>(
      '/api/v1/promoter/applications/',
      { pre_solicitud: preSolicitudOf({ curp }) },
      { token: ana, headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    await server.request('PATCH', `/api/v1/promoter/applications/${created.body.id}/`, {
      token: ana,
      body: sectionsOf(choices, { curp }),
      headers: { 'if-match': '"1"' },
    });
    await completeIdentity(server, ana, created.body.id);
    // Uploads what the refusals name, then submits.
    await uploadMissingDocuments(server, ana, created.body.id);
    const sent = await read(created.body.id, 'es');
    expect(sent.body.status).toBe('submitted');
    expect(sent.body.missing).toEqual([]);
    expect(sent.body.completed_steps).toContain('datos-de-solicitud');
  });
});
