import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoViolations, settledScreen } from './axe.js';
import { expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { applicationScreens, screens } from './screen-routes.js';
import { expectReadable } from './visible-text.js';

// Every screen of every role, in both languages, on a desktop and on a phone: none scrolls
// sideways, none shows a message key, none has an axe violation (axe in one language a size).
// Screens of one application (every step of its capture, its preview, its detail, its review) use
// applications made through the API.
// With SCREENSHOTS=<folder>, each screen is also saved there to be looked at.

// Six long tests: spread over the workers rather than run one after another on one.
test.describe.configure({ mode: 'parallel' });

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
    test(`${role}, ${language}: every screen fits, speaks words and passes axe`, async ({ page }) => {
      test.setTimeout(360_000);
      if (email) await signIn(page, email);
      else await page.goto('/auth/login');
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
