/**
 * A random key that makes a retried create land once (and a random id wherever the app needs one). `crypto.randomUUID` exists only in secure
 * contexts, and promoters open the app over plain HTTP at a network address
 * (http://192.168.1.20:3000): `getRandomValues` works in every context, so the key is a v4 UUID
 * built from it.
 */
export function newIdempotencyKey(random: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
