import type { Browser, Page } from '@playwright/test';
import { apiSession, submittedThroughTheApi } from './api-applications.js';
import {
  continueButton,
  pdf,
  submitCompleteApplication,
  verifyIdentityThroughTheApi,
} from './application-flow.js';
import { recordBureauInquiryOnScreen } from './bureau-desk.js';
import { demo, expect, signIn, test } from './fixtures.js';

const reviewer = 'revisor@demo.origina.mx';
const admin = 'admin@demo.origina.mx';

// A second person at another desk: a context of their own (cookies and storage apart) in the test's
// browser, signed in as them. Not a second launched browser: its steps would wait with no action
// timeout and fail with no call log (CI lost four minutes that way, with nothing said of where).
async function deskOf(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({
    baseURL,
    locale: 'es-MX',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await signIn(page, email, demo.password);
  return page;
}

// Found by its folio, as a reviewer told of one would: the queue lists the oldest first, 20 a page,
// and late in a full run the worker's database holds more than a page of other specs' applications
// (the plain list left this one on page 2 and the click waited out CI's four minutes).
async function openInReview(page: Page, folio: string) {
  await page.goto(`/dashboard/revision?search=${folio}`);
  await page.getByRole('link', { name: folio }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Revisión de ${folio}` })).toBeVisible();
}

test('submit → changes requested → the promoter sees it in the inbox, fixes and resubmits → approved', async ({
  page,
  browser,
  serverUrl,
}) => {
  // A whole application, two desks and two decisions.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  const folio = await submitCompleteApplication(page, 'Renata');

  const desk = await deskOf(browser, serverUrl, reviewer);
  try {
    await openInReview(desk, folio);
    // Nothing is decided before taking it: only "take" is offered.
    await expect(desk.getByRole('radio')).toHaveCount(0);
    await expect(desk.getByRole('button', { name: 'La identidad coincide' })).toHaveCount(0);
    // The documents are there to read, in place.
    await expect(desk.getByTestId('review-document-pay_stub').getByRole('img')).toBeVisible();
    // The customer's photos beside the ID, and the loan as the server works it out (the same
    // payment the promoter was shown).
    await expect(desk.getByTestId('review-capture-selfie').getByRole('img')).toBeVisible();
    const figures = desk.getByRole('region', { name: 'El crédito, calculado por el servidor' });
    await expect(figures).toContainText('$1,168.26');
    await takeAndRequestChanges(desk, ['Domicilio'], 'El número exterior no coincide con el comprobante.');

    // The promoter: unread notices counted on the menu (this one's identity check, taken into
    // review, changes requested, and whatever else the demo promoter has), then in the inbox.
    await page.goto('/dashboard');
    await page
      .getByTestId('nav-vertical')
      .getByRole('link', { name: /^Bandeja \d+ sin leer$/ })
      .click();
    const notice = page.getByRole('button', {
      name: `No leída: Se pidieron cambios en la solicitud ${folio}.`,
    });
    await expect(notice).toContainText('El número exterior no coincide con el comprobante.');
    await notice.click();
    const request = page.getByTestId('changes-requested');
    await expect(request).toContainText('El número exterior no coincide con el comprobante.');
    await request.getByRole('link', { name: 'Domicilio' }).click();
    await expect(page).toHaveURL(/\/domicilio$/);
    await page.getByLabel('Número exterior').fill('122');
    await continueButton(page).click();
    // Only that section was reopened: straight to the preview to resubmit.
    await expect(page).toHaveURL(/\/vista-previa$/);
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page).toHaveURL(/\/submit$/);

    // Resubmitted, it returns to the reviewer who asked for the changes (issue 34): still theirs,
    // in review, nothing to take; the reviewer hears of it; the screen says what changed since
    // the request, in words. Approval waits for the identity check to be decided.
    await desk.goto('/dashboard/inbox');
    await expect(
      desk.getByRole('button', {
        name: `No leída: El promotor reenvió la solicitud ${folio} con los cambios que pediste.`,
      }),
    ).toBeVisible();
    await openInReview(desk, folio);
    await expect(desk.getByText('Tomada por: Raúl Revisor').first()).toBeVisible();
    await expect(desk.getByRole('button', { name: 'Tomar solicitud' })).toHaveCount(0);
    const changes = desk.getByRole('region', { name: 'Qué cambió desde que pediste cambios' });
    await expect(changes.getByRole('term')).toHaveText(['Número exterior (Domicilio)']);
    await expect(changes.getByRole('definition')).toHaveText('120 → 122');
    await expect(desk.getByRole('radio', { name: 'Aprobar' })).toBeDisabled();
    await expect(desk.getByTestId('approve-refusal')).toHaveText(
      'Para aprobar, primero decide la verificación de identidad.',
    );
    await desk.getByRole('button', { name: 'La identidad coincide' }).click();
    // Read back before it is recorded (issue 34).
    await desk.getByTestId('identity-read-back').getByRole('button', { name: 'Confirmar' }).click();
    // What the button did is said where the focus goes (the panel's notice).
    await expect(
      desk.getByRole('status').filter({ hasText: 'Verificación de identidad registrada: Aprobada.' }),
    ).toBeFocused();
    // Approval also waits for the credit-bureau inquiry (issue 32): recorded on the screen's form.
    await expect(desk.getByTestId('approve-refusal')).toContainText('consulta al buró de crédito');
    await recordBureauInquiryOnScreen(desk);
    await expect(desk.getByTestId('approve-refusal')).toHaveCount(0);
    await desk.getByRole('radio', { name: 'Aprobar' }).check();
    await desk.getByRole('button', { name: 'Revisar la decisión' }).click();
    await desk.getByTestId('decision-read-back').getByRole('button', { name: 'Confirmar' }).click();
    await expect(desk.getByText('Decisión registrada: Aprobada.')).toBeVisible();
    // The approval made the contract set: the desk sees it at once.
    await expect(desk.getByTestId('contract')).toContainText('Carátula del crédito');

    await page.goto('/dashboard/inbox');
    await page
      .getByRole('button', { name: `No leída: La solicitud ${folio} ahora está «Aprobada».` })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/mis-solicitudes\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Aprobada').first()).toBeVisible();
    await expect(page.getByTestId('history')).toContainText('Cambios solicitados');
    // The promoter has the contract set to print or share, each document a PDF.
    const contract = page.getByTestId('contract');
    await expect(contract).toContainText('Pendiente de la firma del cliente');
    await expect(contract.getByRole('listitem')).toHaveCount(5);
    const download = page.waitForEvent('download');
    await contract.getByRole('button', { name: 'Descargar Pagaré (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe(`${folio}-pagare.pdf`);
  } finally {
    await desk.context().close();
  }
});

test('changes requested on the identity check and the documents: only those open again, each where it is changed', async ({
  page,
  browser,
  serverUrl,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  const folio = await submitCompleteApplication(page, 'Reabierta');
  const id = /\/nueva-solicitud\/([0-9a-f-]{36})\/submit$/.exec(page.url())![1]!;

  const first = await deskOf(browser, serverUrl, reviewer);
  try {
    await openInReview(first, folio);
    await takeAndRequestChanges(
      first,
      ['Verificación de identidad', 'Documentos'],
      'La selfie está borrosa y falta el comprobante vigente.',
    );
  } finally {
    await first.context().close();
  }

  // The detail names both parts, each a link to the step where it is changed.
  await page.goto(`/dashboard/mis-solicitudes/${id}`);
  const request = page.getByTestId('changes-requested');
  await expect(request).toContainText('La selfie está borrosa y falta el comprobante vigente.');
  await expect(request.getByRole('link')).toHaveText(['Verificación de identidad', 'Documentos']);

  // Documents: the checklist takes uploads again; the step's own data stays as sent.
  await request.getByRole('link', { name: 'Documentos' }).click();
  await expect(page).toHaveURL(/\/datos-de-solicitud$/);
  await expect(page.getByRole('combobox', { name: 'Destino del crédito' })).toHaveCount(0);
  const proof = page.getByTestId('document-proof_of_address');
  await proof.locator('input[type=file]').setInputFiles(pdf);
  // The first proof is already listed as "Subido": wait for the second, so leaving the page
  // does not cut the upload short.
  await expect(proof.getByText(/^Subido: /)).toHaveCount(2);

  // A step that was not reopened is read-only, with the way to what must be fixed.
  await page.goto(`/dashboard/nueva-solicitud/${id}/domicilio`);
  await expect(page.getByTestId('closed-step')).toContainText('Este paso no se reabrió');
  await expect(page.getByLabel('Calle')).toHaveCount(0);
  await expect(page.getByText('Calle Colima')).toBeVisible();

  // The identity check: a new link for the customer, then on to the documents and the preview.
  await page.getByTestId('closed-step').getByRole('link', { name: 'Verificación de identidad' }).click();
  await expect(page).toHaveURL(/\/biometria$/);
  await expect(page.getByTestId('identity-reopened')).toBeVisible();
  await verifyIdentityThroughTheApi(page, 'Generar un enlace nuevo');
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/datos-de-solicitud$/);
  // The checklist loads above the button: wait for it, so the click is not lost to the shift.
  await expect(page.getByTestId('document-pay_stub')).toContainText('2 de 2 archivos');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/vista-previa$/);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page).toHaveURL(/\/submit$/);
  // Back with the reviewer who asked (issue 34), who sees the new proof of address marked new.
  await expect(page.getByText(`La solicitud ${folio} está «En revisión».`)).toBeVisible();
  const desk = await deskOf(browser, serverUrl, reviewer);
  try {
    await openInReview(desk, folio);
    const changes = desk.getByRole('region', { name: 'Qué cambió desde que pediste cambios' });
    await expect(changes).toContainText('1 documento nuevo');
    await expect(
      desk.getByRole('region', { name: 'Documentos' }).getByText(/^Comprobante de domicilio.* · nuevo$/),
    ).toBeVisible();
  } finally {
    await desk.context().close();
  }
});

test('the decision panel chooses nothing for the reviewer, checks a decision before sending it, offers every part to reopen, and says when the application changed meanwhile', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = await submittedThroughTheApi(page.request, await apiSession(page.request));
  await signIn(page, reviewer);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dashboard/revision/${id}`);
  await page.getByRole('button', { name: 'Tomar solicitud' }).click();
  await expect(page.getByText('Tomaste esta solicitud.')).toBeVisible();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/decide/')) sent.push(request.url());
  });
  // Each decision is read back in a dialog before it is sent (issue 34).
  const confirm = page.getByRole('button', { name: 'Revisar la decisión' });
  const readBack = page.getByTestId('decision-read-back').getByRole('button', { name: 'Confirmar' });

  // Approval waits for the identity check, and nothing else is chosen in its place.
  await expect(page.getByRole('radio', { name: 'Aprobar' })).toBeDisabled();
  for (const name of ['Aprobar', 'Rechazar', 'Pedir cambios'])
    await expect(page.getByRole('radio', { name })).not.toBeChecked();
  await confirm.click();
  await expect(page.getByText('Elige una decisión.')).toBeVisible();

  // A rejection needs its reason and its comment: said on the fields, nothing sent.
  await page.getByRole('radio', { name: 'Rechazar' }).check();
  await confirm.click();
  await expect(page.getByRole('combobox', { name: 'Motivo' })).toHaveAccessibleDescription(
    'Este campo es obligatorio.',
  );
  // The comment says, always, that the promoter receives it by mail (issue 34).
  await expect(page.getByRole('textbox', { name: 'Comentario' })).toHaveAccessibleDescription(
    'Este campo es obligatorio. El promotor lo recibe por correo.',
  );

  // Changes: every part the domain lets a reviewer reopen, the pre-solicitud too.
  await page.getByRole('radio', { name: 'Pedir cambios' }).check();
  await confirm.click();
  // Its category too (issue 34), besides the parts and the message.
  await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(3);
  expect(sent).toEqual([]);
  await page.getByRole('combobox', { name: 'Motivo de los cambios' }).selectOption({ label: 'Otro motivo' });
  await page.getByRole('checkbox', { name: 'Pre-solicitud' }).check();
  await page.getByLabel('Mensaje para el promotor').fill('El correo del cliente tiene un error.');

  // Sent on a version the server no longer has (If-Match of an older one): 412, said as such.
  await page.route('**/decide/', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'if-match': '"1"' } }),
  );
  await confirm.click();
  await readBack.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'La solicitud cambió mientras la revisabas.' }),
  ).toHaveText('La solicitud cambió mientras la revisabas. Cargamos la versión más reciente.');
  await page.unroute('**/decide/');
  await confirm.click();
  await readBack.click();
  await expect(page.getByText('Decisión registrada: Cambios solicitados.')).toBeVisible();
  expect(sent).toHaveLength(2);

  // The promoter may now change the pre-solicitud, and only it.
  const promoter = { authorization: `Bearer ${await apiSession(page.request)}` };
  const reopened = await page.request.get(`/api/v1/promoter/applications/${id}/`, { headers: promoter });
  expect(((await reopened.json()) as { reopened_sections: string[] }).reopened_sections).toEqual([
    'pre_solicitud',
  ]);
});

