import type { User } from '@origina/domain/auth';
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { loginRequest, logoutRequest, registerRequest, whoamiRequest } from '../api/auth.js';
import { AuthContext, type AuthContextValue } from './auth-context.js';
import { browserSession } from './browser-session.js';
import { discardApplicationCopiesOf, discardRuntimeCaches } from './device-caches.js';
import { discardDrafts } from './drafts.js';
import { rememberUser } from './remembered-user.js';
import { type EarlySession, restoreSessionUser } from './session-restore.js';

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

/** `session`: the restore start.tsx began early, with its user when known before the first
 * render (without one, the restore begins here). */
export function AuthProvider({ children, session }: { children: ReactNode; session?: EarlySession }) {
  const [state, dispatch] = useReducer(
    reducer,
    session?.restored === undefined
      ? { user: null, loading: true }
      : { user: session.restored, loading: false },
  );
  // Who is signed in, for a session that ends by itself (expired, revoked, or signed out in another
  // tab): their applications kept on the device go with it.
  const signedIn = useRef<string | undefined>(undefined);
  useEffect(() => {
    signedIn.current = state.user?.id;
  }, [state.user]);

  // The first render waits for the restored session unless it was known before; read once.
  const early = useRef(session);
  useEffect(() => {
    let cancelled = false;
    if (early.current?.restored === undefined)
      void (early.current?.restoring ?? restoreSessionUser()).then((user) => {
        if (!cancelled) dispatch({ type: 'INITIAL', user });
      });
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
