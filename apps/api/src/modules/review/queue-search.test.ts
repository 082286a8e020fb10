import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoChoices, submittedApplication, takenApplication } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import {
  affiliates,
  applications,
  auditLog,
  branches,
  notifications,
  products,
  users,
} from '../../db/schema.js';

// The desk's queue: a search looks through every status (an approved folio is found) by folio,
// customer, CURP, phone and promoter; filters and sort by convenio, branch, promoter and product;
// ageing against the thresholds an admin sets; and an admin assigns applications to a reviewer.

let server: TestServer;
let ana: string;
let beto: string;
let rita: string;
let alma: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  [ana, beto, rita, alma] = await Promise.all([
    signInAs(server, 'promoter'),
    signInAs(server, 'promoter'),
    signInAs(server, 'reviewer'),
    signInAs(server, 'admin'),
  ]);
  choices = await demoChoices(server, ana);
}, 120_000);
afterAll(() => server?.close());

type Row = {
  id: string;
  folio: string;
  status: string;
  ageing: string | null;
  branch: { name: string } | null;
  affiliate: { name: string } | null;
  reviewer: { id: string } | null;
};
const queue = (query: string, token = rita) =>
  server.get<{ count: number; results: Row[]; code?: string }>(`/api/v1/review/applications/?${query}`, {
    token,
  });
const ids = async (query: string) => (await queue(query)).body.results.map((row) => row.id);
const set = (id: string, values: Partial<typeof applications.$inferInsert>) =>
  server.db.update(applications).set(values).where(eq(applications.id, id));

describe('searching the queue', () => {
  it('finds an approved application by its folio, a phone typed with spaces, and the promoter’s name', async () => {
    const approved = await submittedApplication(server, ana, choices);
    await set(approved.id, { status: 'approved', mobile: '5544332211' });
    const open = await submittedApplication(server, beto, choices);
    await server.db
      .update(users)
      .set({ firstName: 'Begoña', lastName: 'Ñúñez Quintana' })
      .where(eq(users.id, open.promoterId));

    // The default queue lists only what waits on the desk; a search looks through every status.
    expect(await ids('page_size=100')).not.toContain(approved.id);
    const byFolio = await queue(`search=${approved.folio}`);
    expect(byFolio.body.results.map((row) => [row.id, row.status])).toEqual([[approved.id, 'approved']]);
    expect(await ids('search=55 4433 2211')).toEqual([approved.id]);
    expect(await ids('search=%2B52 55-4433-2211')).toEqual([approved.id]);
    // Accents and case do not matter, as everywhere else.
    expect(await ids('search=nunez quin')).toEqual([open.id]);
    expect(await ids('search=BEGOÑA')).toEqual([open.id]);
    // A status filter still narrows a search.
    expect(await ids(`search=${approved.folio}&status=submitted`)).toEqual([]);
  });
});

describe('filters and sort', () => {
  it('filters by convenio, branch, promoter and product, and groups by them, oldest first within each', async () => {
    const [otherAffiliate] = await server.db
      .select()
      .from(affiliates)
      .where(ne(affiliates.id, choices.affiliate))
      .limit(1);
    const [otherBranch] = await server.db
      .select()
      .from(branches)
      .where(ne(branches.id, choices.branch))
      .limit(1);
    const [otherProduct] = await server.db
      .select()
      .from(products)
      .where(ne(products.id, choices.product))
      .limit(1);
    const first = await submittedApplication(server, ana, choices);
    const second = await submittedApplication(server, beto, choices);
    await set(first.id, { submittedAt: new Date('2026-01-01T10:00:00Z') });
    await set(second.id, {
      submittedAt: new Date('2026-01-02T10:00:00Z'),
      affiliateId: otherAffiliate!.id,
      branchId: otherBranch!.id,
      productId: otherProduct!.id,
    });

    expect(await ids(`affiliate=${otherAffiliate!.id}`)).toEqual([second.id]);
    expect(await ids(`branch=${otherBranch!.id}`)).toEqual([second.id]);
    expect(await ids(`product=${otherProduct!.id}`)).toEqual([second.id]);
    expect(await ids(`promoter=${first.promoterId}`)).toContain(first.id);
    expect(await ids(`promoter=${first.promoterId}`)).not.toContain(second.id);
    // An id that is none matches nothing, never a server error.
    const nonsense = await queue('affiliate=not-an-id');
    expect([nonsense.status, nonsense.body.count]).toEqual([200, 0]);

    // Oldest first by default, newest first on request.
    const oldest = await ids('page_size=100');
    expect(oldest.indexOf(first.id)).toBeLessThan(oldest.indexOf(second.id));
    const newest = await ids('page_size=100&sort=newest');
    expect(newest.indexOf(second.id)).toBeLessThan(newest.indexOf(first.id));
    // Grouped by convenio: the rows come in the convenios' name order.
    const grouped = (await queue('page_size=100&sort=convenio')).body.results.map(
      (row) => row.affiliate?.name ?? '',
    );
    expect(grouped).toEqual([...grouped].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect((await queue('sort=sideways')).status).toBe(400);
  });
});

describe('ageing thresholds', () => {
  it('marks waiting applications amber and red from the hours the admin sets', async () => {
    const fresh = await submittedApplication(server, ana, choices);
    const old = await submittedApplication(server, ana, choices);
    const older = await submittedApplication(server, ana, choices);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    await set(fresh.id, { submittedAt: hoursAgo(1) });
    await set(old.id, { submittedAt: hoursAgo(30) });
    await set(older.id, { submittedAt: hoursAgo(100) });
    const ageing = async () =>
      Object.fromEntries((await queue('page_size=100')).body.results.map((row) => [row.id, row.ageing]));

    // The defaults: amber from 24 hours, red from 72.
    expect((await server.get('/api/v1/review/settings/', { token: rita })).body).toEqual({
      ageing_amber_hours: 24,
      ageing_red_hours: 72,
    });
    expect(await ageing()).toMatchObject({ [fresh.id]: 'on_time', [old.id]: 'amber', [older.id]: 'red' });

    // Only an admin sets them, red after amber; each change audited.
    const put = (body: unknown, token = alma, language = 'es') =>
      server.request<{ errors?: Record<string, string[]> }>('PUT', '/api/v1/review/settings/', {
        token,
        body,
        headers: { 'accept-language': language },
      });
    expect((await put({ ageing_amber_hours: 2, ageing_red_hours: 20 }, rita)).status).toBe(403);
    const wrong = await put({ ageing_amber_hours: 20, ageing_red_hours: 2 }, alma, 'en');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ ageing_red_hours: ['Red must start after amber.'] });
    expect((await put({ ageing_amber_hours: 0.5, ageing_red_hours: 2 })).status).toBe(400);
    expect((await put({ ageing_amber_hours: 12, ageing_red_hours: 24 })).status).toBe(200);
    expect(await ageing()).toMatchObject({ [fresh.id]: 'on_time', [old.id]: 'red', [older.id]: 'red' });
    const entries = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'desk_settings.update'));
    expect(entries.map((entry) => entry.details)).toEqual([
      expect.objectContaining({ ageing_amber_hours: '12', ageing_amber_hours_before: '24' }),
    ]);

    // What the desk no longer works on does not age.
    await set(older.id, { status: 'approved' });
    const approved = (await queue(`search=${older.folio}`)).body.results[0]!;
    expect(approved.ageing).toBeNull();
  });
});

