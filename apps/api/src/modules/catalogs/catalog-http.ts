import { createHash } from 'node:crypto';
import { folded } from '@origina/domain/text-search';
import type { FastifyReply, FastifyRequest } from 'fastify';

function pageLink(url: string, page: number) {
  const target = new URL(url, 'http://origina.local');
  target.searchParams.set('page', String(page));
  return `${target.pathname}${target.search}`;
}

// The list envelope of ARCHITECTURE.md around one page of results.
export function listPage<T>(results: T[], total: number, url: string, page: number, pageSize: number) {
  return {
    count: total,
    next: page * pageSize < total ? pageLink(url, page + 1) : null,
    previous: page > 1 ? pageLink(url, page - 1) : null,
    results,
  };
}

// A LIKE pattern that matches the folded words anywhere, with the user's % and _ taken literally.
export const containsPattern = (search: string) => `%${folded(search).replace(/[\\%_]/g, '\\$&')}%`;

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
