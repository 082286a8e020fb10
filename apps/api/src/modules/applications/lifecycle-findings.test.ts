import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeIdentity,
  demoChoices,
  submittedApplication,
  takenApplication,
} from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { customer } from '../../../test/support/customer.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { applications } from '../../db/schema.js';

// The findings of the hostile review that broke the lifecycle, each as the attack was made.

let server: TestServer;
let ana: string;
let rita: string;
let alma: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  [ana, rita, alma] = await Promise.all([
    signInAs(server, 'promoter'),
    signInAs(server, 'reviewer'),
    signInAs(server, 'admin'),
  ]);
  choices = await demoChoices(server, ana);
}, 120_000);
afterAll(() => server?.close());

const draft = async () =>
  (
    await server.post<{ id: string; version: number }>(
      '/api/v1/promoter/applications/',
      { pre_solicitud: customer.pre_solicitud },
      { token: ana },
    )
  ).body;
const decide = (id: string, token: string, version: number, body: unknown) =>
  server.request<{ code?: string; status?: string }>('POST', `/api/v1/review/applications/${id}/decide/`, {
    token,
    body,
    headers: { 'if-match': `"${version}"` },
  });

describe('drafts are the promoter’s business', () => {
  it('the desk neither lists nor reads a draft, nor one cancelled before it was ever submitted', async () => {
    const open = await draft();
    const cancelled = await draft();
    await server.post(`/api/v1/promoter/applications/${cancelled.id}/cancel/`, {}, { token: ana });
    for (const token of [rita, alma]) {
      for (const status of ['draft', 'cancelled']) {
        const listed = await server.get<{ results: { id: string }[] }>(
          `/api/v1/review/applications/?status=${status}&page_size=100`,
          { token },
        );
        expect(listed.status).toBe(200);
        expect(listed.body.results.map((item) => item.id)).not.toContain(open.id);
        expect(listed.body.results.map((item) => item.id)).not.toContain(cancelled.id);
      }
      for (const id of [open.id, cancelled.id]) {
        expect((await server.get(`/api/v1/review/applications/${id}/`, { token })).status).toBe(404);
        const documents = await server.get<{ count: number }>(
          `/api/v1/users/applicationdocuments/?application=${id}`,
          { token },
        );
        expect(documents.body.count).toBe(0);
      }
    }
  });

  it('nobody but the owner promoter receives a draft’s customer link, and nobody decides a faked check', async () => {
    const application = await draft();
    const link = await server.post<{ slug: string }>(
      '/api/v1/promoter/biometricvalidations/',
      { application: application.id },
      { token: ana },
    );
    for (const token of [rita, alma]) {
      const seen = await server.get(`/api/v1/promoter/applications/${application.id}/biometricvalidation/`, {
        token,
      });
      expect(seen.status).toBe(403);
      expect(JSON.stringify(seen.body)).not.toContain(link.body.slug);
      // Even had they the link and sent the photos, a draft's check is not theirs to decide.
      const decided = await server.post(
        `/api/v1/review/applications/${application.id}/biometricvalidation/decide/`,
        { result: 'approved' },
        { token },
      );
      expect(decided.status).toBe(404);
    }
  });
});

describe('the desk decides what it took, with the identity check decided', () => {
  it('refuses a decision on a submitted application nobody took (no skipping in_review)', async () => {
    const application = await submittedApplication(server, ana, choices, { identity: true });
    for (const decision of [
      { decision: 'approve' },
      { decision: 'reject', reason: 'credit_policy', comment: 'Fuera de política' },
      { decision: 'request_changes', sections: ['domicilio'], message: 'Revisa el domicilio' },
    ]) {
      const refused = await decide(application.id, rita, application.version, decision);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('application_not_taken');
    }
    const [row] = await server.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row!.status).toBe('submitted');
  });

  it('refuses to approve while the identity check still needs review, or was rejected', async () => {
    const application = await takenApplication(server, ana, rita, choices, { identity: 'submitted' });
    const early = await decide(application.id, rita, application.version, { decision: 'approve' });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('identity_not_decided');
    const identity = await server.post(
      `/api/v1/review/applications/${application.id}/biometricvalidation/decide/`,
      { result: 'rejected', reason: 'La selfie no coincide con la INE' },
      { token: rita },
    );
    expect(identity.status).toBe(200);
    const rejected = await decide(application.id, rita, application.version, { decision: 'approve' });
    expect(rejected.body.code).toBe('identity_rejected');
    // The way forward: ask for a new identity check.
    const changes = await decide(application.id, rita, application.version, {
      decision: 'request_changes',
      sections: ['biometria'],
      message: 'Pide al cliente una nueva verificación con buena luz.',
    });
    expect(changes.status).toBe(200);
  });

  it('another reviewer, or an admin who did not take it, cannot decide it', async () => {
    const raul = await signInAs(server, 'reviewer');
    const application = await takenApplication(server, ana, rita, choices, { identity: 'approved' });
    for (const token of [raul, alma]) {
      const refused = await decide(application.id, token, application.version, { decision: 'approve' });
      expect(refused.body.code).toBe('application_taken');
    }
  });
});