describe('assigning applications to a reviewer', () => {
  const assign = (body: unknown, token = alma) =>
    server.post<{ assigned?: { id: string }[]; reviewer?: { id: string }; code?: string; errors?: unknown }>(
      '/api/v1/review/applications/assign/',
      body,
      { token },
    );

  it('an admin assigns several at once (and reassigns a taken one): audited, and the reviewer is told', async () => {
    const raul = await signInAs(server, 'reviewer');
    const waiting = await submittedApplication(server, ana, choices);
    const takenByRita = await takenApplication(server, ana, rita, choices);
    const ritaId = (
      await server.db.select().from(applications).where(eq(applications.id, takenByRita.id))
    )[0]!.reviewerId!;
    // Raúl's id: the reviewer who takes an application is recorded on it.
    const probe = await takenApplication(server, ana, raul, choices);
    const raulId = (await server.db.select().from(applications).where(eq(applications.id, probe.id)))[0]!
      .reviewerId!;

    // Reviewers and promoters may not assign.
    expect((await assign({ applications: [waiting.id], reviewer: raulId }, rita)).status).toBe(403);
    expect((await assign({ applications: [waiting.id], reviewer: raulId }, ana)).status).toBe(403);

    const done = await assign({ applications: [waiting.id, takenByRita.id], reviewer: raulId });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.assigned?.map((item) => item.id).sort()).toEqual([waiting.id, takenByRita.id].sort());
    for (const id of [waiting.id, takenByRita.id]) {
      const [row] = await server.db.select().from(applications).where(eq(applications.id, id));
      expect(row).toMatchObject({ status: 'in_review', reviewerId: raulId });
    }
    const told = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, raulId), eq(notifications.kind, 'assigned')));
    expect(told.map((item) => item.applicationId).sort()).toEqual([waiting.id, takenByRita.id].sort());
    const [moved] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.assigned'), eq(auditLog.entityId, takenByRita.id)));
    expect(moved?.details).toEqual({ reviewer: raulId, reviewer_before: ritaId });
    // The queue names the new holder.
    expect((await queue(`search=${waiting.folio}`)).body.results[0]?.reviewer?.id).toBe(raulId);
  });

  it('refuses all of them when one may not be assigned, an unknown reviewer and a promoter as one', async () => {
    const waiting = await submittedApplication(server, ana, choices);
    const decided = await submittedApplication(server, ana, choices);
    await set(decided.id, { status: 'approved' });
    const ritaRow = await takenApplication(server, ana, rita, choices);
    const ritaId = (await server.db.select().from(applications).where(eq(applications.id, ritaRow.id)))[0]!
      .reviewerId!;

    const refused = await assign({ applications: [waiting.id, decided.id], reviewer: ritaId });
    expect([refused.status, refused.body.code]).toEqual([409, 'application_not_reviewable']);
    const [still] = await server.db.select().from(applications).where(eq(applications.id, waiting.id));
    expect(still).toMatchObject({ status: 'submitted', reviewerId: null });

    const unknown = await assign({ applications: [waiting.id], reviewer: crypto.randomUUID() });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ reviewer: ['Elige un revisor o administrador activo.'] });
    const promoter = await assign({ applications: [waiting.id], reviewer: waiting.promoterId });
    expect(promoter.status).toBe(400);
    expect((await assign({ applications: [], reviewer: ritaId })).status).toBe(400);
    expect((await assign({ applications: [crypto.randomUUID()], reviewer: ritaId })).status).toBe(404);
  });
});
