import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOptions } from '../../test/support/api-client.js';
import { seedDemoCatalogues, signInAs } from '../../test/support/catalogues.js';
import { customer } from '../../test/support/customer.js';
import { startTestServer, type TestServer } from '../../test/support/server.js';

// A NUL, a control character or a lone surrogate anywhere in a request is a 400 naming the field,
// on every operation; tiny amounts never reach the loan math.

let server: TestServer;
const tokens: Record<string, string> = {};
let operations: { method: string; path: string; query: string[]; body: boolean }[];
type Document = {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, unknown> } }
    >
  >;
};

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  for (const role of ['promoter', 'reviewer', 'admin', 'compliance'] as const)
    tokens[role] = await signInAs(server, role);
  const document = await server.get<Document>('/api/openapi.json');
  operations = Object.entries(document.body.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
      query: (operation.parameters ?? []).filter((item) => item.in === 'query').map((item) => item.name),
      // A JSON body: a file upload's raw body (a PDF, a list) is not text and is read as such.
      body: Boolean(operation.requestBody?.content?.['application/json']),
    })),
  );
}, 120_000);
afterAll(() => server?.close());

// A customer's signing routes find their link before they read a body: with no link behind the
// path, the answer is the link's 404 whatever the body holds (signature-link.test.ts proves it).
const linkFirst = (path: string) => path.startsWith('/api/v1/signatures/00000000-');

// The first answer that is not a 401 or 403: the role the operation is for.
async function asWhoeverMay(method: string, path: string, options: RequestOptions = {}) {
  if (linkFirst(path)) {
    const unknown = await server.request<{ code?: string }>(method, path, options);
    expect([unknown.status, unknown.body.code], `${method} ${path}`).toEqual([404, 'signature.link_unknown']);
    return null;
  }
  let answer = await server.request<{ code?: string; errors?: Record<string, string[]> }>(
    method,
    path,
    options,
  );
  for (const token of Object.values(tokens)) {
    if (answer.status !== 401 && answer.status !== 403) break;
    answer = await server.request(method, path, { ...options, token });
  }
  return answer;
}

