import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';

// A client that opens a request and stops sending holds a connection (and, for an upload, a
// growing buffer) until something cuts it. Node cuts slow headers and a request not received in
// full; a body that stalls is cut here, sooner and with a translated 408.

/** The HTTP server's own limits (Fastify's options): headers, and the whole request received. */
export function serverTimeouts(timeouts: Config['timeouts']) {
  const headersTimeout = timeouts.headersSeconds * 1000;
  const requestTimeout = timeouts.requestSeconds * 1000;
  return {
    requestTimeout,
    http: {
      headersTimeout,
      requestTimeout,
      // Node checks those two at this interval (30 s by default, which would add up to 30 s).
      connectionsCheckingInterval: Math.min(1000, headersTimeout / 4),
    },
  };
}

const hasBody = (headers: Record<string, unknown>) =>
  Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;

/**
 * A body with no byte for `bodyIdleSeconds` ends in 408 `request_timeout` and the connection
 * closes (Fastify closes it after a body error). A slow body that keeps sending is not cut here:
 * the whole request's limit (REQUEST_TIMEOUT) bounds it.
 */
export const bodyTimeoutPlugin = fp(
  async (app: FastifyInstance, { bodyIdleSeconds }: { bodyIdleSeconds: number }) => {
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (!hasBody(request.headers)) return payload;
      const watched = new PassThrough();
      const stalled = () => watched.destroy(new AppError(408, 'request_timeout'));
      let timer = setTimeout(stalled, bodyIdleSeconds * 1000);
      const rearm = () => {
        clearTimeout(timer);
        timer = setTimeout(stalled, bodyIdleSeconds * 1000);
      };
      payload.on('data', rearm);
      payload.once('end', () => clearTimeout(timer));
      // A client that hangs up: the parser sees its error (pipe would not pass it on).
      payload.once('error', (error) => {
        clearTimeout(timer);
        watched.destroy(error);
      });
      watched.once('close', () => clearTimeout(timer));
      payload.once('close', () => clearTimeout(timer));
      // Once Fastify has refused the body (too large) it no longer listens: a late error is moot.
      watched.on('error', () => undefined);
      payload.pipe(watched);
      return watched;
    });
  },
);
