import { expect, signIn, test } from './fixtures.js';

test('a new tab borrows the session, and a logout in one tab signs out every tab', async ({
  page,
  context,
}) => {
  await signIn(page);
  const second = await context.newPage();
  await second.goto('/dashboard/mis-solicitudes');
  await expect(second.getByRole('heading', { level: 1, name: 'Mis Solicitudes' })).toBeVisible();

  await page.getByRole('button', { name: 'Cuenta' }).click();
  await expect(page.getByText('promotor@demo.origina.mx')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(second).toHaveURL(/\/auth\/login\?returnTo=%2Fdashboard%2Fmis-solicitudes$/);
  // The server ended the session too: the old refresh token is refused.
  expect(await page.evaluate(() => sessionStorage.getItem('refreshToken'))).toBeNull();
});

test('settings persist and follow across tabs', async ({ page, context }) => {
  await signIn(page);
  const second = await context.newPage();
  await second.goto('/dashboard');
  await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
  const background = (target: typeof page) =>
    target.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const lightBackground = await background(second);

  await page.getByRole('button', { name: 'Configuración' }).click();
  const drawer = page.getByRole('dialog', { name: 'Configuración' });
  await expect(drawer.getByTestId('settings-changed-marker').locator('.MuiBadge-badge')).toHaveClass(
    /MuiBadge-invisible/,
  );
  await drawer.getByRole('radio', { name: 'Oscuro' }).check();
  await expect(drawer.getByTestId('settings-changed-marker').locator('.MuiBadge-badge')).not.toHaveClass(
    /MuiBadge-invisible/,
  );
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');

  await expect.poll(() => background(second)).not.toBe(lightBackground);
  await expect(second.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await second.reload();
  await expect(second.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  expect(await second.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}').mode)).toBe('dark');

  await drawer.getByRole('button', { name: /^Restablecer\./ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
  await expect.poll(() => background(second)).toBe(lightBackground);
});
