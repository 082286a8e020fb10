import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogues } from '../test/support/catalogues.js';
import { contractTags, loadOperations, type OperationEntry } from '../test/support/openapi-contract.js';
import { startTestServer, type TestServer } from '../test/support/server.js';

// What the OpenAPI document says of every operation, checked against the server: who may call
// it, how it is named, and that a contract suite proves its answers.

let server: TestServer;
let operations: OperationEntry[];

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  operations = await loadOperations(server);
}, 120_000);
afterAll(() => server?.close());

describe('what the document says of access', () => {
  it('every operation that declares a bearer token refuses a request without one (401), and no public one does', async () => {
    const wrong: string[] = [];
    const blank = '00000000-0000-4000-8000-000000000000';
    for (const { key, method, operation } of operations) {
      const path = key.slice(method.length + 1).replace(/\{[^}]+\}/g, blank);
      const response = await fetch(`${server.baseUrl}${path}`, {
        method,
        headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      const secured = (operation.security ?? []).length > 0;
      if (secured !== (response.status === 401)) wrong.push(`${key}: ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('names every operation once, in camelCase, with a summary and one tag', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z]+$/.test(id ?? ''))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const unlabelled = operations.filter(
      ({ operation }) =>
        !(operation as { summary?: string }).summary || (operation as { tags?: string[] }).tags?.length !== 1,
    );
    expect(unlabelled.map(({ key }) => key)).toEqual([]);
  });

  it('gives every tag to one contract suite, so every operation is proved by one', () => {
    const owned = Object.values(contractTags).flat() as string[];
    expect(new Set(owned).size).toBe(owned.length);
    const tags = [...new Set(operations.map(({ operation }) => operation.tags?.[0] ?? ''))];
    expect(tags.filter((tag) => !owned.includes(tag))).toEqual([]);
  });
});
