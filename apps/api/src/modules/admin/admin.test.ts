import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoChoices, submittedApplication } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { customer } from '../../../test/support/customer.js';
import {
  login,
  registerPromoter,
  startTestServer,
  strongPassword,
  type TestServer,
} from '../../../test/support/server.js';
import { startSmtpListener } from '../../../test/support/smtp-listener.js';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let alma: string;
let rita: string;
let ana: string;

beforeAll(async () => {
  smtp = await startSmtpListener();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://origina.example' });
  await seedDemoCatalogues(server.db);
  [alma, rita, ana] = await Promise.all([
    signInAs(server, 'admin'),
    signInAs(server, 'reviewer'),
    signInAs(server, 'promoter'),
  ]);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

type Managed = {
  id: string;
  email: string;
  role: string;
  active: boolean;
  erp_id: string | null;
  branch: { id: string } | null;
  invitation_pending: boolean;
};

describe('administration', () => {
  it('answers 403 to promoters and reviewers on every admin endpoint, before looking at the body', async () => {
    for (const token of [ana, rita]) {
      for (const [method, path] of [
        ['GET', '/api/v1/admin/promoters/'],
        ['GET', '/api/v1/admin/invitations/'],
        ['POST', '/api/v1/admin/invitations/'],
        ['GET', '/api/v1/admin/audit/'],
        ['PATCH', '/api/v1/admin/promoters/00000000-0000-7000-8000-000000000000/'],
      ] as const) {
        const body = method === 'GET' ? undefined : {};
        expect((await server.request(method, path, { token, body })).status, `${method} ${path}`).toBe(403);
      }
    }
  });

  it('lists and searches accounts, and sets ERP id, mobile and branch', async () => {
    const promoter = await registerPromoter(server, { firstName: 'Zacarías', lastName: 'Quintana' });
    const found = await server.get<{ count: number; results: Managed[] }>(
      '/api/v1/admin/promoters/?search=quintana',
      {
        token: alma,
      },
    );
    expect(found.body.results.map((item) => item.email)).toEqual([promoter.email]);
    const branches = await server.get<{ results: { id: string }[] }>('/api/v1/promoter/branches/', {
      token: alma,
    });
    const branch = branches.body.results[0]!.id;
    const changed = await server.request<Managed>('PATCH', `/api/v1/admin/promoters/${promoter.user.id}/`, {
      token: alma,
      body: { erp_id: 'ZQ-0042', mobile_number: '+52 55 1234 5678', branch },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      erp_id: 'ZQ-0042',
      mobile_number: '5512345678',
      branch: { id: branch },
    });
    const bad = await server.request('PATCH', `/api/v1/admin/promoters/${promoter.user.id}/`, {
      token: alma,
      body: { erp_id: 'zq 42', branch: '00000000-0000-7000-8000-000000000000' },
    });
    expect(bad.status).toBe(400);
  });

  it('deactivating an account ends its sessions at once; refresh tokens stop working', async () => {
    const promoter = await registerPromoter(server);
    const session = await login(server, promoter.email, strongPassword);
    const deactivated = await server.request<Managed>(
      'PATCH',
      `/api/v1/admin/promoters/${promoter.user.id}/`,
      {
        token: alma,
        body: { active: false },
      },
    );
    expect(deactivated.body.active).toBe(false);
    expect((await server.post('/api/v1/auth/refresh/', { refresh: session.body.refresh })).status).toBe(401);
    expect((await server.get('/api/v1/users/users/whoami/', { token: session.body.access })).status).toBe(
      401,
    );
    expect((await login(server, promoter.email, strongPassword, 'x')).status).not.toBe(200);
  });

  it('changes a role, but an admin cannot lock themselves out', async () => {
    const promoter = await registerPromoter(server);
    const promoted = await server.request<Managed>('PATCH', `/api/v1/admin/promoters/${promoter.user.id}/`, {
      token: alma,
      body: { role: 'reviewer' },
    });
    expect(promoted.body.role).toBe('reviewer');
    const me = await server.get<{ id: string }>('/api/v1/users/users/whoami/', { token: alma });
    const self = await server.request('PATCH', `/api/v1/admin/promoters/${me.body.id}/`, {
      token: alma,
      body: { active: false },
    });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('cannot_change_own_account');
  });

  it('invites by e-mail: the link works once and the person signs in', async () => {
    const email = `invitado.${Date.now()}@example.mx`;
    const invited = await server.post<Managed>(
      '/api/v1/admin/invitations/',
      { email, first_name: 'Iván', last_name: 'Invitado', role: 'promoter' },
      { token: alma },
    );
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email, role: 'promoter', invitation_pending: true });
    expect(
      (
        await server.post(
          '/api/v1/admin/invitations/',
          { email, first_name: 'I', last_name: 'I', role: 'promoter' },
          { token: alma },
        )
      ).status,
    ).toBe(409);
    const pending = await server.get<{ results: Managed[] }>('/api/v1/admin/invitations/', { token: alma });
    expect(pending.body.results.some((item) => item.email === email)).toBe(true);

    const mail = await smtp.waitFor((message) => message.to === email);
    const token = /https:\/\/origina\.example\/auth\/register\/([\w-]+)/.exec(mail.text)?.[1] ?? '';
    expect(
      (await server.post('/api/v1/users/users/confirm/', { token, password: strongPassword })).status,
    ).toBe(200);
    expect(
      (await server.post('/api/v1/users/users/confirm/', { token, password: strongPassword })).status,
    ).toBe(410);
    expect((await login(server, email, strongPassword)).status).toBe(200);
  });

  it('searches the audit log by action and by record', async () => {
    const promoter = await registerPromoter(server);
    await server.request('PATCH', `/api/v1/admin/promoters/${promoter.user.id}/`, {
      token: alma,
      body: { mobile_number: '5587654321' },
    });
    const log = await server.get<{
      results: { action: string; entity_id: string; actor: { name: string } | null }[];
    }>(`/api/v1/admin/audit/?search=user.updated&entity_id=${promoter.user.id}`, { token: alma });
    expect(log.status).toBe(200);
    expect(log.body.results[0]).toMatchObject({
      action: 'user.updated',
      entity_id: promoter.user.id,
      actor: { name: 'Prueba admin' },
    });
  });

  it('names each record as people do (a person by name and role, an application by folio) and searches the details', async () => {
    type Entry = {
      action: string;
      actor: { name: string; role: string } | null;
      subject: { kind: string; label: string | null; role: string | null; application_id: string | null };
      details: Record<string, unknown> | null;
    };
    const audit = (query: string) =>
      server.get<{ results: Entry[]; count: number }>(`/api/v1/admin/audit/?${query}`, { token: alma });
    const promoter = await registerPromoter(server, { firstName: 'Casimira', lastName: 'Bitácora' });
    await server.request('PATCH', `/api/v1/admin/promoters/${promoter.user.id}/`, {
      token: alma,
      body: { mobile_number: '5512348765' },
    });
    const created = await server.post<{ id: string; folio: string }>(
      '/api/v1/promoter/applications/',
      { pre_solicitud: customer.pre_solicitud },
      { token: ana },
    );
    expect(created.status).toBe(201);

    // Words inside the details find the entry; the record is the person, by name and role.
    const changed = await audit('search=5512348765');
    expect(changed.body.results).toHaveLength(1);
    expect(changed.body.results[0]).toMatchObject({
      action: 'user.updated',
      actor: { name: 'Prueba admin', role: 'admin' },
      subject: { kind: 'person', label: 'Casimira Bitácora', role: 'promoter', application_id: null },
    });
    // An application's entries are found by folio and named by it; a draft, which the desk cannot
    // open, comes without the id for a link; a submitted one with it.
    const byFolio = await audit(`search=${created.body.folio}`);
    expect(byFolio.body.results.map((entry) => entry.action)).toContain('application.create');
    expect(byFolio.body.results[0]!.subject).toEqual({
      kind: 'application',
      label: created.body.folio,
      role: null,
      application_id: null,
    });
    const submitted = await submittedApplication(server, ana, await demoChoices(server, ana));
    const sent = await audit(`search=${submitted.folio}`);
    expect(sent.body.results[0]!.subject).toMatchObject({
      label: submitted.folio,
      application_id: submitted.id,
    });
    // The screen sends the codes of the actions whose words match what was typed.
    const byWords = await audit('search=creó una solicitud&actions=application.create');
    expect(byWords.body.count).toBeGreaterThan(0);
    expect(new Set(byWords.body.results.map((entry) => entry.action))).toEqual(
      new Set(['application.create']),
    );
  });
});
