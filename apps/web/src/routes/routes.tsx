import { Navigate, Outlet, type RouteObject } from 'react-router';
import { useAuthContext } from '../auth/auth-context.js';
import { AuthGuard, GuestGuard } from '../auth/guards.js';
import { FullScreenLoader } from '../components/full-screen-loader.js';
import { LoginPage } from '../features/auth/login-page.js';
import { loadCatalogPart } from '../i18n/i18n.js';
import { AuthLayout } from '../layouts/auth-layout.js';
import { page } from './lazy-page.js';
import { paths } from './paths.js';
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
const accountPage: typeof page = (load, name) => page(() => loadCatalogPart('account').then(load), name);
// The application flow and Mis Solicitudes share the application strings (and the simulator's).
const applicationPage: typeof page = (load, name) =>
  page(() => Promise.all([loadCatalogPart('application'), loadCatalogPart('simulator')]).then(load), name);
// The inbox, review and administration screens show statuses and sections, named in the
// application catalogue.
const deskPage: typeof page = (load, name) =>
  page(() => Promise.all([loadCatalogPart('desk'), loadCatalogPart('application')]).then(load), name);
const simulatorPage: typeof page = (load, name) => page(() => loadCatalogPart('simulator').then(load), name);

export const routes: RouteObject[] = [
  {
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
        path: 'dashboard',
        element: (
          <AuthGuard>
            <Outlet />
          </AuthGuard>
        ),
        children: [
          {
            lazy: page(
              () =>
                loadCatalogPart('dashboard').then(() => import('../layouts/dashboard/dashboard-layout.js')),
              'DashboardLayout',
            ),
            children: [
              {
                index: true,
                lazy: applicationPage(() => import('../features/home/home-page.js'), 'HomePage'),
              },
              { path: 'inbox', lazy: deskPage(() => import('../features/inbox/inbox-page.js'), 'InboxPage') },
              {
                path: 'revision',
                lazy: deskPage(() => import('../features/review/review-queue-page.js'), 'ReviewQueuePage'),
              },
              {
                path: 'revision/:id',
                lazy: deskPage(
                  () => import('../features/review/review-application-page.js'),
                  'ReviewApplicationPage',
                ),
              },
              {
                path: 'admin/cuentas',
                lazy: deskPage(() => import('../features/admin/accounts-page.js'), 'AccountsPage'),
              },
              {
                path: 'admin/catalogos',
                lazy: deskPage(() => import('../features/admin/catalogue-page.js'), 'CataloguePage'),
              },
              {
                path: 'admin/auditoria',
                lazy: deskPage(() => import('../features/admin/audit-page.js'), 'AuditPage'),
              },
              {
                path: 'simulador',
                lazy: simulatorPage(() => import('../features/simulator/simulator-page.js'), 'SimulatorPage'),
              },
              {
                path: 'simulador/:id',
                lazy: simulatorPage(
                  () => import('../features/simulator/simulation-page.js'),
                  'SimulationPage',
                ),
              },
              {
                path: 'nueva-solicitud',
                lazy: applicationPage(
                  () => import('../features/new-application/new-application-page.js'),
                  'NewApplicationPage',
                ),
              },
              {
                path: 'nueva-solicitud/pre-solicitud',
                lazy: applicationPage(
                  () => import('../features/new-application/new-application-page.js'),
                  'NewApplicationPage',
                ),
              },
              {
                path: 'nueva-solicitud/:slug/:step',
                lazy: applicationPage(
                  () => import('../features/new-application/new-application-page.js'),
                  'ApplicationStepPage',
                ),
              },
              {
                path: 'mis-solicitudes',
                lazy: applicationPage(
                  () => import('../features/my-applications/my-applications-pages.js'),
                  'MyApplicationsPage',
                ),
              },
              {
                path: 'mis-solicitudes/:id',
                lazy: applicationPage(
                  () => import('../features/my-applications/my-applications-pages.js'),
                  'ApplicationPage',
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
              () => loadCatalogPart('identity').then(() => import('../features/identity/identity-page.js')),
              'IdentityPage',
            ),
          },
        ],
      },
      { path: '404', lazy: page(() => import('../features/not-found/not-found-page.js'), 'NotFoundPage') },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];
