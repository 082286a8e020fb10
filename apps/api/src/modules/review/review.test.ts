import type { Application } from '@origina/domain/application-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoChoices, submittedApplication, takenApplication } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { completeSections, customer } from '../../../test/support/customer.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { applications } from '../../db/schema.js';

let server: TestServer;
let ana: string;
let rita: string;
let raul: string;
let alma: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  [ana, rita, raul, alma] = await Promise.all([
    signInAs(server, 'promoter'),
    signInAs(server, 'reviewer'),
    signInAs(server, 'reviewer'),
    signInAs(server, 'admin'),
  ]);
  choices = await demoChoices(server, ana);
}, 120_000);
afterAll(() => server?.close());

type ReviewApplication = Application & { reviewer: { name: string } | null; reopened_sections: string[] };

const take = (id: string, token: string, version: number) =>
  server.request<ReviewApplication>('POST', `/api/v1/review/applications/${id}/take/`, {
    token,
    headers: { 'if-match': `"${version}"` },
  });
const decide = (id: string, token: string, version: number, body: unknown) =>
  server.request<ReviewApplication>('POST', `/api/v1/review/applications/${id}/decide/`, {
    token,
    body,
    headers: { 'if-match': `"${version}"` },
  });

describe('access', () => {
  it('answers 403 to a promoter on every review endpoint, and 401 without a session', async () => {
    const application = await submittedApplication(server, ana, choices);
    const paths: [string, string][] = [
      ['GET', '/api/v1/review/applications/'],
      ['GET', `/api/v1/review/applications/${application.id}/`],
      ['POST', `/api/v1/review/applications/${application.id}/take/`],
      ['POST', `/api/v1/review/applications/${application.id}/decide/`],
    ];
    for (const [method, path] of paths) {
      const body = method === 'POST' ? { decision: 'approve' } : undefined;
      const headers = { 'if-match': `"${application.version}"` };
      expect((await server.request(method, path, { token: ana, body, headers })).status, path).toBe(403);
      expect((await server.request(method, path, { body, headers })).status, path).toBe(401);
    }
    // Nothing changed.
    const [row] = await server.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row?.status).toBe('submitted');
  });
});

