import { createServer } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface ReceivedEvent {
  environment?: string;
  release?: string;
  message?: string;
  exception?: { values?: { type?: string; value?: string }[] };
  request?: unknown;
  user?: unknown;
  tags?: Record<string, string>;
  [key: string]: unknown;
}

// Listens where a Sentry DSN points and keeps the events it is sent (the envelope endpoint), so
// tests see exactly what would leave this machine. CORS is answered for browser SDKs.
// `port` 0 picks a free one; a fixed one lets a DSN be written before the stand-in starts.
export async function startSentryStandIn(port = 0) {
  const events: ReceivedEvent[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') return response.end();
    const chunks: Buffer[] = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const lines = body.toString('utf8').split('\n').filter(Boolean);
      // An envelope: a header line, then pairs of item header and item payload.
      for (let index = 1; index + 1 < lines.length; index += 2) {
        const item = JSON.parse(lines[index]!) as { type?: string };
        if (item.type === 'event') events.push(JSON.parse(lines[index + 1]!));
      }
      for (const wake of waiters.splice(0)) wake();
      response.setHeader('content-type', 'application/json');
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  return {
    dsn: `http://publickey@127.0.0.1:${listening}/42`,
    events,
    async waitFor(predicate: (event: ReceivedEvent) => boolean, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching Sentry event among ${events.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
