import { Navigate, Outlet, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { useAuthContext } from '../auth/auth-context.js';
import { GuestGuard } from '../auth/guards.js';
import { FullScreenLoader } from '../components/full-screen-loader.js';
import { LoginPage } from '../features/auth/login-page.js';
import { AuthLayout } from '../layouts/auth-layout.js';
import { paths } from '../paths.js';
import { page, withParts } from './lazy-page.js';
import { RootLayout } from './root-layout.js';
import { RouteErrorPage } from './route-error-page.js';

function RootRedirect() {
  const { loading, authenticated } = useAuthContext();
  if (loading) return <FullScreenLoader />;
  return <Navigate to={authenticated ? paths.dashboard.root : paths.auth.login} replace />;
}

const guest = (
  <GuestGuard>
    <Outlet />
  </GuestGuard>
);

const simple = page(() => import('../layouts/simple-layout.js'), 'SimpleLayout');

// The account screens (register, verify, invitation, forgot and reset) bring their strings along.
const accountPage: typeof page = (load, name) => page(withParts(['account'], load), name);

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        path: 'auth',
        children: [
          {
            element: guest,
            children: [
              {
                // The login is the most common first screen: it comes with the app itself, in the
                // same download, instead of after it.
                element: <AuthLayout />,
                children: [
                  { path: 'login', element: <LoginPage /> },
                  {
                    path: 'register',
                    lazy: accountPage(() => import('../features/auth/register-page.js'), 'RegisterPage'),
                  },
                  {
                    path: 'register/:id',
                    lazy: accountPage(() => import('../features/auth/invitation-page.js'), 'InvitationPage'),
                  },
                  {
                    path: 'reset-password/:id',
                    lazy: accountPage(
                      () => import('../features/auth/reset-password-page.js'),
                      'ResetPasswordPage',
                    ),
                  },
                ],
              },
              {
                lazy: simple,
                children: [
                  {
                    path: 'forgot-password',
                    lazy: accountPage(
                      () => import('../features/auth/forgot-password-page.js'),
                      'ForgotPasswordPage',
                    ),
                  },
                  {
                    path: 'forgot-password/success',
                    lazy: accountPage(
                      () => import('../features/auth/forgot-password-page.js'),
                      'ForgotPasswordSuccessPage',
                    ),
                  },
                  {
                    path: 'forgot-password/error',
                    lazy: accountPage(
                      () => import('../features/auth/forgot-password-page.js'),
                      'ForgotPasswordErrorPage',
                    ),
                  },
                  {
                    path: 'reset-password/success',
                    lazy: accountPage(
                      () => import('../features/auth/reset-password-page.js'),
                      'ResetPasswordSuccessPage',
                    ),
                  },
                ],
              },
            ],
          },
          // Right after registering the promoter is signed in and still verifies the e-mail here.
          {
            lazy: simple,
            children: [
              {
                path: 'register/success',
                lazy: accountPage(
                  () => import('../features/auth/register-success-page.js'),
                  'RegisterSuccessPage',
                ),
              },
            ],
          },
        ],
      },
      {
        lazy: page(() => import('../layouts/simple-layout.js'), 'CustomerLayout'),
        children: [
          {
            path: 'identidad/:slug',
            lazy: page(
              withParts(['identity'], () => import('../features/identity/identity-page.js')),
              'IdentityPage',
            ),
          },
          {
            path: 'firma/:slug',
            // The documents' names are the contract card's (the application part).
            lazy: page(
              withParts(['identity', 'application'], () => import('../features/signature/signature-page.js')),
              'SignaturePage',
            ),
          },
          {
            // Public: anyone holding a signed document checks it (the annex prints this address).
            path: 'verificar',
            // The documents' names are the contract card's (the application part).
            lazy: page(
              withParts(
                ['verification', 'application'],
                () => import('../features/verification/verification-page.js'),
              ),
              'VerificationPage',
            ),
          },
        ],
      },
      { path: '404', lazy: page(() => import('../features/not-found/not-found-page.js'), 'NotFoundPage') },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

// The dashboard's routes arrive with the first visit to a dashboard path instead of with the login
// page, whose JavaScript budget (docs/api-conventions.md, 170 kB gzip) has no room for them.
const isDashboardPath = (path: string) =>
  path === paths.dashboard.root || path.startsWith(`${paths.dashboard.root}/`);

export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isDashboardPath(path)) return;
  const { dashboardRoute } = await import('./dashboard-routes.js');
  patch('root', [dashboardRoute]);
};

/** Opened at a dashboard address, its routes are asked for at once, beside the settings and the
 * language (start.tsx), instead of once the router starts. */
export const prefetchRoutesFor = (path: string) => {
  // A failure here is the router's to report, when it asks for them itself.
  if (isDashboardPath(path)) import('./dashboard-routes.js').catch(() => undefined);
};
