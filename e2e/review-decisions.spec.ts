import type { Page } from '@playwright/test';
import { apiSession, submittedThroughTheApi } from './api-applications.js';
import { expectNoViolations, settledScreen } from './axe.js';
import { recordBureauInquiryOnScreen } from './bureau-desk.js';
import { expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';

// Issue 34, the decision: the panel with the figures beside the data (sticky on a desktop, a bar
// on a phone), the product's checklist, every decision read back before it is recorded, and the
// identity decision's reversal; in both languages, at 1440×900 and 390×844.

const reviewer = 'revisor@demo.origina.mx';
const admin = 'admin@demo.origina.mx';
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const shots = process.env.SCREENSHOTS;

const words = {
  es: {
    title: 'Revisión de',
    take: 'Tomar solicitud',
    taken: 'Tomaste la solicitud.',
    decide: 'Decidir',
    close: 'Cerrar',
    matches: 'La identidad coincide',
    photosMatch: 'La selfie y la identificación coinciden',
    identityRecorded: 'Verificación de identidad registrada: Aprobada.',
    reverse: 'Revertir la decisión de identidad',
    reverseReason: 'Por qué la reviertes',
    reversed: 'Decisión de identidad revertida: vuelve a estar por revisar.',
    reversedHistory: 'Decisión de identidad revertida (era: Aprobada)',
    ine: 'INE vigente',
    name: 'Nombre del recibo = nombre del INE',
    confirm: 'Confirmar',
    back: 'Volver',
    review: 'Revisar la decisión',
    requestChanges: 'Pedir cambios',
    changesCategory: 'Motivo de los cambios',
    illegible: 'Documentos ilegibles',
    domicilio: 'Domicilio',
    message: 'Mensaje para el promotor',
    mailed: 'El promotor recibe por correo',
    reject: 'Rechazar',
    approve: 'Aprobar',
    approved: 'Decisión registrada: Aprobada.',
    rejected: 'Decisión registrada: Rechazada.',
    reason: 'Motivo',
    comment: 'Comentario para el promotor',
    capacity: 'Capacidad usada',
    policy: 'Política de crédito',
    checklistHistory: 'Lista: ✓ INE vigente',
  },
  en: {
    title: 'Review of',
    take: 'Take application',
    taken: 'You took the application.',
    decide: 'Decide',
    close: 'Close',
    matches: 'The identity matches',
    photosMatch: 'The selfie and the ID match',
    identityRecorded: 'Identity check recorded: Approved.',
    reverse: 'Reverse the identity decision',
    reverseReason: 'Why you reverse it',
    reversed: 'Identity decision reversed: it is to review again.',
    reversedHistory: 'Identity decision reversed (it was: Approved)',
    ine: 'Voter ID (INE) in force',
    name: 'Name on the pay stub = name on the INE',
    confirm: 'Confirm',
    back: 'Back',
    review: 'Review the decision',
    requestChanges: 'Request changes',
    changesCategory: 'Reason for the changes',
    illegible: 'Illegible documents',
    domicilio: 'Address',
    message: 'Message for the promoter',
    mailed: 'The promoter receives by e-mail',
    reject: 'Reject',
    approve: 'Approve',
    approved: 'Decision recorded: Approved.',
    rejected: 'Decision recorded: Rejected.',
    reason: 'Reason',
    comment: 'Comment for the promoter',
    capacity: 'Capacity used',
    policy: 'Credit policy',
    checklistHistory: 'Checklist: ✓ Voter ID (INE) in force',
  },
} as const;

async function noSidewaysScroll(page: Page, width: number) {
  await expect(page.locator('body')).toHaveJSProperty('scrollWidth', width);
}

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/decisions-${name}.png` });
}

for (const language of ['es', 'en'] as const) {
  const w = words[language];
  test(`${language}: the decision bar at hand on a phone, the panel sticky on a desktop, the checklist, each decision read back, the identity reversal`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const id = await submittedThroughTheApi(page.request, await apiSession(page.request));
    await signIn(page, reviewer);
    await chooseLanguage(page, language);

    // A phone: the bar is on screen at once, above the tab bar, without scrolling past the data.
    await page.setViewportSize(phone);
    await page.goto(`/dashboard/revision/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(w.title);
    const bar = page.getByTestId('decision-bar');
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('button', { name: w.decide })).toBeVisible();
    await expect(bar).toContainText('$');
    await noSidewaysScroll(page, phone.width);
    await expectNoViolations(page, `review ${language} phone`);
    await shot(page, `${language}-390-bar`);

    // Reached by keyboard, it opens the panel in a drawer: take, tick, decide the identity.
    await bar.getByRole('button', { name: w.decide }).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: language === 'es' ? 'Decisión' : 'Decision' });
    await expect(drawer.getByTestId('decision-figures')).toContainText(w.capacity);
    await drawer.getByRole('button', { name: w.take }).click();
    await expect(drawer.getByRole('status')).toHaveText(w.taken);
    await drawer.getByRole('checkbox', { name: w.ine }).check();
    await drawer.getByRole('checkbox', { name: w.name }).check();
    await noSidewaysScroll(page, phone.width);
    await settledScreen(page, 'drawer');
    await shot(page, `${language}-390-drawer`);
    await drawer.getByRole('button', { name: w.matches }).click();
    const identity = page.getByTestId('identity-read-back');
    await expect(identity.getByTestId('read-back')).toContainText(`✓ ${w.ine}`);
    await expect(identity.getByTestId('read-back')).toContainText(
      language === 'es' ? '(sin marcar)' : '(not ticked)',
    );
    // The chosen reason reads whole on the phone, not cut at the dialog's edge.
    const reason = identity.getByTestId('identity-reason');
    await expect(reason).toHaveText(w.photosMatch);
    expect(await reason.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
    await settledScreen(page, 'identity read-back');
    await expectNoViolations(page, `identity read-back ${language} phone`);
    await shot(page, `${language}-390-identity-read-back`);
    await identity.getByRole('button', { name: w.confirm }).click();
    await expect(drawer.getByRole('status')).toHaveText(w.identityRecorded);

    // The reversal asks why, and the history says it in words.
    await drawer.getByRole('button', { name: w.reverse }).click();
    const reversal = page.getByTestId('identity-read-back');
    await reversal.getByRole('button', { name: w.confirm }).click();
    await expect(reversal.getByRole('textbox', { name: w.reverseReason })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await reversal.getByRole('textbox', { name: w.reverseReason }).fill('La foto del INE está borrosa.');
    await shot(page, `${language}-390-reversal`);
    await reversal.getByRole('button', { name: w.confirm }).click();
    await expect(drawer.getByRole('status')).toHaveText(w.reversed);
    await drawer.getByRole('button', { name: w.close }).click();
    await expect(page.getByTestId('history')).toContainText(w.reversedHistory);
    await expect(page.getByTestId('history')).toContainText('La foto del INE está borrosa.');

    // A desktop: the panel beside the data stays in view to the bottom of the page.
    await page.setViewportSize(desktop);
    await expect(page.getByTestId('decision-bar')).toHaveCount(0);
    const panel = page.getByTestId('review-decision-panel');
    await page.getByTestId('history').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(panel).toBeInViewport();
    await expect(panel.getByTestId('decision-figures')).toBeInViewport();
    await noSidewaysScroll(page, desktop.width);
    await expectNoViolations(page, `review ${language} desktop`);
    await shot(page, `${language}-1440-sticky`);

    // Decide the identity again, then each decision is read back: changes, with its category
    // and the message marked as mailed to the promoter (taken back here)...
    await panel.getByRole('button', { name: w.matches }).click();
    await page.getByTestId('identity-read-back').getByRole('button', { name: w.confirm }).click();
    await expect(panel.getByRole('status')).toHaveText(w.identityRecorded);
    await panel.getByRole('radio', { name: w.requestChanges }).check();
    await panel.getByRole('combobox', { name: w.changesCategory }).selectOption({ label: w.illegible });
    await page.getByTestId('decision-form').getByRole('checkbox', { name: w.domicilio, exact: true }).check();
    await panel.getByRole('textbox', { name: w.message }).fill('El comprobante no se lee.');
    await panel.getByRole('button', { name: w.review }).click();
    const readBack = page.getByTestId('decision-read-back');
    await expect(readBack.getByTestId('read-back')).toContainText(w.illegible);
    await expect(readBack.getByTestId('read-back')).toContainText(w.mailed);
    await expect(readBack.getByTestId('read-back')).toContainText('El comprobante no se lee.');
    await settledScreen(page, 'changes read-back');
    await expectNoViolations(page, `decision read-back ${language} desktop`);
    await shot(page, `${language}-1440-changes-read-back`);
    await readBack.getByRole('button', { name: w.back }).click();
    await expect(readBack).toHaveCount(0);

    if (language === 'es') {
      // ...approval, read back and recorded (it waits for the bureau inquiry).
      await recordBureauInquiryOnScreen(page);
      await panel.getByRole('radio', { name: w.approve }).check();
      await panel.getByRole('button', { name: w.review }).click();
      await expect(readBack.getByTestId('read-back')).toContainText(w.approve);
      await expect(readBack.getByTestId('read-back')).toContainText(`✓ ${w.ine}`);
      await shot(page, `${language}-1440-approve-read-back`);
      await readBack.getByRole('button', { name: w.confirm }).click();
      await expect(panel.getByRole('status')).toHaveText(w.approved);
    } else {
      // ...rejection, with its reason and the comment marked as mailed, recorded.
      await panel.getByRole('radio', { name: w.reject }).check();
      await panel.getByRole('combobox', { name: w.reason }).selectOption({ label: w.policy });
      await panel.getByRole('textbox', { name: w.comment }).fill('Fuera de la política de crédito.');
      await panel.getByRole('button', { name: w.review }).click();
      await expect(readBack.getByTestId('read-back')).toContainText(w.policy);
      await expect(readBack.getByTestId('read-back')).toContainText(w.mailed);
      await shot(page, `${language}-1440-reject-read-back`);
      await readBack.getByRole('button', { name: w.confirm }).click();
      await expect(panel.getByRole('status')).toHaveText(w.rejected);
    }
    await expect(page.getByTestId('history')).toContainText(w.checklistHistory);
  });
}

test('a take lost to another reviewer shows who holds it now, and no take button', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await submittedThroughTheApi(page.request, await apiSession(page.request));
  await signIn(page, admin);
  await page.setViewportSize(desktop);
  await page.goto(`/dashboard/revision/${id}`);
  const panel = page.getByTestId('review-decision-panel');
  await expect(panel.getByRole('button', { name: 'Tomar solicitud' })).toBeVisible();
  // Meanwhile the reviewer takes it.
  const token = await apiSession(request, reviewer);
  const seen = await request.get(`/api/v1/review/applications/${id}/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const taken = await request.post(`/api/v1/review/applications/${id}/take/`, {
    headers: { authorization: `Bearer ${token}`, 'if-match': seen.headers().etag! },
  });
  expect(taken.status()).toBe(200);
  await panel.getByRole('button', { name: 'Tomar solicitud' }).click();
  await expect(panel.getByRole('alert')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Tomar solicitud' })).toHaveCount(0);
  await expect(page.getByText(/Tomada por: (?!Nadie)/)).toBeVisible();
  await expect(panel.getByText(/^La revisa /)).toBeVisible();
});
