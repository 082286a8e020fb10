import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiSession, submittedThroughTheApi } from './api-applications.js';
import { expectNoViolations, settledScreen } from './axe.js';
import { demo, expect, signIn, test } from './fixtures.js';
import { trackRequests } from './network-settle.js';

// Anti-money-laundering screening in the browser: the admin loads the UIF list on "Listas de PLD",
// a submitted application of the demo customer (whom the sample names, surnames the other way
// round) is a hit, the desk sees the banner, and the compliance officer clears it with a reason;
// on a desktop and a phone, in Spanish and English.

const screenshots = process.env.SCREENSHOTS;
const sample = (name: string) =>
  readFileSync(new URL(`../apps/api/test/screening-samples/${name}`, import.meta.url));
const admin = 'admin@demo.origina.mx';
const officer = 'cumplimiento@demo.origina.mx';
const reviewer = 'revisor@demo.origina.mx';

const words = {
  es: {
    lists: 'Listas de PLD',
    loaded: 'Cargada: UIF: Lista de Personas Bloqueadas, 4 entradas.',
    notTheList: 'El archivo no tiene el formato de la lista ONU (lista consolidada',
    compliance: 'Cumplimiento',
    entry: 'Entrada UIF-EJEMPLO-0001',
    clear: 'Liberar',
    reason: 'Motivo',
    required: 'Este campo es obligatorio.',
    confirm: '¿Liberar la coincidencia?',
    cleared: /Liberada por/,
  },
  en: {
    lists: 'AML lists',
    loaded: 'Loaded: UIF: blocked-persons list, 4 entries.',
    notTheList: 'The file is not in the UN (Security Council consolidated list) list format',
    compliance: 'Compliance',
    entry: 'Entry UIF-EJEMPLO-0001',
    clear: 'Clear',
    reason: 'Reason',
    required: 'This field is required.',
    confirm: 'Clear the match?',
    cleared: /Cleared by/,
  },
} as const;

// Each role in a browser context of its own (as a person on their own device).
async function as(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  email: string,
  language: 'es' | 'en',
) {
  const context = await browser.newContext({ baseURL, viewport, locale: 'es-MX' });
  trackRequests(context);
  const page = await context.newPage();
  await signIn(page, email, demo.password);
  if (language === 'en') {
    await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ language: 'en' })));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hello, /);
  }
  return page;
}

// The UIF list without the demo customer: other specs on this worker's server approve her.
async function unlistDemoCustomer(request: APIRequestContext) {
  const token = await apiSession(request, admin);
  const [header, , ...others] = sample('uif-personas-bloqueadas.csv').toString('utf8').split('\n');
  const loaded = await request.put('/api/v1/admin/screening-lists/uif/?file_name=uif-sin-demo.csv', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    data: Buffer.from([header, ...others].join('\n')),
  });
  expect(loaded.status()).toBe(200);
}

async function shoot(page: Page, name: string) {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  await settledScreen(page, name);
  await page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
}

test.afterEach(async ({ request }) => unlistDemoCustomer(request));

for (const [device, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  for (const language of ['es', 'en'] as const) {
    test(`a list hit on submit, seen by the desk and cleared by compliance with a reason (${device}, ${language})`, async ({
      browser,
      serverUrl,
      request,
    }) => {
      test.setTimeout(150_000);
      const say = words[language];
      const as_ = (email: string) => as(browser, serverUrl, viewport, email, language);

      // The admin loads the UIF list; a file that is not the UN's list is refused.
      let page = await as_(admin);
      await page.goto('/dashboard/admin/listas');
      await expect(page.getByRole('heading', { level: 1, name: say.lists })).toBeVisible();
      await page.getByTestId('list-uif-file').setInputFiles({
        name: 'uif-personas-bloqueadas.csv',
        mimeType: 'text/csv',
        buffer: sample('uif-personas-bloqueadas.csv'),
      });
      await expect(page.getByTestId('list-uif-outcome')).toHaveText(say.loaded);
      await page
        .getByTestId('list-un-file')
        .setInputFiles({ name: 'sdn.csv', mimeType: 'text/csv', buffer: sample('sdn.csv') });
      await expect(page.getByTestId('list-un-outcome')).toContainText(say.notTheList);
      await expect(page.locator('body')).toHaveJSProperty('scrollWidth', viewport.width);
      await expectNoViolations(page, `screening lists (${device}, ${language})`);
      await shoot(page, `screening-lists-${language}-${viewport.width}`);

      // The demo customer's application is submitted: the list names her.
      const id = await submittedThroughTheApi(request, await apiSession(request));

      // The desk sees the banner on the review screen.
      if (device === 'desktop' && language === 'es') {
        page = await as_(reviewer);
        await page.goto(`/dashboard/revision/${id}`);
        await expect(page.getByTestId('screening-banner')).toContainText(
          'Coincidencia en listas: pendiente de cumplimiento',
        );
        await expect(page.getByTestId('screening-banner')).toContainText('Riesgo Alto');
      }

      // Compliance opens it from its list, compares, and clears it with a reason.
      page = await as_(officer);
      await page.getByRole('navigation').getByRole('link', { name: say.compliance }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: say.compliance })).toBeVisible();
      const folio = page.getByRole('link', { name: /SOL-/ }).filter({ visible: true }).first();
      await expect(folio).toBeVisible();
      await expect(page.locator('body')).toHaveJSProperty('scrollWidth', viewport.width);
      await expectNoViolations(page, `compliance list (${device}, ${language})`);
      await shoot(page, `compliance-list-${language}-${viewport.width}`);
      await page.goto(`/dashboard/cumplimiento/${id}`);
      await expect(page.getByRole('heading', { level: 3, name: say.entry })).toBeVisible();
      await expect(page.getByTestId('screened-name')).toHaveText('Gabriela Hernández García');
      await expect(page.locator('body')).toHaveJSProperty('scrollWidth', viewport.width);
      await expectNoViolations(page, `compliance detail (${device}, ${language})`);
      await shoot(page, `compliance-detail-${language}-${viewport.width}`);

      const form = page.getByTestId('screening-decision');
      await form.getByRole('button', { name: say.clear, exact: true }).click();
      await expect(form.getByText(say.required)).toBeVisible();
      await form.getByLabel(say.reason).fill('Homónimo: la fecha de nacimiento de la lista no coincide.');
      await form.getByRole('button', { name: say.clear, exact: true }).click();
      await expect(page.getByTestId('confirm-screening-decision')).toContainText(say.confirm);
      await page
        .getByTestId('confirm-screening-decision')
        .getByRole('button', { name: say.clear, exact: true })
        .click();
      await expect(page.getByTestId('screening-decided')).toContainText(say.cleared);
      await expect(page.getByTestId('screening-decided')).toContainText('Homónimo');
      await expect(page.getByTestId('screening-decision')).toHaveCount(0);
    });
  }
}
