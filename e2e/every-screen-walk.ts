import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoViolations, settledScreen } from './axe.js';
import { expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { applicationScreens, screens } from './screen-routes.js';
import { expectReadable } from './visible-text.js';

// Every screen of every role in one language, on a desktop and on a phone: none scrolls sideways,
// none shows a message key or an error, none has an axe violation (axe at one size a language).
// Screens of one application (every step of its capture, its preview, its detail, its review) use
// applications made through the API. every-screen.spec.ts walks them in Spanish at 127.0.0.1,
// every-screen-plain-http.spec.ts in English at a network address over plain HTTP.
// With SCREENSHOTS=<folder>, each screen is also saved there to be looked at.

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

// The generic failure message (an answer the screen could not read, a server error) and the
// screen's crash boundary.
const unexpectedError = {
  es: /Ocurrió un error inesperado|Algo salió mal en esta pantalla/,
  en: /Something went wrong/,
} as const;

// Every refusal of the Content-Security-Policy the page reports (an eval, an inline script or
// style, a source not allowed), kept across the walk's loads: SECURITY.md's policy holds and no
// code of ours, or of a library, leans on what it forbids.
const recordCspViolations = () => {
  const seen: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push(`${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`),
  );
};
const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

/** Declares one long test per role (spread over the workers by the spec's parallel mode). */
export function walkEveryScreen(language: 'es' | 'en', onTheNetwork: boolean) {
  for (const [role, { email, routes }] of Object.entries(screens)) {
    test(`${role}, ${language}: every screen fits, speaks words and passes axe`, async ({
      page,
      serverUrl,
    }) => {
      test.setTimeout(360_000);
      expect(serverUrl.includes('127.0.0.1'), serverUrl).toBe(!onTheNetwork);
      await page.addInitScript(recordCspViolations);
      if (email) await signIn(page, email);
      else await page.goto('/auth/login');
      expect(await page.evaluate(() => window.isSecureContext)).toBe(!onTheNetwork);
      await chooseLanguage(page, language);
      if (screenshots) mkdirSync(screenshots, { recursive: true });
      for (const route of [...routes, ...(await applicationScreens(role, page.request))]) {
        for (const size of sizes) {
          const where = `${route} at ${size.width}×${size.height}`;
          await page.setViewportSize(size);
          await page.goto(route);
          await expect(page.getByRole('heading', { level: 1 }).first(), where).toBeVisible();
          await expect(page.locator('html'), where).toHaveAttribute('lang', language);
          if (size.width === axeWidth[language]) await expectNoViolations(page, where);
          else await settledScreen(page, where);
          await expectReadable(page, where);
          // A part of the screen whose data failed to load says so: none may (nor a crash).
          await expect(page.getByText(unexpectedError[language]), `${where} shows an error`).toHaveCount(0);
          expect(await cspViolations(page), `${where} breaks the CSP`).toEqual([]);
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
