import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/support/catalogues.js';
import { startTestServer, type TestServer } from '../../test/support/server.js';

// Authentication and role come before the body is read (401, then 403, then 400), on every
// operation the API document lists: a bad body never tells a stranger what a route expects.

let server: TestServer;
let promoter: string;
let reviewer: string;
type Operations = Record<string, Record<string, { security?: unknown[] }>>;
let operations: { method: string; path: string; secured: boolean }[];

beforeAll(async () => {
  server = await startTestServer();
  [promoter, reviewer] = await Promise.all([signInAs(server, 'promoter'), signInAs(server, 'reviewer')]);
  const document = await server.get<{ paths: Operations }>('/api/openapi.json');
  operations = Object.entries(document.body.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      // Path parameters get an id of the right shape that names nothing.
      path: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
      secured: (operation.security ?? []).length > 0,
    })),
  );
}, 120_000);
afterAll(() => server?.close());

const bad = { body: { unexpected: '\u0000', amount: 'many' }, query: '?page=-1&page_size=abc&status=nope' };
const send = (method: string, path: string, token?: string) =>
  server.request<{ code?: string }>(method, `${path}${bad.query}`, {
    token,
    body: method === 'GET' || method === 'DELETE' ? undefined : bad.body,
    headers: { 'if-match': '"1"' },
  });

describe('the order of the checks', () => {
  it('answers 401 to nobody on every secured operation, whatever the body and query', async () => {
    const secured = operations.filter((operation) => operation.secured);
    expect(secured.length).toBeGreaterThan(40);
    for (const { method, path } of secured) {
      const answer = await send(method, path);
      expect(answer.status, `${method} ${path}: ${answer.body.code}`).toBe(401);
    }
  });

  it('answers 403 to a role the operation is not for, before reading the body', async () => {
    const deskAndAdmin = operations.filter(
      (operation) =>
        operation.path.startsWith('/api/v1/review/') || operation.path.startsWith('/api/v1/admin/'),
    );
    const catalogueWrites = operations.filter(
      (operation) =>
        ['POST', 'PATCH'].includes(operation.method) &&
        /^\/api\/v1\/promoter\/(products|affiliates|branches)\//.test(operation.path),
    );
    expect(deskAndAdmin.length + catalogueWrites.length).toBeGreaterThan(10);
    for (const { method, path } of [...deskAndAdmin, ...catalogueWrites]) {
      const answer = await send(method, path, promoter);
      expect(answer.status, `${method} ${path}: ${answer.body.code}`).toBe(403);
    }
    // The contract, under the promoter's path by docs/product-spec.md, is also the desk's to read,
    // and so is a disbursed loan's payoff quote (issue 36).
    const capture = operations.filter(
      (operation) =>
        operation.secured &&
        /^\/api\/v1\/promoter\/(applications|simulations|biometricvalidations)\//.test(operation.path) &&
        !operation.path.includes('/contract/') &&
        !operation.path.endsWith('/payoff/'),
    );
    for (const { method, path } of capture) {
      const answer = await send(method, path, reviewer);
      expect(answer.status, `${method} ${path}: ${answer.body.code}`).toBe(403);
    }
  });
});

describe('a decision the role may not take', () => {
  it('is 403 before any word about the body, odd characters included (a reviewer disbursing)', async () => {
    for (const body of [
      { decision: 'disburse', reference: 'A\u0000', paid_at: '2026-01-01' },
      { decision: 'disburse', comment: '\ud800' },
      { decision: 'disburse' },
    ]) {
      const answer = await server.post<{ code?: string }>(
        '/api/v1/review/applications/00000000-0000-4000-8000-000000000000/decide/',
        body,
        { token: reviewer, headers: { 'if-match': '"1"' } },
      );
      expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([403, 'permission_denied']);
    }
  });
});

describe('what browsers and proxies may keep', () => {
  it('no API answer is cacheable but the catalogues’ (private, revalidated): personal data is no-store', async () => {
    const reads = operations.filter((operation) => operation.method === 'GET' && operation.secured);
    let checked = 0;
    for (const token of [promoter, reviewer]) {
      for (const { path } of reads.filter((operation) => !operation.path.includes('0000-4000'))) {
        const answer = await server.request('GET', path, { token });
        if (answer.status !== 200) continue;
        const cacheControl = answer.headers.get('cache-control') ?? '';
        expect(
          cacheControl === 'no-store' || cacheControl.startsWith('private'),
          `${path}: ${cacheControl}`,
        ).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(15);
    const list = await server.request('GET', '/api/v1/promoter/applications/', { token: promoter });
    expect(list.headers.get('cache-control')).toBe('no-store');
  });
});
