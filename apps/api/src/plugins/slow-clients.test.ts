import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, requestHead } from '../../test/support/raw-socket.js';
import { startTestServer, type TestServer } from '../../test/support/server.js';

// The mechanism with short limits (the defaults, 20 s, 60 s and 180 s, are in docs/security.md).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ HEADERS_TIMEOUT: '1s', BODY_TIMEOUT: '1s', REQUEST_TIMEOUT: '3s' });
});
afterAll(() => server?.close());

const json = (length: number) => ({ 'content-type': 'application/json', 'content-length': length });

describe('slow clients', () => {
  it('cuts a JSON body that stalls with a translated 408 once the body timeout passes', async () => {
    const exchange = await rawRequest(
      server.baseUrl,
      requestHead('POST', '/api/v1/auth/', { ...json(200), 'accept-language': 'en' }),
      '{"email":"ana@',
    );
    const { closed, answer, ms } = await exchange.ended(5000);
    expect(closed).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"code":"request_timeout"');
    expect(answer).toContain('The request took too long to arrive');
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(2500);
  });

  it('cuts a body that stalls the same way on a public route', async () => {
    const exchange = await rawRequest(
      server.baseUrl,
      requestHead('POST', '/api/v1/help/messages/', json(100_000)),
      '{"name":',
    );
    const { closed, answer, ms } = await exchange.ended(5000);
    expect([closed, answer.slice(0, 12)]).toEqual([true, 'HTTP/1.1 408']);
    expect(ms).toBeLessThan(2500);
  });

  it('closes a connection whose headers never finish once the headers timeout passes', async () => {
    const exchange = await rawRequest(server.baseUrl, 'POST /api/v1/auth/ HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const { closed, answer, ms } = await exchange.ended(5000);
    expect([closed, answer.slice(0, 12)]).toEqual([true, 'HTTP/1.1 408']);
    expect(ms).toBeLessThan(2500);
  });

  it('answers what Node itself refuses (headers too slow, a request it cannot parse, headers too large) translated, with the security headers, and closes', async () => {
    const slowHeaders = await rawRequest(server.baseUrl, 'GET /api/v1/config/ HTTP/1.1\r\nHost: x\r\n');
    const garbage = await rawRequest(server.baseUrl, 'GARBAGE\r\n\r\n');
    const badLength = await rawRequest(
      server.baseUrl,
      'POST /api/v1/auth/ HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
    );
    const huge = await rawRequest(
      server.baseUrl,
      `GET /api/v1/config/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const expected = [
      [slowHeaders, 408, 'request_timeout'],
      [garbage, 400, 'invalid_input'],
      [badLength, 400, 'invalid_input'],
      [huge, 431, 'headers_too_large'],
    ] as const;
    for (const [exchange, status, code] of expected) {
      const { closed, answer } = await exchange.ended(5000);
      expect(closed).toBe(true);
      expect(answer.slice(0, 12)).toBe(`HTTP/1.1 ${status}`);
      expect(answer).toContain(`"code":"${code}"`);
      expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
      expect(answer.toLowerCase()).toContain('content-security-policy:');
      expect(answer.toLowerCase()).toContain('x-frame-options:');
    }
    // Its own code, said in words: in Spanish when no language was asked for.
    expect((await huge.ended(5000)).answer).toContain(
      'Los encabezados de la solicitud son demasiado grandes.',
    );
  });

  it('answers headers too large in the language the request asked for, when it asked before the overflow', async () => {
    const english = await rawRequest(
      server.baseUrl,
      `GET /api/v1/config/ HTTP/1.1\r\nHost: x\r\nAccept-Language: en-US,en;q=0.9\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const { answer } = await english.ended(5000);
    expect(answer.slice(0, 12)).toBe('HTTP/1.1 431');
    expect(answer.toLowerCase()).toContain('content-language: en');
    expect(answer).not.toContain('Los encabezados');
    expect(answer).toContain('"code":"headers_too_large"');
  });

  it('cuts a body that trickles a byte at a time once the whole request passes its timeout', async () => {
    const exchange = await rawRequest(server.baseUrl, requestHead('POST', '/api/v1/auth/', json(1000)));
    // Never idle for the body timeout (1 s), never done: only the request's limit (3 s) ends it.
    const trickle = setInterval(() => exchange.socket.write(' '), 300);
    const { closed, answer, ms } = await exchange.ended(8000);
    clearInterval(trickle);
    expect([closed, answer.slice(0, 12)]).toEqual([true, 'HTTP/1.1 408']);
    expect(ms).toBeGreaterThanOrEqual(2900);
    expect(ms).toBeLessThan(5000);
  });

  it('still takes a body that arrives in pieces with pauses shorter than the body timeout', async () => {
    const body = JSON.stringify({ email: 'nadie@example.com', password: 'incorrecta-123' });
    const exchange = await rawRequest(
      server.baseUrl,
      requestHead('POST', '/api/v1/auth/', { ...json(Buffer.byteLength(body)), connection: 'close' }),
      body.slice(0, 10),
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    exchange.socket.write(body.slice(10));
    const { answer } = await exchange.ended(5000);
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
  });
});
