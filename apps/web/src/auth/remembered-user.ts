import type { User } from '@origina/domain/auth';
import { readClaims } from './tokens.js';

// The signed-in user as the server last described them, kept beside the tokens in this tab's
// sessionStorage (gone with the tab and at sign-out), so a reload without network still opens the
// dashboard of the account that is signed in. Only the promoter's own profile, never a customer's.
const key = 'user';

export function rememberUser(user: User | null) {
  try {
    if (user) window.sessionStorage.setItem(key, JSON.stringify(user));
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage refused: a reload offline will ask to sign in, nothing else changes.
  }
}

export function rememberedUser(): User | null {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
    const candidate = stored as Partial<User> | null;
    return candidate && typeof candidate.id === 'string' && typeof candidate.role === 'string'
      ? (candidate as User)
      : null;
  } catch {
    return null;
  }
}

/** Whether the remembered user is the one the tab's token speaks for: another account's session
 * (another tab's sign-in) never opens with this tab's remembered name and role. */
export const rememberedFor = (user: Pick<User, 'id'> | null, access: string | null) =>
  user !== null && typeof readClaims(access)?.sub === 'string' && readClaims(access)?.sub === user.id;
