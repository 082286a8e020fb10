import { apiErrorSchema } from '@origina/domain/api-error';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

export const clientMeta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** A file answer: the bytes as stored (any content: a stream, not JSON), in one of these types. */
/** A raw-body upload's request body for the OpenAPI document: the file's bytes under each type. */
export const rawBody = (types: Record<string, string>) => ({
  content: Object.fromEntries(
    Object.entries(types).map(([type, description]) => [
      type,
      { schema: z.any().meta({ type: 'string', format: 'binary', description }) },
    ]),
  ),
});

export function fileResponse(description: string, types: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(types.map((type) => [type, { schema: z.any() }])),
  };
}

// What each error status means and the codes it usually carries; a route adds its own codes
// (a conflict's, say) with a trailing object.
const errorMeanings: Record<number, { meaning: string; codes: readonly string[] }> = {
  400: {
    meaning: 'The request is not acceptable; `errors` names each field and what is wrong with it',
    codes: ['invalid_input', 'invalid_json'],
  },
  401: {
    meaning: 'Not signed in, or the session has ended',
    codes: ['not_authenticated', 'token_invalid', 'session_revoked'],
  },
  403: {
    meaning: 'Signed in, but this role (or an unverified e-mail) may not do this',
    codes: ['permission_denied', 'email_not_verified'],
  },
  404: { meaning: 'Nothing with this id that the caller may see', codes: ['not_found'] },
  408: { meaning: 'The request did not arrive in time (a body that stalled)', codes: ['request_timeout'] },
  409: { meaning: 'Not possible in the current state', codes: [] },
  410: { meaning: 'The link is no longer valid', codes: ['link_expired'] },
  412: { meaning: 'If-Match names a version that is no longer current', codes: ['version_mismatch'] },
  413: { meaning: 'Too large', codes: ['payload_too_large', 'file_too_large'] },
  415: {
    meaning: 'This kind of content is not accepted',
    codes: ['unsupported_media_type', 'file_type_not_accepted'],
  },
  422: { meaning: 'Understood, but cannot be processed', codes: [] },
  428: { meaning: 'If-Match with the version seen is required', codes: ['precondition_required'] },
  429: { meaning: 'Too many attempts; Retry-After says when to try again', codes: ['too_many_attempts'] },
  502: { meaning: 'A service outside (a credit bureau) answered with an error', codes: [] },
  503: { meaning: 'A service this needs is unavailable; try again later', codes: [] },
  504: { meaning: 'A service outside (a credit bureau) did not answer in time', codes: [] },
};

/**
 * Documents the error answers a route can give: every one has the shared JSON shape, and its
 * description names the codes `code` may hold. A trailing object adds codes per status (and
 * documents those statuses too): `errorResponses(400, 401, { 409: ['email_taken'] })`.
 */
export function errorResponses(...answers: (number | Partial<Record<number, readonly string[]>>)[]) {
  const codes = new Map<number, string[]>();
  for (const answer of answers) {
    if (typeof answer === 'number') codes.set(answer, [...(codes.get(answer) ?? [])]);
    else
      for (const [status, more] of Object.entries(answer))
        codes.set(Number(status), [...(codes.get(Number(status)) ?? []), ...(more ?? [])]);
  }
  return Object.fromEntries(
    [...codes].map(([status, own]) => {
      const usual = errorMeanings[status] ?? { meaning: 'Refused', codes: [] };
      const all = [...new Set([...usual.codes, ...own])];
      const named = all.length > 0 ? ` (code: ${all.map((code) => `\`${code}\``).join(', ')})` : '';
      return [status, apiErrorSchema.describe(`${usual.meaning}${named}`)];
    }),
  );
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

function pageLink(url: string, page: number) {
  const target = new URL(url, 'http://origina.local');
  target.searchParams.set('page', String(page));
  return `${target.pathname}${target.search}`;
}

// The list envelope of docs/api-conventions.md around one page of results.
export function listPage<T>(results: T[], total: number, url: string, page: number, pageSize: number) {
  return {
    count: total,
    next: page * pageSize < total ? pageLink(url, page + 1) : null,
    previous: page > 1 ? pageLink(url, page - 1) : null,
    results,
  };
}
