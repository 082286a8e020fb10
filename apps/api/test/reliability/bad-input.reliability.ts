import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/users/accounts.js';
import { seedDemoCatalogues } from '../support/catalogues.js';
import { customer } from '../support/customer.js';
import { startAppendingProxy } from '../support/forwarding-proxy.js';
import { rawRequest, requestHead } from '../support/raw-socket.js';
import { login, startTestServer, strongPassword, type TestServer, uniqueEmail } from '../support/server.js';
import { report } from './harness.js';
import { arbitraryOf, hostileText, type JsonSchema } from './json-schema-arbitrary.js';

// Property-based requests against every operation of the OpenAPI document: bodies, query strings,
// path ids and headers drawn from the document's own JSON schemas (and plain garbage), sent by each
// role and by nobody. Never a 5xx; every refusal a 4xx with a message and a code.
const runs = Number(process.env.RELIABILITY_FUZZ_RUNS ?? 40);
const roles = ['promoter', 'reviewer', 'admin'] as const;
type Who = (typeof roles)[number] | 'anonymous';

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema } } };
}

let server: TestServer;
// Every drawn request goes through a proxy that appends to the X-Forwarded-For it is sent (as
// nginx's $proxy_add_x_forwarded_for does), trusted as one hop: the API must see the real address.
let proxy: Awaited<ReturnType<typeof startAppendingProxy>>;
const accounts = new Map<Who, { email: string; token: string }>();
const knownIds: string[] = [];

async function signIn(role: (typeof roles)[number]) {
  const email = uniqueEmail(`fuzz-${role}`);
  await createAccount(
    server.db,
    { email, password: strongPassword, role, firstName: 'Fuzz', lastName: role },
    'test',
  );
  const response = await login(server, email, strongPassword);
  accounts.set(role, { email, token: response.body.access });
}

beforeAll(async () => {
  server = await startTestServer({
    LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
    TRUST_PROXY: '1',
    // Short, for the stalled bodies below (the defaults are 60 s and 180 s).
    BODY_TIMEOUT: '2s',
    REQUEST_TIMEOUT: '6s',
  });
  proxy = await startAppendingProxy(server.baseUrl);
  await seedDemoCatalogues(server.db);
  for (const role of roles) await signIn(role);
  const draft = await server.post<{ id: string }>(
    '/api/v1/promoter/applications/',
    { pre_solicitud: customer.pre_solicitud },
    { token: accounts.get('promoter')!.token },
  );
  knownIds.push(draft.body.id);
}, 120_000);
afterAll(async () => {
  await proxy?.close();
  await server?.close();
});

const deeplyNested = fc
  .integer({ min: 33, max: 5000 })
  .map((depth) => `{"comment": ${'['.repeat(depth)}"x"${']'.repeat(depth)}}`);
// A list longer than any form's, or more values than any form has: refused before it is walked.
const oversized = fc
  .integer({ min: 1001, max: 60_000 })
  .map((length) => JSON.stringify({ comment: Array.from({ length }, () => 'a') }));

// What a client may put in X-Forwarded-For: addresses (forged), several hops, garbage.
const forwardedChain = fc
  .array(fc.oneof(fc.ipV4(), fc.ipV6(), fc.constant('127.0.0.1'), fc.string({ maxLength: 40 })), {
    minLength: 1,
    maxLength: 6,
  })
  .map((hops) => hops.join(', ').replace(/[^\x20-\x7e]/g, ''));

function requestArbitrary(operation: Operation) {
  const parameters = operation.parameters ?? [];
  const drawValue = (parameter: Parameter) =>
    parameter.in === 'path'
      ? fc.oneof(
          fc.uuid(),
          fc.constantFrom(...knownIds),
          fc.string({ maxLength: 70 }),
          fc.constant('..'),
          hostileText(),
        )
      : fc.oneof(
          { weight: 3, arbitrary: arbitraryOf(parameter.schema) },
          { weight: 1, arbitrary: fc.string() },
          { weight: 1, arbitrary: hostileText() },
        );
  const parametersOf = (place: Parameter['in']) =>
    fc.record(
      Object.fromEntries(parameters.filter((p) => p.in === place).map((p) => [p.name, drawValue(p)])),
      {
        requiredKeys: parameters
          .filter((p) => p.in === place && (p.required || place === 'path'))
          .map((p) => p.name),
      },
    );
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const body = schema
    ? fc.oneof(
        { weight: 4, arbitrary: arbitraryOf(schema) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : fc.constant(undefined);
  return fc.record({
    who: fc.constantFrom<Who>(...roles, 'anonymous'),
    path: parametersOf('path'),
    query: parametersOf('query'),
    headers: parametersOf('header'),
    body,
    // Garbage, JSON nested far deeper than any form (a recursive walk would run out of stack), or
    // lists far longer.
    rawText: fc.option(fc.oneof(fc.string({ maxLength: 50 }), deeplyNested, oversized), { freq: 8 }),
    forwardedFor: fc.option(forwardedChain, { freq: 3 }),
  });
}

// A URL cannot carry a lone surrogate: it goes as the bytes of U+FFFD, as a browser would send it.
const wellFormed = (value: string) =>
  value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

type Drawn = ReturnType<typeof requestArbitrary> extends fc.Arbitrary<infer T> ? T : never;

async function send(method: string, template: string, request: Drawn) {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(wellFormed(String((request.path as Record<string, unknown>)[name] ?? 'x'))),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    if (value !== undefined) search.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined)
      headers[name] = String(typeof value === 'string' ? value : JSON.stringify(value)).replace(
        /[^\x20-\x7e]/g,
        '',
      );
  }
  if (request.forwardedFor !== null) headers['x-forwarded-for'] = request.forwardedFor;
  const account = request.who === 'anonymous' ? undefined : accounts.get(request.who);
  if (account) headers.authorization = `Bearer ${account.token}`;
  let body: string | undefined;
  if (request.rawText !== null && method !== 'GET') {
    headers['content-type'] = 'application/json';
    body = request.rawText;
  } else if (request.body !== undefined && method !== 'GET') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const query = search.toString();
  const response = await fetch(`${proxy.url}${path}${query ? `?${query}` : ''}`, {
    method,
    headers,
    body,
  });
  const text = await response.text();
  let parsed: { detail?: unknown; code?: unknown } | null = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  // A drawn logout (or a deactivation) may end a session this test holds: sign in again.
  if (account && response.status === 401 && request.who !== 'anonymous') await signIn(request.who);
  return { status: response.status, parsed };
}

