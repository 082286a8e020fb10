import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { apiSession, idOf, submittedThroughTheApi } from './api-applications.js';
import { expectNoViolations, settledScreen } from './axe.js';
import { expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { shownDate } from './shown-date.js';
import { expectNoSidewaysScroll } from './visible-text.js';

// The credit desk's review screen (issue 20, item 4): the ID beside the selfie, enlarged and
// zoomable, and the loan's whole amortisation schedule.

const reviewer = 'revisor@demo.origina.mx';
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const screenshots = process.env.SCREENSHOTS;

/** The loan's figures as the desk's API answers them. */
async function loanFiguresOf(page: Page, id: string) {
  const answer = await page.request.get(`/api/v1/review/applications/${id}/`, {
    headers: { authorization: `Bearer ${await apiSession(page.request, reviewer)}` },
  });
  expect(answer.status()).toBe(200);
  return (
    (await answer.json()) as { loan_figures: { first_payment_date: string; last_payment_date: string } }
  ).loan_figures;
}

/** A submitted application (its identity check sent, its documents uploaded), open on the desk. */
async function openSubmitted(page: Page, language: 'es' | 'en' = 'es', before?: () => Promise<void>) {
  const id = await submittedThroughTheApi(page.request, await apiSession(page.request));
  await before?.();
  await signIn(page, reviewer);
  await chooseLanguage(page, language);
  await page.setViewportSize(desktop);
  await page.goto(`/dashboard/revision/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('SOL-');
  // The sections and photos arrive one after another and move what is below them: a click is
  // made on the screen at rest, as a reviewer's would be (CI once clicked beside the button).
  await settledScreen(page, 'the review screen');
  return id;
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

test('the compare view lays the ID beside the selfie on a desktop and above it on a phone, zooms and moves each, and Escape closes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSubmitted(page);
  const opener = page.getByRole('button', { name: 'Comparar identificación y selfie' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'La identificación junto a la selfie' });
  const idFront = dialog.getByRole('img', { name: /^Frente de la identificación de / });
  const selfie = dialog.getByRole('img', { name: /^Selfie de / });
  await expect(idFront).toBeVisible();
  await expect(selfie).toBeVisible();

  // Side by side, level, each far larger than in the section's three-column grid.
  const front = await box(idFront);
  const face = await box(selfie);
  expect(face.x).toBeGreaterThanOrEqual(front.x + front.width - 1);
  expect(Math.abs(face.y - front.y)).toBeLessThan(2);
  expect(front.width).toBeGreaterThan(500);

  // The zoom buttons scale their own photo only.
  await dialog.getByTestId('compare-id-front').getByRole('button', { name: 'Acercar' }).click();
  await expect(dialog.getByTestId('compare-id-front-zoom')).toHaveText('150 %');
  await expect.poll(async () => (await box(idFront)).width / front.width).toBeCloseTo(1.5, 1);
  expect((await box(selfie)).width).toBeCloseTo(face.width, 0);

  // The keyboard: + zooms the focused photo, an arrow moves it, 0 puts it back.
  const selfieFrame = dialog.getByRole('group', { name: 'Foto: Selfie' });
  await selfieFrame.focus();
  await page.keyboard.press('+');
  await expect.poll(async () => (await box(selfie)).width / face.width).toBeCloseTo(1.5, 1);
  const zoomed = await box(selfie);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await box(selfie)).x).toBeLessThan(zoomed.x - 20);
  await page.keyboard.press('0');
  await expect(dialog.getByTestId('compare-selfie-zoom')).toHaveText('100 %');
  await expect.poll(async () => (await box(selfie)).x).toBeCloseTo(face.x, 0);
  await expectNoViolations(page, 'compare view, desktop');

  // Escape closes it and the focus is back on the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // On a phone: the whole screen, one photo above the other, nothing sideways.
  await page.setViewportSize(phone);
  await opener.click();
  await expect(selfie).toBeVisible();
  const top = await box(idFront);
  const bottom = await box(selfie);
  expect(bottom.y).toBeGreaterThanOrEqual(top.y + top.height - 1);
  expect(top.width).toBeGreaterThan(300);
  await expectNoSidewaysScroll(page, 'the review screen');
  await dialog.getByTestId('compare-selfie').getByRole('button', { name: 'Acercar' }).click();
  await expect.poll(async () => (await box(selfie)).width / bottom.width).toBeCloseTo(1.5, 1);
  await expectNoViolations(page, 'compare view, phone');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the amortisation schedule lists every payment, from the summary's payment down to a $0.00 balance, as a table or as cards", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = await openSubmitted(page);
  const figures = page.getByRole('region', { name: 'El crédito, calculado por el servidor' });
  // The schedule is the server's, dated on the convenio's payroll calendar as if signed today.
  const loan = await loanFiguresOf(page, id);
  const firstDate = await shownDate(page, loan.first_payment_date);
  await expect(figures.getByTestId('first-payment-date')).toHaveText(firstDate);
  await expect(figures.getByTestId('last-payment-date')).toHaveText(
    await shownDate(page, loan.last_payment_date),
  );
  await expect(figures).toContainText('si se firma hoy');
  await expect(figures).toContainText('24 quincenas');
  const payment = (await figures
    .getByText('Pago quincenal')
    .locator('xpath=following-sibling::p[1]')
    .textContent())!;
  expect(payment).toMatch(/^\$[\d,]+\.\d\d$/);

  // Folded until the reviewer opens it.
  const toggle = page.getByRole('button', { name: 'Ver la tabla' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('schedule-table')).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Ocultar la tabla' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  const table = page.getByTestId('schedule-table');
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(24);
  const headers = await table.locator('thead th').allTextContents();
  const cell = (row: Locator, header: string) => row.locator('td').nth(headers.indexOf(header));
  await expect(cell(rows.first(), 'Pago')).toHaveText(payment);
  await expect(cell(rows.first(), 'No.')).toHaveText('1');
  await expect(cell(rows.first(), 'Fecha')).toHaveText(firstDate);
  await expect(cell(rows.last(), 'Fecha')).toHaveText(await shownDate(page, loan.last_payment_date));
  await expect(cell(rows.last(), 'Saldo final')).toHaveText('$0.00');
  for (const header of ['Fecha', 'Capital', 'Interés', 'IVA']) expect(headers).toContain(header);
  await expectNoSidewaysScroll(page, 'the review screen');

  // On a phone: a card per payment, every figure in view without a sideways scroll.
  await page.setViewportSize(phone);
  const cards = page.getByTestId('schedule-cards').getByRole('listitem');
  await expect(cards).toHaveCount(24);
  await expect(cards.first()).toContainText('Pago 1 de 24');
  await expect(cards.first()).toContainText(firstDate);
  await expect(cards.first().getByRole('definition').first()).toHaveText(payment);
  await expect(cards.last().getByRole('definition').nth(2)).toHaveText('$0.00');
  await expect(cards.last()).toContainText('Saldo final');
  await expectNoSidewaysScroll(page, 'the review screen');
  await expectNoViolations(page, 'schedule, phone');
});

// The screen as a reviewer sees it, in both languages and at both sizes: the identity section,
// the compare view open, the schedule open, and the decision panel after a refused confirmation.
for (const language of ['es', 'en'] as const) {
  test(`the review screen in ${language}: identity, compare view, schedule and decision panel fit, speak ${language} and pass axe`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const words = {
      es: {
        compare: 'Comparar identificación y selfie',
        show: 'Ver la tabla',
        take: 'Tomar solicitud',
        confirm: 'Revisar la decisión',
        choose: 'Elige una decisión.',
        decision: 'Decisión',
        schedule: 'Tabla de amortización',
        identity: 'Verificación de identidad',
      },
      en: {
        compare: 'Compare ID and selfie',
        show: 'Show the schedule',
        take: 'Take application',
        confirm: 'Review the decision',
        choose: 'Choose a decision.',
        decision: 'Decision',
        schedule: 'Amortisation schedule',
        identity: 'Identity check',
      },
    }[language];
    if (screenshots) mkdirSync(screenshots, { recursive: true });
    await openSubmitted(page, language);
    await page.getByRole('button', { name: words.take }).click();
    await page.getByRole('button', { name: words.confirm }).click();
    await expect(page.getByText(words.choose)).toBeVisible();
    await page.getByRole('button', { name: words.show }).click();
    for (const size of [desktop, phone]) {
      await page.setViewportSize(size);
      const path = (what: string) => join(screenshots ?? '', `review-${language}-${what}-${size.width}.png`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, `the review screen at ${size.width}`);
      await expectNoViolations(page, `review screen ${language} ${size.width}`);
      if (screenshots) {
        await page.screenshot({ path: path('page'), fullPage: true });
        for (const part of ['decision', 'schedule', 'identity'] as const)
          await page.getByRole('region', { name: words[part], exact: true }).screenshot({ path: path(part) });
      }
      await page.getByRole('button', { name: words.compare }).click();
      await expect(page.getByRole('dialog').getByRole('img')).toHaveCount(2);
      await expect(page.getByRole('dialog').getByRole('img').last()).toBeVisible();
      await expectNoViolations(page, `compare view ${language} ${size.width}`);
      if (screenshots) await page.screenshot({ path: path('compare') });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });
}

test('when the catalogue moved the figures after submission, the desk sees each one as sent and as it is now', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = { authorization: `Bearer ${await apiSession(page.request, 'admin@demo.origina.mx')}` };
  const product = await idOf(
    page.request,
    admin.authorization.slice(7),
    '/api/v1/promoter/products/',
    'NOM-QNA-CLASICO',
  );
  const rate = (annual_rate: number) =>
    page.request.patch(`/api/v1/promoter/products/${product}/`, { headers: admin, data: { annual_rate } });
  try {
    // An admin raises the product's rate after the promoter sent the application.
    await openSubmitted(page, 'es', async () => expect((await rate(0.7)).status()).toBe(200));
    const changed = page.getByTestId('figures-changed');
    await expect(changed).toContainText('Las cifras cambiaron desde que el promotor las capturó');
    const row = (name: string) => changed.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row('Tasa anual')).toContainText(/60\s?%.*70\s?%/);
    await expect(row('Pago por periodo')).toContainText(/\$[\d,]+\.\d\d.*\$[\d,]+\.\d\d/);
    await expect(row('Total a pagar')).toBeVisible();
    await expect(row('CAT')).toBeVisible();
    // The amount received does not depend on the rate: not listed.
    await expect(row('Monto a recibir')).toHaveCount(0);
    await expectNoViolations(page, 'review, figures changed');
    if (screenshots) {
      mkdirSync(screenshots, { recursive: true });
      for (const size of [desktop, phone]) {
        await page.setViewportSize(size);
        await expectNoSidewaysScroll(page, `figures changed at ${size.width}`);
        await changed.screenshot({ path: join(screenshots, `review-es-figures-changed-${size.width}.png`) });
      }
    }
  } finally {
    expect((await rate(0.6)).status()).toBe(200);
  }
});
