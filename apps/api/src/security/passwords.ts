import { type Algorithm, hash, verify } from '@node-rs/argon2';

// docs/security.md 11.4.2: argon2id, m >= 19 MiB, t = 2, p = 1.
// Algorithm is a const enum, which isolated modules cannot read: 2 is its Argon2id.
const argon2Options = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, argon2Options);

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the account does not exist, so that an unknown e-mail costs the same time.
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => {
  decoyHash ??= hashPassword('decoy password that no account has');
  return decoyHash;
};
