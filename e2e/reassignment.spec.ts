import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiSession, draftThroughTheApi, idOf, signedThroughTheApi } from './api-applications.js';
import { expectNoViolations, settledScreen } from './axe.js';
import { expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { folioOf, inviteMany } from './list-data.js';
import { expectNoSidewaysScroll } from './visible-text.js';

const screenshots = process.env.SCREENSHOTS;

// Issue 34: an admin moves a promoter's applications to another promoter of the same branch
// (offered after deactivating one), and downloads the bank's batch as CSV or Excel.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An invited promoter of the Roma branch (the demo promoter's), by a last name of its own. */
async function romaPromoter(request: Parameters<typeof apiSession>[0], admin: string, lastName: string) {
  await inviteMany(request, admin, lastName, 1);
  const found = await request.get(`/api/v1/admin/promoters/?search=${lastName}`, { headers: bearer(admin) });
  const [account] = ((await found.json()) as { results: { id: string }[] }).results;
  const roma = await idOf(request, admin, '/api/v1/promoter/branches/', 'SUC-CDMX-ROMA');
  const set = await request.patch(`/api/v1/admin/promoters/${account!.id}/`, {
    headers: bearer(admin),
    data: { branch: roma },
  });
  expect(set.status()).toBe(200);
  return account!.id;
}

for (const width of [1440, 390]) {
  test(`an admin reassigns one application of a promoter to another of the branch (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 844 });
    const admin = await apiSession(page.request, 'admin@demo.origina.mx');
    const promoter = await apiSession(page.request);
    const id = await draftThroughTheApi(page.request, promoter);
    const lastName = `Receptora${width}`;
    const receiver = await romaPromoter(page.request, admin, lastName);
    const read = await page.request.get(`/api/v1/promoter/applications/${id}/`, {
      headers: bearer(promoter),
    });
    const { folio } = (await read.json()) as { folio: string };

    await signIn(page, 'admin@demo.origina.mx');
    await page.goto('/dashboard/admin/cuentas?search=Promotora');
    await page.getByRole('button', { name: 'Reasignar solicitudes: Ana Promotora' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reasignar las solicitudes de Ana Promotora' });
    const all = dialog.getByRole('checkbox', { name: 'Todas' });
    await expect(all).toBeChecked();
    // Nothing chosen: the form says so and sends nothing.
    await all.uncheck();
    await dialog.getByRole('button', { name: 'Reasignar' }).click();
    await expect(dialog.getByText('Elige al menos una solicitud.')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Nuevo promotor' })).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    await dialog.getByRole('checkbox', { name: new RegExp(folio) }).check();
    await dialog.getByRole('combobox', { name: 'Nuevo promotor' }).selectOption(receiver);
    await expectNoViolations(page, `reassign dialog ${width}`);
    await expectNoSidewaysScroll(page, `reassign dialog ${width}`);
    await dialog.getByRole('button', { name: 'Reasignar' }).click();
    await expect(page.getByText(`Se reasignó 1 solicitud a Persona 01 ${lastName}.`)).toBeVisible();
    // The old owner no longer holds it.
    const after = await page.request.get(`/api/v1/promoter/applications/${id}/`, {
      headers: bearer(promoter),
    });
    expect(after.status()).toBe(404);
  });
}

test('deactivating a promoter offers to move their applications', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const admin = await apiSession(page.request, 'admin@demo.origina.mx');
  await romaPromoter(page.request, admin, 'Saliente');
  await signIn(page, 'admin@demo.origina.mx');
  await page.goto('/dashboard/admin/cuentas?search=Saliente');
  await page.getByRole('button', { name: 'Editar: Persona 01 Saliente' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar a Persona 01 Saliente' });
  await edit.getByRole('checkbox', { name: 'Desactivar (cierra sus sesiones)' }).check();
  await edit.getByRole('button', { name: 'Guardar' }).click();
  const offer = page.getByRole('dialog', { name: 'Reasignar las solicitudes de Persona 01 Saliente' });
  await expect(offer).toContainText('No tiene solicitudes en curso por reasignar.');
  await offer.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
});

test("the bank's batch downloads as CSV or Excel; the workbook keeps the CLABE and bank code as text", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const promoter = await apiSession(page.request);
  const folio = await folioOf(page.request, promoter, await signedThroughTheApi(page.request, promoter));
  await signIn(page, 'admin@demo.origina.mx');
  await page.goto('/dashboard/admin/dispersiones');
  const formats = page.getByRole('region', { name: 'Formato del lote' });
  await expect(formats).toContainText('la CLABE y la clave del banco llegan como texto');
  const download = page.waitForEvent('download');
  await formats.getByRole('button', { name: 'Descargar lote para el banco (Excel)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^dispersiones-[\d-]+\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await file.path())!) as unknown as ArrayBuffer);
  // This spec's loan, by its folio: earlier specs on the worker's database leave loans to disburse
  // too (a buy-out's lender at another bank, listed first, once took row 2).
  const sheet = workbook.worksheets[0]!;
  const rows = Array.from({ length: sheet.rowCount }, (_, index) => sheet.getRow(index + 1));
  const row = rows.find((candidate) => candidate.getCell(1).value === folio)!;
  expect(row, `the batch lists ${folio}`).toBeDefined();
  expect(row.getCell(3).value).toBe('002');
  expect(row.getCell(4).value).toBe('002010077777777771');
  expect(row.getCell(4).type).toBe(ExcelJS.ValueType.String);
  await expectNoViolations(page, 'disbursements with formats');

  // Both screens in both languages and at both sizes: no sideways scroll, words in the language.
  const words = {
    es: { excel: 'Descargar lote para el banco (Excel)', reassign: 'Reasignar solicitudes: Ana Promotora' },
    en: {
      excel: 'Download the batch for the bank (Excel)',
      reassign: 'Reassign applications: Ana Promotora',
    },
  };
  for (const language of ['es', 'en'] as const) {
    await chooseLanguage(page, language);
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/dashboard/admin/dispersiones');
      await expect(page.getByRole('button', { name: words[language].excel })).toBeVisible();
      await expectNoSidewaysScroll(page, `disbursements ${language} ${size.width}`);
      await shot(page, `disbursements-${language}-${size.width}`);
      await page.goto('/dashboard/admin/cuentas?search=Promotora');
      await page.getByRole('button', { name: words[language].reassign }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSidewaysScroll(page, `reassign ${language} ${size.width}`);
      if (language === 'en') await expectNoViolations(page, `reassign dialog en ${size.width}`);
      await shot(page, `reassign-${language}-${size.width}`);
    }
  }
});

async function shot(page: Page, name: string) {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  await settledScreen(page, name);
  await page.screenshot({ path: join(screenshots, `${name}.png`) });
}
