import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFParse } from 'pdf-parse';
import { apiSession, submittedThroughTheApi } from './api-applications.js';
import { expectNoViolations } from './axe.js';
import { recordBureauInquiryOnScreen } from './bureau-desk.js';
import { expect, signIn, test } from './fixtures.js';
import { smsCode, smsCount } from './sms-inbox.js';

// After approval (issue 21): a reviewer approves, the promoter shares the signing link, the customer signs on a
// phone-sized page with the code that arrives by e-mail, an admin records the transfer, and the
// promoter sees "Dispersada" and downloads the signed set.

// With SCREENSHOTS=<folder>, the admin's read-back of the transfer is saved there to be looked at.
const screenshots = process.env.SCREENSHOTS;

const documents = [
  'Carátula del crédito',
  'Contrato de crédito',
  'Pagaré',
  'Tabla de amortización',
  'Carta de instrucción de descuento',
];

test('the customer signs on their phone, an admin records the transfer, the promoter downloads the signed set', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const id = await submittedThroughTheApi(page.request, await apiSession(page.request));

  // A reviewer takes it, accepts the identity check and approves: the contract set exists at once.
  const review = await browser.newContext({
    baseURL,
    locale: 'es-MX',
    viewport: { width: 1440, height: 900 },
  });
  try {
    const desk = await review.newPage();
    await signIn(desk, 'revisor@demo.origina.mx');
    await desk.goto(`/dashboard/revision/${id}`);
    await desk.getByRole('button', { name: 'Tomar solicitud' }).click();
    await desk.getByRole('button', { name: 'La identidad coincide' }).click();
    await desk.getByTestId('identity-read-back').getByRole('button', { name: 'Confirmar' }).click();
    await expect(desk.getByText('Verificación de identidad registrada: Aprobada.')).toBeVisible();
    await recordBureauInquiryOnScreen(desk);
    await desk.getByRole('radio', { name: 'Aprobar' }).check();
    await desk.getByRole('button', { name: 'Revisar la decisión' }).click();
    await desk.getByTestId('decision-read-back').getByRole('button', { name: 'Confirmar' }).click();
    await expect(desk.getByText('Decisión registrada: Aprobada.')).toBeVisible();
    await expect(desk.getByTestId('contract')).toContainText('Carátula del crédito');
  } finally {
    await review.close();
  }

  await signIn(page);
  await page.goto(`/dashboard/mis-solicitudes/${id}`);
  const contract = page.getByTestId('contract');
  await contract.getByRole('button', { name: 'Crear enlace de firma' }).click();
  const link = (await contract.getByTestId('signature-link-url').textContent())!;
  expect(link).toMatch(/\/firma\/[\w-]{43}$/);
  await expect(contract.getByTestId('signing-status')).toHaveText('Sin abrir');
  const folio = /SOL-\d{4}-\d{6}/.exec((await page.getByRole('heading', { level: 1 }).textContent())!)![0];

  // The customer, on their phone, without an account.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'es-MX' });
  try {
    const signing = await phone.newPage();
    await signing.goto(new URL(link).pathname);
    await expect(signing.getByRole('heading', { level: 1, name: 'Firma de tu contrato' })).toBeVisible();
    const sendCode = signing.getByRole('button', { name: 'Enviar código' });
    for (const name of documents) {
      const accept = signing.getByRole('checkbox', { name: `Leí y acepto: ${name}` });
      // A document is read before it can be accepted.
      await expect(accept).toBeDisabled();
      const opened = phone.waitForEvent('page');
      await signing.getByRole('link', { name: `Abrir ${name}` }).click();
      await (await opened).close();
      await accept.check();
    }
    await expect(sendCode).toBeDisabled();
    await signing.getByRole('checkbox', { name: /Acepto firmar electrónicamente/ }).check();
    const before = smsCount();
    await sendCode.click();
    // Only to the mobile the customer verified on the identity link, by SMS.
    await expect(signing.getByText(/Enviamos el código a •••• \d{4}\. /)).toBeVisible();
    await signing.getByLabel('Código (6 dígitos)').fill(await smsCode(before));
    // Drawn where the customer sees it: the mouse reaches only what is in the viewport.
    await signing.getByTestId('signature-pad').scrollIntoViewIfNeeded();
    const pad = (await signing.getByTestId('signature-pad').boundingBox())!;
    await signing.mouse.move(pad.x + 20, pad.y + pad.height * 0.7);
    await signing.mouse.down();
    for (let step = 1; step <= 12; step += 1)
      await signing.mouse.move(
        pad.x + 20 + step * ((pad.width - 40) / 12),
        pad.y + pad.height * (0.5 + 0.25 * Math.sin(step)),
      );
    await signing.mouse.up();
    await signing.getByRole('button', { name: 'Firmar contrato' }).click();
    await expect(signing.getByRole('heading', { name: '¡Listo, firmaste tu contrato!' })).toBeVisible();
  } finally {
    await phone.close();
  }

  // The promoter sees it without reloading.
  await expect(contract.getByText('Firmado', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Firmada').first()).toBeVisible();

  // An admin records the SPEI transfer.
  const desk = await browser.newContext({ baseURL, locale: 'es-MX' });
  try {
    const admin = await desk.newPage();
    await signIn(admin, 'admin@demo.origina.mx');
    // The signed loan waits in "Por dispersar", with what to pay, and goes in the bank's batch.
    await admin.goto('/dashboard/admin/dispersiones');
    const waiting = admin.getByTestId('loans-to-disburse').getByRole('row').filter({ hasText: folio });
    await expect(waiting).toContainText('$19,536.00');
    const batch = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Descargar lote para el banco (CSV)' }).click();
    const csv = readFileSync((await (await batch).path())!, 'utf8');
    expect(csv).toContain(`${folio},Gabriela Hernández García,`);
    await waiting.getByRole('link', { name: `Abrir ${folio} para registrar la transferencia` }).click();
    await expect(admin).toHaveURL(new RegExp(`/dashboard/revision/${id}$`));
    const form = admin.getByTestId('disbursement-form');
    await expect(form).toContainText('$19,536.00');
    await form.getByLabel('Clave de rastreo SPEI').fill('MBAN01002611240001');
    await form.getByRole('button', { name: 'Registrar dispersión' }).click();
    // The customer is mailed at once: the admin reads it back before it is sent, the read-back
    // taking the focus from the button it replaced.
    await expect(form.getByTestId('disbursement-check')).toContainText(
      'Vas a registrar la transferencia de $19,536.00',
    );
    await expect(form.getByTestId('disbursement-check')).toBeFocused();
    await expect(form.getByTestId('disbursement-check')).toContainText('MBAN01002611240001');
    if (screenshots) {
      mkdirSync(screenshots, { recursive: true });
      await form.screenshot({ path: join(screenshots, 'admin-es-disbursement-check.png') });
    }
    await form.getByRole('button', { name: 'Sí, registrar' }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: 'Decisión registrada: Dispersada.' }),
    ).toBeFocused();

    // A mistyped tracking key is corrected, saying why; the read-back comes first again.
    const correct = admin.getByRole('button', { name: 'Corregir la transferencia' });
    await correct.click();
    const correction = admin.getByTestId('disbursement-correction');
    await expect(correction.getByLabel('Clave de rastreo SPEI')).toBeFocused();
    // Cancelling gives the focus back to the button that opened it.
    await correction.getByRole('button', { name: 'Cancelar' }).click();
    await expect(correct).toBeFocused();
    await admin.keyboard.press('Enter');
    await expect(correction.getByLabel('Clave de rastreo SPEI')).toHaveValue('MBAN01002611240001');
    // Paid before the customer signed: said on the field before anything is sent.
    await correction.getByLabel('Fecha de pago').fill('2020-01-02');
    await correction.getByRole('button', { name: 'Revisar la corrección' }).click();
    await expect(
      correction.getByText('La fecha de pago no puede ser anterior a la firma del contrato.'),
    ).toBeVisible();
    await expect(correction.getByLabel('Fecha de pago')).toBeFocused();
    await correction
      .getByLabel('Fecha de pago')
      .fill(new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Mexico_City' }));
    await correction.getByLabel('Clave de rastreo SPEI').fill('MBAN01002611240011');
    await correction.getByRole('button', { name: 'Revisar la corrección' }).click();
    await expect(correction.getByText('Este campo es obligatorio.')).toBeVisible();
    await correction.getByLabel('Motivo de la corrección').fill('El banco confirmó otra clave de rastreo.');
    await correction.getByRole('button', { name: 'Revisar la corrección' }).click();
    await expect(correction.getByTestId('disbursement-check')).toContainText('MBAN01002611240011');
    await expectNoViolations(admin, 'the transfer correction, read back');
    if (screenshots)
      await correction.screenshot({ path: join(screenshots, 'admin-es-disbursement-correction.png') });
    await correction.getByRole('button', { name: 'Sí, corregir' }).click();
    await expect(
      admin
        .getByRole('status')
        .filter({ hasText: 'Transferencia corregida. Enviamos el dato corregido al cliente.' }),
    ).toBeFocused();
    await expect(correction).toBeHidden();
    // Paid, it leaves "Por dispersar" (other specs on this server may leave signed loans there).
    await admin.goto('/dashboard/admin/dispersiones');
    const read = admin
      .getByTestId('loans-to-disburse')
      .or(admin.getByRole('heading', { name: 'No hay créditos por dispersar' }));
    await expect(read).toBeVisible();
    await expect(admin.getByText(folio)).toHaveCount(0);
  } finally {
    await desk.close();
  }

  await page.reload();
  await expect(page.getByText('Dispersada').first()).toBeVisible();
  await expect(contract.getByTestId('disbursement')).toContainText('MBAN01002611240011');
  await expect(page.getByTestId('history')).toContainText('Transferencia corregida · ');
  await expect(page.getByTestId('history')).toContainText('El banco confirmó otra clave de rastreo.');
  const download = page.waitForEvent('download');
  await contract.getByRole('button', { name: 'Descargar Pagaré (PDF)' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`${folio}-pagare-firmado.pdf`);
  const parser = new PDFParse({ data: new Uint8Array(readFileSync((await saved.path())!)) });
  try {
    const { text } = await parser.getText();
    expect(text).toContain('Constancia de firma electrónica');
    expect(text).toContain('Firmado electrónicamente por Gabriela Hernández García');
  } finally {
    await parser.destroy();
  }
});
