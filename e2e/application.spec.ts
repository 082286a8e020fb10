import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.js';
import { apiSession, draftThroughTheApi } from './api-applications.js';
import {
  completeUpToDocuments,
  continueButton,
  fillPreSolicitud,
  uploadDocuments,
  verifyIdentityThroughTheApi,
} from './application-flow.js';
import { expect, signIn, test } from './fixtures.js';

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 900 }, mobile: false },
  { name: 'phone', size: { width: 390, height: 844 }, mobile: true },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size, isMobile: viewport.mobile, hasTouch: viewport.mobile });

    test('a full application from pre-solicitud to submit', async ({ page }) => {
      await signIn(page);
      await page.goto('/dashboard/nueva-solicitud');
      await fillPreSolicitud(page);
      await completeUpToDocuments(page);
      // The step that asks to confirm the amount, the term and the payment shows them.
      const loanHere = page.getByRole('region', { name: 'El crédito' });
      await expect(loanHere).toContainText('Pago quincenal$1,168.26');
      await expect(loanHere).toContainText('24 quincenas');
      await page.getByRole('combobox', { name: 'Destino del crédito' }).selectOption('home_improvement');
      await page.getByLabel('Confirmé con el cliente el monto, el plazo y el pago').check();
      await uploadDocuments(page);
      await continueButton(page).click();
      await expect(page).toHaveURL(/\/vista-previa$/);
      await expect(page.getByRole('heading', { name: 'Domicilio' })).toBeVisible();
      await expect(page.getByText('Calle Colima')).toBeVisible();
      // The preview reads in words, with the loan's figures and the CAT's legend.
      const loan = page.getByRole('region', { name: 'El crédito' });
      await expect(loan).toContainText('Pago quincenal$1,168.26');
      await expect(loan).toContainText('Monto a recibir');
      await expect(loan).toContainText(/CAT \d+\.\d % sin IVA\. Para fines informativos y de comparación\./);
      const producto = page.getByRole('region', { name: 'Producto' });
      await expect(producto).toContainText('Plazo24 quincenas');
      const general = page.getByRole('region', { name: 'Datos generales', exact: true });
      // In the form's order: the name comes before the RFC.
      const text = (await general.textContent()) ?? '';
      expect(text.indexOf('Nombre(s)')).toBeLessThan(text.indexOf('RFC'));
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(page).toHaveURL(/\/submit$/);
      await expect(page.getByText('¡Solicitud enviada!')).toBeVisible();
      const folio = await page.getByTestId('application-folio').textContent();
      expect(folio).toMatch(/^SOL-\d{4}-\d{6}$/);
      // The confirmation names the status the application is really in.
      await expect(page.getByText(`La solicitud ${folio} está «Enviada».`)).toBeVisible();
      await expect(page.getByText('La mesa de control la revisará.', { exact: false })).toBeVisible();
      // The detail names the documents by their type, in the user's language.
      await page.getByRole('link', { name: 'Ir a Mis Solicitudes' }).click();
      await expect(
        page.getByText('Comprobante de domicilio (no mayor a 3 meses) · ', { exact: false }),
      ).toBeVisible();
      await expect(page.getByTestId('history')).toContainText('Enviada');
      await expect(page.getByRole('region', { name: 'El crédito' })).toContainText('$1,168.26');
    });
  });
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
    await expect(page.getByTestId('draft-offer')).toContainText('Tienes cambios sin guardar en este paso');
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
    await expect(page.getByText('HEGG560427MVZRRL04')).toBeVisible();

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
    await customer
      .getByLabel('Leí y acepto el aviso de privacidad, y autorizo que se tomen las fotos.')
      .check();
    await customer.getByRole('button', { name: 'Aceptar y continuar' }).click();
    for (const title of ['Frente de tu INE', 'Reverso de tu INE', 'Tu selfie']) {
      await expect(customer.getByRole('heading', { level: 1, name: title })).toBeVisible();
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