test('an admin returns an application the reviewer holds to the queue, and the reviewer can take it again', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const id = await submittedThroughTheApi(page.request, await apiSession(page.request));
  await signIn(page, reviewer);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dashboard/revision/${id}`);
  await page.getByRole('button', { name: 'Tomar solicitud' }).click();
  await expect(page.getByText('Tomaste esta solicitud.')).toBeVisible();
  // The reviewer who holds it is not offered the admin's way out.
  await expect(page.getByRole('button', { name: 'Devolver a la cola' })).toHaveCount(0);

  const desk = await deskOf(browser, baseURL!, admin);
  try {
    await desk.goto(`/dashboard/revision/${id}`);
    await expect(desk.getByText(/^La revisa /)).toBeVisible();
    if (process.env.SCREENSHOTS) {
      for (const width of [1440, 390]) {
        await desk.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        // On a phone the panel opens from the decision bar (issue 34).
        if (width === 390) await desk.getByTestId('decision-bar').getByRole('button').click();
        await desk.getByTestId('review-decision-panel').screenshot({
          path: `${process.env.SCREENSHOTS}/admin-es-release-${width}.png`,
        });
      }
    }
    await desk.getByRole('button', { name: 'Devolver a la cola' }).click();
    await expect(desk.getByRole('status')).toHaveText('La solicitud volvió a la cola de revisión.');
    await expect(desk.getByRole('button', { name: 'Tomar solicitud' })).toBeVisible();
  } finally {
    await desk.context().close();
  }

  await page.reload();
  await expect(page.getByRole('button', { name: 'Tomar solicitud' })).toBeVisible();
  await page.getByRole('button', { name: 'Tomar solicitud' }).click();
  await expect(page.getByText('Tomaste esta solicitud.')).toBeVisible();
});

test('an admin invites a promoter by e-mail, who sets a password and signs in', async ({
  page,
  browser,
  smtp,
  serverUrl,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin, demo.password);
  await page.getByTestId('nav-vertical').getByRole('link', { name: 'Cuentas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cuentas' })).toBeVisible();
  const email = `nueva.promotora.${Date.now()}@origina.example`;
  await page.getByRole('button', { name: 'Invitar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invitar a una persona' });
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Nombre(s)').fill('Paola');
  await dialog.getByLabel('Apellidos').fill('Nueva');
  await dialog.getByRole('button', { name: 'Invitar' }).click();
  await expect(page.getByText(`Enviamos la invitación a ${email}.`)).toBeVisible();
  await expect(page.getByTestId('accounts')).toContainText('Invitación pendiente');

  const mail = await smtp.waitFor((message) => message.to === email);
  const link =
    new RegExp(`${serverUrl.replace(/\./g, '\\.')}/auth/register/[A-Za-z0-9_-]+`).exec(mail.text)?.[0] ?? '';
  const context = await browser.newContext({ baseURL: serverUrl, locale: 'es-MX' });
  try {
    const invitee = await context.newPage();
    await invitee.goto(link);
    await invitee.getByLabel('Nueva contraseña').fill('Cactus-Lunar-Bisagra-58');
    await invitee.getByLabel('Confirma la contraseña').fill('Cactus-Lunar-Bisagra-58');
    await invitee.getByRole('button', { name: 'Activar cuenta' }).click();
    await expect(invitee.getByText('Tu cuenta está lista.')).toBeVisible();
    await signIn(invitee, email, 'Cactus-Lunar-Bisagra-58');
    await expect(invitee.getByRole('heading', { name: 'Hola, Paola' })).toBeVisible();
    // A promoter does not see the desk's menu entries.
    await expect(invitee.getByTestId('nav-vertical').getByRole('link', { name: 'Revisión' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

/** The reviewer takes the open application and asks for changes in these parts. */
async function takeAndRequestChanges(desk: Page, parts: string[], text: string) {
  await desk.getByRole('button', { name: 'Tomar solicitud' }).click();
  await expect(desk.getByText('Tomaste esta solicitud.')).toBeVisible();
  await desk.getByRole('radio', { name: 'Pedir cambios' }).check();
  await desk.getByRole('combobox', { name: 'Motivo de los cambios' }).selectOption({ label: 'Otro motivo' });
  // Exactly: the product's checklist has an item that names the address too.
  for (const part of parts) await desk.getByRole('checkbox', { name: part, exact: true }).check();
  // The PDFs shown in place load into Chromium's viewer, which can take the focus while the text
  // is being typed (CI lost the message that way twice): type until the field holds it.
  const message = desk.getByLabel('Mensaje para el promotor');
  await expect(async () => {
    await message.fill(text);
    await expect(message).toHaveValue(text, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await desk.getByRole('button', { name: 'Revisar la decisión' }).click();
  await desk.getByTestId('decision-read-back').getByRole('button', { name: 'Confirmar' }).click();
  await expect(desk.getByText('Decisión registrada: Cambios solicitados.')).toBeVisible();
}
