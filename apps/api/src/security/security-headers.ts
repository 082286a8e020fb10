import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';
import { contentSecurityPolicy } from './content-security-policy.js';

/** The headers every answer carries (Content-Security-Policy, nosniff, X-Frame-Options, HSTS…):
 * one set of options for @fastify/helmet's hook and for the answers Fastify's router gives
 * before any hook runs (a path it cannot read). */
export const securityHeaderOptions = (config: Config) =>
  ({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  }) satisfies HelmetOptions;

/** The same headers as a plain record, worked out once by helmet itself (they depend on no
 * request): for the answers given before any hook runs (a path the router cannot read, what Node's
 * parser refuses). */
export function staticSecurityHeaders(options: HelmetOptions) {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}
