import { continueButton, fillPreSolicitud } from './application-flow.js';
import { expect, signIn, test } from './fixtures.js';
import { expectNoFrameAhead } from './hold-app.js';

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

test('the app draws the screen itself there, with its notice that offline capture needs HTTPS', async ({
  page,
}) => {
  await signIn(page);
  // The frame drawn at build time has no such notice (dashboard-shell.spec.ts shows it on a secure
  // address): it would move when the app takes over.
  await expectNoFrameAhead(page, '/dashboard/nueva-solicitud', 'Nueva solicitud');
  await expect(page.getByTestId('https-notice')).toBeVisible();
});
