import type { Application } from '@origina/domain/application-api';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { freshCurp, preSolicitudOf } from '../apps/api/test/support/customer.js';
import { apiSession, draftThroughTheApi } from './api-applications.js';
import { expect, signIn, test } from './fixtures.js';
import { flowWords } from './flow-words.js';
import { chooseLanguage } from './language.js';
import { networkSettled } from './network-settle.js';
import { revokeSessionElsewhere } from './revoke-session.js';
import { shoot } from './screenshots.js';
import { controlledByServiceWorker } from './service-worker.js';

// Issue 35, on a promoter's phone: a capture opened online goes on without network through the
// steps whose lists it never showed (they were fetched ahead, api/capture-catalogues.ts), and a step
// reloaded offline shows the application from the device's copy with what was typed on it
// (api/application-copies.ts); what was typed reaches the server once, in order, on return.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const words = {
  es: {
    banner: 'Sin conexión. Lo que captures se guarda en este dispositivo y se enviará al volver la conexión.',
    queued: 'Se enviará al volver la conexión.',
    account: 'Cuenta',
    logout: 'Cerrar sesión',
  },
  en: {
    banner:
      'No connection. What you capture is kept on this device and will be sent when the connection returns.',
    queued: 'Will be sent when the connection returns.',
    account: 'Account',
    logout: 'Sign out',
  },
} as const;

const branchName = 'Ciudad de México Roma · Cuauhtémoc, Ciudad de México';
const convenio =
  'Gobierno de la Ciudad de México (Secretaría de Administración y Finanzas de la Ciudad de México)';
const applicationPath = (id: string) => `/api/v1/promoter/applications/${id}/`;

async function readThroughTheApi(request: APIRequestContext, token: string, id: string) {
  const answer = await request.get(applicationPath(id), { headers: { authorization: `Bearer ${token}` } });
  return (await answer.json()) as Application;
}
const section = (application: Application, name: string) =>
  (application.data[name] ?? {}) as Record<string, unknown>;

/** The step saves the browser sends for this application, in order. */
function recordSaves(context: BrowserContext, id: string) {
  const saves: { section: string; key: string | undefined }[] = [];
  context.on('request', (request) => {
    if (request.method() !== 'PATCH' || !request.url().endsWith(applicationPath(id))) return;
    saves.push({
      section: Object.keys(request.postDataJSON() as object).join(','),
      key: request.headers()['idempotency-key'],
    });
  });
  return saves;
}

/** A new application with the customer's basics only: its next steps are Sucursal and Convenio. */
async function newApplicationThroughTheApi(request: APIRequestContext, token: string) {
  const created = await request.post('/api/v1/promoter/applications/', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    data: { pre_solicitud: preSolicitudOf({ curp: freshCurp() }) },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** The keys of the device's application copies (IndexedDB), whoever they belong to. */
const deviceCopies = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('origina-applications');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('copies')) return resolve([]);
          const keys = db.transaction('copies').objectStore('copies').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );

test('a session that ends by itself (revoked elsewhere) takes the account’s applications off the device', async ({
  page,
  request,
}) => {
  const token = await apiSession(request);
  const id = await draftThroughTheApi(request, token);
  await signIn(page);
  await page.goto(`/dashboard/nueva-solicitud/${id}/datos-laborales`);
  await expect(page.getByLabel(flowWords.es.position)).toHaveValue('Analista');
  await expect.poll(() => deviceCopies(page)).toContainEqual(expect.stringMatching(new RegExp(`:${id}$`)));
  // Signed out from another device: the tab's next renewal is refused and the session ends here.
  await revokeSessionElsewhere(page);
  await expect(page).toHaveURL(/\/auth\/login/, { timeout: 15_000 });
  await expect.poll(() => deviceCopies(page)).toEqual([]);
});

