import { demo, expect, test } from './fixtures.js';

// Its own server: the failures below would make every later sign-in from this address need a
// captcha.
test.use({ serverEnv: { SEED_DEMO: 'true' } });

test('after 3 failed sign-ins the captcha appears, solves itself and lets the right password in', async ({
  page,
}) => {
  await page.goto('/auth/login');
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
  await expect(captcha).toBeVisible();
  await expect(captcha.getByText('Verificado')).toBeVisible({ timeout: 20_000 });

  const signIn = page.waitForRequest('**/api/v1/auth/');
  await password.fill(demo.password);
  await submit.click();
  expect((await signIn).postDataJSON().captcha).toMatch(/^[\w-]+\.\d+\.[\w-]+$/);
  await expect(page).toHaveURL(/\/dashboard$/);
});
