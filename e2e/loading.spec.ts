import { expect, test } from './fixtures.js';

test('a screen whose code fails to load shows an error with a retry, never a blank page', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
  await page.route(/\/assets\/register-page-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.getByRole('link', { name: 'Regístrate' }).click();
  await expect(page.getByRole('alert')).toContainText('No pudimos cargar esta pantalla');
  await page.unroute(/\/assets\/register-page-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta de promotor' })).toBeVisible();
});

test('the server sends hashed assets compressed with a year of caching, and index.html uncached', async ({
  request,
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/') && response.url().endsWith('.js')) scripts.push(response.url());
  });
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The production build, whoever built it (npm start inside a test runner once built React's
  // development mode).
  expect(scripts.filter((script) => /jsx-dev-runtime/.test(script))).toEqual([]);
  const asset = await request.get(scripts[0]!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const gzipOnly = await request.get(scripts[0]!, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipOnly.headers()['content-encoding']).toBe('gzip');
  const index = await request.get('/dashboard/inbox');
  expect(index.headers()['cache-control']).toBe('no-cache');
  expect(await index.text()).toContain('<div id="root">');
});

test('the prerendered login can never send a password before the app has taken it over', async ({
  request,
  page,
}) => {
  const html = await (await request.get('/auth/login')).text();
  expect(html).toContain('data-prerendered="/auth/login"');
  expect(html).toMatch(/<form[^>]*method="post"/);
  expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
  // Typed before hydration, kept after it: the sign-in goes through, and no URL carries the password.
  await page.goto('/auth/login');
  await page.getByLabel('Correo electrónico').fill('promotor@demo.origina.mx');
  await page.getByLabel('Contraseña', { exact: true }).fill('Origina-Demo-2026');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(page.url()).not.toContain('password');
});
