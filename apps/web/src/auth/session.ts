import { accessTokenKey, isValidToken, readClaims, refreshDelay, refreshTokenKey } from './tokens.js';

export interface SessionTokens {
  access: string;
  refresh: string;
}

type ChannelMessage =
  | { type: 'session-request' }
  | { type: 'session'; access: string; refresh: string }
  | { type: 'logout' };

export interface TabChannel {
  postMessage(message: ChannelMessage): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}

const isChannelMessage = (data: unknown): data is ChannelMessage =>
  typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string';

export type SessionEvent = 'updated' | 'expired' | 'logout';

export class RefreshRefusedError extends Error {}

interface Dependencies {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  renew: (refresh: string) => Promise<SessionTokens>;
  channel: TabChannel | null;
  now?: () => number;
}

// Browsers fire setTimeout delays beyond 2^31 - 1 ms (24.8 days) at once: long waits are chained in
// steps of a day.
const longestTimer = 86_400_000;
const networkRetryMs = 10_000;

// Tokens in sessionStorage (docs/product-spec.md §3), one renewal timer, one renewal in flight shared by every
// caller, and a channel that lets the tabs of one browser share the session and the logout.
export function createSessionManager({ storage, renew, channel, now = Date.now }: Dependencies) {
  const listeners = new Set<(event: SessionEvent) => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<string | null> | null = null;
  let pendingPeer: ((tokens: SessionTokens | null) => void) | null = null;

  const emit = (event: SessionEvent) => {
    for (const listener of listeners) listener(event);
  };
  const access = () => storage.getItem(accessTokenKey);
  const refreshToken = () => storage.getItem(refreshTokenKey);

  function cancelTimer() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function schedule(delay: number) {
    cancelTimer();
    const wait = Math.min(delay, longestTimer);
    timer = setTimeout(() => {
      if (delay > longestTimer) schedule(delay - longestTimer);
      else void refresh();
    }, wait);
  }

  function store(tokens: SessionTokens) {
    storage.setItem(accessTokenKey, tokens.access);
    storage.setItem(refreshTokenKey, tokens.refresh);
    schedule(refreshDelay(tokens.access, now()));
  }

  function set(tokens: SessionTokens) {
    store(tokens);
    channel?.postMessage({ type: 'session', ...tokens });
    emit('updated');
  }

  function clear() {
    cancelTimer();
    storage.removeItem(accessTokenKey);
    storage.removeItem(refreshTokenKey);
  }

  async function runRefresh(): Promise<string | null> {
    const token = refreshToken();
    if (!isValidToken(token, now())) {
      clear();
      emit('expired');
      return null;
    }
    try {
      const tokens = await renew(token);
      set(tokens);
      return tokens.access;
    } catch (error) {
      if (error instanceof RefreshRefusedError) {
        clear();
        emit('expired');
        return null;
      }
      // The server could not be reached: keep the session and try again shortly.
      schedule(networkRetryMs);
      return null;
    }
  }

  function refresh() {
    inFlight ??= runRefresh().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  if (channel) {
    channel.onmessage = ({ data }) => {
      if (!isChannelMessage(data)) return;
      if (data.type === 'session-request') {
        const current = { access: access(), refresh: refreshToken() };
        if (isValidToken(current.refresh, now()) && current.access) {
          channel.postMessage({ type: 'session', access: current.access, refresh: current.refresh });
        }
      } else if (data.type === 'session') {
        if (pendingPeer) {
          pendingPeer({ access: data.access, refresh: data.refresh });
          return;
        }
        // Another tab renewed this same session: keep its rotated tokens, or ours go stale.
        const ours = readClaims(refreshToken())?.fam;
        if (ours && ours === readClaims(data.refresh)?.fam) {
          store({ access: data.access, refresh: data.refresh });
          emit('updated');
        }
      } else if (data.type === 'logout') {
        if (!refreshToken()) return;
        clear();
        emit('logout');
      }
    };
  }

  return {
    accessToken: access,
    refreshToken,
    set,
    refresh,
    // The session this tab starts with: its own, or one borrowed from another open tab.
    async restore(peerTimeoutMs = 250): Promise<SessionTokens | null> {
      const own = { access: access(), refresh: refreshToken() };
      if (own.access && isValidToken(own.refresh, now())) {
        if (isValidToken(own.access, now())) schedule(refreshDelay(own.access, now()));
        else await refresh();
        const current = access();
        return current ? { access: current, refresh: refreshToken() ?? '' } : null;
      }
      clear();
      if (!channel) return null;
      const borrowed = await new Promise<SessionTokens | null>((resolve) => {
        const timeout = setTimeout(() => resolve(null), peerTimeoutMs);
        pendingPeer = (tokens) => {
          clearTimeout(timeout);
          resolve(tokens);
        };
        channel.postMessage({ type: 'session-request' });
      });
      pendingPeer = null;
      // Signed in here while waiting: that session wins over one borrowed from another tab.
      const signedIn = access();
      if (signedIn) return { access: signedIn, refresh: refreshToken() ?? '' };
      if (!borrowed || !isValidToken(borrowed.refresh, now())) return null;
      store(borrowed);
      return borrowed;
    },
    // Local sign-out; tells the other tabs to sign out too.
    endSession() {
      clear();
      channel?.postMessage({ type: 'logout' });
    },
    subscribe(listener: (event: SessionEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
