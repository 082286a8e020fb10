import type { User } from '@origina/domain/auth';
import { ApiRequestError } from '../api/api-error.js';
import { whoamiRequest } from '../api/auth.js';
import { browserSession } from './browser-session.js';
import { rememberedFor, rememberedUser } from './remembered-user.js';

// Not an answer about the session: no network, or a server that could not answer (5xx).
const unanswered = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);

// The session's user; without an answer, the one this tab last read (a reload offline, or while
// the server is failing, keeps the promoter in the dashboard instead of sending them to a sign-in
// that cannot work either; the session itself was not refused).
async function sessionUser(access: string) {
  try {
    return await whoamiRequest(access);
  } catch (error) {
    const remembered = unanswered(error) ? rememberedUser() : null;
    if (remembered && rememberedFor(remembered, access)) return remembered;
    throw error;
  }
}

/** docs/product-spec.md §4: restore a stored, unexpired session (or one another tab holds) and
 * fetch its user; null when there is none or it cannot be restored. start.tsx asks before the
 * first render, so a signed-in screen draws once instead of behind a spinner first. */
export async function restoreSessionUser(): Promise<User | null> {
  try {
    const tokens = await browserSession.restore();
    return tokens ? await sessionUser(tokens.access) : null;
  } catch (error) {
    console.error('Session restore failed', error);
    return null;
  }
}
