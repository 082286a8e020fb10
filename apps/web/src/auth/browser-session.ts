import { ApiRequestError } from '../api/api-error.js';
import { refreshRequest } from '../api/auth.js';
import { connectApiAuth } from '../api/client.js';
import { createSessionManager, RefreshRefusedError, type TabChannel } from './session.js';

const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

function tabChannel(): TabChannel | null {
  if (typeof window === 'undefined' || typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel('origina-session');
  const adapter: TabChannel = { postMessage: (message) => channel.postMessage(message), onmessage: null };
  channel.onmessage = (event) => adapter.onmessage?.({ data: event.data });
  return adapter;
}

// The one session of this tab, wired to sessionStorage, the refresh endpoint and the other tabs.
export const browserSession = createSessionManager({
  // The build-time prerender has no window: it never signs anyone in, so it needs no storage.
  storage: typeof window === 'undefined' ? noStorage : window.sessionStorage,
  channel: tabChannel(),
  renew: async (refresh) => {
    try {
      return await refreshRequest(refresh);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500)
        throw new RefreshRefusedError();
      throw error;
    }
  },
});

connectApiAuth({ accessToken: browserSession.accessToken, refresh: browserSession.refresh });
