import { pbkdf2Async } from '@noble/hashes/pbkdf2.js';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';

// ALTCHA's widget and workers need crypto.subtle, which browsers give only to secure contexts: over
// plain HTTP at a network address (a branch's server, http://192.168.1.20:3000) its captcha could
// never be solved, and three failed sign-ins locked the promoter out. This solves the same
// challenge (altcha-lib v2, PBKDF2) in JavaScript with @noble/hashes, the way ALTCHA's solver does.

const hashes = { 'PBKDF2/SHA-256': sha256, 'PBKDF2/SHA-384': sha384, 'PBKDF2/SHA-512': sha512 } as const;

interface Challenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    keyPrefix: string;
    cost: number;
    keyLength?: number;
  };
}
interface Work {
  challenge: Challenge;
  counterMode?: 'uint32' | 'string';
  counterStart?: number;
  counterStep?: number;
  timeout?: number;
}

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16));
const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The password of one try: the nonce followed by the counter, as ALTCHA writes it. */
function password(nonce: Uint8Array, counter: number, mode: 'uint32' | 'string') {
  const suffix = mode === 'string' ? new TextEncoder().encode(String(counter)) : new Uint8Array(4);
  if (mode === 'uint32') new DataView(suffix.buffer).setUint32(0, counter, false);
  const joined = new Uint8Array(nonce.length + suffix.length);
  joined.set(nonce, 0);
  joined.set(suffix, nonce.length);
  return joined;
}

/** Tries counters until a derived key starts with the challenge's prefix (null when aborted or out
 * of time), as ALTCHA's solver does. */
export async function solvePlainHttp({
  challenge,
  counterMode = 'uint32',
  counterStart = 0,
  counterStep = 1,
  timeout = 90_000,
}: Work) {
  const { algorithm, nonce, salt, keyPrefix, cost, keyLength = 32 } = challenge.parameters;
  const hash = hashes[algorithm as keyof typeof hashes];
  if (!hash) throw new Error(`altcha-plain-http: ${algorithm} is not derived here`);
  const nonceBytes = fromHex(nonce);
  const saltBytes = fromHex(salt);
  const start = performance.now();
  for (let counter = counterStart; ; counter += counterStep) {
    if (performance.now() - start > timeout) return null;
    const key = await pbkdf2Async(hash, password(nonceBytes, counter, counterMode), saltBytes, {
      c: Math.max(1, cost),
      dkLen: keyLength,
    });
    const hex = toHex(key);
    if (hex.startsWith(keyPrefix))
      return { counter, derivedKey: hex, time: Math.floor((performance.now() - start) * 10) / 10 };
  }
}
