import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { newLinkToken } from './one-time-secrets.js';

// Secrets kept sealed (AES-256-GCM under a key derived from the server secret and a purpose): the
// customer's links (capability-links.ts: 256 random bits, found by their hash, sealed so that the
// owner promoter can be shown the link again) and the local time-stamping authority's keys.
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
