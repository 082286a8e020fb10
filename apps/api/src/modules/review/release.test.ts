import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoChoices, takenApplication } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { applications, auditLog } from '../../db/schema.js';

// A taken application never waits on a reviewer who cannot decide it: an admin returns it to the
// queue, and deactivating the reviewer (or making them a promoter) returns all they held.

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

const release = (id: string, token: string, version: number) =>
  server.request<{ status: string; reviewer: unknown; version: number; code?: string }>(
    'POST',
    `/api/v1/review/applications/${id}/release/`,
    { token, headers: { 'if-match': `"${version}"` } },
  );
const rowOf = async (id: string) =>
  (await server.db.select().from(applications).where(eq(applications.id, id)))[0]!;

describe('returning a taken application to the queue', () => {
  it('an admin releases it: submitted again, held by nobody, its submission date kept', async () => {
    const taken = await takenApplication(server, ana, rita, choices);
    const before = await rowOf(taken.id);

    // The reviewer who holds it cannot hand it back this way, nor can the promoter.
    expect((await release(taken.id, rita, taken.version)).status).toBe(403);
    expect((await release(taken.id, ana, taken.version)).status).toBe(403);
    // On a version the admin did not see: 412.
    expect((await release(taken.id, alma, taken.version - 1)).status).toBe(412);

    const released = await release(taken.id, alma, taken.version);
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ status: 'submitted', reviewer: null });
    const after = await rowOf(taken.id);
    expect(after).toMatchObject({ status: 'submitted', reviewerId: null, takenAt: null });
    expect(after.submittedAt).toEqual(before.submittedAt);
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, taken.id), eq(auditLog.action, 'application.released')));
    expect(entry).toBeDefined();

    // Nothing to release any more.
    const again = await release(taken.id, alma, released.body.version);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('application_not_taken');
  });

  it('deactivating a reviewer returns every application they held', async () => {
    const raul = await signInAs(server, 'reviewer');
    const held = [
      await takenApplication(server, ana, raul, choices),
      await takenApplication(server, ana, raul, choices),
    ];
    const reviewerId = (await rowOf(held[0]!.id)).reviewerId!;
    const deactivated = await server.request('PATCH', `/api/v1/admin/promoters/${reviewerId}/`, {
      token: alma,
      body: { active: false },
    });
    expect(deactivated.status).toBe(200);
    for (const application of held)
      expect(await rowOf(application.id)).toMatchObject({ status: 'submitted', reviewerId: null });
  });

  it('making a reviewer a promoter returns what they held; a reviewer made admin keeps it', async () => {
    const [sara, tomas] = await Promise.all([signInAs(server, 'reviewer'), signInAs(server, 'reviewer')]);
    const bySara = await takenApplication(server, ana, sara, choices);
    const byTomas = await takenApplication(server, ana, tomas, choices);
    const saraId = (await rowOf(bySara.id)).reviewerId!;
    const tomasId = (await rowOf(byTomas.id)).reviewerId!;
    for (const [id, role] of [
      [saraId, 'promoter'],
      [tomasId, 'admin'],
    ] as const) {
      const changed = await server.request('PATCH', `/api/v1/admin/promoters/${id}/`, {
        token: alma,
        body: { role },
      });
      expect(changed.status).toBe(200);
    }
    expect(await rowOf(bySara.id)).toMatchObject({ status: 'submitted', reviewerId: null });
    expect(await rowOf(byTomas.id)).toMatchObject({ status: 'in_review', reviewerId: tomasId });
  });
});
