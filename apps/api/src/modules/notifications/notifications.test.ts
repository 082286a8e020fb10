import type { Application } from '@origina/domain/application-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoChoices, takenApplication } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { customer } from '../../../test/support/customer.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { startSmtpListener } from '../../../test/support/smtp-listener.js';
import { users } from '../../db/schema.js';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let ana: string;
let beto: string;
let rita: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  smtp = await startSmtpListener();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://origina.example' });
  await seedDemoCatalogues(server.db);
  [ana, beto, rita] = await Promise.all([
    signInAs(server, 'promoter'),
    signInAs(server, 'promoter'),
    signInAs(server, 'reviewer'),
  ]);
  choices = await demoChoices(server, ana);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

type Inbox = {
  count: number;
  unread_count: number;
  results: {
    id: string;
    kind: string;
    status: string | null;
    message: string | null;
    read: boolean;
    application: { id: string; folio: string };
  }[];
};
const inbox = (token: string, query = '') => server.get<Inbox>(`/api/v1/notifications/${query}`, { token });

describe('notifications', () => {
  it('tell the promoter when the credit desk takes or decides, in their inbox and by mail in their language', async () => {
    const application = await takenApplication(server, ana, rita, choices);
    const promoterEmail = (
      await server.get<{ email: string; id: string }>('/api/v1/users/users/whoami/', { token: ana })
    ).body;
    await server.db.update(users).set({ language: 'en' }).where(eq(users.id, promoterEmail.id));
    const before = (await inbox(ana)).body.unread_count;

    const requested = await server.request<Application>(
      'POST',
      `/api/v1/review/applications/${application.id}/decide/`,
      {
        token: rita,
        body: { decision: 'request_changes', sections: ['domicilio'], message: 'Falta el número exterior.' },
        headers: { 'if-match': `"${application.version}"` },
      },
    );
    expect(requested.status).toBe(200);

    const mine = (await inbox(ana)).body;
    expect(mine.unread_count).toBe(before + 1);
    expect(mine.results[0]).toMatchObject({
      kind: 'changes_requested',
      status: 'changes_requested',
      message: 'Falta el número exterior.',
      read: false,
      application: { id: application.id, folio: application.folio },
    });
    const mail = await smtp.waitFor(
      (message) => message.to === promoterEmail.email && message.text.includes('Falta el número exterior.'),
    );
    expect(mail.subject).toBe(`Application ${application.folio}: changes requested`);
    expect(mail.text).toContain('Falta el número exterior.');
    expect(mail.text).toContain(`https://origina.example/dashboard/mis-solicitudes/${application.id}`);

    // Only one's own: another promoter sees none of it and cannot mark it read.
    expect((await inbox(beto)).body.results.some((item) => item.application.id === application.id)).toBe(
      false,
    );
    const stranger = await server.post(`/api/v1/notifications/${mine.results[0]!.id}/read/`, undefined, {
      token: beto,
    });
    expect(stranger.status).toBe(404);

    const read = await server.post<{ read: boolean }>(
      `/api/v1/notifications/${mine.results[0]!.id}/read/`,
      undefined,
      {
        token: ana,
      },
    );
    expect(read.body.read).toBe(true);
    expect(
      (await inbox(ana, '?unread=true')).body.results.some((item) => item.id === mine.results[0]!.id),
    ).toBe(false);
    const all = await server.post<{ unread_count: number }>('/api/v1/notifications/read-all/', undefined, {
      token: ana,
    });
    expect(all.body.unread_count).toBe(0);
  });

  it('are not made for what the promoter does themselves, and need a session', async () => {
    const before = (await inbox(beto)).body.count;
    const created = await server.post<Application>(
      '/api/v1/promoter/applications/',
      { pre_solicitud: customer.pre_solicitud },
      { token: beto, headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    await server.post(`/api/v1/promoter/applications/${created.body.id}/cancel/`, {}, { token: beto });
    expect((await inbox(beto)).body.count).toBe(before);
    expect((await server.get('/api/v1/notifications/')).status).toBe(401);
  });
});
