import { z } from 'zod';

// What the browser reports of an error it could not handle. Scrubbed before it is sent and again
// by the server; never a token, a query string or personal data.
export const clientErrorReportSchema = z.object({
  kind: z.enum(['boundary', 'error', 'unhandledrejection']),
  message: z.string().max(1000),
  name: z.string().max(120).optional(),
  stack: z.string().max(8000).optional(),
  path: z.string().max(500),
  release: z.string().max(80),
  environment: z.string().max(40),
  user_agent: z.string().max(300).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

// Every pattern runs in time linear in the text (a report is up to 8,000 characters, sent by
// anyone): a pattern that can start anywhere inside a run of the characters it repeats is
// anchored to the run's start by a lookbehind, else each position rescans the run (quadratic).
const patterns: [RegExp, string][] = [
  // JSON Web Tokens and other long opaque tokens.
  [/(?<![\w-])eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[token]'],
  [/\b(Bearer|access|refresh|token|captcha|pass)\b(["':= ]+)[\w.~+/-]{12,}/gi, '$1$2[token]'],
  // An address ends in a name (example.mx), a release in a version (origina@0.1.0).
  [/(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}\b/g, '[email]'],
  // CURP and RFC.
  [/\b[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z\d]\d\b/gi, '[curp]'],
  [/\b[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}\b/gi, '[rfc]'],
  // Phone numbers, CLABEs, card and account numbers: any run of 8 or more digits.
  [/(?<!\w)\+?\d[\d -]{6,}\d(?!\w)/g, '[number]'],
  // Capability slugs (identity and signing links, invitations, password resets) and single-use
  // upload paths.
  [/\/(identidad|firma|signatures|register|reset-password|upload|captures)\/[\w-]+/g, '/$1/[id]'],
];

// Removes what could identify a person or open a session from a message or a stack trace.
export function scrubText(text: string) {
  return patterns.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

// A page address without its query or fragment (they can carry tokens and search terms).
export const scrubPath = (path: string) => scrubText(path.split(/[?#]/)[0] ?? '');

type ErrorEvent = {
  message?: string;
  request?: unknown;
  user?: unknown;
  breadcrumbs?: unknown;
  exception?: { values?: { value?: string }[] };
};

// What goes to Sentry, from either side, carries no personal data: no request (address, headers,
// cookies, bodies), no user, no breadcrumbs, and messages scrubbed as above.
export function scrubErrorEvent<T extends ErrorEvent>(event: T): T {
  delete event.request;
  delete event.user;
  delete event.breadcrumbs;
  if (event.message) event.message = scrubText(event.message);
  for (const value of event.exception?.values ?? []) {
    if (value.value) value.value = scrubText(value.value);
  }
  return event;
}
