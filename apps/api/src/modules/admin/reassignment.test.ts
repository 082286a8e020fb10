import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedApplication,
  demoChoices,
  submittedApplication,
} from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { customer } from '../../../test/support/customer.js';
import { login, startTestServer, strongPassword, type TestServer } from '../../../test/support/server.js';
import { linkPath } from '../../../test/support/signatures.js';
import { type SmsGateway, startSmsGateway } from '../../../test/support/sms-gateway.js';
import { applications, auditLog, notifications } from '../../db/schema.js';

// Reassignment (issue 34): an admin moves a departing promoter's applications to another active
// promoter of the same branch; the lifecycle model says which statuses may move; each move is
// audited and told to the new owner, who then issues the links (and the old owner no longer can).

let server: TestServer;
let gateway: SmsGateway;
const tokens: Record<'ana' | 'beto' | 'carla' | 'rita' | 'alma', string> = {} as never;
const ids: Record<keyof typeof tokens, string> = {} as never;
let choices: Awaited<ReturnType<typeof demoChoices>>;

const whoAmI = async (token: string) =>
  (await server.get<{ id: string }>('/api/v1/users/users/whoami/', { token })).body.id;
const reassignPath = (promoter: string) => `/api/v1/admin/promoters/${promoter}/reassign/`;

beforeAll(async () => {
  gateway = await startSmsGateway();
  server = await startTestServer(gateway.env);
  await seedDemoCatalogues(server.db);
  for (const [name, role] of [
    ['ana', 'promoter'],
    ['beto', 'promoter'],
    ['carla', 'promoter'],
    ['rita', 'reviewer'],
    ['alma', 'admin'],
  ] as const) {
    tokens[name] = await signInAs(server, role);
    ids[name] = await whoAmI(tokens[name]);
  }
  const branches = await server.get<{ results: { id: string }[] }>('/api/v1/promoter/branches/', {
    token: tokens.alma,
  });
  const [first, second] = branches.body.results;
  // Ana and Beto work from one branch, Carla from another.
  for (const [name, branch] of [
    ['ana', first!.id],
    ['beto', first!.id],
    ['carla', second!.id],
  ] as const) {
    const set = await server.request('PATCH', `/api/v1/admin/promoters/${ids[name]}/`, {
      token: tokens.alma,
      body: { branch },
    });
    expect(set.status).toBe(200);
  }
  choices = await demoChoices(server, tokens.ana);
}, 120_000);
afterAll(async () => {
  await server?.close();
  gateway?.close();
});

const ownerOf = async (id: string) =>
  (await server.db.select().from(applications).where(eq(applications.id, id)))[0]!.promoterId;

