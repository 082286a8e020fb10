import { continueButton, fillPreSolicitud } from './application-flow.js';
import { expect, signIn, test } from './fixtures.js';

// A promoter opens the app at the server's network address over plain HTTP (what the loopback
// warning tells them to do): not a secure context, so crypto.randomUUID, crypto.subtle and the
// clipboard are missing. Every screen of every role opens there in every-screen.spec.ts (its
// English walk); here a promoter starts an application, which needs a new idempotency key.
test.use({ onTheNetwork: true, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const broken = /Algo salió mal en esta pantalla|Ocurrió un error inesperado/;

test('a promoter starts an application over plain HTTP at a network address', async ({ page, serverUrl }) => {
  expect(serverUrl).not.toMatch(/\/\/(127\.|localhost)/);
  await signIn(page);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  await page.goto('/dashboard/nueva-solicitud');
  await fillPreSolicitud(page);
  await expect(page.getByText(broken)).toHaveCount(0);
  await expect(continueButton(page)).toBeVisible();
});
