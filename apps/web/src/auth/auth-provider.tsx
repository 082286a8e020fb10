import type { User } from '@origina/domain/auth';
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { ApiRequestError } from '../api/api-error.js';
import { loginRequest, logoutRequest, registerRequest, whoamiRequest } from '../api/auth.js';
import { AuthContext, type AuthContextValue } from './auth-context.js';
import { browserSession } from './browser-session.js';
import { discardApplicationCopiesOf, discardRuntimeCaches } from './device-caches.js';
import { discardDrafts } from './drafts.js';
import { rememberedFor, rememberedUser, rememberUser } from './remembered-user.js';

// The session's user; without network, the one this tab last read (a reload offline keeps the
// promoter in the dashboard instead of sending them to a sign-in that needs the network).
async function sessionUser(access: string) {
  try {
    return await whoamiRequest(access);
  } catch (error) {
    const remembered = error instanceof ApiRequestError && error.status === 0 ? rememberedUser() : null;
    if (remembered && rememberedFor(remembered, access)) return remembered;
    throw error;
  }
}

type State = { user: User | null; loading: boolean };
type Action =
  | { type: 'INITIAL'; user: User | null }
  | { type: 'LOGIN' | 'REGISTER'; user: User }
  | { type: 'LOGOUT' };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'INITIAL':
      // A sign-in that finished while the session was being restored stands.
      return { user: state.user ?? action.user, loading: false };
    case 'LOGIN':
    case 'REGISTER':
      return { ...state, user: action.user };
    case 'LOGOUT':
      return { ...state, user: null };
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(reducer, { user: null, loading: true });
  // Who is signed in, for a session that ends by itself (expired, revoked, or signed out in another
  // tab): their applications kept on the device go with it.
  const signedIn = useRef<string | undefined>(undefined);
  useEffect(() => {
    signedIn.current = state.user?.id;
  }, [state.user]);

  // docs/product-spec.md §4: restore a stored, unexpired session (or one another tab holds) and fetch the user.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const tokens = await browserSession.restore();
        const user = tokens ? await sessionUser(tokens.access) : null;
        if (!cancelled) dispatch({ type: 'INITIAL', user });
      } catch (error) {
        console.error('Session restore failed', error);
        if (!cancelled) dispatch({ type: 'INITIAL', user: null });
      }
    })();
    const unsubscribe = browserSession.subscribe((event) => {
      if (event !== 'expired' && event !== 'logout') return;
      if (signedIn.current) void discardApplicationCopiesOf(signedIn.current);
      dispatch({ type: 'LOGOUT' });
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, []);

  useEffect(() => {
    if (!state.loading) rememberUser(state.user);
  }, [state]);

  const login = useCallback(async (email: string, password: string, captcha?: string) => {
    const { access, refresh, user } = await loginRequest({ email, password, captcha });
    browserSession.set({ access, refresh });
    dispatch({ type: 'LOGIN', user });
  }, []);

  const register = useCallback(
    async (input: {
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      captcha?: string;
    }) => {
      const { accessToken, refreshToken, user } = await registerRequest(input);
      browserSession.set({ access: accessToken, refresh: refreshToken });
      dispatch({ type: 'REGISTER', user });
    },
    [],
  );

  const userId = state.user?.id;
  const logout = useCallback(async () => {
    const access = browserSession.accessToken();
    const refresh = browserSession.refreshToken();
    browserSession.endSession();
    discardDrafts();
    discardRuntimeCaches();
    if (userId) await discardApplicationCopiesOf(userId);
    dispatch({ type: 'LOGOUT' });
    try {
      await logoutRequest(access, refresh);
    } catch (error) {
      // docs/product-spec.md §8: a logout error is only logged; the local session is gone either way.
      console.error('Logout failed', error);
    }
  }, [userId]);

  const reloadUser = useCallback(async () => {
    dispatch({ type: 'LOGIN', user: await whoamiRequest() });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      method: 'jwt',
      loading: state.loading,
      authenticated: !state.loading && state.user !== null,
      unauthenticated: !state.loading && state.user === null,
      login,
      register,
      logout,
      reloadUser,
    }),
    [state, login, register, logout, reloadUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
