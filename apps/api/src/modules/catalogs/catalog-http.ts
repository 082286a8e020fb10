import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const referenceCacheControl = 'private, max-age=86400';
// Lender data changes when an admin edits it: browsers revalidate after five minutes.
export const lenderCacheControl = 'private, max-age=300';

export const etagMatches = (request: FastifyRequest, etag: string) =>
  (request.headers['if-none-match'] ?? '')
    .split(',')
    .some((candidate) => candidate.trim() === etag || candidate.trim() === '*');

// Catalogue answers carry a validator of their exact content, so a client that already holds them
// gets an empty 304. Names depend on the request's language, hence Vary.
export function replyCached<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: T,
  cacheControl: string,
): T | null {
  const etag = `W/"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag).header('cache-control', cacheControl).header('vary', 'Accept-Language');
  if (!etagMatches(request, etag)) return body;
  reply.status(304);
  return null;
}
