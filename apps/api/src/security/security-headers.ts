import type { HelmetOptions } from 'helmet';
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
