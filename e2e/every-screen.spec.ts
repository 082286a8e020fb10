import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
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
import { expectNoViolations, settledScreen } from './axe.js';
import { demo, expect, signIn, test } from './fixtures.js';
import { expectReadable } from './visible-text.js';

type Smtp = Parameters<typeof signedThroughTheApi>[2];

// Every screen of every role, in both languages, on a desktop and on a phone: none scrolls
// sideways, none shows a message key, none has an axe violation (axe in one language a size).
// Screens of one application (every step of its capture, its preview, its detail, its review) use
// applications made through the API.
// With SCREENSHOTS=<folder>, each screen is also saved there to be looked at.

// Six long tests: spread over the workers rather than run one after another on one.
test.describe.configure({ mode: 'parallel' });

const nowhere = '00000000-0000-4000-8000-000000000000';
const screens = {
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
      '/dashboard/admin/auditoria?search=Alma',
      '/dashboard/admin/perfil-otorgante',
      '/dashboard/simulador',
    ],
  },
} as const;

// The screens of real applications, by role: a draft with every step saved, a submitted one, an
// approved one with its contract set (and its customer's signing page), and a signed one waiting
// for its transfer.
async function applicationScreens(role: string, request: APIRequestContext, smtp: Smtp) {
  const promoter = await apiSession(request);
  if (role === 'visitor') return [];
  if (role === 'admin') return [`/dashboard/revision/${await signedThroughTheApi(request, promoter, smtp)}`];
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

const screenshots = process.env.SCREENSHOTS;
const shotName = (role: string, language: string, route: string, width: number) =>
  `${role}-${language}-${
    route
      .replace(/^\/dashboard\/?/, '')
      .replace(/[0-9a-f-]{36}/g, 'id')
      .replace(/^\/firma\/.+/, 'firma')
      .replace(/\W+/g, '-') || 'home'
  }-${width}.png`;

const sizes = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

// Axe reads the page's structure, which the language does not change (its words are checked at
// every size below): each screen passes axe in Spanish on a desktop and in English on a phone, so
// both languages and both layouts are checked once each, at half the cost of every pairing.
const axeWidth = { es: 1440, en: 390 } as const;

// The generic failure message (an answer the screen could not read, a server error).
const unexpectedError = {
  es: 'Ocurrió un error inesperado',
  en: 'Something went wrong',
} as const;

for (const [role, { email, routes }] of Object.entries(screens)) {
  for (const language of ['es', 'en'] as const) {
    test(`${role}, ${language}: every screen fits, speaks words and passes axe`, async ({ page, smtp }) => {
      test.setTimeout(360_000);
      if (email) await signIn(page, email);
      else await page.goto('/auth/login');
      await page.evaluate((chosen) => {
        const stored = JSON.parse(localStorage.getItem('settings') ?? '{}');
        localStorage.setItem('settings', JSON.stringify({ ...stored, language: chosen }));
      }, language);
      if (screenshots) mkdirSync(screenshots, { recursive: true });
      for (const route of [...routes, ...(await applicationScreens(role, page.request, smtp))]) {
        for (const size of sizes) {
          const where = `${route} at ${size.width}×${size.height}`;
          await page.setViewportSize(size);
          await page.goto(route);
          await expect(page.getByRole('heading', { level: 1 }).first(), where).toBeVisible();
          await expect(page.locator('html'), where).toHaveAttribute('lang', language);
          if (size.width === axeWidth[language]) await expectNoViolations(page, where);
          else await settledScreen(page, where);
          await expectReadable(page, where);
          // A part of the screen whose data failed to load says so: none may.
          await expect(page.getByText(unexpectedError[language]), `${where} shows an error`).toHaveCount(0);
          if (screenshots)
            await page.screenshot({
              path: join(screenshots, shotName(role, language, route, size.width)),
              fullPage: true,
            });
        }
      }
    });
  }
}
