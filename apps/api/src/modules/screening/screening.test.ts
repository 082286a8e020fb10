import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoChoices } from '../../../test/support/applications.js';
import { authorizeAndInquire } from '../../../test/support/bureau.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { loadSample, submittedThroughApi } from '../../../test/support/screening.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import {
  applicationEvents,
  applicationScreenings,
  auditLog,
  notifications,
  screeningEntries,
} from '../../db/schema.js';

// Screening through the API: the admin loads the lists, the submit screens the customer, a hit
// blocks the approval (409 screening_hit, before anything else) until compliance clears it, and
// compliance's decisions are recorded, audited and exported.

let server: TestServer;
let admin: string;
let promoter: string;
let reviewer: string;
let officer: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  admin = await signInAs(server, 'admin');
  promoter = await signInAs(server, 'promoter');
  reviewer = await signInAs(server, 'reviewer');
  officer = await signInAs(server, 'compliance');
  choices = await demoChoices(server, promoter);
}, 120_000);
afterAll(() => server?.close());

// The UIF sample names "Gabriela García Hernández": this customer is her, without accents and
// with the surnames the other way round.
const listed = { first_name: 'Gabriela', last_name: 'Hernandez', second_last_name: 'Garcia' };
const unlisted = { first_name: 'María', last_name: 'García', second_last_name: 'López' };

type Screening = {
  state: string;
  risk_grade: string | null;
  latest: {
    stage: string;
    hits: { source: string; reference: string; matched: string; score: number }[];
  } | null;
  decision: { decision: string; reason: string; decided_by: string } | null;
};
const screeningOf = (id: string, token = officer) =>
  server.get<Screening>(`/api/v1/compliance/applications/${id}/screening/`, { token });
const decide = (id: string, body: unknown, token = officer) =>
  server.post<Screening & { code?: string }>(`/api/v1/compliance/applications/${id}/screening/`, body, {
    token,
  });

async function takeWithIdentityApproved(id: string, version: number, approveIdentity = true) {
  const taken = await server.request<{ version: number }>('POST', `/api/v1/review/applications/${id}/take/`, {
    token: reviewer,
    headers: { 'if-match': `"${version}"` },
  });
  expect(taken.status).toBe(200);
  if (approveIdentity)
    expect(
      (
        await server.post(
          `/api/v1/review/applications/${id}/biometricvalidation/decide/`,
          { result: 'approved' },
          { token: reviewer },
        )
      ).status,
    ).toBe(200);
  return taken.body.version;
}
const approve = (id: string, version: number) =>
  server.request<{ code?: string; status?: string }>('POST', `/api/v1/review/applications/${id}/decide/`, {
    token: reviewer,
    body: { decision: 'approve' },
    headers: { 'if-match': `"${version}"` },
  });

describe('loading the lists', () => {
  it('loads each sample, says how many entries it holds, and a new load replaces the source', async () => {
    for (const [source, file, count] of [
      ['uif', 'uif-personas-bloqueadas.csv', 4],
      ['ofac', 'sdn.csv', 3],
      ['un', 'un-consolidated.xml', 3],
      ['uif', 'uif-personas-bloqueadas.csv', 4],
    ] as const) {
      const loaded = await loadSample(server, admin, source, file);
      expect(loaded.status, file).toBe(200);
      expect(loaded.body.sources.find((item) => item.source === source)?.last_load?.entries).toBe(count);
    }
    const uif = await server.db.select().from(screeningEntries).where(eq(screeningEntries.source, 'uif'));
    expect(uif).toHaveLength(4);
  });

  it('refuses a file that does not parse (400 naming the row) and changes nothing', async () => {
    const refused = await loadSample(server, admin, 'un', 'sdn.csv');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'screening.list_bad_row' });
    expect(JSON.stringify(refused.body)).toContain('ONU');
    const un = await server.db.select().from(screeningEntries).where(eq(screeningEntries.source, 'un'));
    expect(un).toHaveLength(3);
  });

  it('is for admins only', async () => {
    expect((await loadSample(server, promoter, 'uif', 'uif-personas-bloqueadas.csv')).status).toBe(403);
    expect((await loadSample(server, officer, 'uif', 'uif-personas-bloqueadas.csv')).status).toBe(403);
    expect((await server.get('/api/v1/admin/screening-lists/')).status).toBe(401);
  });
});

