import { apiSession, approvedThroughTheApi, signingLinkThroughTheApi } from './api-applications.js';
import { expect, test } from './fixtures.js';
import { smsCode, smsCount } from './sms-inbox.js';

// The customer's signing page, as a customer gets it wrong: a reload keeps what was done (the
// documents read and accepted, the consent, the code already sent), the page says what is still
// missing, and whoever cannot draw signs by typing their name, with the keyboard alone.

test.use({ viewport: { width: 390, height: 844 }, locale: 'es-MX' });

test('a reload keeps the progress, the page says what is missing, and a typed name signs', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const promoter = await apiSession(page.request);
  const id = await approvedThroughTheApi(page.request, promoter);
  const slug = await signingLinkThroughTheApi(page.request, promoter, id);
  await page.goto(`/firma/${slug}`);
  const missing = page.locator('#signature-missing');
  await expect(missing).toHaveText(
    'Para firmar falta: aceptar 5 documentos, tu consentimiento, el código de 6 dígitos, tu firma.',
  );
  for (const document of await page.getByRole('link', { name: /^Abrir / }).all()) {
    const opened = context.waitForEvent('page');
    await document.click();
    await (await opened).close();
  }
  for (const accept of await page.getByRole('checkbox', { name: /^Leí y acepto/ }).all())
    await accept.check();
  await page.getByRole('checkbox', { name: /Acepto firmar electrónicamente/ }).check();
  const before = smsCount();
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText(/Enviamos el código a/)).toBeVisible();
  // Another code only a minute later: the button waits and says how long.
  await expect(page.getByRole('button', { name: 'Enviar otro código' })).toBeDisabled();
  await expect(page.getByText(/^Podrás pedir otro código en \d+ segundos?\.$/)).toBeVisible();

  // The customer reloads: nothing to do again.
  await page.reload();
  for (const accept of await page.getByRole('checkbox', { name: /^Leí y acepto/ }).all())
    await expect(accept).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Acepto firmar electrónicamente/ })).toBeChecked();
  await expect(page.getByText(/Enviamos el código a/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar otro código' })).toBeVisible();
  await expect(page.getByText(/^Podrás pedir otro código en/)).toBeVisible();
  await expect(missing).toHaveText('Para firmar falta: el código de 6 dígitos, tu firma.');

  // A tap on the pad is not a signature.
  await page.getByTestId('signature-pad').scrollIntoViewIfNeeded();
  const pad = (await page.getByTestId('signature-pad').boundingBox())!;
  await page.mouse.click(pad.x + pad.width / 2, pad.y + pad.height / 2);
  await expect(missing).toContainText('tu firma');

  // With the keyboard alone: type the name, then the code, and sign.
  // The code arrived by SMS at the mobile the customer verified on the identity link.
  const code = await smsCode(before);
  await page.getByRole('button', { name: 'Escribirla' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Tu nombre completo').focus();
  await page.keyboard.type('Gabriela Hernández García');
  await page.getByLabel('Código (6 dígitos)').focus();
  await page.keyboard.type(code);
  await expect(missing).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '¡Listo, firmaste tu contrato!' })).toBeVisible();

  // The used link now hands over what was signed (signed-copy.spec.ts), and signs nothing more.
  await page.reload();
  await expect(page.getByTestId('signed-copy')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Firmar contrato' })).toHaveCount(0);
});

test('a cut or mistyped signing link says it does not exist, like an unknown one', async ({ page }) => {
  for (const slug of ['abc', 'x'.repeat(43)]) {
    await page.goto(`/firma/${slug}`);
    await expect(page.getByText('Este enlace de firma no existe. Pide a tu asesor uno nuevo.')).toBeVisible();
  }
});
