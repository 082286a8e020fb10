import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { passwordMinLength } from '@origina/domain/password-policy';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { MessageKey } from '../i18n/messages.js';

// SECURITY.md 11.4.2: argon2id, m >= 19 MiB, t = 2, p = 1.
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

// The zxcvbn list of ~49,000 passwords seen most in breaches, plus common Spanish ones.
const spanishCommon = [
  'contraseña',
  'contrasena',
  'contraseña1',
  'contrasena1',
  'contraseña123',
  'contrasena123',
  'mexico123',
  'mexico2024',
  'mexico2025',
  'mexico2026',
  'teamo123',
  'tequiero',
  'micontraseña',
  'micontrasena',
  'hola1234',
  'holamundo',
  'chivas123',
  'americas',
  'america123',
  'cruzazul',
  'pumas123',
  'guadalupe',
  'jesucristo',
  'qwertyuiop',
  'asdfghjkl',
  '1234567890',
  'origina123',
];
const common = new Set(
  [...dictionary['passwords-common'], ...spanishCommon]
    .filter((entry) => entry.length >= passwordMinLength)
    .map((entry) => entry.toLowerCase()),
);

export function passwordProblem(password: string, email: string): MessageKey | null {
  const normalized = password.toLowerCase();
  if (common.has(normalized)) return 'password_too_common';
  // One character repeated, or a run such as "12345678" / "abcdefgh", is as weak as a listed one.
  if (/^(.)\1+$/.test(normalized)) return 'password_too_common';
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 4 && normalized.includes(local)) return 'password_contains_email';
  return null;
}
