import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader.js';
import { paths } from '../paths.js';
import { useAuthContext } from './auth-context.js';
import { loginPathWithReturnTo, safeReturnTo } from './return-to.js';

// Signed-out visitors of a guarded page go to the login of the current method, keeping the path;
// an account whose e-mail is not verified goes to verify it, since the API refuses it everything
// else (403 email_not_verified).
export function AuthGuard({ children }: { children: ReactNode }) {
  const { loading, authenticated, user } = useAuthContext();
  const location = useLocation();
  if (loading) return <FullScreenLoader />;
  if (!authenticated) {
    return <Navigate to={loginPathWithReturnTo(`${location.pathname}${location.search}`)} replace />;
  }
  if (user?.email_verified === false) return <Navigate to={paths.auth.registerSuccess} replace />;
  return children;
}

// Signed-in visitors of an auth page go where they were headed, or to the dashboard; a promoter
// who has just registered (e-mail not yet verified) goes on to verify it. While the session is
// being restored the page shows at once, so the login form never waits on it.
export function GuestGuard({ children }: { children: ReactNode }) {
  const { authenticated, user } = useAuthContext();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  if (!authenticated) return children;
  const verifyFirst = pathname === paths.auth.register && user?.email_verified === false;
  return (
    <Navigate to={verifyFirst ? paths.auth.registerSuccess : safeReturnTo(search.get('returnTo'))} replace />
  );
}
