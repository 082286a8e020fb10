import type { FastifyReply } from 'fastify';
import { AppError } from '../errors.js';
import type { MessageKey } from '../i18n/messages.js';
import { createSlugSealer } from './capability-slugs.js';
import { enforceLimit, type RateLimitStore } from './rate-limit-store.js';

// The customer's links (identity check, contract signature) are capability URLs (docs/security.md): the
// slug is who is asking. What both share lives here: minting, finding and showing a link, its
// lifetime and limits, the headers of its answers and how the API document describes it.

export type CapabilityKind = 'identity' | 'signature';

// The customer's page each kind of link opens.
const pages: Record<CapabilityKind, string> = { identity: 'identidad', signature: 'firma' };

const linkLifetimeMs = 72 * 60 * 60 * 1000;
// Guessing slugs and re-issuing links without end are refused (429).
const limits = {
  unknownSlugs: { max: 20, windowSeconds: 15 * 60 },
  linksPerApplication: { max: 20, windowSeconds: 60 * 60 },
};

/** The links of one kind: sealed under their own purpose, living three days, with limits on
 * guessing slugs (per address) and on issuing links (per application). */
export function createCapabilityLinks(secret: string, kind: CapabilityKind, rateLimits: RateLimitStore) {
  const slugs = createSlugSealer(secret, `${kind}-link`);
  return {
    /** A new link, as the columns that keep it: its slug hashed for lookup and sealed, its expiry. */
    mint() {
      const slug = slugs.newSlug();
      return {
        slugHash: slugs.hashOf(slug),
        slugEncrypted: slugs.seal(slug),
        expiresAt: new Date(Date.now() + linkLifetimeMs),
      };
    },
    /** What a slug a request names is looked up by. */
    hashOf: slugs.hashOf,
    /** The slug a stored link seals and the customer's page it opens. */
    address(origin: string, slugEncrypted: string) {
      const slug = slugs.open(slugEncrypted);
      return { slug, url: `${origin}/${pages[kind]}/${slug}` };
    },
    /** A slug that names nothing: counted against the address, then 404 with `code`. */
    async refuseUnknown(ip: string, code: MessageKey): Promise<never> {
      await enforceLimit(rateLimits, `${kind}-unknown:${ip}`, limits.unknownSlugs);
      throw new AppError(404, code);
    },
    limitIssuing: (applicationId: string) =>
      enforceLimit(rateLimits, `${kind}-link:${applicationId}`, limits.linksPerApplication),
  };
}

/** Capability answers are never kept, indexed or passed on as a referrer. */
export const privateHeaders = (reply: FastifyReply) =>
  reply
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .header('cache-control', 'no-store');

/** The API document's words for a route a customer's link opens: what its holder may do, and when
 * it stops working. */
export const slugCapability = (holderMay: string, ends: string) =>
  `The \`{slug}\` is a capability: a random, unguessable value the promoter hands to the customer as a link (QR, WhatsApp or SMS). Whoever holds it may ${holderMay}; no account or bearer token is involved. ${ends}`;
