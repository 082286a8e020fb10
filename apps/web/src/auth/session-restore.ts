import type { User } from '@origina/domain/auth';
import { ApiRequestError } from '../api/api-error.js';
import { whoamiRequest } from '../api/auth.js';
import { browserSession } from './browser-session.js';
import { rememberedFor, rememberedUser } from './remembered-user.js';

// Not an answer about the session: no network, or a server that could not answer (5xx).
const unanswered = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);
// A server that failed often answers a moment later: a tab with no profile of its own to stand in
// (one that borrowed another tab's session) asks again after these waits before it counts as
// signed out. Not without network: that would only keep the promoter from the sign-in page longer.
const retryWaitsMs = [1000, 3000];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The session's user; without an answer, the one this tab last read (a reload offline, or while
// the server is failing, keeps the promoter in the dashboard instead of sending them to a sign-in
// that cannot work either; the session itself was not refused).
async function sessionUser(access: string, waits = retryWaitsMs): Promise<User> {
  try {
    return await whoamiRequest(access);
  } catch (error) {
    if (!unanswered(error)) throw error;
    const remembered = rememberedUser();
    if (remembered && rememberedFor(remembered, access)) return remembered;
    const [next, ...rest] = waits;
    if (next === undefined || (error as ApiRequestError).status === 0) throw error;
    await wait(next);
    return sessionUser(access, rest);
  }
}

/** The session restore start.tsx began before the first render, and its user if it was known by
 * then (undefined: not yet). */
export interface EarlySession {
  restoring: Promise<User | null>;
  restored?: User | null;
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