describe('reassigning a promoter’s applications', () => {
  it('is for admins only: promoters and reviewers get 403 before the body is read', async () => {
    for (const token of [tokens.ana, tokens.rita]) {
      expect((await server.get(reassignPath(ids.ana), { token })).status).toBe(403);
      expect((await server.post(reassignPath(ids.ana), {}, { token })).status).toBe(403);
    }
    expect((await server.post(reassignPath(ids.ana), {})).status).toBe(401);
  });

  it('offers only the active promoters of the same branch, and refuses any other receiver', async () => {
    const application = await submittedApplication(server, tokens.ana, choices);
    const options = await server.get<{ promoters: { id: string }[]; applications: { id: string }[] }>(
      reassignPath(ids.ana),
      { token: tokens.alma },
    );
    expect(options.status).toBe(200);
    expect(options.body.promoters.map((item) => item.id)).toEqual([ids.beto]);
    expect(options.body.applications.map((item) => item.id)).toContain(application.id);
    for (const to of [ids.carla, ids.ana, ids.rita, 'nadie']) {
      const refused = await server.post<{ errors: Record<string, string[]> }>(
        reassignPath(ids.ana),
        { to, applications: [application.id] },
        { token: tokens.alma, headers: { 'accept-language': 'es' } },
      );
      expect(refused.status, to).toBe(400);
      expect(refused.body.errors.to).toEqual(['Elige otro promotor activo de la misma sucursal.']);
    }
    expect(await ownerOf(application.id)).toBe(ids.ana);
  });

  it('moves an approved loan: audited from → to, the new owner notified and able to issue the signing link, the old one not', async () => {
    const application = await approvedApplication(server, tokens.ana, tokens.rita, choices);
    expect((await server.post(linkPath(application.id), undefined, { token: tokens.ana })).status).toBe(201);
    const moved = await server.post<{ count: number; applications: { folio: string }[] }>(
      reassignPath(ids.ana),
      { to: ids.beto, applications: [application.id] },
      { token: tokens.alma },
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ count: 1, applications: [{ folio: application.folio }] });
    expect(await ownerOf(application.id)).toBe(ids.beto);

    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'application.promoter_reassigned'), eq(auditLog.entityId, application.id)),
      );
    expect(entry!.actorId).toBe(ids.alma);
    expect(entry!.details).toMatchObject({
      folio: application.folio,
      from_promoter_id: ids.ana,
      to_promoter_id: ids.beto,
      from_promoter: expect.stringContaining('Prueba'),
    });
    const told = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.beto), eq(notifications.applicationId, application.id)));
    expect(told.map((item) => item.kind)).toEqual(['application_reassigned']);

    expect((await server.post(linkPath(application.id), undefined, { token: tokens.beto })).status).toBe(201);
    const old = await server.post<{ code: string }>(linkPath(application.id), undefined, {
      token: tokens.ana,
    });
    expect(old.status).toBe(404);
    expect(
      (await server.get(`/api/v1/promoter/applications/${application.id}/`, { token: tokens.ana })).status,
    ).toBe(404);
  });

  it('refuses a closed application (rejected, cancelled, disbursed) with the model’s 409, moving nothing', async () => {
    for (const status of ['rejected', 'cancelled', 'disbursed'] as const) {
      const application = await submittedApplication(server, tokens.ana, choices);
      const open = await submittedApplication(server, tokens.ana, choices);
      await server.db.update(applications).set({ status }).where(eq(applications.id, application.id));
      const refused = await server.post<{ code: string }>(
        reassignPath(ids.ana),
        { to: ids.beto, applications: [open.id, application.id] },
        { token: tokens.alma },
      );
      expect(refused.status, status).toBe(409);
      expect(refused.body.code).toBe('application_closed');
      // All or nothing: the open one stayed too.
      expect(await ownerOf(open.id)).toBe(ids.ana);
      expect(await ownerOf(application.id)).toBe(ids.ana);
    }
  });

  it('answers 404 for an application the promoter does not hold', async () => {
    const carlas = await submittedApplication(server, tokens.carla, choices);
    const refused = await server.post(
      reassignPath(ids.ana),
      { to: ids.beto, applications: [carlas.id] },
      { token: tokens.alma },
    );
    expect(refused.status).toBe(404);
    expect(await ownerOf(carlas.id)).toBe(ids.carla);
  });

  it('moves all of them when none is named (drafts and open ones), leaving the closed ones with their promoter', async () => {
    const draft = await server.post<{ id: string }>(
      '/api/v1/promoter/applications/',
      { pre_solicitud: customer.pre_solicitud },
      { token: tokens.ana, headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(draft.status).toBe(201);
    const submitted = await submittedApplication(server, tokens.ana, choices);
    const rejected = await submittedApplication(server, tokens.ana, choices);
    await server.db.update(applications).set({ status: 'rejected' }).where(eq(applications.id, rejected.id));
    // A draft is offered by its folio only: the admin never reads the customer's name in it.
    const offered = await server.get<{ applications: { id: string; customer_name: string | null }[] }>(
      reassignPath(ids.ana),
      { token: tokens.alma },
    );
    const byId = new Map(offered.body.applications.map((item) => [item.id, item.customer_name]));
    expect(byId.get(draft.body.id)).toBeNull();
    expect(byId.get(submitted.id)).toEqual(expect.any(String));
    expect(byId.has(rejected.id)).toBe(false);
    const moved = await server.post<{ count: number; applications: { id: string }[] }>(
      reassignPath(ids.ana),
      { to: ids.beto },
      { token: tokens.alma },
    );
    expect(moved.status).toBe(200);
    const movedIds = moved.body.applications.map((item) => item.id);
    expect(movedIds).toEqual(expect.arrayContaining([draft.body.id, submitted.id]));
    expect(movedIds).not.toContain(rejected.id);
    expect(await ownerOf(draft.body.id)).toBe(ids.beto);
    expect(await ownerOf(rejected.id)).toBe(ids.ana);
    const left = await server.get<{ applications: unknown[] }>(reassignPath(ids.ana), { token: tokens.alma });
    expect(left.body.applications).toEqual([]);
  });

  it('keeps who held it: a promoter who handed it over and is later made a reviewer neither takes it nor is assigned it', async () => {
    const held = await submittedApplication(server, tokens.beto, choices);
    const moved = await server.post(
      reassignPath(ids.beto),
      { to: ids.ana, applications: [held.id] },
      { token: tokens.alma },
    );
    expect(moved.status).toBe(200);
    const [row] = await server.db.select().from(applications).where(eq(applications.id, held.id));
    expect(row!.formerPromoterIds).toEqual([ids.beto]);
    const madeReviewer = await server.request('PATCH', `/api/v1/admin/promoters/${ids.beto}/`, {
      token: tokens.alma,
      body: { role: 'reviewer' },
    });
    expect(madeReviewer.status).toBe(200);
    const account = await server.get<{ email: string }>(`/api/v1/admin/promoters/${ids.beto}/`, {
      token: tokens.alma,
    });
    const beto = await login(server, account.body.email, strongPassword);
    const taken = await server.request<{ code: string }>(
      'POST',
      `/api/v1/review/applications/${held.id}/take/`,
      { token: beto.body.access, headers: { 'if-match': `"${row!.version}"` } },
    );
    expect([taken.status, taken.body.code]).toEqual([409, 'own_application']);
    const assigned = await server.post<{ code: string }>(
      '/api/v1/review/applications/assign/',
      { applications: [held.id], reviewer: ids.beto },
      { token: tokens.alma },
    );
    expect([assigned.status, assigned.body.code]).toEqual([409, 'own_application']);
  });
});