describe('a path the router cannot read', () => {
  it('answers a translated 400 to a lone surrogate encoded in the path, and to a parameter too long', async () => {
    for (const path of [
      '/api/v1/signatures/%ED%A0%80/',
      `/api/v1/signatures/${'a'.repeat(5000)}/`,
      `/api/v1/promoter/applications/${'0'.repeat(5000)}/contract/`,
    ]) {
      const answer = await server.request<{ code?: string; detail?: string }>('GET', path, {
        headers: { 'accept-language': 'en' },
      });
      expect([answer.status, answer.body.code], path.slice(0, 40)).toEqual([400, 'invalid_input']);
      expect(answer.body.detail).not.toContain('FST_');
      expect(JSON.stringify(answer.body)).not.toContain('aaaa');
    }
  });

  it('carries the security headers of every other answer: CSP, nosniff, X-Frame-Options and the rest', async () => {
    const securityHeaders = (headers: Headers) =>
      Object.fromEntries(
        [
          'content-security-policy',
          'x-content-type-options',
          'x-frame-options',
          'referrer-policy',
          'strict-transport-security',
          'cross-origin-opener-policy',
          'cross-origin-resource-policy',
          'x-dns-prefetch-control',
          'x-permitted-cross-domain-policies',
          'cache-control',
        ].map((name) => [name, headers.get(name)]),
      );
    const usual = securityHeaders((await server.get('/api/v1/no-such-route/')).headers);
    expect(usual['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(usual['x-content-type-options']).toBe('nosniff');
    expect(usual['x-frame-options']).toBe('SAMEORIGIN');
    for (const path of [
      '/api/v1/signatures/%ED%A0%80/',
      '/api/v1/signatures/%zz/',
      `/api/v1/signatures/${'a'.repeat(5000)}/`,
    ]) {
      const answer = await server.request('GET', path);
      expect(answer.status).toBe(400);
      expect(securityHeaders(answer.headers), path.slice(0, 40)).toEqual(usual);
    }
  });
});

describe('the one text rule', () => {
  it('answers 400 naming the field to a NUL or a control character in any query of any operation', async () => {
    const withQuery = operations.filter((operation) => operation.query.length > 0);
    expect(withQuery.length).toBeGreaterThan(10);
    for (const { method, path, query } of withQuery) {
      for (const value of ['%00', 'a%1Bb', '%7F']) {
        const answer = await asWhoeverMay(method, `${path}?${query[0]}=${value}`);
        if (!answer) continue;
        expect(answer.status, `${method} ${path}?${query[0]}=${value}`).toBe(400);
        expect(Object.keys(answer.body.errors ?? {}), path).toContain(query[0]);
      }
    }
  });

  it('answers 400 naming the field to a NUL, a control character or a lone surrogate in any JSON body', async () => {
    const withBody = operations.filter((operation) => operation.body);
    expect(withBody.length).toBeGreaterThan(20);
    for (const { method, path } of withBody) {
      for (const text of ['Ana\u0000', '\u0007', '\ud800']) {
        const answer = await asWhoeverMay(method, path, { body: { name: text, nested: [{ note: 'ok' }] } });
        if (!answer) continue;
        expect(answer.status, `${method} ${path}`).toBe(400);
        expect(answer.body.errors?.name, `${method} ${path}`).toEqual([
          'El texto tiene caracteres no válidos (de control o incompletos). Escríbelo de nuevo.',
        ]);
      }
    }
  });

  // Bodies these take are capped lower than the bodies below (a browser's error report, a document's
  // fingerprint, the customer's steps on the identity link): a 413 before anything parses them.
  const link = '/api/v1/promoter/biometricvalidations/00000000-0000-4000-8000-000000000000/';
  const cappedLower = new Set([
    '/api/v1/client-errors/',
    '/api/v1/signatures/verify/',
    link,
    `${link}phone-code/`,
    `${link}captures/00000000-0000-4000-8000-000000000000/confirm/`,
  ]);

  it('answers 400, never a 500, to a body nested thousands deep, on every operation with a body', async () => {
    const deep = `{"comment": ${'['.repeat(5000)}"x"${']'.repeat(5000)}}`;
    const options = { rawBody: deep, headers: { 'content-type': 'application/json' } };
    for (const { method, path } of operations.filter((operation) => operation.body)) {
      const answer = await asWhoeverMay(method, path, options);
      if (!answer) continue;
      if (cappedLower.has(path) && answer.status === 413) continue;
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(answer.body.errors?.non_field_errors, `${method} ${path}`).toEqual([
        'Los datos enviados anidan demasiados niveles.',
      ]);
    }
    // Signing in needs no account to be refused so.
    expect((await server.request('POST', '/api/v1/auth/', options)).status).toBe(400);
  });

  it('refuses a body of a quarter of a million short strings, or one long list, before walking it, on every operation with a body', async () => {
    // 0.7 MB: the text rule took ~300 ms of CPU over it, on routes that need no sign-in.
    const many = JSON.stringify({ comment: Array.from({ length: 175_000 }, () => 'a') });
    const spread = JSON.stringify({
      comment: Array.from({ length: 600 }, () => ({ a: 'a', b: 'b', c: 'c', d: 'd' })),
    });
    const longList = JSON.stringify({ comment: Array.from({ length: 1001 }, () => 1) });
    const cases = [
      [longList, 'Una lista de los datos enviados tiene más de 1,000 elementos.'],
      [spread, 'Los datos enviados traen más de 5,000 valores.'],
    ] as const;
    for (const [body, message] of cases) {
      const options = { rawBody: body, headers: { 'content-type': 'application/json' } };
      for (const { method, path } of operations.filter((operation) => operation.body)) {
        const answer = await asWhoeverMay(method, path, options);
        if (!answer) continue;
        if (cappedLower.has(path) && answer.status === 413) continue;
        expect(answer.status, `${method} ${path}`).toBe(400);
        expect(answer.body.errors?.non_field_errors, `${method} ${path}`).toEqual([message]);
      }
    }
    // Signing in and registering need no account to be refused so.
    for (const path of ['/api/v1/auth/', '/api/v1/auth/register/']) {
      const answer = await server.request<{ errors?: Record<string, string[]> }>('POST', path, {
        rawBody: many,
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      });
      expect([answer.status, answer.body.errors?.non_field_errors]).toEqual([
        400,
        ['A list in the data sent has more than 1,000 items.'],
      ]);
    }
  });

  it('refuses an application whose customer name holds a NUL or a lone surrogate, and a subnormal amount', async () => {
    for (const name of ['Gabriela\u0000', 'Gabriela\ud800']) {
      const answer = await server.post<{ errors?: Record<string, string[]> }>(
        '/api/v1/promoter/applications/',
        { pre_solicitud: { ...customer.pre_solicitud, first_name: name } },
        { token: tokens.promoter },
      );
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors ?? {})).toEqual(['pre_solicitud.first_name']);
    }
    const created = await server.post<{ id: string; version: number }>(
      '/api/v1/promoter/applications/',
      { pre_solicitud: customer.pre_solicitud },
      { token: tokens.promoter },
    );
    const product = await server.get<{ results: { id: string }[] }>('/api/v1/promoter/products/', {
      token: tokens.promoter,
    });
    for (const amount of [1e-320, 5e-324, 0.001]) {
      const answer = await server.request<{ errors?: Record<string, string[]> }>(
        'PATCH',
        `/api/v1/promoter/applications/${created.body.id}/`,
        {
          token: tokens.promoter,
          body: { producto: { product: product.body.results[0]!.id, term: 24, amount } },
          headers: { 'if-match': `"${created.body.version}"` },
        },
      );
      expect(answer.status, String(amount)).toBe(400);
      expect(Object.keys(answer.body.errors ?? {})).toContain('producto.amount');
    }
  });
});
