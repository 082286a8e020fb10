import { apiErrorSchema } from '@origina/domain/api-error';
import type { FastifyRequest } from 'fastify';

export const clientMeta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

// Documents the error answers a route can give; every one has the same JSON shape.
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));
}

// A host name or address with an optional port, nothing else: no user info, path or spaces.
const hostPattern =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Where a link for another device (the customer's phone) points: PUBLIC_URL when it is set,
 * otherwise the address this request came to (Fastify reads X-Forwarded-Host and -Proto only with
 * TRUST_PROXY), so an app opened at http://192.168.1.20:3000 hands out links a phone can open. A
 * Host that is not a plain host[:port] falls back to PUBLIC_URL's default.
 */
export function publicOrigin(
  request: Pick<FastifyRequest, 'host' | 'protocol'>,
  config: { publicUrl: string; publicUrlFromEnv: boolean },
) {
  if (config.publicUrlFromEnv) return config.publicUrl;
  const { host, protocol } = request;
  if (!hostPattern.test(host) || (protocol !== 'http' && protocol !== 'https')) return config.publicUrl;
  return `${protocol}://${host.toLowerCase()}`;
}
