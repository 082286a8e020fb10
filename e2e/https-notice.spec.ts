import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoViolations } from './axe.js';
import { expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { expectNoSidewaysScroll } from './visible-text.js';

// Issue 35: over plain HTTP at a network address (not a secure context) browsers allow no service
// worker: the app works online and the dashboard says once, dismissibly, that offline capture
// needs an https:// address (docs/deploy.md says how to serve one).
test.use({ onTheNetwork: true, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// With SCREENSHOTS=<folder>, the notice at each size and language is saved there to be looked at.
const screenshots = process.env.SCREENSHOTS;

const words = {
  es: { notice: /Para capturar sin conexión, abre Origina con una dirección https:\/\//, close: 'Cerrar' },
  en: { notice: /To capture offline, open Origina at an https:\/\/ address/, close: 'Close' },
} as const;

for (const language of ['es', 'en'] as const) {
  test(`${language}: the dashboard says once that offline capture needs HTTPS`, async ({
    page,
    serverUrl,
  }) => {
    expect(serverUrl).not.toMatch(/\/\/(127\.|localhost)/);
    await signIn(page);
    await chooseLanguage(page, language);
    await page.goto('/dashboard');
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    const notice = page.getByTestId('https-notice');
    await expect(notice).toContainText(words[language].notice);
    expect(
      await page.evaluate(() => 'serviceWorker' in navigator && navigator.serviceWorker.controller),
    ).toBeFalsy();
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await expectNoSidewaysScroll(page, `https notice ${viewport.width}`);
      await expectNoViolations(page, `https notice ${viewport.width}`);
      if (screenshots) {
        mkdirSync(screenshots, { recursive: true });
        await page.screenshot({ path: join(screenshots, `https-notice-${language}-${viewport.width}.png`) });
      }
    }

    // Dismissed, it stays away on this device.
    await notice.getByRole('button', { name: words[language].close }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
}
