import { Outlet, type RouteObject } from 'react-router';
import { AuthGuard } from '../auth/guards.js';
import { page, withParts } from './lazy-page.js';
import { WorkspaceGuard } from './workspace-guard.js';

// The dashboard's part of the route table (docs/product-spec.md §2). It is not in the login's download: the
// router asks for it on the first visit to a dashboard path (routes.tsx, discoverRoutes).

// The application flow and Mis Solicitudes share the application strings (and the simulator's).
const applicationPage: typeof page = (load, name) =>
  page(withParts(['application', 'simulator'], load), name);
// The inbox, review and administration screens show statuses and sections, named in the
// application catalogue.
const deskPage: typeof page = (load, name) => page(withParts(['desk', 'application'], load), name);
// The review of one application also shows its amortisation schedule, in the simulator's words.
const reviewPage: typeof page = (load, name) =>
  // The screening banner and risk grade in compliance's words.
  page(withParts(['desk', 'application', 'simulator', 'compliance'], load), name);
// The lender profile's words: its own screen, and the audit log that names its fields.
const lenderPage: typeof page = (load, name) =>
  page(withParts(['desk', 'application', 'lender'], load), name);
// Compliance's screens (statuses in the application catalogue), and the admin's lists.
const compliancePage: typeof page = (load, name) =>
  page(withParts(['compliance', 'application'], load), name);
const simulatorPage: typeof page = (load, name) => page(withParts(['simulator'], load), name);
const templatesPage: typeof page = (load, name) => page(withParts(['templates'], load), name);

// Every screen but home belongs to a workspace: a role that does not use it gets the one "no
// access" screen instead (application-lifecycle.ts decides).
export const dashboardRoute: RouteObject = {
  id: 'dashboard',
  path: 'dashboard',
  element: (
    <AuthGuard>
      <Outlet />
    </AuthGuard>
  ),
  children: [
    {
      lazy: page(
        withParts(['dashboard'], () => import('../layouts/dashboard/dashboard-layout.js')),
        'DashboardLayout',
      ),
      children: [
        {
          index: true,
          lazy: applicationPage(() => import('../features/home/home-page.js'), 'HomePage'),
        },
        {
          element: (
            <WorkspaceGuard workspace="inbox">
              <Outlet />
            </WorkspaceGuard>
          ),
          children: [
            {
              path: 'inbox',
              lazy: deskPage(() => import('../features/inbox/inbox-page.js'), 'InboxPage'),
            },
          ],
        },
        {
          element: (
            <WorkspaceGuard workspace="review">
              <Outlet />
            </WorkspaceGuard>
          ),
          children: [
            {
              path: 'revision',
              lazy: deskPage(() => import('../features/review/review-queue-page.js'), 'ReviewQueuePage'),
            },
            {
              path: 'revision/:id',
              lazy: reviewPage(
                () => import('../features/review/review-application-page.js'),
                'ReviewApplicationPage',
              ),
            },
          ],
        },
        {
          element: (
            <WorkspaceGuard workspace="administer">
              <Outlet />
            </WorkspaceGuard>
          ),
          children: [
            {
              path: 'admin/cuentas',
              lazy: deskPage(() => import('../features/admin/accounts-page.js'), 'AccountsPage'),
            },
            {
              path: 'admin/catalogos',
              lazy: deskPage(() => import('../features/admin/catalogue-page.js'), 'CataloguePage'),
            },
            {
              path: 'admin/plantillas',
              lazy: templatesPage(
                () => import('../features/contract-templates/contract-templates-page.js'),
                'ContractTemplatesPage',
              ),
            },
            {
              path: 'admin/descuentos',
              lazy: deskPage(() => import('../features/admin/deductions-page.js'), 'DeductionsPage'),
            },
            {
              path: 'admin/dispersiones',
              lazy: deskPage(() => import('../features/admin/disbursements-page.js'), 'DisbursementsPage'),
            },
            {
              path: 'admin/cartera',
              lazy: deskPage(() => import('../features/admin/portfolio-page.js'), 'PortfolioPage'),
            },
            {
              path: 'admin/listas',
              lazy: compliancePage(
                () => import('../features/admin/screening-lists-page.js'),
                'ScreeningListsPage',
              ),
            },
            {
              path: 'admin/auditoria',
              lazy: lenderPage(() => import('../features/admin/audit-page.js'), 'AuditPage'),
            },
            {
              path: 'admin/perfil-otorgante',
              lazy: lenderPage(
                () => import('../features/lender-profile/lender-profile-page.js'),
                'LenderProfilePage',
              ),
            },
            {
              path: 'admin/aviso-privacidad',
              lazy: lenderPage(
                () => import('../features/privacy-notice/privacy-notice-page.js'),
                'PrivacyNoticePage',
              ),
            },
          ],
        },
        {
          element: (
            <WorkspaceGuard workspace="comply">
              <Outlet />
            </WorkspaceGuard>
          ),
          children: [
            {
              path: 'cumplimiento',
              lazy: compliancePage(
                () => import('../features/compliance/compliance-page.js'),
                'CompliancePage',
              ),
            },
            {
              path: 'cumplimiento/:id',
              lazy: compliancePage(
                () => import('../features/compliance/compliance-application-page.js'),
                'ComplianceApplicationPage',
              ),
            },
          ],
        },
        {
          element: (
            <WorkspaceGuard workspace="simulate">
              <Outlet />
            </WorkspaceGuard>
          ),
          children: [
            {
              path: 'simulador',
              lazy: simulatorPage(() => import('../features/simulator/simulator-page.js'), 'SimulatorPage'),
            },
            {
              path: 'simulador/:id',
              lazy: simulatorPage(() => import('../features/simulator/simulation-page.js'), 'SimulationPage'),
            },
          ],
        },
        {
          element: (
            <WorkspaceGuard workspace="capture">
              <Outlet />
            </WorkspaceGuard>
          ),
          children: [
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
                () => import('../features/new-application/application-step-page.js'),
                'ApplicationStepPage',
              ),
            },
            {
              path: 'mis-solicitudes',
              lazy: applicationPage(
                () => import('../features/my-applications/my-applications-page.js'),
                'MyApplicationsPage',
              ),
            },
            {
              path: 'mis-solicitudes/:id',
              lazy: applicationPage(
                () => import('../features/my-applications/application-page.js'),
                'ApplicationPage',
              ),
            },
          ],
        },
      ],
    },
  ],
};
