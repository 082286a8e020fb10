import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { auditLog, promoters } from '../../db/schema.js';

// The account dialog changes only what was edited (issue 34): a reviewer saved with the dialog's
// every field got a promoter's ERP id ("PRM-001003") and no audit entry said so.

let server: TestServer;
let alma: string;

const whoAmI = async (token: string) =>
  (await server.get<{ id: string }>('/api/v1/users/users/whoami/', { token })).body.id;
const accountPath = (id: string) => `/api/v1/admin/promoters/${id}/`;
const patch = (id: string, body: unknown) =>
  server.request<{ erp_id: string | null; role: string; errors?: Record<string, string[]> }>(
    'PATCH',
    accountPath(id),
    { token: alma, body, headers: { 'accept-language': 'es' } },
  );
const audits = (id: string) =>
  server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'user.updated'), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.id));

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  alma = await signInAs(server, 'admin');
}, 120_000);
afterAll(() => server?.close());

describe('saving an account', () => {
  it("never gives a reviewer a promoter's ERP id: the old dialog's full body writes nothing", async () => {
    const reviewer = await whoAmI(await signInAs(server, 'reviewer'));
    // What the dialog used to send for a reviewer it did not change.
    const saved = await patch(reviewer, {
      role: 'reviewer',
      active: true,
      mobile_number: null,
      branch: null,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.erp_id).toBeNull();
    expect(await server.db.select().from(promoters).where(eq(promoters.userId, reviewer))).toEqual([]);
    expect(await audits(reviewer)).toEqual([]);
  });

  it("refuses a promoter's field (ERP id, mobile, branch) on an account that is not a promoter", async () => {
    const reviewer = await whoAmI(await signInAs(server, 'reviewer'));
    for (const body of [{ erp_id: 'PRM-001003' }, { mobile_number: '5512345678' }]) {
      const refused = await patch(reviewer, body);
      expect(refused.status).toBe(400);
      expect(Object.values(refused.body.errors ?? {}).flat()).toEqual([
        'Solo una cuenta de promotor lleva clave ERP, celular y sucursal.',
      ]);
    }
    expect(await server.db.select().from(promoters).where(eq(promoters.userId, reviewer))).toEqual([]);
  });

  it('writes and audits only the fields that change, each with its value before', async () => {
    const promoter = await whoAmI(await signInAs(server, 'promoter'));
    const [before] = await server.db.select().from(promoters).where(eq(promoters.userId, promoter));
    const saved = await patch(promoter, {
      role: 'promoter',
      active: true,
      erp_id: before!.erpId,
      mobile_number: '55 1234 5678',
    });
    expect(saved.status).toBe(200);
    const [entry] = await audits(promoter);
    expect(entry!.actorId).toBe(await whoAmI(alma));
    expect(entry!.details).toEqual({
      account_fields: ['mobile_number'],
      mobile_number: '5512345678',
      before: { mobile_number: null },
    });
    // Saved again as it is: no change, no new entry.
    await patch(promoter, { mobile_number: '5512345678', role: 'promoter' });
    expect(await audits(promoter)).toHaveLength(1);
  });

  it('a reviewer made a promoter gets an ERP id, and the audit says so', async () => {
    const reviewer = await whoAmI(await signInAs(server, 'reviewer'));
    const saved = await patch(reviewer, { role: 'promoter' });
    expect(saved.status).toBe(200);
    expect(saved.body.erp_id).toMatch(/^PRM-/);
    const [entry] = await audits(reviewer);
    expect(entry!.details).toMatchObject({
      account_fields: ['role', 'erp_id'],
      role: 'promoter',
      erp_id: saved.body.erp_id,
      before: { role: 'reviewer', erp_id: null },
    });
  });

  it('the audit search matches the words on screen (sent as codes), not the stored English keys', async () => {
    const promoter = await whoAmI(await signInAs(server, 'promoter'));
    const branches = await server.get<{ results: { id: string }[] }>('/api/v1/promoter/branches/', {
      token: alma,
    });
    expect((await patch(promoter, { branch: branches.body.results[0]!.id })).status).toBe(200);
    const search = async (query: string) =>
      (
        await server.get<{ count: number }>(`/api/v1/admin/audit/?entity_id=${promoter}&${query}`, {
          token: alma,
        })
      ).body.count;
    // "branch" is a key the screen never shows: it no longer matches every entry that has one.
    expect(await search('search=branch')).toBe(0);
    // "sucursal", the word shown ("Datos modificados: Sucursal"), with the codes the screen sends.
    expect(await search('search=sucursal&detail_codes=branch,branches')).toBe(1);
    // A value still matches as it is stored.
    expect(await search(`search=${promoter.slice(0, 8)}`)).toBeGreaterThan(0);
  });
});
