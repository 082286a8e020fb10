import type { Application } from '@origina/domain/application-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/users/accounts.js';
import { signInAs } from '../support/catalogues.js';
import { customer } from '../support/customer.js';
import { login, startTestServer, strongPassword, type TestServer, uniqueEmail } from '../support/server.js';
import { pause, report } from './harness.js';

const graceSeconds = 2;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ REFRESH_GRACE_PERIOD: `${graceSeconds}s` });
});
afterAll(() => server?.close());

describe('concurrent edits', () => {
  it('two writers on one version: one succeeds, the other gets 412, nothing silently overwritten', async () => {
    const token = await signInAs(server, 'promoter');
    const rounds = 20;
    let conflicts = 0;
    const created = await server.post<Application>(
      '/api/v1/promoter/applications/',
      { pre_solicitud: customer.pre_solicitud },
      { token },
    );
    let version = created.body.version;
    for (let round = 0; round < rounds; round += 1) {
      const edit = (mobile: string) =>
        server.request<Application>('PATCH', `/api/v1/promoter/applications/${created.body.id}/`, {
          token,
          body: { pre_solicitud: { ...customer.pre_solicitud, mobile } },
          headers: { 'if-match': `"${version}"` },
        });
      const answers = await Promise.all([
        edit(`551111${String(round).padStart(4, '0')}`),
        edit(`552222${String(round).padStart(4, '0')}`),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 412]);
      conflicts += 1;
      const winner = answers.find((answer) => answer.status === 200)!;
      const stored = await server.get<Application>(`/api/v1/promoter/applications/${created.body.id}/`, {
        token,
      });
      expect(stored.body.version).toBe(version + 1);
      // What is stored is the winner's edit, whole.
      expect(stored.body.mobile).toBe(winner.body.mobile);
      expect(stored.body.data.pre_solicitud).toEqual(winner.body.data.pre_solicitud);
      expect([
        `551111${String(round).padStart(4, '0')}`,
        `552222${String(round).padStart(4, '0')}`,
      ]).toContain(stored.body.mobile);
      version = stored.body.version;
    }
    report(`two writers ×${rounds}: ${rounds} saves won, ${conflicts} refused with 412, 0 overwritten`);
  });
});

describe('refresh race', () => {
  it('20 parallel refreshes with one token keep the session; a replay after the grace window revokes the family', async () => {
    const email = uniqueEmail('carrera');
    await createAccount(
      server.db,
      { email, password: strongPassword, role: 'promoter', firstName: 'Carrera', lastName: 'Prueba' },
      'test',
    );
    const session = (await login(server, email, strongPassword)).body;
    const refresh = (token: string) =>
      server.post<{ access: string; refresh: string }>('/api/v1/auth/refresh/', { refresh: token });
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(session.refresh)));
    const ok = answers.filter((answer) => answer.status === 200).length;
    const whoami = await server.get('/api/v1/users/users/whoami/', { token: answers[0]!.body.access });
    expect(ok).toBe(20);
    expect(whoami.status).toBe(200);
    // The successor keeps working; the original, replayed after the window, ends the whole family.
    await pause(graceSeconds * 1000 + 500);
    const replay = await refresh(session.refresh);
    const successor = await refresh(answers[0]!.body.refresh);
    report(
      `refresh race: ${ok}/20 parallel refreshes answered 200; replay after ${graceSeconds} s answered ${replay.status}, and the successor then ${successor.status}`,
    );
    expect(replay.status).toBe(401);
    expect(successor.status).toBe(401);
  });
});
