import type { Application } from '@origina/domain/application-api';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { apiSession, draftThroughTheApi } from './api-applications.js';
import { pdf } from './application-flow.js';
import { expectNoViolations } from './axe.js';
import { demo, expect, signIn, test } from './fixtures.js';
import { flowWords } from './flow-words.js';
import { chooseLanguage } from './language.js';
import { networkSettled } from './network-settle.js';
import { shoot } from './screenshots.js';

// Issue 35: what a promoter types offline is kept on the device (IndexedDB), survives closing the
// tab, and reaches the server once and in order when the network returns; a step changed on
// another device meanwhile shows both versions to choose; the queue belongs to its account.

const words = {
  es: {
    queued: 'Se enviará al volver la conexión.',
    back: 'Anterior',
    conflictTitle: 'Datos laborales: cambió en otro dispositivo',
    mine: 'Lo que escribiste en este dispositivo',
    server: 'Lo que tiene el servidor ahora',
    keepMine: 'Quedarme con lo de este dispositivo',
    takeServer: 'Usar lo del servidor',
    account: 'Cuenta',
    logout: 'Cerrar sesión',
    logoutTitle: '¿Cerrar sesión con cambios sin enviar?',
    logoutBody: (folio: string) =>
      `Hay 1 cambio guardado en este dispositivo que aún no llega al servidor (solicitud ${folio}). Si cierras sesión ahora se perderá.`,
    stay: 'Seguir en la sesión',
    uploadQueued: 'origina-documento.pdf: se enviará al volver la conexión',
    submitNeedsNetwork: 'Enviar la solicitud necesita conexión a internet: se podrá al volver la red.',
    discard: 'Cerrar sesión y descartarlos',
  },
  en: {
    queued: 'Will be sent when the connection returns.',
    back: 'Back',
    conflictTitle: 'Employment: changed on another device',
    mine: 'What you typed on this device',
    server: 'What the server has now',
    keepMine: 'Keep this device’s version',
    takeServer: 'Use the server’s version',
    account: 'Account',
    logout: 'Sign out',
    logoutTitle: 'Sign out with changes not sent?',
    logoutBody: (folio: string) =>
      `1 change saved on this device has not reached the server yet (application ${folio}). Signing out now loses it.`,
    stay: 'Stay signed in',
    uploadQueued: 'origina-documento.pdf: will be sent when the connection returns',
    submitNeedsNetwork:
      'Submitting the application needs an internet connection: it will be possible when the network returns.',
    discard: 'Sign out and discard them',
  },
} as const;

const applicationPath = (id: string) => `/api/v1/promoter/applications/${id}/`;

async function readThroughTheApi(request: APIRequestContext, token: string, id: string) {
  const answer = await request.get(applicationPath(id), { headers: { authorization: `Bearer ${token}` } });
  return (await answer.json()) as Application;
}
const section = (application: Application, name: string) => application.data[name] as Record<string, unknown>;

/** The step saves the browser sends for this application (whatever page of the context sends them). */
function recordSaves(context: BrowserContext, id: string) {
  const saves: { section: string; key: string | undefined; ifMatch: string | undefined }[] = [];
  context.on('request', (request) => {
    if (request.method() !== 'PATCH' || !request.url().endsWith(applicationPath(id))) return;
    const headers = request.headers();
    saves.push({
      section: Object.keys(request.postDataJSON() as object).join(','),
      key: headers['idempotency-key'],
      ifMatch: headers['if-match'],
    });
  });
  return saves;
}

/** Signs in on a new page of a context whose stored language may be English (the sign-in form is
 * found by its Spanish words), then opens the app in the spec's language. */
async function signInAgain(page: Page, language: 'es' | 'en', email: string = demo.promoter) {
  await page.goto('/auth/login');
  await chooseLanguage(page, 'es');
  await signIn(page, email);
  await chooseLanguage(page, language);
}

async function openStep(page: Page, language: 'es' | 'en', id: string, step: string) {
  await signIn(page);
  await chooseLanguage(page, language);
  await page.goto(`/dashboard/nueva-solicitud/${id}/${step}`);
}

