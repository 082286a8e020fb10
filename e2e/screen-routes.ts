import { applicationSteps } from '@origina/domain/application-sections';
import type { APIRequestContext } from '@playwright/test';
import {
  apiSession,
  approvedThroughTheApi,
  draftThroughTheApi,
  signedThroughTheApi,
  signingLinkThroughTheApi,
  simulationThroughTheApi,
  submittedThroughTheApi,
} from './api-applications.js';
import { demo } from './fixtures.js';

// Every screen of every role: the routes every-screen-walk.ts visits for words, fit and axe (in
// Spanish at 127.0.0.1, in English at a network address over plain HTTP).
const nowhere = '00000000-0000-4000-8000-000000000000';
export const screens = {
  // Before signing in: the sign-in screens, and the customer's pages for a link that is not valid.
  visitor: {
    email: null,
    routes: [
      '/auth/login',
      '/auth/register',
      '/auth/register/success?email=ana%40example.mx',
      '/auth/register/an-invitation-token',
      '/auth/forgot-password',
      '/auth/forgot-password/success',
      '/auth/forgot-password/error',
      '/auth/reset-password/a-reset-token',
      '/auth/reset-password/success',
      '/404',
      '/identidad/enlace-que-no-existe-0000000000000000000000',
      '/firma/enlace-que-no-existe-00000000000000000000000000',
      // Public: whoever holds a signed document checks it.
      '/verificar',
    ],
  },
  promoter: {
    email: demo.promoter,
    routes: [
      '/dashboard',
      '/dashboard/inbox',
      // The lists with a filter in the address (list-state.spec.ts proves what each finds).
      '/dashboard/simulador?search=15%2C000',
      '/dashboard/nueva-solicitud',
      '/dashboard/mis-solicitudes?status=draft&ordering=folio',
      `/dashboard/mis-solicitudes/${nowhere}`,
    ],
  },
  reviewer: {
    email: 'revisor@demo.origina.mx',
    routes: [
      '/dashboard',
      '/dashboard/inbox',
      '/dashboard/revision?status=submitted',
      `/dashboard/revision/${nowhere}`,
    ],
  },
  admin: {
    email: 'admin@demo.origina.mx',
    routes: [
      '/dashboard',
      '/dashboard/inbox',
      '/dashboard/revision',
      '/dashboard/admin/cuentas?role=reviewer',
      '/dashboard/admin/catalogos',
      '/dashboard/admin/plantillas?documento=caratula',
      '/dashboard/admin/dispersiones',
      '/dashboard/admin/descuentos',
      '/dashboard/admin/auditoria?search=Alma',
      '/dashboard/admin/perfil-otorgante',
      '/dashboard/simulador',
    ],
  },
} as const;

// The screens of real applications, by role: a draft with every step saved, a submitted one, an
// approved one with its contract set (and its customer's signing page), and a signed one waiting
// for its transfer.
export async function applicationScreens(role: string, request: APIRequestContext) {
  const promoter = await apiSession(request);
  if (role === 'visitor') return [];
  if (role === 'admin') return [`/dashboard/revision/${await signedThroughTheApi(request, promoter)}`];
  const submitted = await submittedThroughTheApi(request, promoter);
  const approved = await approvedThroughTheApi(request, promoter);
  if (role === 'reviewer') return [`/dashboard/revision/${submitted}`, `/dashboard/revision/${approved}`];
  const slug = await signingLinkThroughTheApi(request, promoter, approved);
  const draft = await draftThroughTheApi(request, promoter);
  const simulation = await simulationThroughTheApi(request, promoter);
  // Every step of the capture, filled in, as the promoter sees it (the envío step needs a submit).
  return [
    `/dashboard/simulador/${simulation}`,
    '/dashboard/nueva-solicitud/pre-solicitud',
    ...applicationSteps
      .filter((step) => step !== 'submit')
      .map((step) => `/dashboard/nueva-solicitud/${draft}/${step}`),
    `/dashboard/mis-solicitudes/${submitted}`,
    `/dashboard/mis-solicitudes/${approved}`,
    `/firma/${slug}`,
  ];
}
