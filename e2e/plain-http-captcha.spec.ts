import { demo, expect, test } from './fixtures.js';

// The captcha over plain HTTP at a network address (see plain-http.spec.ts), on a server of its
// own: the failures below would make every later sign-in from this address need a captcha.
test.use({ onTheNetwork: true, serverEnv: { SEED_DEMO: 'true' } });

test('after 3 failed sign-ins the captcha is solved over plain HTTP too', async ({ page }) => {
  await page.goto('/auth/login');
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  await page.getByLabel('Correo electrónico').fill(demo.promoter);
  const password = page.getByLabel('Contraseña', { exact: true });
  const submit = page.getByRole('button', { name: 'Iniciar sesión' });
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await password.fill(`equivocada-${attempt}`);
    await submit.click();
    await expect(page.getByText('Correo o contraseña incorrectos.')).toBeVisible();
    await expect(submit).toBeEnabled();
  }
  const captcha = page.getByRole('group', { name: 'Verificación de seguridad' });
  await expect(captcha.getByText('Verificado')).toBeVisible({ timeout: 20_000 });
  await password.fill(demo.password);
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
