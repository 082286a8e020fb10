import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { fillPreSolicitud } from './application-flow.js';
import { expectNoViolations } from './axe.js';
import { expect, signIn, test } from './fixtures.js';
import { flowWords } from './flow-words.js';
import { chooseLanguage } from './language.js';
import { controlledByServiceWorker } from './service-worker.js';
import { expectNoSidewaysScroll } from './visible-text.js';

// Issue 35: the installable app opens without network on a promoter's phone. The service worker
// (vite-plugin-pwa) keeps the app shell and the catalogues a capture needs; a reload offline draws
// the screen from them, and the dashboard says it is offline until the network returns. The e2e
// servers listen on 127.0.0.1, a secure context, where browsers allow a service worker.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// With SCREENSHOTS=<folder>, the banner at each size and language are saved there to be looked at.
const screenshots = process.env.SCREENSHOTS;

const words = {
  es: {
    banner: 'Sin conexión. Lo que captures se guarda en este dispositivo y se enviará al volver la conexión.',
    simulator: 'Simulador',
    navigation: 'Navegación principal',
    affiliate: 'Convenio',
    term: 'Plazo',
    account: 'Cuenta',
    logout: 'Cerrar sesión',
  },
  en: {
    banner:
      'No connection. What you capture is kept on this device and will be sent when the connection returns.',
    simulator: 'Simulator',
    navigation: 'Main navigation',
    affiliate: 'Convenio',
    term: 'Term',
    account: 'Account',
    logout: 'Sign out',
  },
} as const;

const convenio = 'Gobierno de la Ciudad de México';

