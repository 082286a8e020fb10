import type { Application, ApplicationSummary } from '@origina/domain/application-api';
import { todayInMexico } from '@origina/domain/calendar-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationRequests } from '../../../test/support/application-requests.js';
import { demoChoices } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { customer } from '../../../test/support/customer.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { auditLog } from '../../db/schema.js';

let server: TestServer;
let ana: string;
let beto: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  ana = await signInAs(server, 'promoter');
  beto = await signInAs(server, 'promoter');
  choices = await demoChoices(server, ana);
}, 120_000);
afterAll(() => server?.close());

const { create, patch, get } = applicationRequests(() => ({ server, token: ana }));

describe('isolation and listing', () => {
  it('answers 404 on every path for another promoter’s application', async () => {
    const { body: draft } = await create();
    expect((await get(draft.id, beto)).status).toBe(404);
    expect((await patch(draft.id, { branch: { branch: choices.branch } }, 1, beto)).status).toBe(404);
    expect(
      (await server.post(`/api/v1/promoter/applications/${draft.id}/submit/`, undefined, { token: beto }))
        .status,
    ).toBe(404);
    expect(
      (await server.post(`/api/v1/promoter/applications/${draft.id}/cancel/`, {}, { token: beto })).status,
    ).toBe(404);
    const list = await server.get<{ results: ApplicationSummary[] }>(
      '/api/v1/promoter/applications/?page_size=100',
      { token: beto },
    );
    expect(list.body.results.map((item) => item.id)).not.toContain(draft.id);
  });

  it('records every full read in the audit log', async () => {
    const { body: draft } = await create();
    await get(draft.id);
    const reads = await server.db.select().from(auditLog).where(eq(auditLog.entityId, draft.id));
    expect(reads.map((entry) => entry.action)).toEqual(['application.create', 'application.read']);
  });

  it('lists own applications with search, filters, ordering and pages', async () => {
    const carla = await signInAs(server, 'promoter');
    const names = ['Ximena', 'Beatriz', 'Carmen'];
    const created: Application[] = [];
    for (const name of names) {
      created.push(
        (
          await create(
            {
              pre_solicitud: {
                ...customer.pre_solicitud,
                first_name: name,
                mobile: `55000000${names.indexOf(name)}0`,
              },
            },
            carla,
          )
        ).body,
      );
    }
    await patch(
      created[0]!.id,
      { branch: { branch: choices.branch }, convenio: { affiliate: choices.affiliate } },
      1,
      carla,
    );
    await server.post(`/api/v1/promoter/applications/${created[2]!.id}/cancel/`, {}, { token: carla });
    const list = (query: string) =>
      server.get<{ count: number; next: string | null; results: ApplicationSummary[] }>(
        `/api/v1/promoter/applications/${query}`,
        {
          token: carla,
        },
      );
    expect((await list('')).body.count).toBe(3);
    expect((await list('?search=beatriz')).body.results.map((item) => item.customer_name)).toEqual([
      'Beatriz Hernández García',
    ]);
    expect((await list(`?search=${created[1]!.folio}`)).body.results.map((item) => item.id)).toEqual([
      created[1]!.id,
    ]);
    expect((await list('?search=%2B52%205500000010')).body.results.map((item) => item.id)).toEqual([
      created[1]!.id,
    ]);
    expect((await list('?status=cancelled')).body.results.map((item) => item.id)).toEqual([created[2]!.id]);
    expect((await list(`?affiliate=${choices.affiliate}`)).body.results.map((item) => item.id)).toEqual([
      created[0]!.id,
    ]);
    const byName = await list('?ordering=customer_name');
    expect(byName.body.results.map((item) => item.customer_name.split(' ')[0])).toEqual([
      'Beatriz',
      'Carmen',
      'Ximena',
    ]);
    const paged = await list('?page_size=2&ordering=-created_at');
    expect(paged.body.results.map((item) => item.id)).toEqual([created[2]!.id, created[1]!.id]);
    expect(paged.body.next).toBe('/api/v1/promoter/applications/?page_size=2&ordering=-created_at&page=2');
    const today = todayInMexico();
    expect((await list(`?created_from=${today}&created_to=${today}`)).body.count).toBe(3);
    expect((await list('?created_to=2020-01-01')).body.count).toBe(0);
    expect((await list('?status=flying')).status).toBe(400);
    const stats = await server.get<{ total: number; by_status: Record<string, number> }>(
      '/api/v1/promoter/applications/stats/',
      { token: carla },
    );
    expect(stats.body.total).toBe(3);
    expect(stats.body.by_status).toMatchObject({ draft: 2, cancelled: 1, submitted: 0 });
    expect((await list('')).body.results.find((item) => item.id === created[0]!.id)).toMatchObject({
      affiliate: { code: 'GOB-CDMX' },
      next_step: 'producto',
    });
  });
});
