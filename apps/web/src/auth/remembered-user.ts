import type { User } from '@origina/domain/auth';
import { type Role, roles } from '@origina/domain/roles';
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

const isText = (value: unknown) => typeof value === 'string';

// What the screens and the frame read of it, as the server describes users (the domain's
// userSchema, not imported here: it would bring its text rules into the sign-in page's code).
function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  const promoter = user.promoter as Record<string, unknown> | null;
  return (
    isText(user.id) &&
    isText(user.email) &&
    isText(user.displayName) &&
    roles.includes(user.role as Role) &&
    typeof user.email_verified === 'boolean' &&
    (promoter === null ||
      (typeof promoter === 'object' && isText(promoter.name) && isText(promoter.last_name)))
  );
}

/** The remembered user; none when the stored entry was edited into what no user is (an unknown
 * role, a name that is not text), and the tab asks to sign in. */
export function rememberedUser(): User | null {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
    return isUser(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Whether the remembered user is the one the tab's token speaks for: another account's session
 * (another tab's sign-in) never opens with this tab's remembered name and role. */
export const rememberedFor = (user: Pick<User, 'id'> | null, access: string | null) =>
  user !== null && typeof readClaims(access)?.sub === 'string' && readClaims(access)?.sub === user.id;
