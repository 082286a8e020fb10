import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

// The promoter's application flow, step by step, shared by the specs that need a real application.
// A one-page PDF is all the checklist needs; the server checks the type by content.
export const pdf = join(tmpdir(), 'origina-documento.pdf');
writeFileSync(pdf, '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
// The smallest JPEG browsers and the server decode: 1×1 pixel.
export const jpeg = join(tmpdir(), 'origina-selfie.jpg');
writeFileSync(
  jpeg,
  Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
    'base64',
  ),
);

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Guardar y continuar' });

export async function fillPreSolicitud(page: Page, name = 'Gabriela') {
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

export async function completeUpToDocuments(page: Page) {
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
  // Out of the product's limits, or not an amount: the field says what it needs.
  await page.getByLabel('Monto solicitado').fill('999,999,999');
  await continueButton(page).click();
  await expect(page.getByText('El monto máximo de este producto es $150,000.00.')).toBeVisible();
  await page.getByLabel('Monto solicitado').fill('20,000');
  await expect(page.getByTestId('loan-preview')).toContainText('Pago estimado: $1,168.26');
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/biometria$/);
  await verifyIdentityThroughTheApi(page);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/datos-generales$/);
  await expect(page.getByLabel('Nombre(s)')).toHaveValue(/.+/);
  // The CURP states the birth date and the sex: they come filled in.
  await expect(page.getByLabel('Fecha de nacimiento')).toHaveValue('1956-04-27');
  await expect(page.getByRole('combobox', { name: 'Sexo (como en la CURP)' })).toHaveValue('M');
  await page.getByLabel('RFC').fill('HEGG560427AB1');
  // Its check digit fails (it should be 3): said under the field, and the step still saves.
  await expect(page.getByLabel('RFC')).toHaveAccessibleDescription(
    /El dígito verificador del RFC no coincide/,
  );
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
  // A postal code with one colonia chooses it.
  await page.getByLabel('Código postal').fill('01000');
  await expect(page.getByRole('combobox', { name: 'Colonia' })).toHaveValue('San Ángel');
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
// promoter's step follows it without a reload. `issue` is the button that makes the link.
export async function verifyIdentityThroughTheApi(page: Page, issue = 'Crear enlace de verificación') {
  const shown = page.getByTestId('identity-link');
  const previous = (await shown.count()) > 0 ? await shown.textContent() : null;
  await page.getByRole('button', { name: issue }).click();
  if (previous) await expect(page.getByTestId('identity-link')).not.toHaveText(previous);
  const link = (await page.getByTestId('identity-link').textContent())!;
  // These servers run at 127.0.0.1: a phone could not open that, and the step says so.
  await expect(page.getByTestId('loopback-warning')).toBeVisible();
  const path = `/api/v1/promoter/biometricvalidations/${link.split('/identidad/')[1]}/`;
  const send = (body: unknown) =>
    page.request.patch(path, { data: body }).then(
      (response) =>
        response.json() as Promise<{
          upload_url?: string;
          upload_fields?: Record<string, string>;
          confirm_url?: string;
        }>,
    );
  await send({ consent: { accepted: true, notice_version: '2026-11' } });
  const pixels = Buffer.alloc(800 * 600 * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  const photo = await sharp(pixels, { raw: { width: 800, height: 600, channels: 3 } })
    .jpeg()
    .toBuffer();
  for (const capture of ['id_front', 'id_back', 'selfie']) {
    const target = await send({ capture });
    if (target.upload_fields) {
      // Object storage: the form to the bucket, then the API checks what arrived.
      const stored = await page.request.post(target.upload_url!, {
        multipart: {
          ...target.upload_fields,
          file: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: photo },
        },
      });
      expect(stored.ok()).toBe(true);
      expect((await page.request.post(target.confirm_url!)).status()).toBe(200);
      continue;
    }
    expect(
      (
        await page.request.post(target.upload_url!, {
          data: photo,
          headers: { 'content-type': 'image/jpeg' },
        })
      ).status(),
    ).toBe(200);
  }
  await send({ submitted: true });
  // The step follows without a reload: the result in place of the link (or, when the reviewer
  // reopened the check, the link's new status).
  await expect(
    page
      .getByTestId('identity-done')
      .or(page.getByTestId('identity-status').filter({ hasText: 'Enviada, en revisión' })),
  ).toBeVisible();
}

export async function uploadDocuments(page: Page) {
  // The identity check already took the INE and the selfie: those need no upload.
  for (const type of ['ine_front', 'ine_back', 'selfie']) {
    await expect(page.getByTestId(`document-${type}`)).toContainText(
      'Tomada en la verificación de identidad',
    );
    await expect(page.getByTestId(`document-${type}`).locator('input[type=file]')).toHaveCount(0);
  }
  for (const type of ['proof_of_address', 'signed_application']) {
    const row = page.getByTestId(`document-${type}`);
    await row.locator('input[type=file]').setInputFiles(pdf);
    await expect(row).toContainText('Subido');
  }
  // The last two pay stubs are two files: the row counts them.
  const stubs = page.getByTestId('document-pay_stub');
  await stubs.locator('input[type=file]').setInputFiles(pdf);
  await expect(stubs).toContainText('1 de 2 archivos');
  await stubs.locator('input[type=file]').setInputFiles(jpeg);
  await expect(stubs).toContainText('2 de 2 archivos');
  // Each file opens in place.
  await stubs.getByRole('button', { name: 'Ver: origina-selfie.jpg' }).click();
  const preview = page.getByRole('dialog', { name: 'origina-selfie.jpg' });
  await expect(preview.getByTestId('document-preview-image')).toBeVisible();
  await preview.getByRole('button', { name: 'Cerrar' }).click();
  await expect(preview).toBeHidden();
}

/** A promoter's complete application, from the pre-solicitud to submit; answers its folio. */
export async function submitCompleteApplication(page: Page, name = 'Gabriela') {
  await page.goto('/dashboard/nueva-solicitud');
  await fillPreSolicitud(page, name);
  await completeUpToDocuments(page);
  await page.getByRole('combobox', { name: 'Destino del crédito' }).selectOption('home_improvement');
  await page.getByLabel('Confirmé con el cliente el monto, el plazo y el pago').check();
  await uploadDocuments(page);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/vista-previa$/);
  await expect(page.getByTestId('application-warnings')).toContainText('RFC no coincide');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page).toHaveURL(/\/submit$/);
  return (await page.getByTestId('application-folio').textContent())!;
}
