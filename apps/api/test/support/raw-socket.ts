import { connect, type Socket } from 'node:net';

export interface RawExchange {
  socket: Socket;
  /** Resolves when the server closes the connection, or after `withinMs` with `closed: false`. */
  ended(withinMs: number): Promise<{ closed: boolean; answer: string; ms: number }>;
}

/**
 * A plain TCP connection to the server, for what fetch cannot do: send headers and part of a
 * body, then stall (or hang up) as a slow or hostile client does.
 */
export function rawRequest(baseUrl: string, head: string, body: Buffer | string = ''): Promise<RawExchange> {
  const { hostname, port } = new URL(baseUrl);
  const started = Date.now();
  const chunks: Buffer[] = [];
  let closedAt: number | null = null;
  const socket = connect({ host: hostname, port: Number(port) });
  socket.on('data', (chunk) => chunks.push(chunk));
  // The server resetting a stalled connection is one way of cutting it.
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      closedAt = Date.now();
      resolve();
    }),
  );
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      socket.write(head);
      if (body.length > 0) socket.write(body);
      resolve({
        socket,
        async ended(withinMs) {
          await Promise.race([closed, new Promise((done) => setTimeout(done, withinMs))]);
          const answer = Buffer.concat(chunks).toString('utf8');
          if (closedAt === null) socket.destroy();
          return { closed: closedAt !== null, answer, ms: (closedAt ?? Date.now()) - started };
        },
      });
    });
    socket.once('error', reject);
  });
}

/** A request's head as a client sends it, with `Content-Length` declared. */
export const requestHead = (method: string, path: string, headers: Record<string, string | number>) =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
