import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.js';
import { apiSession, draftThroughTheApi } from './api-applications.js';
import {
  completeDatosDeSolicitud,
  completeUpToDocuments,
  continueButton,
  fillPreSolicitud,
  verifyIdentityThroughTheApi,
} from './application-flow.js';
import { expect, signIn, test } from './fixtures.js';
import { flowLanguages, flowWords } from './flow-words.js';
import { chooseLanguage } from './language.js';
import { withPageState } from './page-state.js';
import { smsCode, smsCount } from './sms-inbox.js';
import { expectReadable } from './visible-text.js';

const viewports = [
  { name: 'desktop', size: { width: 1440, height: 900 }, mobile: false },
  { name: 'phone', size: { width: 390, height: 844 }, mobile: true },
] as const;
// With SCREENSHOTS=<folder>, every screen the walk checks is also saved there to be looked at.
const screenshots = process.env.SCREENSHOTS;

// The whole capture in each language at each size: every screen reads in words (no message key,
// no code where a label belongs) and fits its width, the walk goes past Biometría before the
// customer acts, a changed step asks before it is left, and the preview shows the payment.
for (const language of flowLanguages) {
  for (const viewport of viewports) {
    test.describe(`in ${language}, on a ${viewport.name}`, () => {
      test.use({ viewport: viewport.size, isMobile: viewport.mobile, hasTouch: viewport.mobile });

      test('a full application from pre-solicitud to submit', async ({ page }) => {
        test.setTimeout(120_000);
        const w = flowWords[language];
        let shot = 0;
        const check = async (screen: string) => {
          await expectReadable(page, `${language}, ${viewport.name}, ${screen}`);
          if (!screenshots) return;
          mkdirSync(screenshots, { recursive: true });
          const name = `${language}-${viewport.size.width}-${String(++shot).padStart(2, '0')}-${screen.replace(/\W+/g, '-')}.png`;
          await page.screenshot({ path: join(screenshots, name), fullPage: true });
        };
        const walk = { language, check };
        await signIn(page);
        await chooseLanguage(page, language);
        await page.goto('/dashboard/nueva-solicitud');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await fillPreSolicitud(page, 'Gabriela', walk);
        await completeUpToDocuments(page, walk);
        // The step that asks to confirm the amount, the term and the payment shows them.
        const loanHere = page.getByRole('region', { name: w.loan, exact: true });
        await expect(loanHere).toContainText(w.payment);
        await expect(loanHere).toContainText(w.twentyFourPayments);
        await completeDatosDeSolicitud(page, walk);
        await expect(page.getByRole('heading', { name: w.address })).toBeVisible();
        await expect(page.getByText('Calle Colima')).toBeVisible();
        // The preview reads in words, with the loan's figures and the CAT's legend.
        const loan = page.getByRole('region', { name: w.loan, exact: true });
        await expect(loan).toContainText(w.payment);
        await expect(loan).toContainText(w.netDisbursement);
        await expect(loan).toContainText(w.catLegend);
        await expect(page.getByRole('region', { name: w.product })).toContainText(
          `${w.term}${w.twentyFourPayments}`,
        );
        const general = page.getByRole('region', { name: w.generalDetails, exact: true });
        // In the form's order: the name comes before the RFC.
        const text = (await general.textContent()) ?? '';
        expect(text.indexOf(w.firstName)).toBeLessThan(text.indexOf('RFC'));
        // The files sent with it, by type, to check before sending.
        const documents = page.getByTestId('documents');
        await expect(documents).toContainText('· origina-selfie.jpg');
        await expect(documents).toContainText('· origina-documento.pdf');
        await check('vista-previa');
        await page.getByRole('button', { name: w.submit }).click();
        await expect(page).toHaveURL(/\/submit$/);
        await expect(page.getByText(w.submitted)).toBeVisible();
        const folio = await page.getByTestId('application-folio').textContent();
        expect(folio).toMatch(/^SOL-\d{4}-\d{6}$/);
        // The confirmation names the status the application is really in.
        await expect(page.getByText(w.submittedStatus(folio!))).toBeVisible();
        await check('submit');
        // The detail names the documents by their type, in the user's language.
        await page.getByRole('link', { name: w.toList }).click();
        await expect(page.getByText(w.proofOfAddress, { exact: false })).toBeVisible();
        await expect(page.getByTestId('history')).toContainText(w.submittedChip);
        await expect(page.getByRole('region', { name: w.loan, exact: true })).toContainText('$1,168.26');
        await check('the detail in Mis Solicitudes');
      });
    });
  }
}

