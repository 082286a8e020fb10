import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, requestHead } from '../../test/support/raw-socket.js';
import { startTestServer, type TestServer } from '../../test/support/server.js';

let server: TestServer;
const lines: string[] = [];
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  server = await startTestServer({ LOG_LEVEL: 'info' }, undefined, sink);
});
afterAll(() => server?.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a client that hangs up mid-body', () => {
  it('is logged as an aborted request, not as the database being unavailable', async () => {
    lines.length = 0;
    const exchange = await rawRequest(
      server.baseUrl,
      requestHead('POST', '/api/v1/help/messages/', {
        'content-type': 'application/json',
        'content-length': 50_000,
      }),
      '{"name":"Ana","message":"',
    );
    await pause(200);
    exchange.socket.destroy();
    await pause(300);
    const logged = lines.map((line) => JSON.parse(line) as { msg?: string; level: number });
    expect(logged.some((line) => line.msg === 'request aborted by the client')).toBe(true);
    expect(logged.some((line) => line.msg === 'database unavailable')).toBe(false);
    // Nothing at warning level or above: an abort is the client's doing, not the server's fault.
    expect(logged.filter((line) => line.level >= 40)).toEqual([]);
    // The server goes on answering.
    expect((await server.get('/healthz')).status).toBe(200);
  });
});
