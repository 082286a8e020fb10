import { copyFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { apiSession, draftThroughTheApi } from './api-applications.js';
import { pdf } from './application-flow.js';
import { expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';

// Five pay stubs chosen at once where the type takes at most four: the first four go up, one
// upload each and in turn, and the row says why the fifth did not.
test('a picker that takes several files stops at the type’s maximum and says so', async ({
  page,
  request,
}) => {
  const id = await draftThroughTheApi(request, await apiSession(request));
  const stubs = [1, 2, 3, 4, 5].map((number) => {
    const file = join(tmpdir(), `origina-recibo-${number}.pdf`);
    copyFileSync(pdf, file);
    return file;
  });
  const announced: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/users/applicationdocuments/')) {
      announced.push((sent.postDataJSON() as { file_name: string }).file_name);
    }
  });
  await signIn(page);
  await page.goto(`/dashboard/nueva-solicitud/${id}/datos-de-solicitud`);
  const row = page.getByTestId('document-pay_stub');
  await expect(row).toContainText('Puedes elegir varios a la vez, hasta 4');
  await row.locator('input[type=file]').setInputFiles(stubs);
  await expect(row.getByTestId('files-capped')).toHaveText(
    'Elegiste 5 archivos y este documento lleva como máximo 4: solo cabían 4 más, así que subimos los primeros 4.',
  );
  for (const number of [1, 2, 3, 4]) {
    await expect(row.getByText(`Subido: origina-recibo-${number}.pdf`)).toBeVisible();
  }
  await expect(row.getByText('origina-recibo-5.pdf')).toHaveCount(0);
  expect(announced).toEqual([1, 2, 3, 4].map((number) => `origina-recibo-${number}.pdf`));
  // Full: no picker left.
  await expect(row.locator('input[type=file]')).toHaveCount(0);
  // Past its minimum of 2 the count says how many there are, not "4 de 2 archivos".
  await expect(row).toContainText('4 archivos · Se aceptan');
  await expect(row).not.toContainText('4 de 2');
});

// A file of a type the document does not take: retrying it would be refused again, so it is
// dropped with its reason (no retry), and another file goes up as usual.
test('a file refused for its type is dropped with its reason, and another one can be chosen', async ({
  page,
  request,
}) => {
  const id = await draftThroughTheApi(request, await apiSession(request));
  const notes = join(tmpdir(), 'origina-notas.txt');
  writeFileSync(notes, 'no es una identificación');
  await signIn(page);
  await page.goto(`/dashboard/nueva-solicitud/${id}/datos-de-solicitud`);
  const row = page.getByTestId('document-ine_front');
  await row.locator('input[type=file]').setInputFiles(notes);
  const refusal = row.getByRole('alert');
  await expect(refusal).toContainText('origina-notas.txt: No se pudo subir:');
  await expect(row.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  await row.locator('input[type=file]').setInputFiles(pdf);
  await expect(row.getByText('Subido: origina-documento.pdf')).toBeVisible();
  await expect(refusal).toHaveCount(0);
});

// Keyboard and screen reader: the picker is disabled while it sends, and goes once the type is
// full; focus comes back to the picker while it can take more, else to the document's row, never
// to the page's body.
for (const language of ['es', 'en'] as const) {
  test(`${language}: after an upload, focus stays with that document's picker or row`, async ({
    page,
    request,
  }) => {
    const id = await draftThroughTheApi(request, await apiSession(request));
    await signIn(page);
    await chooseLanguage(page, language);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/dashboard/nueva-solicitud/${id}/datos-de-solicitud`);
    const choose = async (row: Locator, file: string) => {
      const picker = row.getByRole('button', { name: language === 'es' ? /^Subir/ : /^Upload/ });
      await picker.focus();
      await expect(picker).toBeFocused();
      // What the file chooser opened from the picker hands the page (focus stays on the picker).
      await row.locator('input[type=file]').setInputFiles(file);
    };
    // A pay stub takes up to four: after the first, focus is back on its picker ("Subir otro").
    const stubs = page.getByTestId('document-pay_stub');
    await choose(stubs, pdf);
    await expect(
      stubs.getByText(
        language === 'es' ? 'Subido: origina-documento.pdf' : 'Uploaded: origina-documento.pdf',
      ),
    ).toBeVisible();
    await expect(stubs.getByRole('button', { name: language === 'es' ? /^Subir/ : /^Upload/ })).toBeFocused();
    // The INE's front takes one: once it is up the picker is gone, and focus is on its row.
    const front = page.getByTestId('document-ine_front');
    await choose(front, pdf);
    await expect(front.locator('input[type=file]')).toHaveCount(0);
    await expect(front).toBeFocused();
  });
}
