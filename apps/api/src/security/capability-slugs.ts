import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { AppError } from '../errors.js';
import type { MessageKey } from '../i18n/messages.js';
import { newLinkToken } from './one-time-secrets.js';
import { enforceLimit, type RateLimitStore } from './rate-limit-store.js';

// The customer's links (identity check, contract signature) are capability URLs (SECURITY.md):
// 256 random bits; found by their hash; kept sealed (AES-256-GCM under a key derived from the
// server secret and the link's purpose) so that the owner promoter can be shown the link again.
export function createSlugSealer(secret: string, purpose: string) {
  const key = createHash('sha256').update(`${purpose}\u0000${secret}`).digest();
  return {
    newSlug: newLinkToken,
    hashOf: (slug: string) => createHash('sha256').update(slug).digest('hex'),
    seal(slug: string) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(slug, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },
    open(stored: string) {
      const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url')) as [
        Buffer,
        Buffer,
        Buffer,
      ];
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    },
  };
}

const linkLifetimeMs = 72 * 60 * 60 * 1000;
// Guessing slugs and re-issuing links without end are refused (429).
const limits = {
  unknownSlugs: { max: 20, windowSeconds: 15 * 60 },
  linksPerApplication: { max: 20, windowSeconds: 60 * 60 },
};

/** What the identity and signing links share: the sealer, their lifetime (three days), and the
 * limits on guessing slugs (per address) and on issuing links (per application). */
export function createCapabilityLinks(
  secret: string,
  kind: 'identity' | 'signature',
  rateLimits: RateLimitStore,
) {
  return {
    slugs: createSlugSealer(secret, `${kind}-link`),
    expiresAt: () => new Date(Date.now() + linkLifetimeMs),
    /** A slug that names nothing: counted against the address, then 404 with `code`. */
    async refuseUnknown(ip: string, code: MessageKey): Promise<never> {
      await enforceLimit(rateLimits, `${kind}-unknown:${ip}`, limits.unknownSlugs);
      throw new AppError(404, code);
    },
    limitIssuing: (applicationId: string) =>
      enforceLimit(rateLimits, `${kind}-link:${applicationId}`, limits.linksPerApplication),
  };
}
