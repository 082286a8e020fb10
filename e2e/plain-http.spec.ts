import { continueButton, fillPreSolicitud } from './application-flow.js';
import { expect, signIn, test } from './fixtures.js';
import { applicationScreens, screens } from './screen-routes.js';

// A promoter opens the app at the server's network address over plain HTTP (what the loopback
// warning tells them to do): not a secure context, so crypto.randomUUID, crypto.subtle and the
// clipboard are missing. Every screen of every role must work there all the same.
test.use({ onTheNetwork: true, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ mode: 'parallel' });

const broken = /Algo salió mal en esta pantalla|Ocurrió un error inesperado/;

for (const [role, { email, routes }] of Object.entries(screens)) {
  test(`${role}: every screen opens at a network address over plain HTTP`, async ({ page, serverUrl }) => {
    test.setTimeout(240_000);
    expect(serverUrl).not.toMatch(/\/\/(127\.|localhost)/);
    if (email) await signIn(page, email);
    else await page.goto('/auth/login');
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    for (const route of [...routes, ...(await applicationScreens(role, page.request))]) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
      await expect(page.getByText(broken), `${route} shows an error`).toHaveCount(0);
    }
  });
}

test('a promoter starts an application over plain HTTP at a network address', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/nueva-solicitud');
  await fillPreSolicitud(page);
  await expect(page.getByText(broken)).toHaveCount(0);
  await expect(continueButton(page)).toBeVisible();
});
