import { readablePath } from './request-path.js';

// Personal data never reaches the logs whole (docs/security.md, Data).
export function maskEmail(email: string) {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

/** A number (a mobile, a CLABE) by its last four digits ("•••• 5678"): enough to recognise, not
 * to call or to pay into. */
export const maskDigits = (number: string) => `•••• ${number.replace(/\D/g, '').slice(-4)}`;

// Query strings may carry personal data (a search by CURP or phone): logs keep only the path.
export function redactUrl(url: string) {
  const index = url.indexOf('?');
  // Judged as the routers read it (request-path.ts): "//FIRMA/…" and "/%66irma/…" reach the same
  // page as "/firma/…", so their secret is hidden the same way.
  const bare = readablePath(url);
  const path = index === -1 ? bare : `${bare}?[redacted]`;
  // Single-use upload URLs, identity links and the pages that open invitation and reset links
  // carry their secret in the path.
  return path
    .replace(/^\/(identidad|firma)\/[^/?]+/i, '/$1/[redacted]')
    .replace(/\/api\/v1\/signatures\/[^/?]+/i, '/api/v1/signatures/[redacted]')
    .replace(/^\/auth\/(reset-password|register)\/(?!success(?:[/?]|$))[^/?]+/i, '/auth/$1/[redacted]')
    .replace(/\/upload\/[^/?]+/i, '/upload/[redacted]')
    .replace(/\/biometricvalidations\/(?!\?)[^/?]+/i, '/biometricvalidations/[redacted]')
    .replace(/\/captures\/([^/?]+)\/[^/?]+/i, '/captures/$1/[redacted]');
}

// A failed query's error carries the query's parameters (CURP, RFC, CLABE, phones, e-mails) in
// its message, its stack and a `params` field, and PostgreSQL's own message and detail may quote a
// value: such an error is logged as its query, its SQLSTATE and where it was thrown, nothing more.
type Failure = Error & Record<string, unknown>;
const causesOf = (error: unknown) => {
  const chain: Failure[] = [];
  for (
    let current = error as Failure | undefined;
    current && chain.length < 5;
    current = current.cause as Failure
  )
    chain.push(current);
  return chain;
};
const isDatabaseFailure = (error: unknown) =>
  causesOf(error).some((item) => typeof item.query === 'string' || typeof item.severity === 'string');

export function databaseFailureSummary(error: Error) {
  if (!isDatabaseFailure(error)) return null;
  const chain = causesOf(error);
  const pick = (name: string) => chain.map((item) => item[name]).find((value) => typeof value === 'string');
  return {
    type: error.name,
    message: 'database query failed (parameters and values left out)',
    query: pick('query'),
    code: pick('code'),
    constraint: pick('constraint'),
    table: pick('table'),
    column: pick('column'),
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
}

/** A ten-digit mobile as the customer's link shows it ("•• •• •• 56 78"): the last four digits,
 * enough for its holder to recognise it, never enough to call it. */
export const maskMobile = (mobile: string) => {
  const last = mobile.replace(/\D/g, '').slice(-4);
  return `•• •• •• ${last.slice(0, 2)} ${last.slice(2)}`;
};
