import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { chromiumArgs, chromiumPath } from '../bench/chromium.js';
import { expect, signIn, test } from './fixtures.js';

// A one-page PDF is all the checklist needs; the server checks the type by content.
const pdf = join(tmpdir(), 'origina-documento.pdf');
writeFileSync(pdf, '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
// The smallest JPEG browsers and the server decode: 1×1 pixel.
const jpeg = join(tmpdir(), 'origina-selfie.jpg');
writeFileSync(
  jpeg,
  Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
    'base64',
  ),
);

const continueButton = (page: Page) => page.getByRole('button', { name: 'Guardar y continuar' });

async function fillPreSolicitud(page: Page, name = 'Gabriela') {
  await page.getByLabel('Nombre(s)').fill(name);
  await page.getByLabel('Primer apellido').fill('Hernández');
  await page.getByLabel('Segundo apellido').fill('García');
  await page.getByLabel('CURP').fill('hegg560427mvzrrl04');
  await page.getByLabel('Celular (10 dígitos)').fill('5512345678');
  await page.getByLabel('Correo electrónico').fill('gabriela@example.mx');
  await page.getByLabel('El cliente acepta ser contactado sobre esta solicitud').check();
  await page.getByRole('button', { name: 'Crear solicitud' }).click();
  await expect(page).toHaveURL(/\/dashboard\/nueva-solicitud\/[0-9a-f-]{36}\/branch$/);
}

async function completeUpToDocuments(page: Page) {
  await page
    .getByRole('combobox', { name: 'Sucursal' })
    .selectOption({ label: 'Ciudad de México Roma · Cuauhtémoc, Ciudad de México' });
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/convenio$/);
  await page.getByRole('combobox', { name: 'Convenio' }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Convenio' }).selectOption({
    label: 'Gobierno de la Ciudad de México (Secretaría de Administración y Finanzas de la Ciudad de México)',
  });
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/producto$/);
  await page.getByRole('combobox', { name: 'Producto' }).selectOption({ label: 'Nómina Quincenal Clásico' });
  await page
    .getByRole('combobox', { name: 'Plazo' })
    .selectOption({ label: '24 pagos quincenales · tasa 60%' });
  await page.getByLabel('Monto solicitado').fill('20,000');
  await expect(page.getByTestId('loan-preview')).toContainText('Pago estimado: $1,168.26');
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/biometria$/);
  await verifyIdentityThroughTheApi(page);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/datos-generales$/);
  await expect(page.getByLabel('Nombre(s)')).toHaveValue(/.+/);
  await page.getByLabel('Fecha de nacimiento').fill('1956-04-27');
  await page.getByRole('combobox', { name: 'Sexo (como en la CURP)' }).selectOption('M');
  await page.getByLabel('RFC').fill('HEGG560427AB1');
  await page.getByRole('combobox', { name: 'Identificación' }).selectOption('ine');
  await page.getByLabel('Número de identificación').fill('GMVLMR80070501M100');
  await page.getByRole('combobox', { name: 'Estado civil' }).selectOption('married');
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/datos-generales-2$/);
  await page.getByLabel('Dependientes económicos').fill('2');
  await page.getByRole('combobox', { name: 'Escolaridad' }).selectOption('bachelor');
  await page.getByRole('combobox', { name: 'Vivienda' }).selectOption('owned');
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/domicilio$/);
  await page.getByLabel('Código postal').fill('06700');
  await expect(page.getByTestId('address-place')).toContainText('Cuauhtémoc');
  await page.getByRole('combobox', { name: 'Colonia' }).selectOption('Roma Norte');
  await page.getByLabel('Calle').fill('Calle Colima');
  await page.getByLabel('Número exterior').fill('120');
  await page.getByLabel('Años en el domicilio').fill('5');
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/datos-laborales$/);
  await page.getByLabel('Número de empleado').fill('E-4512');
  await page.getByLabel('Puesto').fill('Analista');
  await page.getByLabel('Fecha de ingreso').fill('2015-03-01');
  await page.getByLabel('Sueldo neto por periodo').fill('12000');
  await page.getByLabel('Descuentos actuales por periodo').fill('500');
  await page.getByRole('combobox', { name: 'Banco para el depósito' }).selectOption('002');
  await page.getByLabel('CLABE').fill('002010077777777771');
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/referencias$/);
  const names = page.getByLabel('Nombre completo');
  const phones = page.getByLabel('Teléfono');
  await names.nth(0).fill('Rosa García');
  await phones.nth(0).fill('5587654321');
  await page.getByRole('combobox', { name: 'Parentesco o relación' }).nth(0).selectOption('sibling');
  await names.nth(1).fill('Jorge Pérez');
  await phones.nth(1).fill('5511112222');
  await page.getByRole('combobox', { name: 'Parentesco o relación' }).nth(1).selectOption('friend');
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/datos-de-solicitud$/);
}

