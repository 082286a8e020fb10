import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoChoices } from '../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../test/support/catalogues.js';
import { contractTags, createContractRecorder, loadOperations } from '../test/support/openapi-contract.js';
import { screeningSample, submittedThroughApi } from '../test/support/screening.js';
import { startTestServer, type TestServer } from '../test/support/server.js';

// One valid request per operation through the real server; every answer must be one the document
// declares (test/support/openapi-contract.ts says how). This suite: the screening lists and
// compliance.

let server: TestServer;
let api: TestServer;
let contract: ReturnType<typeof createContractRecorder>;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  contract = createContractRecorder(await loadOperations(server));
  api = contract.recording(server);
}, 120_000);
afterAll(() => server?.close());

describe('the screening and compliance operations of the document, through the real server', () => {
  it('answers what the document declares: lists, screenings, decisions and the export', async () => {
    const admin = await signInAs(server, 'admin');
    const promoter = await signInAs(server, 'promoter');
    const reviewer = await signInAs(server, 'reviewer');
    const officer = await signInAs(server, 'compliance');
    const upload = (source: string, file: string) =>
      api.request('PUT', `/api/v1/admin/screening-lists/${source}/?file_name=${file}`, {
        token: admin,
        rawBody: screeningSample(file),
        headers: { 'content-type': 'text/csv' },
      });
    expect((await api.get('/api/v1/admin/screening-lists/', { token: admin })).status).toBe(200);
    expect((await upload('uif', 'uif-personas-bloqueadas.csv')).status).toBe(200);
    expect((await upload('un', 'sdn.csv')).status).toBe(400);

    const row = await submittedThroughApi(server, promoter, await demoChoices(server, promoter), {
      first_name: 'Gabriela',
      last_name: 'Hernández',
      second_last_name: 'García',
    });
    expect((await api.get('/api/v1/compliance/screenings/?status=pending', { token: officer })).status).toBe(
      200,
    );
    expect(
      (await api.get(`/api/v1/compliance/applications/${row.id}/screening/`, { token: officer })).status,
    ).toBe(200);
    expect(
      (await api.get(`/api/v1/review/applications/${row.id}/screening/`, { token: reviewer })).status,
    ).toBe(200);
    const refused = await api.post(
      `/api/v1/compliance/applications/${row.id}/screening/`,
      { decision: 'clear' },
      { token: officer },
    );
    expect(refused.status).toBe(400);
    const cleared = await api.post(
      `/api/v1/compliance/applications/${row.id}/screening/`,
      { decision: 'clear', reason: 'Homónimo: otra fecha de nacimiento.' },
      { token: officer },
    );
    expect(cleared.status).toBe(200);
    expect((await api.get('/api/v1/compliance/screenings/export/', { token: officer })).status).toBe(200);

    expect(contract.uncovered(contractTags['openapi-contract-screening.test.ts'])).toEqual([]);
    expect(contract.problems()).toEqual([]);
  }, 120_000);
});
