import type { Page, Route } from '@playwright/test';
import { expect, signIn, test } from './fixtures.js';
import { revokeSessionElsewhere } from './revoke-session.js';

// Access tokens live 4 s here, so renewal happens within the test.
test.use({ serverEnv: { ACCESS_TOKEN_TTL: '4s' } });

const simulatorHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Simulador' });

async function openSimulator(page: Page) {
  await page.getByRole('link', { name: 'Simulador' }).first().click();
  await expect(simulatorHeading(page)).toBeVisible();
}

const profile = /\/api\/v1\/users\/users\/whoami\/$/;
const unavailable = (route: Route) =>
  route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"unavailable"}' });

test('the session renews itself before the access token expires', async ({ page }) => {
  const renewals: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/auth/refresh/')) renewals.push(response.status());
  });
  await signIn(page);
  const firstToken = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  await expect.poll(() => renewals.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  expect(renewals.every((status) => status === 200)).toBe(true);
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).not.toBe(firstToken);
  await openSimulator(page);
  await page.reload();
  await expect(simulatorHeading(page)).toBeVisible();
});

test('a renewal the server refuses clears both tokens and goes to the login with returnTo', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Simulador' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/simulador$/);
  // The session is revoked elsewhere (another device signed out, a password reset...).
  await revokeSessionElsewhere(page);
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fdashboard%2Fsimulador$/, { timeout: 10_000 });
  expect(
    await page.evaluate(() => [
      sessionStorage.getItem('accessToken'),
      sessionStorage.getItem('refreshToken'),
    ]),
  ).toEqual([null, null]);
});

test('a reload while the server fails to give the profile keeps the promoter signed in, and the screen comes back with the server', async ({
  page,
}) => {
  await signIn(page);
  await openSimulator(page);
  let failed = 0;
  await page.route(profile, (route) => {
    failed += 1;
    return unavailable(route);
  });
  await page.reload();
  // A 503 says nothing about the session: the tab's own user stands in, as offline.
  await expect(simulatorHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/simulador$/);
  expect(failed).toBeGreaterThan(0);
  expect(await page.evaluate(() => sessionStorage.getItem('refreshToken'))).not.toBeNull();
  await page.unroute(profile);
  await page.reload();
  await expect(simulatorHeading(page)).toBeVisible();
});

test('a tab with no profile of its own to stand in asks again when the server failed once, and opens the screen', async ({
  page,
}) => {
  await signIn(page);
  await openSimulator(page);
  // As a tab that borrowed another tab's session: the tokens, no remembered profile.
  await page.evaluate(() => sessionStorage.removeItem('user'));
  let asked = 0;
  await page.route(profile, (route) => {
    asked += 1;
    return asked > 1 ? route.continue() : unavailable(route);
  });
  await page.reload();
  await expect(simulatorHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/simulador$/);
  expect(asked).toBe(2);
});