// The customer's side done through the public API (the camera flow has its own spec below): the
// promoter's step follows it without a reload.
async function verifyIdentityThroughTheApi(page: Page) {
  await page.getByRole('button', { name: 'Crear enlace de verificación' }).click();
  const link = (await page.getByTestId('identity-link').textContent())!;
  const path = `/api/v1/promoter/biometricvalidations/${link.split('/identidad/')[1]}/`;
  const send = (body: unknown) =>
    page.request
      .patch(path, { data: body })
      .then((response) => response.json() as Promise<{ upload_url?: string }>);
  await send({ consent: { accepted: true, notice_version: '2026-11' } });
  const pixels = Buffer.alloc(800 * 600 * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  const photo = await sharp(pixels, { raw: { width: 800, height: 600, channels: 3 } })
    .jpeg()
    .toBuffer();
  for (const capture of ['id_front', 'id_back', 'selfie']) {
    const { upload_url } = await send({ capture });
    expect(
      (
        await page.request.post(upload_url!, { data: photo, headers: { 'content-type': 'image/jpeg' } })
      ).status(),
    ).toBe(200);
  }
  await send({ submitted: true });
  await expect(page.getByTestId('identity-status')).toHaveText('Enviada, en revisión');
}

async function uploadDocuments(page: Page) {
  for (const type of ['ine_front', 'ine_back', 'proof_of_address', 'pay_stub', 'signed_application']) {
    const row = page.getByTestId(`document-${type}`);
    await row.locator('input[type=file]').setInputFiles(pdf);
    await expect(row).toContainText('Subido');
  }
  const selfie = page.getByTestId('document-selfie');
  await selfie.locator('input[type=file]').setInputFiles(jpeg);
  await expect(selfie).toContainText('Subido');
}

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
      await page.getByRole('combobox', { name: 'Destino del crédito' }).selectOption('home_improvement');
      await page.getByLabel('Confirmé con el cliente el monto, el plazo y el pago').check();
      await uploadDocuments(page);
      await continueButton(page).click();
      await expect(page).toHaveURL(/\/vista-previa$/);
      await expect(page.getByRole('heading', { name: 'Domicilio' })).toBeVisible();
      await expect(page.getByText('Calle Colima')).toBeVisible();
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(page).toHaveURL(/\/submit$/);
      await expect(page.getByText('¡Solicitud enviada!')).toBeVisible();
      const folio = await page.getByTestId('application-folio').textContent();
      expect(folio).toMatch(/^SOL-\d{4}-\d{6}$/);
      await expect(page.getByText(`La solicitud ${folio} está en revisión.`)).toBeVisible();
      // The detail names the documents by their type, in the user's language.
      await page.getByRole('link', { name: 'Ir a Mis Solicitudes' }).click();
      await expect(page.getByText('INE (frente) · ', { exact: false })).toBeVisible();
      await expect(page.getByTestId('history')).toContainText('Enviada');
    });
  });
}

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
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: 'Cancelar solicitud' }).click();
    await expect(page.getByTestId('history')).toContainText('Cancelada');
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
  await expect(page.getByRole('button', { name: 'Guardar y continuar' })).toBeDisabled();
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

    // The promoter's screen turns submitted by itself.
    await expect(page.getByTestId('identity-status')).toHaveText('Enviada, en revisión');
    await expect(page.getByRole('button', { name: 'Guardar y continuar' })).toBeEnabled();

    await customer.reload();
    await expect(customer.getByRole('heading', { name: 'Verificación enviada' })).toBeVisible();
  } finally {
    await browser.close();
  }
});
