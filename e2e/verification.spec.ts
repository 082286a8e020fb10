import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiSession, signedThroughTheApi } from './api-applications.js';
import { expectNoViolations, settledScreen } from './axe.js';
import { expect, test } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { expectReadable } from './visible-text.js';

// The public check of a signed document (issue 31), as whoever holds the PDF uses it: choose the
// file (hashed in the browser; only the fingerprint is sent) or paste its SHA-256, and read
// whether this installation issued it, when it was signed and who timestamped it.

const screenshots = process.env.SCREENSHOTS;
const sizes = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const words = {
  es: {
    title: 'Verificar un documento firmado',
    choose: 'Elegir PDF',
    genuine: 'Documento auténtico',
    unknown: 'Documento no reconocido',
    local: /Sello de tiempo local, emitido por el servidor del otorgante/,
    sha256: 'Huella SHA-256',
    check: 'Verificar huella',
    badHash: 'Escribe la huella SHA-256: 64 caracteres del 0 al 9 y de la a a la f.',
    caratula: 'Carátula del crédito',
  },
  en: {
    title: 'Check a signed document',
    choose: 'Choose PDF',
    genuine: 'Genuine document',
    unknown: 'Document not recognised',
    local: /A local timestamp, issued by the lender’s own server/,
    sha256: 'SHA-256 fingerprint',
    check: 'Check fingerprint',
    badHash: 'Enter the SHA-256 fingerprint: 64 characters from 0 to 9 and a to f.',
    caratula: 'Cover sheet (carátula)',
  },
} as const;

/** The signed carátula of a freshly signed application, as its promoter downloads it. */
async function signedCaratula(request: APIRequestContext) {
  const token = await apiSession(request);
  const id = await signedThroughTheApi(request, token);
  const headers = { authorization: `Bearer ${token}` };
  const contract = (await (
    await request.get(`/api/v1/promoter/applications/${id}/contract/`, { headers })
  ).json()) as {
    documents: { type: string; download_url: string }[];
  };
  const caratula = contract.documents.find((document) => document.type === 'caratula')!;
  const pdf = Buffer.from(await (await request.get(caratula.download_url, { headers })).body());
  const view = (await (await request.get(`/api/v1/promoter/applications/${id}/`, { headers })).json()) as {
    folio: string;
  };
  return { pdf, folio: view.folio };
}

async function useLanguage(page: Page, language: 'es' | 'en') {
  await page.goto('/verificar');
  await chooseLanguage(page, language);
}

async function shot(page: Page, name: string) {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  await settledScreen(page, name);
  await page.screenshot({ path: join(screenshots, name), fullPage: true });
}

for (const language of ['es', 'en'] as const) {
  test(`${language}: a signed PDF is genuine, a changed copy is not recognised, a fingerprint checks too`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const said = words[language];
    const { pdf, folio } = await signedCaratula(page.request);
    const altered = Buffer.from(pdf);
    altered[Math.floor(altered.length / 2)]! ^= 0x01;
    await useLanguage(page, language);
    // The file never leaves the page: only its fingerprint is sent.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/signatures/verify/')) sent.push(request.headers()['content-type'] ?? '');
    });

    for (const size of sizes) {
      const where = `/verificar ${language} at ${size.width}`;
      await page.setViewportSize(size);
      await page.goto('/verificar');
      await expect(page.getByRole('heading', { level: 1, name: said.title })).toBeVisible();
      if (size.width === 1440) await shot(page, `verificar-${language}-empty-${size.width}.png`);

      await page.getByTestId('verification-file').setInputFiles({
        name: 'caratula-firmada.pdf',
        mimeType: 'application/pdf',
        buffer: pdf,
      });
      const valid = page.getByTestId('verification-valid');
      await expect(valid).toContainText(said.genuine);
      await expect(valid).toContainText(folio);
      await expect(valid).toContainText(said.caratula);
      await expect(valid).toContainText(said.local);
      await expect(page.getByText(createHash('sha256').update(pdf).digest('hex'))).toBeVisible();
      await expectReadable(page, where);
      await expectNoViolations(page, where);
      await shot(page, `verificar-${language}-genuine-${size.width}.png`);

      await page.getByTestId('verification-file').setInputFiles({
        name: 'caratula-cambiada.pdf',
        mimeType: 'application/pdf',
        buffer: altered,
      });
      await expect(page.getByTestId('verification-not-issued')).toContainText(said.unknown);
      await shot(page, `verificar-${language}-unknown-${size.width}.png`);
    }

    // By its fingerprint, pasted: a wrong one is named at the field, the right one checks.
    const field = page.getByLabel(said.sha256);
    await field.fill('abc123');
    await page.getByRole('button', { name: said.check }).click();
    await expect(page.getByText(said.badHash)).toBeVisible();
    // The last file's answer does not stay under a fingerprint that answers nothing.
    await expect(page.getByTestId('verification-not-issued')).toHaveCount(0);
    await field.fill(createHash('sha256').update(pdf).digest('hex').toUpperCase());
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('verification-valid')).toContainText(folio);
    await shot(page, `verificar-${language}-by-hash-390.png`);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((type) => type.startsWith('application/json'))).toBe(true);
  });
}