test.describe('on a phone, a refused step', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('brings the field the server refused into view below the sticky top bar, and focuses it', async ({
    page,
  }) => {
    await signIn(page);
    const draft = await draftThroughTheApi(page.request, await apiSession(page.request));
    await page.goto(`/dashboard/nueva-solicitud/${draft}/datos-generales`);
    // A number the form takes but the server refuses (an INE's has 18 characters).
    const number = page.getByLabel('Número de identificación');
    await number.fill('123');
    // Saved from the foot of the step, away from the field.
    await continueButton(page).scrollIntoViewIfNeeded();
    await continueButton(page).click();
    await expect(number).toHaveAccessibleDescription(/.+/);
    await expect(number).toBeFocused();
    const field = (await number.boundingBox())!;
    const bar = (await page.locator('header').first().boundingBox())!;
    expect(field.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(field.y + field.height).toBeLessThanOrEqual(844);
  });

  test('on Referencias, brings the first field the form refuses into view below the top bar, and focuses it', async ({
    page,
  }) => {
    await signIn(page);
    const draft = await draftThroughTheApi(page.request, await apiSession(page.request));
    await page.goto(`/dashboard/nueva-solicitud/${draft}/referencias`);
    const phone = page.getByLabel('Teléfono').first();
    await phone.fill('123');
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription('El teléfono tiene 10 dígitos.');
    // Two more references (left blank) make the step long enough to scroll the field under the
    // sticky top bar: on the screen, yet out of sight.
    for (let added = 0; added < 2; added += 1)
      await page.getByRole('button', { name: 'Agregar referencia' }).click();
    const start = (await phone.boundingBox())!;
    await page.evaluate((by) => window.scrollBy(0, by), start.y - 10);
    await continueButton(page).click();
    await expect(phone).toBeFocused();
    const field = (await phone.boundingBox())!;
    const bar = (await page.locator('header').first().boundingBox())!;
    expect(field.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(field.y + field.height).toBeLessThanOrEqual(844);
  });
});

test.describe('following applications', () => {
  test('a half-done application resumes at its first incomplete step, from Mis Solicitudes', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/dashboard/nueva-solicitud/pre-solicitud');
    await fillPreSolicitud(page, 'Reanuda');
    await page.getByRole('combobox', { name: 'Sucursal' }).selectOption({ index: 1 });
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/convenio$/);
    const folio = await page.getByTestId('application-folio').textContent();
    await page.goto('/dashboard/mis-solicitudes');
    const row = page.getByRole('row').filter({ hasText: folio! });
    await expect(row).toContainText('Borrador');
    await row.getByRole('link', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/convenio$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Convenio' })).toBeVisible();
  });

  test('an edit made meanwhile in another tab shows a clear message and keeps what was typed', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await page.goto('/dashboard/nueva-solicitud');
    await fillPreSolicitud(page, 'Conflicto');
    const stepUrl = page.url();
    const other = await context.newPage();
    await other.goto(stepUrl);
    await expect(other.getByRole('combobox', { name: 'Sucursal' })).toBeVisible();
    // The first tab saves; the second still shows the version before.
    await page
      .getByRole('combobox', { name: 'Sucursal' })
      .selectOption({ label: 'Guadalajara Centro · Guadalajara, Jalisco' });
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/convenio$/);
    await other
      .getByRole('combobox', { name: 'Sucursal' })
      .selectOption({ label: 'Monterrey Centro · Monterrey, Nuevo León' });
    await continueButton(other).click();
    await expect(other.getByText('La solicitud cambió en otra pestaña o dispositivo.')).toBeVisible();
    await expect(other).toHaveURL(/\/branch$/);
    await expect(other.getByRole('combobox', { name: 'Sucursal' })).toHaveValue(/.+/);
    const typed = await other.getByRole('combobox', { name: 'Sucursal' }).inputValue();
    await continueButton(other).click();
    await expect(other).toHaveURL(/\/convenio$/);
    await other.goto(stepUrl);
    await expect(other.getByRole('combobox', { name: 'Sucursal' })).toHaveValue(typed);
  });

  test('the identity check runs alongside: the promoter goes on before the customer acts', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/dashboard/nueva-solicitud');
    await fillPreSolicitud(page, 'Paralela');
    const biometria = page.url().replace(/\/branch$/, '/biometria');
    // The link can be issued as soon as the pre-solicitud is saved; every step opens by its URL.
    await page.goto(biometria);
    await page.getByRole('button', { name: 'Crear enlace de verificación' }).click();
    await expect(page.getByTestId('identity-link')).toBeVisible();
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expect(page).toHaveURL(/\/datos-generales$/);
    await expect(page.getByTestId('identity-step-state')).toHaveText('Esperando al cliente');
    // Later steps stay open in the list while the check is pending.
    await expect(page.getByRole('tab', { name: /Biometría/ })).toBeEnabled();

    // The customer finishes: the step shows the result and the photos, not the dead link and QR.
    await page.getByRole('tab', { name: /Biometría/ }).click();
    await expect(page.getByTestId('identity-link')).toBeVisible();
    await verifyIdentityThroughTheApi(page, 'Generar un enlace nuevo');
    await expect(page.getByTestId('identity-done')).toContainText('El cliente ya verificó su identidad');
    await expect(page.getByTestId('identity-done')).toContainText('Selfie: recibida el');
    await expect(page.getByTestId('identity-link')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Generar un enlace nuevo' })).toBeHidden();
  });

  test('leaving a changed step asks first, and what was typed is offered back on return', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/dashboard/nueva-solicitud');
    await fillPreSolicitud(page, 'Borrador');
    const stepUrl = page.url();
    const branch = page.getByRole('combobox', { name: 'Sucursal' });
    await branch.selectOption({ label: 'Ciudad de México Roma · Cuauhtémoc, Ciudad de México' });
    const chosen = await branch.inputValue();

    await page.getByRole('link', { name: 'Mis Solicitudes' }).first().click();
    const ask = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Seguir en el paso' }).click();
    await expect(page).toHaveURL(stepUrl);
    await expect(branch).toHaveValue(chosen);

    await page.getByRole('link', { name: 'Mis Solicitudes' }).first().click();
    await ask.getByRole('button', { name: 'Salir sin guardar' }).click();
    await expect(page).toHaveURL(/\/dashboard\/mis-solicitudes$/);

    await page.goto(stepUrl);
    await withPageState(page, () =>
      expect(page.getByTestId('draft-offer')).toContainText('Tienes cambios sin guardar en este paso'),
    );
    await expect(page.getByRole('combobox', { name: 'Sucursal' })).toHaveValue('');
    await page.getByRole('button', { name: 'Recuperarlos' }).click();
    await expect(page.getByRole('combobox', { name: 'Sucursal' })).toHaveValue(chosen);
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/convenio$/);
    // Saved: nothing is offered any more.
    await page.goto(stepUrl);
    await expect(page.getByRole('combobox', { name: 'Sucursal' })).toHaveValue(chosen);
    await expect(page.getByTestId('draft-offer')).toBeHidden();
  });

  test('the list searches and filters; the detail shows the data, documents and history', async ({
    page,
  }) => {
    await signIn(page);
    for (const name of ['Filtrada', 'Cancelada']) {
      await page.goto('/dashboard/nueva-solicitud');
      await fillPreSolicitud(page, name);
    }
    const cancelledUrl = page
      .url()
      .replace(/\/dashboard\/nueva-solicitud\/([0-9a-f-]+)\/branch$/, '/dashboard/mis-solicitudes/$1');
    await page.goto(cancelledUrl);
    await page.getByRole('button', { name: 'Cancelar solicitud' }).click();
    // A dialog asks why; the reason is required and stays in the history.
    const dialog = page.getByRole('dialog', { name: /Cancelar la solicitud SOL-/ });
    await dialog.getByRole('button', { name: 'Cancelar solicitud' }).click();
    await expect(dialog.getByText('Este campo es obligatorio.')).toBeVisible();
    await dialog.getByLabel('Motivo de la cancelación').fill('El cliente ya no quiere el crédito');
    await dialog.getByRole('button', { name: 'Cancelar solicitud' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('history')).toContainText('Cancelada');
    await expect(page.getByTestId('history')).toContainText('El cliente ya no quiere el crédito');
    await expect(page.getByRole('heading', { name: 'Pre-solicitud' })).toBeVisible();
    await expect(page.getByText(/^HEGG560427MVZ[A-Z]{3}\d\d$/)).toBeVisible();

    await page.goto('/dashboard/mis-solicitudes');
    await page.getByLabel('Buscar por folio, nombre, CURP o teléfono').fill('filtrada');
    await expect(page.getByTestId('applications-table').getByRole('row')).toHaveCount(2);
    await expect(page.getByTestId('applications-table')).toContainText('Filtrada Hernández García');
    await page.getByLabel('Buscar por folio, nombre, CURP o teléfono').fill('');
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('cancelled');
    await expect(page).toHaveURL(/status=cancelled/);
    await expect(page.getByTestId('applications-table').getByRole('row')).toHaveCount(2);
    await expect(page.getByTestId('applications-table')).toContainText('Cancelada Hernández García');
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('approved');
    await expect(page.getByText('Ninguna solicitud coincide con la búsqueda.')).toBeVisible();
  });
});

