import { createHmac, randomBytes, randomInt } from 'node:crypto';

// Codes and link tokens are stored only as an HMAC under the server key, so a copy of the database
// cannot be used to try the 10^6 codes offline. The user id is part of a code's input because
// two users may draw the same six digits.
export function createSecretHasher(serverKey: string) {
  return (purpose: string, secret: string, userId = '') =>
    createHmac('sha256', serverKey).update(`${purpose}\u0000${userId}\u0000${secret}`).digest('base64url');
}
export type SecretHasher = ReturnType<typeof createSecretHasher>;

export const newVerificationCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

export const newLinkToken = () => randomBytes(32).toString('base64url');
