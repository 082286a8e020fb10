import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/server.js';

const token = 'metrics-token-for-the-scraper-0123';
let server: TestServer;
let proxied: TestServer;

beforeAll(async () => {
  server = await startTestServer({ METRICS_TOKEN: token });
  // Behind a trusted proxy, the client's address is the one the proxy names.
  proxied = await startTestServer({ METRICS_TOKEN: token, TRUST_PROXY: '1' });
});
afterAll(async () => {
  await server?.close();
  await proxied?.close();
});

describe('/metrics', () => {
  it('gives loopback Prometheus metrics: request duration by route and status, the pool, the event loop', async () => {
    await server.get('/healthz');
    await server.get('/api/v1/users/users/whoami/');
    const metrics = await server.get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    const text = String(metrics.body);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/api\/v1\/users\/users\/whoami\/",status_code="401"\}/,
    );
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
  });

  it('names the route pattern, never an id from the URL', async () => {
    await server.get('/api/v1/promoter/applications/0190f0b4-0000-7000-8000-000000000000/');
    const text = String((await server.get('/metrics')).body);
    expect(text).toContain('route="/api/v1/promoter/applications/:id/"');
    expect(text).not.toContain('0190f0b4-0000');
  });

  it('refuses anyone else, unless they bear METRICS_TOKEN', async () => {
    const outside = { 'x-forwarded-for': '203.0.113.9' };
    const refused = await proxied.get('/metrics', { headers: outside });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('permission_denied');
    const wrong = await proxied.get('/metrics', {
      headers: { ...outside, authorization: `Bearer ${token}x` },
    });
    expect(wrong.status).toBe(403);
    const scraper = await proxied.get('/metrics', {
      headers: { ...outside, authorization: `Bearer ${token}` },
    });
    expect(scraper.status).toBe(200);
    expect(String(scraper.body)).toContain('http_request_duration_seconds');
  });

  it('behind a trusted proxy, trusts no address: loopback may be the proxy itself relaying anyone', async () => {
    // A proxy on the same host that forwards a request without naming its client.
    expect((await proxied.get('/metrics')).status).toBe(403);
    expect((await proxied.get('/metrics', { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      200,
    );
  });
});

describe('compression', () => {
  it('compresses API answers for clients that accept it, and not for those that do not', async () => {
    const compressed = await fetch(`${server.baseUrl}/api/openapi.json`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(((await compressed.json()) as { openapi: string }).openapi).toBe('3.1.0');
    const gzip = await fetch(`${server.baseUrl}/api/openapi.json`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    // Each body is read: an answer left unread holds its connection, and the server's close waits.
    await gzip.arrayBuffer();
    // Small answers are not worth it.
    const small = await fetch(`${server.baseUrl}/healthz`, { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    await small.arrayBuffer();
    const plain = await fetch(`${server.baseUrl}/api/openapi.json`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    await plain.arrayBuffer();
  });
});
