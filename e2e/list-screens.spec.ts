import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { apiSession, submittedThroughTheApi } from './api-applications.js';
import { expectNoViolations } from './axe.js';
import { demo, expect, signIn, test } from './fixtures.js';
import { draftsNamed, folioOf, simulationsOf, takenByTheReviewer } from './list-data.js';

// The six lists with a filter applied, on a desktop and on a phone, in both languages: each fits
// the width, passes axe and shows what the filter found. With SCREENSHOTS=<folder>, each is saved
// there to be looked at.

const sizes = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
const screenshots = process.env.SCREENSHOTS;

interface Screen {
  path: string;
  /** Text the filtered list shows, in either language. */
  shows: string;
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function check(page: Page, language: 'es' | 'en', role: string, screens: Screen[]) {
  await page.evaluate((chosen) => {
    const stored = JSON.parse(localStorage.getItem('settings') ?? '{}');
    localStorage.setItem('settings', JSON.stringify({ ...stored, language: chosen }));
  }, language);
  if (screenshots) mkdirSync(screenshots, { recursive: true });
  for (const { path, shows } of screens) {
    for (const size of sizes) {
      const where = `${path} at ${size.width}×${size.height} (${language})`;
      await page.setViewportSize(size);
      await page.goto(path);
      await expect(page.locator('html'), where).toHaveAttribute('lang', language);
      await expect(page.getByText(shows).filter({ visible: true }).first(), where).toBeVisible();
      await expect(page.getByRole('progressbar'), where).toHaveCount(0);
      await expectNoViolations(page, where);
      expect(await sidewaysScroll(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
      if (screenshots) {
        const name = `${role}-${language}-${path.replace(/^\/dashboard\//, '').replace(/\W+/g, '-')}-${size.width}.png`;
        await page.screenshot({ path: join(screenshots, name), fullPage: true });
      }
    }
  }
}

for (const language of ['es', 'en'] as const) {
  test(`administration's lists, filtered, fit and pass axe (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin@demo.origina.mx');
    await check(page, language, 'admin', [
      { path: '/dashboard/admin/cuentas?role=reviewer', shows: 'Raúl Revisor' },
      { path: '/dashboard/admin/auditoria?search=Alma', shows: 'Alma Administradora' },
    ]);
  });

  test(`the desk's lists, filtered, fit and pass axe (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const promoter = await apiSession(page.request);
    const folio = await folioOf(page.request, promoter, await submittedThroughTheApi(page.request, promoter));
    await signIn(page, 'revisor@demo.origina.mx');
    await check(page, language, 'reviewer', [
      { path: `/dashboard/revision?status=submitted&search=${folio}`, shows: folio },
    ]);
  });

  test(`the promoter's lists, filtered, fit and pass axe (${language})`, async ({ page }) => {
    test.setTimeout(150_000);
    const promoter = await apiSession(page.request);
    await draftsNamed(page.request, promoter, 'Muestra', 2);
    await simulationsOf(page.request, promoter, 10_000, 2);
    // The reviewer taking one of the promoter's applications leaves a notice in their inbox.
    const submitted = await submittedThroughTheApi(page.request, promoter);
    await takenByTheReviewer(
      page.request,
      await apiSession(page.request, 'revisor@demo.origina.mx'),
      submitted,
    );
    const folio = await folioOf(page.request, promoter, submitted);
    await signIn(page, demo.promoter);
    await check(page, language, 'promoter', [
      { path: '/dashboard/mis-solicitudes?status=draft&search=Muestra&ordering=folio', shows: 'Muestra' },
      { path: '/dashboard/simulador?search=10%2C000', shows: '$10,000.00' },
      { path: '/dashboard/inbox?page=1', shows: folio },
    ]);
  });
}