describe('screening an application', () => {
  it('hits on submit a customer whose name is an entry with no accents and the surnames reordered, and tells compliance', async () => {
    const row = await submittedThroughApi(server, promoter, choices, listed);
    const screening = await screeningOf(row.id);
    expect(screening.status).toBe(200);
    expect(screening.body).toMatchObject({ state: 'hit', risk_grade: 'high', latest: { stage: 'submit' } });
    expect(screening.body.latest?.hits).toEqual([
      expect.objectContaining({ source: 'uif', reference: 'UIF-EJEMPLO-0001', matched: 'name', score: 1 }),
    ]);
    const told = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.applicationId, row.id), eq(notifications.kind, 'screening_hit')));
    expect(told).toHaveLength(1);
    // The desk reads the same screening for its review screen.
    expect((await screeningOf(row.id, reviewer)).status).toBe(403);
    const desk = await server.get<Screening>(`/api/v1/review/applications/${row.id}/screening/`, {
      token: reviewer,
    });
    expect(desk.body.state).toBe('hit');
  });

  it('does not hit María García López, whom no list names', async () => {
    const row = await submittedThroughApi(server, promoter, choices, unlisted);
    const screening = await screeningOf(row.id);
    expect(screening.body).toMatchObject({ state: 'clear', risk_grade: 'low', latest: { hits: [] } });
  });

  it('refuses the approval with 409 screening_hit before any other missing precondition, keeping the approval screening', async () => {
    const row = await submittedThroughApi(server, promoter, choices, listed);
    // The identity check is not approved either: the hit is answered first.
    const version = await takeWithIdentityApproved(row.id, row.version, false);
    const refused = await approve(row.id, version);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('screening_hit');
    const runs = await server.db
      .select()
      .from(applicationScreenings)
      .where(eq(applicationScreenings.applicationId, row.id));
    expect(runs.map((run) => [run.stage, run.hits.length])).toEqual(
      expect.arrayContaining([
        ['submit', 1],
        ['approve', 1],
      ]),
    );
  });

  it('approves once compliance cleared the hit with a reason (audited); clearing keeps the status', async () => {
    const row = await submittedThroughApi(server, promoter, choices, listed);
    const version = await takeWithIdentityApproved(row.id, row.version);
    // Everything else an approval needs is there: only the hit stands in the way.
    await authorizeAndInquire(server, reviewer, row.id);
    expect((await approve(row.id, version)).body.code).toBe('screening_hit');
    expect((await decide(row.id, { decision: 'clear', reason: 'x' }, reviewer)).status).toBe(403);
    expect((await decide(row.id, { decision: 'clear', reason: '' })).status).toBe(400);
    const reason = 'Homónimo: la fecha de nacimiento y la CURP no coinciden.';
    const cleared = await decide(row.id, { decision: 'clear', reason });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ state: 'cleared', decision: { decision: 'clear', reason } });
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row.id), eq(auditLog.action, 'application.screening_cleared')));
    expect(entry?.details).toMatchObject({ reason, entries: ['uif:UIF-EJEMPLO-0001'] });
    // Nothing left to decide.
    expect((await decide(row.id, { decision: 'clear', reason })).body.code).toBe('screening_not_pending');
    // The approval screens again and finds the same entry: already cleared.
    const approved = await approve(row.id, version);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
  });

  it('rejects the application when compliance rejects: the promoter is told as of a desk rejection, not the reason', async () => {
    const row = await submittedThroughApi(server, promoter, choices, listed);
    const rejected = await decide(row.id, {
      decision: 'reject',
      reason: 'La persona es la de la lista UIF.',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.state).toBe('rejected');
    const events = await server.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, row.id));
    expect(events.at(-1)).toMatchObject({ toStatus: 'rejected', reasonCode: 'credit_policy', reason: null });
    const told = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.applicationId, row.id), eq(notifications.kind, 'status_changed')));
    expect(told).toEqual([expect.objectContaining({ status: 'rejected', message: null })]);
  });

  it('lists the screenings by state and exports every hit as CSV with what matched and who decided', async () => {
    const pending = await server.get<{ results: { state: string }[] }>(
      '/api/v1/compliance/screenings/?status=pending',
      {
        token: officer,
      },
    );
    expect(pending.body.results.length).toBeGreaterThan(0);
    expect(pending.body.results.every((item) => item.state === 'hit')).toBe(true);
    for (const [status, state] of [
      ['cleared', 'cleared'],
      ['rejected', 'rejected'],
    ])
      expect(
        (
          await server.get<{ results: { state: string }[] }>(
            `/api/v1/compliance/screenings/?status=${status}`,
            { token: officer },
          )
        ).body.results.map((item) => item.state),
      ).toEqual([state]);
    const csv = await server.request('GET', '/api/v1/compliance/screenings/export/', { token: officer });
    expect(csv.status).toBe(200);
    const text = String(csv.body);
    expect(text).toContain('folio,cliente,curp,lista,referencia,entrada,coincide_por');
    expect(text).toContain('UIF-EJEMPLO-0001');
    expect(text).toMatch(
      /liberada,Homónimo: la fecha de nacimiento y la CURP no coinciden\.,Prueba compliance/,
    );
    expect(text).toContain('rechazada');
    expect((await server.get('/api/v1/compliance/screenings/', { token: reviewer })).status).toBe(403);
  });
});