describe('separation of duties', () => {
  it('a promoter made a reviewer cannot take, let alone approve, an application they captured', async () => {
    const pepe = await signInAs(server, 'promoter');
    const application = await submittedApplication(server, pepe, choices, { identity: true });
    const pepeId = (await server.get<{ id: string }>('/api/v1/users/users/whoami/', { token: pepe })).body.id;
    const promoted = await server.request('PATCH', `/api/v1/admin/promoters/${pepeId}/`, {
      token: alma,
      body: { role: 'reviewer' },
    });
    expect(promoted.status).toBe(200);
    const taken = await server.request<{ code?: string }>(
      'POST',
      `/api/v1/review/applications/${application.id}/take/`,
      { token: pepe, headers: { 'if-match': `"${application.version}"` } },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('own_application');
  });
});

describe('after a changes request only what was reopened may change', () => {
  const upload = (id: string) =>
    server.post<{ code?: string }>(
      '/api/v1/users/applicationdocuments/',
      {
        application: id,
        document_type: 'pay_stub',
        file_name: 'recibo.pdf',
        size: 2048,
        content_type: 'application/pdf',
      },
      { token: ana },
    );
  const newLink = (id: string) =>
    server.post<{ code?: string; errors?: Record<string, string[]> }>(
      '/api/v1/promoter/biometricvalidations/',
      { application: id },
      { token: ana },
    );

  async function reopened(sections: string[]) {
    const application = await takenApplication(server, ana, rita, choices, { identity: 'approved' });
    const requested = await decide(application.id, rita, application.version, {
      decision: 'request_changes',
      sections,
      message: 'Corrige lo señalado.',
    });
    expect(requested.status).toBe(200);
    return application.id;
  }

  it('with only Domicilio reopened: no document upload and no new identity link (the result stays)', async () => {
    const id = await reopened(['domicilio']);
    const document = await upload(id);
    expect(document.status).toBe(409);
    expect(document.body.code).toBe('section_not_reopened');
    const link = await newLink(id);
    expect(link.status).toBe(409);
    expect(link.body.code).toBe('section_not_reopened');
    expect(Object.keys(link.body.errors ?? {})).toEqual(['biometria']);
    const identity = await server.get<{ result: string }>(
      `/api/v1/promoter/applications/${id}/biometricvalidation/`,
      { token: ana },
    );
    expect(identity.body.result).toBe('approved');
  });

  it('with documentos and biometria reopened: uploads and a new identity link, and the customer can send it', async () => {
    const id = await reopened(['documentos', 'biometria']);
    expect((await upload(id)).status).toBe(201);
    expect((await newLink(id)).status).toBe(201);
    // The promoter's side of the new check, through the public link, works too.
    await completeIdentity(server, ana, id);
    const identity = await server.get<{ status: string; result: string }>(
      `/api/v1/promoter/applications/${id}/biometricvalidation/`,
      { token: ana },
    );
    expect(identity.body).toMatchObject({ status: 'submitted', result: 'needs_review' });
    // A data section not named stays closed.
    const [row] = await server.db.select().from(applications).where(eq(applications.id, id));
    const locked = await server.request<{ code?: string }>('PATCH', `/api/v1/promoter/applications/${id}/`, {
      token: ana,
      body: { domicilio: customer.domicilio },
      headers: { 'if-match': `"${row!.version}"` },
    });
    expect(locked.body.code).toBe('section_not_reopened');
  });
});
