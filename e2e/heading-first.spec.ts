import type { Page, Route } from '@playwright/test';
import { expect, signIn, test } from './fixtures.js';
import { holdApp } from './hold-app.js';
import { chooseLanguage } from './language.js';

// Issue 35: on a slow phone the home, the simulator and Nueva solicitud draw their heading with
// the dashboard's frame, and the rest of the screen (its own code) below it when that arrives.
// Each body's code is held here until the heading and the spinner are on screen.
const screens = [
  {
    path: '/dashboard',
    body: /\/assets\/promoter-home-[\w-]+\.js$/,
    heading: { es: /^Hola, /, en: /^Hello, / },
    part: (page: Page) => page.getByTestId('status-counts'),
  },
  {
    path: '/dashboard/simulador',
    body: /\/assets\/simulator-workspace-[\w-]+\.js$/,
    heading: { es: 'Simulador', en: 'Simulator' },
    part: (page: Page) => page.getByRole('combobox', { name: 'Convenio' }),
  },
  {
    path: '/dashboard/nueva-solicitud',
    body: /\/assets\/new-application-form-[\w-]+\.js$/,
    heading: { es: 'Nueva solicitud', en: 'New application' },
    part: (page: Page, language: 'es' | 'en') =>
      page.getByRole('button', { name: language === 'es' ? 'Crear solicitud' : 'Create application' }),
  },
];

test.use({ viewport: { width: 390, height: 844 } });

for (const language of ['es', 'en'] as const)
  for (const screen of screens)
    test(`${screen.path} in ${language}: the heading shows while the screen's own code is on its way`, async ({
      page,
    }) => {
      await signIn(page);
      await chooseLanguage(page, language);
      const held: Route[] = [];
      await page.route(screen.body, (route) => {
        held.push(route);
      });
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading[language] })).toBeVisible();
      await expect(
        page.getByRole('progressbar', { name: language === 'es' ? 'Cargando…' : 'Loading…' }),
      ).toBeVisible();
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await expect(screen.part(page, language)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const route of held.splice(0)) await route.continue();
      await page.unroute(screen.body);
      await expect(screen.part(page, language).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: screen.heading[language] })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    });

test("a screen's body whose code failed to download says so under its heading, and its retry asks again", async ({
  page,
}) => {
  await signIn(page);
  let failures = 0;
  await page.route(/\/assets\/simulator-workspace-[\w-]+\.js$/, (route) => {
    failures += 1;
    return route.fulfill({ status: 503, body: 'unavailable' });
  });
  await page.getByRole('link', { name: 'Simulador' }).first().click();
  await expect(page.getByRole('alert')).toHaveText(
    'No pudimos cargar esta pantalla. Revisa tu conexión e intenta de nuevo.',
  );
  // The frame and the heading stay: the promoter can go elsewhere or try again.
  await expect(page.getByRole('heading', { level: 1, name: 'Simulador' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inicio' }).first()).toBeVisible();
  expect(failures).toBeGreaterThan(0);
  await page.unroute(/\/assets\/simulator-workspace-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('combobox', { name: 'Convenio' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

// Opened at a dashboard address, the app draws the screen at once: no full-page spinner committed
// first and the whole tree drawn again (start.tsx), which cost a slow phone about half a second.
// On a desktop width, where no frame is drawn ahead (early-start.ts).
test.describe('the first drawing', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // What #root held the first time it showed a spinner: was the heading already there?
  const watchFirstSpinner = () => {
    const observer = new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root?.querySelector('[role="progressbar"]')) return;
      (window as unknown as { firstSpinnerWithHeading: boolean }).firstSpinnerWithHeading =
        root.querySelector('h1') !== null;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  };
  const firstSpinnerWithHeading = (page: Page) =>
    page.evaluate(() => (window as unknown as { firstSpinnerWithHeading?: boolean }).firstSpinnerWithHeading);

  test('with its code and the profile at hand, the home is drawn with its heading, not behind a spinner', async ({
    page,
  }) => {
    await signIn(page);
    await page.addInitScript(watchFirstSpinner);
    const release = await holdApp(page);
    const profile = page.waitForResponse(/\/api\/v1\/users\/users\/whoami\/$/);
    const homeCode = page.waitForResponse(/\/assets\/home-page-[\w-]+\.js$/);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await Promise.all([profile, homeCode]);
    await release();
    await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
    // The first spinner #root showed is the cards' own, under the heading.
    expect(await firstSpinnerWithHeading(page)).toBe(true);
  });

  test('a screen whose code is slow to come shows the loading spinner meanwhile, then the screen', async ({
    page,
  }) => {
    await signIn(page);
    const held: Route[] = [];
    await page.route(/\/assets\/home-page-[\w-]+\.js$/, (route) => {
      held.push(route);
    });
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(page.getByRole('status').getByRole('progressbar', { name: 'Cargando…' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    for (const route of held.splice(0)) await route.continue();
    await page.unroute(/\/assets\/home-page-[\w-]+\.js$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
  });
});
