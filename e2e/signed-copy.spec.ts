import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { apiSession, signedThroughTheApi } from './api-applications.js';
import { expectNoViolations } from './axe.js';
import { expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { movableClockEnv, setServerDaysAhead } from './server-clock.js';
import { expectReadable } from './visible-text.js';

// What the customer keeps of a signature (issue 31): the used link shows the signed set to
// download, until SIGNED_COPY_DAYS have passed (this spec's server moves its clock ahead); the
// promoter downloads the whole set as one ZIP from the contract card.

test.use({ serverEnv: movableClockEnv });

const screenshots = process.env.SCREENSHOTS;
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const setLength = 6;

async function slugOf(request: APIRequestContext, token: string, id: string) {
  const link = await request.get(`/api/v1/promoter/applications/${id}/signature-link/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await link.json()) as { slug: string }).slug;
}

async function useLanguage(page: Page, language: 'es' | 'en') {
  await chooseLanguage(page, language);
  await page.reload();
}

// Every file of a downloaded ZIP is listed with its SHA-256 in its SHA256SUMS.
async function zipFiles(download: Promise<import('@playwright/test').Download>) {
  const files = unzipSync(new Uint8Array(readFileSync((await (await download).path())!)));
  const sums = new TextDecoder().decode(files.SHA256SUMS);
  const pdfs = Object.keys(files).filter((name) => name.endsWith('.pdf'));
  for (const name of pdfs) expect(sums).toContain(`  ${name}`);
  return pdfs;
}

test.beforeEach(() => setServerDaysAhead(0));
test.afterEach(() => setServerDaysAhead(0));

test('the customer downloads what they signed from the used link until it expires; the promoter downloads it all', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (screenshots) mkdirSync(screenshots, { recursive: true });
  const token = await apiSession(page.request);
  const id = await signedThroughTheApi(page.request, token);
  const slug = await slugOf(page.request, token, id);

  const phoneContext = await browser.newContext({ baseURL, viewport: phone, acceptDownloads: true });
  try {
    const customer = await phoneContext.newPage();
    await customer.goto(`/firma/${slug}`);
    const copy = customer.getByTestId('signed-copy');
    await expect(customer.getByRole('heading', { name: '¡Listo, firmaste tu contrato!' })).toBeVisible();
    await expect(copy).toContainText('Te enviamos tus documentos firmados del crédito SOL-');
    await expect(copy).toContainText('•••• 5678 y ');
    await expect(copy.getByRole('listitem')).toHaveCount(setLength);
    await expect(
      copy.getByRole('link', { name: 'Descargar Constancia de huellas digitales (SHA-256) (PDF)' }),
    ).toBeVisible();
    await expectNoViolations(customer, 'the signed copy');
    const zip = customer.waitForEvent('download');
    await copy.getByRole('link', { name: 'Descargar todo (ZIP)' }).click();
    expect(await zipFiles(zip)).toHaveLength(setLength);
    for (const language of ['es', 'en'] as const) {
      await useLanguage(customer, language);
      await expect(copy).toBeVisible();
      for (const size of [desktop, phone]) {
        await customer.setViewportSize(size);
        await expectReadable(customer, `signed copy, ${language} ${size.width}`);
        if (screenshots)
          await customer.screenshot({
            path: join(screenshots, `customer-${language}-signed-copy-${size.width}.png`),
            fullPage: true,
          });
      }
    }
    await expect(copy).toContainText('We sent your signed documents for loan SOL-');
    await useLanguage(customer, 'es');

    // Past SIGNED_COPY_DAYS (30) the link says so, and whom to ask.
    await setServerDaysAhead(31);
    await customer.reload();
    await expect(
      customer.getByText(/La descarga de tus documentos firmados venció\. Pide una copia a tu asesor/),
    ).toBeVisible();
    if (screenshots)
      await customer.screenshot({ path: join(screenshots, 'customer-es-signed-copy-expired-390.png') });
    await setServerDaysAhead(0);
  } finally {
    await phoneContext.close();
  }

  // The promoter's contract card: hashes before and after, and "Descargar todo".
  await page.setViewportSize(desktop);
  await signIn(page);
  await page.goto(`/dashboard/mis-solicitudes/${id}`);
  const card = page.getByTestId('contract');
  // Whole fingerprints, to compare with a file's own.
  await expect(card.getByText(/^Huella SHA-256: [0-9a-f]{64}$/)).toHaveCount(setLength);
  await expect(card.getByText(/^Antes de la firma: [0-9a-f]{64}$/)).toHaveCount(setLength - 1);
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Descargar todo (ZIP)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^SOL-\d{4}-\d{6}-contrato-firmado\.zip$/);
  expect(await zipFiles(download)).toHaveLength(setLength);
  for (const language of ['es', 'en'] as const) {
    await useLanguage(page, language);
    await expect(
      card.getByRole('button', { name: language === 'es' ? 'Descargar todo (ZIP)' : 'Download all (ZIP)' }),
    ).toBeVisible();
    for (const size of [desktop, phone]) {
      await page.setViewportSize(size);
      await expectReadable(page, `contract card, signed, ${language} ${size.width}`);
      if (screenshots)
        await card.screenshot({
          path: join(screenshots, `promoter-${language}-contract-signed-${size.width}.png`),
        });
    }
  }
});