async function shoot(page: Page, name: string) {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: join(screenshots, `${name}-${viewport.width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

for (const language of ['es', 'en'] as const) {
  const w = words[language];
  const f = flowWords[language];

  test(`${language}: a reload without network opens the capture and the simulator from the phone, with their catalogues and the offline banner`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await chooseLanguage(page, language);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true);

    // Online: the simulator once the worker controls the page, so its catalogues pass through it.
    await page.goto('/dashboard/simulador');
    await controlledByServiceWorker(page);
    await page.reload();
    const banner = page.getByTestId('offline-banner');
    const affiliate = page.getByRole('combobox', { name: w.affiliate });
    await affiliate.selectOption({ label: convenio });
    await page.getByRole('combobox', { name: f.product }).selectOption({ label: f.productName });
    await expect(page.getByRole('combobox', { name: w.term }).locator('option')).not.toHaveCount(1);
    await expect(banner).toHaveCount(0);

    // A capture step of a new application, online.
    await page.goto('/dashboard/nueva-solicitud');
    await fillPreSolicitud(page, 'Sinred', { language });
    const step = page.url();

    // The network goes: the step and the simulator reload from the phone.
    // The app shell draws at the step's address, signed in, with the banner, instead of the browser's
    // "no internet" page. (The application itself is personal data, never kept by the service
    // worker: the step's own content offline comes from the outbox's copy on the device.)
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('navigation', { name: w.navigation })).toBeVisible();
    await expect(banner).toHaveText(w.banner);
    // The banner is a polite live region: announced without taking the screen reader's place.
    await expect(page.getByTestId('offline-banner-region')).toHaveAttribute('role', 'status');
    expect(page.url()).toBe(step);

    await page.goto('/dashboard/simulador');
    await expect(page.getByRole('heading', { level: 1, name: w.simulator })).toBeVisible();
    await expect(banner).toHaveText(w.banner);
    await affiliate.selectOption({ label: convenio });
    await page.getByRole('combobox', { name: f.product }).selectOption({ label: f.productName });
    await expect(page.getByRole('combobox', { name: w.term }).locator('option')).not.toHaveCount(1);

    // The pre-application form opens too: its fields need no catalogue.
    await page.goto('/dashboard/nueva-solicitud');
    await expect(page.getByLabel(f.firstName)).toBeVisible();
    await expect(banner).toHaveText(w.banner);
    await expectNoSidewaysScroll(page, 'offline banner');
    await shoot(page, `offline-banner-${language}`);

    // The network returns: the banner goes.
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);

    // Signing out takes the session's catalogues and looked-up postal codes off the phone; the app
    // files (the same for everyone) stay.
    const kept = () => page.evaluate(async () => (await caches.keys()).sort());
    expect(await kept()).toEqual(expect.arrayContaining(['origina-catalogues']));
    await page.getByRole('button', { name: w.account }).click();
    await page.getByRole('menuitem', { name: w.logout }).click();
    await expect(page).not.toHaveURL(/\/dashboard/);
    await expect.poll(kept).not.toContain('origina-catalogues');
    expect(await kept()).not.toContain('origina-reference-lists');
    expect((await kept()).some((name) => name.startsWith('workbox-precache'))).toBe(true);
  });
}

test('the offline banner passes axe at both sizes', async ({ page, context }) => {
  await signIn(page);
  await page.goto('/dashboard/nueva-solicitud');
  await controlledByServiceWorker(page);
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await expectNoViolations(page, `offline banner ${viewport.width}`);
  }
  await context.setOffline(false);
});

// Not "…" for good: the home opened without network says the server cannot be reached, and reads
// its applications when the network returns.
const unreachable = {
  es: 'No hay conexión con el servidor. Revisa tu red e intenta de nuevo.',
  en: 'The server cannot be reached. Check your network and try again.',
};
const latest = {
  es: { title: 'Últimas solicitudes', unavailable: 'No se pueden mostrar por ahora.' },
  en: { title: 'Latest applications', unavailable: 'They cannot be shown right now.' },
};
for (const language of ['es', 'en'] as const)
  test(`${language}: the home opened without network says its applications could not be read, and shows them when it returns`, async ({
    page,
    context,
  }) => {
    await signIn(page);
    await chooseLanguage(page, language);
    await page.goto('/dashboard');
    await controlledByServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: unreachable[language] })).toBeVisible();
    await expect(page.getByTestId('status-counts')).not.toContainText('…');
    // The latest applications' card says they cannot be shown, not an empty card.
    await expect(page.getByRole('region', { name: latest[language].title })).toContainText(
      latest[language].unavailable,
    );
    await shoot(page, `offline-home-${language}`);
    await context.setOffline(false);
    await expect(page.getByRole('alert').filter({ hasText: unreachable[language] })).toHaveCount(0);
    await expect(page.getByTestId('status-counts')).not.toContainText('—');
    await expect(page.getByTestId('status-counts')).not.toContainText('…');
    await expect(page.getByRole('region', { name: latest[language].title })).not.toContainText(
      latest[language].unavailable,
    );
  });

test('the home reached after the network left says its applications wait for it, and shows them when it returns', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.goto('/dashboard/simulador');
  await controlledByServiceWorker(page);
  await expect(page.getByRole('combobox', { name: 'Convenio' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Inicio' }).first().click();
  const waiting = page
    .getByRole('status')
    .filter({ hasText: 'Sin conexión: tus solicitudes se mostrarán al volver la conexión.' });
  await expect(waiting).toBeVisible();
  await context.setOffline(false);
  await expect(waiting).toHaveCount(0);
  await expect(page.getByTestId('status-counts')).not.toContainText('…');
});

test('the service worker draws the app’s pages, never the customer’s identity and signing links', async ({
  page,
}) => {
  await signIn(page);
  await controlledByServiceWorker(page);
  const app = await page.goto('/dashboard/simulador');
  expect(app?.fromServiceWorker()).toBe(true);
  // The customer's links carry a capability: the server's answer, with its no-referrer and no-store.
  for (const path of [
    '/identidad/un-enlace-cualquiera',
    '/firma/un-enlace-cualquiera',
    '/FIRMA/otro-enlace',
  ]) {
    const link = await page.goto(path);
    expect(link?.fromServiceWorker(), path).toBe(false);
    expect(link?.headers()['referrer-policy'], path).toBe('no-referrer');
    expect(link?.headers()['cache-control'], path).toBe('no-store');
  }
});