test('the customer verifies their identity with the phone camera; the promoter sees it live', async ({
  page,
  serverUrl,
}) => {
  await signIn(page);
  await page.goto('/dashboard/nueva-solicitud');
  await fillPreSolicitud(page, 'Camara');
  await page.goto(page.url().replace(/\/branch$/, '/biometria'));
  await page.getByRole('button', { name: 'Crear enlace de verificación' }).click();
  await expect(page.getByRole('img', { name: 'Código QR del enlace de verificación' })).toBeVisible();
  // The promoter need not wait for the customer (issue 19): going on is open from the start.
  await expect(page.getByRole('button', { name: 'Guardar y continuar' })).toBeEnabled();
  const link = (await page.getByTestId('identity-link').textContent())!;

  // The customer's phone: another browser with Chromium's fake camera.
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
  try {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const customer = await phone.newPage();
    await customer.goto(`${serverUrl}/identidad/${link.split('/identidad/')[1]}`);
    await customer.getByRole('button', { name: 'Comenzar' }).click();
    // Each stage's title takes the focus: the button that led there is gone.
    await expect(customer.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeFocused();
    // The notice's consents, the mobile confirmed and the bureau authorized by SMS codes
    // (identity-link.spec.ts walks them in detail), then the photos.
    await customer.getByRole('checkbox', { name: /finalidades necesarias/ }).check();
    await customer.getByRole('checkbox', { name: /datos biométricos/ }).check();
    await customer.getByRole('button', { name: 'Aceptar y continuar' }).click();
    const phoneCode = smsCount();
    await customer.getByRole('button', { name: 'Enviar código' }).click();
    await customer.getByLabel('Código (6 dígitos)').fill(await smsCode(phoneCode));
    await customer.getByRole('button', { name: 'Confirmar mi celular' }).click();
    await customer.getByRole('checkbox', { name: /autorizo la consulta de mi historial crediticio/ }).check();
    const bureauCode = smsCount();
    await customer.getByRole('button', { name: 'Enviar código' }).click();
    await customer.getByLabel('Código (6 dígitos)').fill(await smsCode(bureauCode));
    await customer.getByRole('button', { name: 'Autorizar' }).click();
    for (const title of ['Frente de tu INE', 'Reverso de tu INE', 'Tu selfie']) {
      await expect(customer.getByRole('heading', { level: 1, name: title })).toBeFocused();
      await customer.getByRole('button', { name: 'Tomar foto' }).click();
      await customer.getByRole('button', { name: 'Usar esta foto' }).click();
    }
    await customer.getByRole('button', { name: 'Enviar' }).click();
    await expect(customer.getByRole('heading', { name: '¡Gracias!' })).toBeVisible();

    // The promoter's screen shows the result by itself, in place of the link and the QR.
    await expect(page.getByTestId('identity-done')).toContainText('Resultado: Enviada, en revisión.');
    await expect(page.getByRole('img', { name: 'Código QR del enlace de verificación' })).toBeHidden();

    await customer.reload();
    await expect(customer.getByRole('heading', { name: 'Verificación enviada' })).toBeVisible();
  } finally {
    await browser.close();
  }
});
