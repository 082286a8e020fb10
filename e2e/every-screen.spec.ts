import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiSession, draftThroughTheApi, submittedThroughTheApi } from './api-applications.js';
import { expectNoViolations } from './axe.js';
import { demo, expect, signIn, test } from './fixtures.js';

// Every screen of every role, in both languages, on a desktop and on a phone: none scrolls
// sideways, none shows a message key, none has an axe violation. Screens of one application (its
// preview, the step that confirms the loan, its detail, its review) use applications made through
// the API. With SCREENSHOTS=<folder>, each screen is also saved there to be looked at.

const nowhere = '00000000-0000-4000-8000-000000000000';
const screens = {
  promoter: {
    email: demo.promoter,
    routes: [
      '/dashboard',
      '/dashboard/inbox',
      '/dashboard/simulador',
      '/dashboard/nueva-solicitud',
      '/dashboard/mis-solicitudes',
      `/dashboard/mis-solicitudes/${nowhere}`,
    ],
  },
  reviewer: {
    email: 'revisor@demo.origina.mx',
    routes: ['/dashboard', '/dashboard/inbox', '/dashboard/revision', `/dashboard/revision/${nowhere}`],
  },
  admin: {
    email: 'admin@demo.origina.mx',
    routes: [
      '/dashboard',
      '/dashboard/revision',
      '/dashboard/admin/cuentas',
      '/dashboard/admin/catalogos',
      '/dashboard/admin/auditoria',
      '/dashboard/simulador',
    ],
  },
} as const;

// The screens of real applications, by role: a draft with every step saved, and a submitted one.
async function applicationScreens(role: string, request: APIRequestContext) {
  if (role === 'admin') return [];
  const promoter = await apiSession(request);
  const submitted = await submittedThroughTheApi(request, promoter);
  if (role === 'reviewer') return [`/dashboard/revision/${submitted}`];
  const draft = await draftThroughTheApi(request, promoter);
  return [
    `/dashboard/nueva-solicitud/${draft}/datos-de-solicitud`,
    `/dashboard/nueva-solicitud/${draft}/vista-previa`,
    `/dashboard/mis-solicitudes/${submitted}`,
  ];
}

const screenshots = process.env.SCREENSHOTS;
const shotName = (role: string, language: string, route: string, width: number) =>
  `${role}-${language}-${
    route
      .replace(/^\/dashboard\/?/, '')
      .replace(/[0-9a-f-]{36}/g, 'id')
      .replace(/\W+/g, '-') || 'home'
  }-${width}.png`;

const sizes = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

// Text that reads like a message key ("application.fields.city"), once e-mails, addresses and
// file names are taken out.
async function visibleKeys(page: Page) {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered, visible text is what a user reads.
  const text = await page.locator('body').innerText();
  const words = text.replace(/\S+@\S+/g, ' ').replace(/\b\S+\.(mx|com|example|pdf|jpe?g|png|csv)\b/g, ' ');
  return words.match(/\b[a-z]+(?:\.[a-zA-Z_]+){2,}\b/g) ?? [];
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const [role, { email, routes }] of Object.entries(screens)) {
  for (const language of ['es', 'en'] as const) {
    test(`${role}, ${language}: every screen fits, speaks words and passes axe`, async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page, email);
      await page.evaluate((chosen) => {
        const stored = JSON.parse(localStorage.getItem('settings') ?? '{}');
        localStorage.setItem('settings', JSON.stringify({ ...stored, language: chosen }));
      }, language);
      if (screenshots) mkdirSync(screenshots, { recursive: true });
      for (const route of [...routes, ...(await applicationScreens(role, page.request))]) {
        for (const size of sizes) {
          const where = `${route} at ${size.width}×${size.height}`;
          await page.setViewportSize(size);
          await page.goto(route);
          await expect(page.getByRole('heading', { level: 1 }).first(), where).toBeVisible();
          await expect(page.locator('html'), where).toHaveAttribute('lang', language);
          await expectNoViolations(page, where);
          expect(await sidewaysScroll(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
          expect(await visibleKeys(page), `${where} shows message keys`).toEqual([]);
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