describe('bad input against every endpoint', () => {
  it(`answers every drawn request (${runs} per operation) without a 5xx, refusals with a message`, async () => {
    const document = (await server.get('/api/openapi.json')).body as unknown as {
      paths: Record<string, Record<string, Operation>>;
    };
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let operations = 0;
    for (const [template, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        operations += 1;
        try {
          await fc.assert(
            fc.asyncProperty(requestArbitrary(operation), async (request) => {
              const { status, parsed } = await send(method.toUpperCase(), template, request);
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              if (status >= 500) return false;
              if (status >= 400 && status !== 404 && template.startsWith('/api/'))
                return typeof parsed?.detail === 'string' && typeof parsed.code === 'string';
              if (status === 404) return typeof parsed?.detail === 'string';
              return true;
            }),
            { numRuns: runs, endOnFailure: true },
          );
        } catch (error) {
          failures.push(
            `${method.toUpperCase()} ${template}: ${(error as Error).message.split('\n').slice(0, 6).join(' ')}`,
          );
        }
      }
    }
    const total = [...statuses.values()].reduce((sum, value) => sum + value, 0);
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, value]) => `${status}×${value}`);
    report(
      `bad input: ${total} requests over ${operations} operations; statuses ${byStatus.join(', ')}; ${failures.length} failing operations`,
    );
    for (const failure of failures) report(`  ${failure}`);
    expect(failures).toEqual([]);
    expect([...statuses.keys()].some((status) => status >= 500)).toBe(false);
  }, 600_000);
});

describe('bursts with forged X-Forwarded-For chains', () => {
  it('judges at most 3 of 40 parallel wrong passwords for one account, whatever chains they name, never a 5xx', async () => {
    const target = accounts.get('promoter')!.email;
    for (let round = 0; round < 3; round += 1) {
      const chains = fc.sample(forwardedChain, 40);
      const answers = await Promise.all(
        chains.map(async (chain, index) => {
          const response = await fetch(`${proxy.url}/api/v1/auth/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': chain },
            body: JSON.stringify({ email: target, password: `adivinanza-${round}-${index}` }),
          });
          return { status: response.status, code: ((await response.json()) as { code?: string }).code };
        }),
      );
      const judged = answers.filter((answer) => answer.status === 401).length;
      report(`burst ${round + 1}: ${judged} of 40 judged`);
      expect(answers.every((answer) => answer.status < 500)).toBe(true);
      // Every one comes from the proxy's one real client: 3 failures before a captcha is owed.
      expect(judged).toBeLessThanOrEqual(3);
      expect(
        answers.every(
          (answer) =>
            answer.status === 401 ||
            (answer.status === 400 && answer.code === 'captcha_required') ||
            (answer.status === 429 && answer.code === 'too_many_attempts'),
        ),
      ).toBe(true);
    }
  });
});

describe('stalled bodies on every operation that takes one', () => {
  it('answers each without a 5xx and frees its connection within the body timeout, refused or not', async () => {
    const document = (await server.get('/api/openapi.json')).body as unknown as {
      paths: Record<string, Record<string, Operation>>;
    };
    const token = accounts.get('promoter')!.token;
    const stalled = Object.entries(document.paths).flatMap(([template, item]) =>
      Object.entries(item)
        .filter(([method, operation]) => method !== 'get' && operation.requestBody)
        .map(([method]) => ({
          method: method.toUpperCase(),
          path: template.replace(/\{[^}]+\}/g, knownIds[0]!),
        })),
    );
    // All at once: headers and a Content-Length, part of the body, then nothing.
    const ended = await Promise.all(
      stalled.map(async ({ method, path }) => {
        const exchange = await rawRequest(
          server.baseUrl,
          requestHead(method, path, {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': 500,
          }),
          '{"a":',
        );
        // Past the body timeout (2 s), short of the request timeout (6 s): a refusal sent before the
        // body arrived closes at once, a stalled body is cut.
        return { method, path, ...(await exchange.ended(5_000)) };
      }),
    );
    const statuses = ended.map((item) => Number(item.answer.slice(9, 12)));
    const slowest = Math.max(...ended.map((item) => item.ms));
    report(
      `stalled bodies: ${ended.length} operations, statuses ${[...new Set(statuses)].sort().join(', ')}, all closed within ${(slowest / 1000).toFixed(1)} s`,
    );
    expect(ended.filter((item) => !item.closed).map((item) => `${item.method} ${item.path}`)).toEqual([]);
    expect(statuses.filter((status) => !(status >= 400 && status < 500))).toEqual([]);
  }, 60_000);
});