for (const language of ['es', 'en'] as const) {
  const w = { ...flowWords[language], ...words[language] };

  test.describe(`in ${language}, on a phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('two steps filled offline survive closing the tab and reach the server once, in order', async ({
      context,
      request,
    }) => {
      const token = await apiSession(request);
      const id = await draftThroughTheApi(request, token);
      const saves = recordSaves(context, id);
      const page = await context.newPage();
      await openStep(page, language, id, 'datos-laborales');
      await expect(page.getByLabel(w.position)).toHaveValue('Analista');

      await context.setOffline(true);
      await page.getByLabel(w.position).fill('Jefa de oficina');
      await page.getByRole('button', { name: w.continue }).click();
      // The flow goes on offline: the next step opens at once.
      await expect(page).toHaveURL(/\/referencias$/);
      await page.getByLabel(w.referenceName).nth(0).fill('Rosa María García');
      await page.getByRole('button', { name: w.continue }).click();
      await expect(page).toHaveURL(/\/datos-de-solicitud$/);

      // Back on a queued step: what was typed, marked as waiting for the network.
      await page.getByRole('button', { name: w.back, exact: true }).click();
      await expect(page).toHaveURL(/\/referencias$/);
      await expect(page.getByTestId('save-queued')).toContainText(w.queued);
      await expect(page.getByLabel(w.referenceName).nth(0)).toHaveValue('Rosa María García');
      await expectNoViolations(page, `${language}, queued step`);
      await shoot(page, `offline-queued-${language}-390`);
      await page.setViewportSize({ width: 1440, height: 900 });
      await shoot(page, `offline-queued-${language}-1440`);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(saves).toEqual([]);

      // The tab is closed while offline; the network comes back; the promoter opens the app again.
      await page.close();
      await context.setOffline(false);
      const again = await context.newPage();
      await signInAgain(again, language);
      await expect
        .poll(async () => {
          const read = await readThroughTheApi(request, token, id);
          return [
            section(read, 'datos_laborales').position,
            (section(read, 'referencias').references as { name: string }[])[0]!.name,
          ];
        })
        .toEqual(['Jefa de oficina', 'Rosa María García']);
      // Once each, in the order typed, each with its own key, the second on the version the first left.
      expect(saves.map((save) => save.section)).toEqual(['datos_laborales', 'referencias']);
      expect(new Set(saves.map((save) => save.key)).size).toBe(2);
      expect(Number(saves[1]!.ifMatch!.replaceAll('"', ''))).toBe(
        Number(saves[0]!.ifMatch!.replaceAll('"', '')) + 1,
      );
      await again.waitForTimeout(500);
      expect(saves).toHaveLength(2);
    });

    test('a step changed on another device meanwhile shows both versions, and each choice does what it says', async ({
      page,
      request,
    }) => {
      const token = await apiSession(request);
      const headers = { authorization: `Bearer ${token}` };
      const id = await draftThroughTheApi(request, token);
      await openStep(page, language, id, 'datos-laborales');
      await expect(page.getByLabel(w.position)).toHaveValue('Analista');

      // Twice: first this device's version is kept, then the server's is taken.
      for (const [round, choice] of (['keepMine', 'takeServer'] as const).entries()) {
        const mine = `Mía ${round}`;
        const theirs = `Otra ${round}`;
        if (round > 0) await page.goto(`/dashboard/nueva-solicitud/${id}/datos-laborales`);
        await expect(page.getByLabel(w.position)).not.toHaveValue(mine);
        await page.context().setOffline(true);
        await page.getByLabel(w.position).fill(mine);
        await page.getByRole('button', { name: w.continue }).click();
        await expect(page).toHaveURL(/\/referencias$/);

        // Another device saves the same step first.
        const read = await readThroughTheApi(request, token, id);
        const other = await request.patch(applicationPath(id), {
          headers: { ...headers, 'if-match': `"${read.version}"` },
          // The employer is named by the convenio: the API takes no other.
          data: {
            datos_laborales: { ...section(read, 'datos_laborales'), employer: undefined, position: theirs },
          },
        });
        expect(other.status(), await other.text()).toBe(200);

        await page.context().setOffline(false);
        const conflict = page.getByTestId('queued-conflict');
        await expect(conflict.getByRole('heading', { name: w.conflictTitle })).toBeVisible();
        await expect(conflict.getByTestId('conflict-mine')).toContainText(w.mine);
        await expect(conflict.getByTestId('conflict-mine')).toContainText(mine);
        await expect(conflict.getByTestId('conflict-server')).toContainText(w.server);
        await expect(conflict.getByTestId('conflict-server')).toContainText(theirs);
        await expect(conflict.getByRole('button', { name: w.keepMine })).toBeEnabled();
        if (round === 0) {
          await expectNoViolations(page, `${language}, conflict`);
          await shoot(page, `offline-conflict-${language}-390`);
          await page.setViewportSize({ width: 1440, height: 900 });
          await shoot(page, `offline-conflict-${language}-1440`);
          await page.setViewportSize({ width: 390, height: 844 });
        }
        await conflict.getByRole('button', { name: w[choice] }).click();
        await expect(conflict).toBeHidden();
        const kept = choice === 'keepMine' ? mine : theirs;
        await expect
          .poll(async () => section(await readThroughTheApi(request, token, id), 'datos_laborales').position)
          .toBe(kept);
        await page.goto(`/dashboard/nueva-solicitud/${id}/datos-laborales`);
        await expect(page.getByLabel(w.position)).toHaveValue(kept);
        await expect(page.getByTestId('save-queued')).toBeHidden();
      }
    });

    test('a document chosen offline is kept and uploads on return; submit says it needs the network', async ({
      page,
      request,
    }) => {
      const token = await apiSession(request);
      const id = await draftThroughTheApi(request, token);
      await openStep(page, language, id, 'datos-de-solicitud');
      const row = page.getByTestId('document-proof_of_address');
      await expect(row.locator('input[type=file]')).toHaveCount(1);
      await networkSettled(page);

      await page.context().setOffline(true);
      await row.locator('input[type=file]').setInputFiles(pdf);
      await expect(row.getByTestId('upload-queued')).toContainText(w.uploadQueued);
      // Submitting needs the server: the preview says so instead of failing.
      await page.getByRole('button', { name: w.continue }).click();
      await expect(page).toHaveURL(/\/vista-previa$/);
      await expect(page.getByTestId('needs-network')).toHaveText(w.submitNeedsNetwork);
      await expect(page.getByRole('button', { name: w.submit })).toBeDisabled();
      await expectNoViolations(page, `${language}, preview offline`);
      await page.getByRole('button', { name: w.back, exact: true }).click();
      await expect(row.getByTestId('upload-queued')).toBeVisible();

      await page.context().setOffline(false);
      await expect(row.getByTestId('upload-queued')).toBeHidden();
      await expect(row).toContainText(`${w.uploaded}: origina-documento.pdf`);
      const documents = await request.get(
        `/api/v1/users/applicationdocuments/?status=uploaded&application=${id}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      const { results } = (await documents.json()) as { results: { document_type: string }[] };
      expect(results.filter((document) => document.document_type === 'proof_of_address')).toHaveLength(1);
    });

    test('the queue belongs to its account: another neither sees nor sends it; signing out with it asks', async ({
      context,
      request,
    }) => {
      const token = await apiSession(request);
      const id = await draftThroughTheApi(request, token);
      const { folio } = await readThroughTheApi(request, token, id);
      const saves = recordSaves(context, id);
      const page = await context.newPage();
      await openStep(page, language, id, 'datos-laborales');
      await expect(page.getByLabel(w.position)).toHaveValue('Analista');
      await context.setOffline(true);
      await page.getByLabel(w.position).fill('Supervisora');
      await page.getByRole('button', { name: w.continue }).click();
      await expect(page).toHaveURL(/\/referencias$/);
      await page.close();
      await context.setOffline(false);

      // The reviewer signs in on the same device: nothing of the promoter's queue is sent.
      const reviewer = await context.newPage();
      await signInAgain(reviewer, 'es', 'revisor@demo.origina.mx');
      await reviewer.waitForTimeout(1000);
      expect(saves).toEqual([]);
      // Nor does it count as theirs: signing out does not ask.
      await reviewer.getByRole('button', { name: 'Cuenta' }).click();
      await reviewer.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
      await expect(reviewer).not.toHaveURL(/\/dashboard/);
      await reviewer.close();

      // The promoter signs in again, offline before the queue can go: signing out asks first.
      const promoter = await context.newPage();
      await context.route('**/api/v1/promoter/applications/**', (route) =>
        route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.fallback(),
      );
      await signInAgain(promoter, language);
      await promoter.goto('/dashboard');
      await expect(promoter.getByRole('button', { name: w.account })).toBeVisible();
      await networkSettled(promoter);
      await context.setOffline(true);
      const signOut = async () => {
        await promoter.getByRole('button', { name: w.account }).click();
        await promoter.getByRole('menuitem', { name: w.logout }).click();
      };
      await signOut();
      const dialog = promoter.getByRole('dialog', { name: w.logoutTitle });
      await expect(dialog).toContainText(w.logoutBody(folio));
      await expectNoViolations(promoter, `${language}, sign-out with saves waiting`);
      await shoot(promoter, `offline-sign-out-${language}-390`);
      await promoter.setViewportSize({ width: 1440, height: 900 });
      await shoot(promoter, `offline-sign-out-${language}-1440`);
      await promoter.setViewportSize({ width: 390, height: 844 });
      await dialog.getByRole('button', { name: w.stay }).click();
      await expect(dialog).toBeHidden();
      await expect(promoter).toHaveURL(/\/dashboard$/);

      // Confirmed, the queue is discarded: signing in again sends nothing.
      await signOut();
      await dialog.getByRole('button', { name: w.discard }).click();
      await expect(promoter).not.toHaveURL(/\/dashboard/);
      const tried = saves.length;
      await context.setOffline(false);
      await context.unroute('**/api/v1/promoter/applications/**');
      await signInAgain(promoter, language);
      await promoter.waitForTimeout(1000);
      expect(saves).toHaveLength(tried);
      const read = await readThroughTheApi(request, token, id);
      expect(section(read, 'datos_laborales').position).toBe('Analista');
    });
  });
}
