import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogues, signInAs } from '../test/support/catalogues.js';
import {
  createContractRecorder,
  loadOperations,
  type OperationEntry,
} from '../test/support/openapi-contract.js';
import { registerPromoter, startTestServer, type TestServer } from '../test/support/server.js';

// The refusals of every operation, checked against the document as the contract suites check its
// successes (test/support/openapi-contract.ts): each operation is called by an unverified account
// and by every role, and each one that takes a JSON body is sent one too large and one of a type
// it does not read. Whatever it answers must be declared for it, with a body its schema accepts.
// Some 700 requests one after another: a longer timeout than a test's usual 30 s.

let server: TestServer;
let operations: OperationEntry[];
let contract: ReturnType<typeof createContractRecorder>;
let api: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  operations = await loadOperations(server);
  contract = createContractRecorder(operations);
  api = contract.recording(server);
}, 120_000);
afterAll(() => server?.close());

const blank = '00000000-0000-4000-8000-000000000000';
const pathOf = ({ key, method }: OperationEntry) => key.slice(method.length + 1).replace(/\{[^}]+\}/g, blank);
const takesJson = ({ operation }: OperationEntry) =>
  'application/json' in ((operation as { requestBody?: { content?: object } }).requestBody?.content ?? {});
const secured = ({ operation }: OperationEntry) => (operation.security ?? []).length > 0;

describe('the refusals the document declares, for every operation', () => {
  it('declares what every secured operation answers an unverified account and each role', async () => {
    const tokens = [
      (await registerPromoter(api)).accessToken,
      ...(await Promise.all(
        (['promoter', 'reviewer', 'admin', 'compliance'] as const).map((role) => signInAs(server, role)),
      )),
    ];
    for (const entry of operations.filter(secured)) {
      for (const token of tokens) {
        const body = entry.method === 'GET' || !takesJson(entry) ? undefined : {};
        await api.request(entry.method, pathOf(entry), { token, body });
      }
    }
    expect(contract.problems()).toEqual([]);
  }, 120_000);

  it('declares 413 and 415 on every operation that takes a JSON body, for whoever may call it', async () => {
    const admin = await signInAs(server, 'admin');
    const promoter = await signInAs(server, 'promoter');
    const reviewer = await signInAs(server, 'reviewer');
    const answered = new Set<number>();
    for (const entry of operations.filter(takesJson)) {
      for (const token of [admin, promoter, reviewer]) {
        const headers: Record<string, string> = secured(entry) ? { authorization: `Bearer ${token}` } : {};
        const tooLarge = await api.request(entry.method, pathOf(entry), {
          headers: { ...headers, 'content-type': 'application/json' },
          rawBody: JSON.stringify({ padding: 'x'.repeat(server.config.bodyLimitBytes) }),
        });
        const wrongType = await api.request(entry.method, pathOf(entry), {
          headers: { ...headers, 'content-type': 'application/xml' },
          rawBody: '<x/>',
        });
        answered.add(tooLarge.status).add(wrongType.status);
      }
    }
    expect(answered).toContain(413);
    expect(answered).toContain(415);
    expect(contract.problems()).toEqual([]);
  }, 120_000);
});