describe('the queue', () => {
  it('lists submitted applications oldest first with promoter, convenio, amount and who took them', async () => {
    const first = await submittedApplication(server, ana, choices);
    const second = await submittedApplication(server, ana, choices);
    const queue = await server.get<{
      count: number;
      results: (ReviewApplication & { promoter: { name: string } })[];
    }>('/api/v1/review/applications/?page_size=100', { token: rita });
    expect(queue.status).toBe(200);
    const ids = queue.body.results.map((item) => item.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const item = queue.body.results.find((entry) => entry.id === first.id)!;
    expect(item).toMatchObject({
      status: 'submitted',
      promoter: { name: 'Prueba promoter' },
      reviewer: null,
    });
    expect(item.affiliate?.id).toBe(choices.affiliate);
    expect(item.amount).toBeGreaterThan(0);
  });
});

describe('taking and deciding', () => {
  it('a reviewer takes an application; another sees it taken and cannot take or decide it', async () => {
    const application = await submittedApplication(server, ana, choices);
    const taken = await take(application.id, rita, application.version);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ status: 'in_review', reviewer: { name: 'Prueba reviewer' } });
    expect(taken.headers.get('etag')).toBe(`"${taken.body.version}"`);

    expect((await take(application.id, raul, taken.body.version)).body.code).toBe('application_taken');
    const other = await decide(application.id, raul, taken.body.version, { decision: 'approve' });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('application_taken');
  });

  it('needs If-Match and refuses a decision on a stale version with 412', async () => {
    const taken = { body: await takenApplication(server, ana, rita, choices, { identity: 'approved' }) };
    const application = { id: taken.body.id, version: taken.body.version - 1 };
    const missing = await server.request('POST', `/api/v1/review/applications/${application.id}/decide/`, {
      token: rita,
      body: { decision: 'approve' },
    });
    expect(missing.status).toBe(428);
    const stale = await decide(application.id, rita, application.version, { decision: 'approve' });
    expect(stale.status).toBe(412);
    expect((await decide(application.id, rita, taken.body.version, { decision: 'approve' })).status).toBe(
      200,
    );
  });

  it('cannot approve what is not submitted or in review; only an admin disburses, and only a signed loan', async () => {
    const draft = await server.post<Application>(
      '/api/v1/promoter/applications/',
      { pre_solicitud: customer.pre_solicitud },
      { token: ana, headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect((await decide(draft.body.id, rita, 1, { decision: 'approve' })).status).toBe(404);

    const application = await takenApplication(server, ana, rita, choices, { identity: 'approved' });
    const approved = await decide(application.id, rita, application.version, {
      decision: 'approve',
      comment: 'Todo en orden',
    });
    expect(approved.body.status).toBe('approved');
    const again = await decide(application.id, rita, approved.body.version, { decision: 'approve' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('application_not_reviewable');

    expect((await decide(application.id, rita, approved.body.version, { decision: 'disburse' })).status).toBe(
      403,
    );
    // The transfer waits for the customer's signature (the whole path: signing.test.ts and disbursement.test.ts).
    const unsigned = await decide(application.id, alma, approved.body.version, {
      decision: 'disburse',
      reference: 'MBAN01002611200001',
      paid_at: '2026-11-20',
    });
    expect([unsigned.status, unsigned.body.code]).toEqual([409, 'contract_not_signed']);
  });

  it('rejects with a reason from the list and a comment, recorded in the history with who decided', async () => {
    const application = await takenApplication(server, ana, rita, choices);
    const vague = await decide(application.id, rita, application.version, {
      decision: 'reject',
      reason: 'porque sí',
      comment: '',
    });
    expect(vague.status).toBe(400);
    expect(Object.keys(vague.body.errors ?? {}).sort()).toEqual(['comment', 'reason']);
    const rejected = await decide(application.id, rita, application.version, {
      decision: 'reject',
      reason: 'insufficient_capacity',
      comment: 'El descuento supera el 30 % del neto.',
    });
    expect(rejected.body.status).toBe('rejected');
    expect(rejected.body.history.at(-1)).toMatchObject({
      to_status: 'rejected',
      actor: 'Prueba reviewer',
      reason_code: 'insufficient_capacity',
      reason: 'El descuento supera el 30 % del neto.',
    });
  });
});

describe('changes requested', () => {
  it('reopens only the named sections to the promoter', async () => {
    const application = await takenApplication(server, ana, rita, choices);
    const requested = await decide(application.id, rita, application.version, {
      decision: 'request_changes',
      sections: ['domicilio'],
      message: 'El comprobante no coincide con el domicilio capturado.',
    });
    expect(requested.status).toBe(200);
    expect(requested.body).toMatchObject({ status: 'changes_requested', reopened_sections: ['domicilio'] });

    const version = `"${requested.body.version}"`;
    const locked = await server.request('PATCH', `/api/v1/promoter/applications/${application.id}/`, {
      token: ana,
      body: { datos_laborales: completeSections(choices).datos_laborales },
      headers: { 'if-match': version },
    });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({
      code: 'section_not_reopened',
      errors: { datos_laborales: ['El revisor no pidió cambios en esta sección.'] },
    });
    const open = await server.request<Application>(
      'PATCH',
      `/api/v1/promoter/applications/${application.id}/`,
      {
        token: ana,
        body: { domicilio: completeSections(choices).domicilio },
        headers: { 'if-match': version },
      },
    );
    expect(open.status).toBe(200);
  });
});

describe('what the reviewer sees', () => {
  it('the loan worked out again by the server, and the identity photos beside the ID', async () => {
    const application = await submittedApplication(server, ana, choices, { identity: true });
    const seen = await server.get<
      ReviewApplication & {
        loan_figures: { payment: number; cat: number; capacity: { exceeds: boolean } | null } | null;
        identity_captures: { kind: string; download_url: string }[];
        identity_result: string | null;
      }
    >(`/api/v1/review/applications/${application.id}/`, { token: rita });
    expect(seen.status).toBe(200);
    expect(seen.body.loan_figures?.payment).toBeGreaterThan(0);
    expect(seen.body.loan_figures?.cat).toBeGreaterThan(0);
    // The employment section gives the net pay: the capacity is known.
    expect(seen.body.loan_figures?.capacity).not.toBeNull();
    expect(seen.body.identity_result).toBe('needs_review');
    expect(seen.body.identity_captures.map((capture) => capture.kind).sort()).toEqual([
      'id_back',
      'id_front',
      'selfie',
    ]);
    const photo = await fetch(`${server.baseUrl}${seen.body.identity_captures[0]!.download_url}`, {
      headers: { authorization: `Bearer ${rita}` },
    });
    expect(photo.status).toBe(200);
    // Read to the end, so the connection is free when the server closes.
    expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(100);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    // docs/security.md: a file inline only as an image under a sandbox policy.
    expect(photo.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(photo.headers.get('content-disposition')).toBe('inline');
    const asPromoter = await fetch(`${server.baseUrl}${seen.body.identity_captures[0]!.download_url}`, {
      headers: { authorization: `Bearer ${ana}` },
    });
    expect(asPromoter.status).toBe(403);
    await asPromoter.body?.cancel();
  });
});
