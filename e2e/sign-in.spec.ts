import { demo, expect, signIn, test } from './fixtures.js';

test.describe('sign-in and guards', () => {
  test('a guest on a dashboard page goes to the login with returnTo, and comes back after signing in', async ({
    page,
  }) => {
    await page.goto('/dashboard/mis-solicitudes?page=2');
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fdashboard%2Fmis-solicitudes%3Fpage%3D2$/);
    await page.getByLabel('Correo electrónico').fill(demo.promoter);
    await page.getByLabel('Contraseña', { exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/dashboard\/mis-solicitudes\?page=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Solicitudes' })).toBeVisible();
    expect(
      await page.evaluate(() =>
        [sessionStorage.getItem('accessToken'), sessionStorage.getItem('refreshToken')].every(Boolean),
      ),
    ).toBe(true);
  });

  test('returnTo never leads off the site', async ({ page }) => {
    await page.goto('/auth/login?returnTo=%2F%2Fevil.example%2Fphish');
    await page.getByLabel('Correo electrónico').fill(demo.promoter);
    await page.getByLabel('Contraseña', { exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
  });

  test('a signed-in user on an auth page goes to the dashboard; / goes to the dashboard', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/auth/register');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('/ sends a guest to the login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('the form validates as you type, shows the server refusal, and can reveal the password', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    const email = page.getByLabel('Correo electrónico');
    await email.fill('ana@');
    await expect(page.getByText('Escribe un correo válido.')).toBeVisible();
    await email.fill('ana@example.mx');
    await expect(page.getByText('Escribe un correo válido.')).toBeHidden();
    const password = page.getByLabel('Contraseña', { exact: true });
    await password.fill('no es la contraseña');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
    // The form was disabled while it was sent: focus moves to the refusal, not to the page's body.
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/esto/no/existe');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});