for (const language of ['es', 'en'] as const) {
  const w = { ...flowWords[language], ...words[language] };

  test(`${language}: a capture opened online picks Sucursal and Convenio offline, lists it never showed`, async ({
    page,
    context,
    request,
  }) => {
    const token = await apiSession(request);
    const id = await newApplicationThroughTheApi(request, token);
    const saves = recordSaves(context, id);
    await signIn(page);
    await chooseLanguage(page, language);
    // Opened online at its first step, which shows no list: the lists are fetched ahead.
    await page.goto(`/dashboard/nueva-solicitud/${id}/pre-solicitud`);
    await expect(page.getByLabel(w.firstName)).toBeVisible();
    await networkSettled(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: w.continue }).click();
    await expect(page).toHaveURL(/\/branch$/);
    await page.getByRole('combobox', { name: w.branch }).selectOption({ label: branchName });
    await shoot(page, `offline-branch-${language}-390`, { fullPage: false });
    await page.getByRole('button', { name: w.continue }).click();
    await expect(page).toHaveURL(/\/convenio$/);
    await page.getByRole('combobox', { name: w.affiliate }).selectOption({ label: convenio });
    await shoot(page, `offline-convenio-${language}-390`, { fullPage: false });
    await page.getByRole('button', { name: w.continue }).click();
    await expect(page).toHaveURL(/\/producto$/);
    // The products of the convenio chosen offline are there too.
    await page.getByRole('combobox', { name: w.product }).selectOption({ label: w.productName });
    expect(saves).toEqual([]);

    await context.setOffline(false);
    await expect
      .poll(async () => {
        const read = await readThroughTheApi(request, token, id);
        return [typeof section(read, 'branch').branch, typeof section(read, 'convenio').affiliate];
      })
      .toEqual(['string', 'string']);
    expect(saves.map((save) => save.section)).toEqual(['pre_solicitud', 'branch', 'convenio']);
    expect(new Set(saves.map((save) => save.key)).size).toBe(3);
  });

  test.describe(`${language}, with the installed app`, () => {
    test.use({ serviceWorkers: 'allow' });

    test('a step reloaded offline shows what was typed; both steps reach the server once, in order', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      const token = await apiSession(request);
      const id = await draftThroughTheApi(request, token);
      const saves = recordSaves(context, id);
      await signIn(page);
      await chooseLanguage(page, language);
      const step = (name: string) => `/dashboard/nueva-solicitud/${id}/${name}`;
      // Online: the application opened once the worker controls the page, so its lists pass
      // through the worker's cache.
      await page.goto(step('datos-laborales'));
      await controlledByServiceWorker(page);
      await page.reload();
      await expect(page.getByLabel(w.position)).toHaveValue('Analista');
      await networkSettled(page);

      await context.setOffline(true);
      await page.getByLabel(w.position).fill('Jefa de oficina');
      await page.getByRole('button', { name: w.continue }).click();
      await expect(page).toHaveURL(/\/referencias$/);

      // Reloaded offline: the step, not "no connection", with what was typed and marked as waiting.
      await page.goto(step('datos-laborales'));
      await expect(page.getByTestId('offline-banner')).toHaveText(w.banner);
      await expect(page.getByLabel(w.position)).toHaveValue('Jefa de oficina');
      await expect(page.getByTestId('save-queued')).toContainText(w.queued);
      await expect(page.getByRole('combobox', { name: w.bank })).not.toHaveValue('');
      await shoot(page, `offline-reload-${language}-390`, { fullPage: false });

      // Another step, reloaded offline too.
      await page.goto(step('referencias'));
      await page.getByLabel(w.referenceName).nth(0).fill('Rosa María García');
      await page.getByRole('button', { name: w.continue }).click();
      await expect(page).toHaveURL(/\/datos-de-solicitud$/);
      await page.goto(step('referencias'));
      await expect(page.getByLabel(w.referenceName).nth(0)).toHaveValue('Rosa María García');
      expect(saves).toEqual([]);

      await context.setOffline(false);
      await expect
        .poll(async () => {
          const read = await readThroughTheApi(request, token, id);
          return [
            section(read, 'datos_laborales').position,
            (section(read, 'referencias').references as { name: string }[])[0]!.name,
          ];
        })
        .toEqual(['Jefa de oficina', 'Rosa María García']);
      expect(saves.map((save) => save.section)).toEqual(['datos_laborales', 'referencias']);
      await page.waitForTimeout(500);
      expect(saves).toHaveLength(2);

      // The copy belongs to the session: signing out takes it off the device.
      expect((await deviceCopies(page)).some((key) => key.endsWith(`:${id}`))).toBe(true);
      await page.getByRole('button', { name: w.account }).click();
      await page.getByRole('menuitem', { name: w.logout }).click();
      await expect(page).not.toHaveURL(/\/dashboard/);
      await expect.poll(() => deviceCopies(page)).toEqual([]);
    });

    test('lists fetched before the worker took the page are fetched again through it: a reload offline still has them', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      const token = await apiSession(request);
      const id = await newApplicationThroughTheApi(request, token);
      await signIn(page);
      await chooseLanguage(page, language);
      // Opened before the worker controls the page (no reload): the first fetch ahead is only in
      // memory; once the worker takes the page, the lists pass through it.
      await page.goto(`/dashboard/nueva-solicitud/${id}/pre-solicitud`);
      await expect(page.getByLabel(w.firstName)).toBeVisible();
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
      await controlledByServiceWorker(page);
      await networkSettled(page);
      // In the worker's own caches, which outlive the browser's HTTP cache (5 minutes for the
      // lender's lists): the branches and the convenios.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const urls = await Promise.all(
              ['origina-catalogues', 'origina-reference-lists'].map(async (name) =>
                (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
              ),
            );
            return urls
              .flat()
              .filter((path) => /\/(branches|affiliates)\/$/.test(path))
              .sort();
          }),
        )
        .toEqual([expect.stringMatching(/affiliates\/$/), expect.stringMatching(/branches\/$/)]);

      await context.setOffline(true);
      await page.goto(`/dashboard/nueva-solicitud/${id}/branch`);
      await page.getByRole('combobox', { name: w.branch }).selectOption({ label: branchName });
      await page.goto(`/dashboard/nueva-solicitud/${id}/convenio`);
      await page.getByRole('combobox', { name: w.affiliate }).selectOption({ label: convenio });
      await context.setOffline(false);
    });
  });
}
