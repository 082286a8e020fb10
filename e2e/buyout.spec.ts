import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { todayInMexico } from '@origina/domain/calendar-date';
import { addDays } from '@origina/domain/payroll-calendar';
import type { Page } from '@playwright/test';
import {
  apiSession,
  disbursedThroughTheApi,
  draftThroughTheApi,
  signedThroughTheApi,
} from './api-applications.js';
import { expectNoViolations } from './axe.js';
import { expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { expectReadable } from './visible-text.js';

// A buy-out ("compra de cartera", issue 36) on screen, in both languages: the promoter captures
// two outside loans to pay off in Datos laborales on a phone (a third added and removed), sees what
// the customer receives after them, and the preview lists them; the desk's "Por dispersar" shows
// each lender's payoff transfer beside the customer's.

// With SCREENSHOTS=<folder>, each screen is saved there at each language and size, to be looked at.
const screenshots = process.env.SCREENSHOTS;

const words = {
  es: {
    add: 'Agregar crédito a liquidar',
    remove: 'Quitar el crédito a liquidar 3',
    lender: 'Financiera',
    clabe: 'CLABE para la liquidación',
    reference: 'Referencia de pago',
    amount: 'Monto a liquidar',
    validUntil: 'Vigencia de la carta',
    deduction: 'Descuento que deja de aplicarse',
    deductions: 'Descuentos actuales por periodo',
    receives: 'el cliente recibe',
    continue: 'Guardar y continuar',
    previewRow: 'Financiera del Norte · CLABE 012180005555555557 · referencia FN-2231-7 · $6,000.50',
    payoffTo: 'Liquidación a Financiera del Norte (referencia FN-2231-7)',
  },
  en: {
    add: 'Add a loan to pay off',
    remove: 'Remove loan to pay off 3',
    lender: 'Lender',
    clabe: 'CLABE for the payoff',
    reference: 'Payment reference',
    amount: 'Payoff amount',
    validUntil: 'Letter valid until',
    deduction: 'Deduction that stops',
    deductions: 'Current payroll deductions per period',
    receives: 'the customer receives',
    continue: 'Save and continue',
    previewRow: 'Financiera del Norte · CLABE 012180005555555557 · reference FN-2231-7 · $6,000.50',
    payoffTo: 'Payoff to Financiera del Norte (reference FN-2231-7)',
  },
} as const;

const validUntil = addDays(todayInMexico(), 10);
const loans = [
  {
    lender: 'Financiera del Norte',
    clabe: '012180005555555557',
    reference: 'FN-2231-7',
    amount: '6000.50',
    deduction: '1200',
  },
  {
    lender: 'Crédito Magisterial',
    clabe: '002180007777777778',
    reference: 'CM 88120',
    amount: '4250.25',
    deduction: '1000',
  },
];

// The same two outside loans as the API takes them.
const payoffsSent = loans.map((loan) => ({
  ...loan,
  amount: Number(loan.amount),
  deduction: Number(loan.deduction),
  valid_until: validUntil,
}));

async function shoot(page: Page, name: string) {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(screenshots, `${name}-${size.width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

for (const language of ['es', 'en'] as const) {
  test(`in ${language}, on a phone: the promoter captures two outside loans to pay off, and the preview lists them`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const said = words[language];
    const promoter = await apiSession(page.request);
    const id = await draftThroughTheApi(page.request, promoter);
    await signIn(page);
    await chooseLanguage(page, language);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/dashboard/nueva-solicitud/${id}/datos-laborales`);
    await page.getByLabel(said.deductions).fill('3000');
    // Three rows added, the third removed: two outside loans.
    for (let row = 0; row < 3; row += 1) await page.getByRole('button', { name: said.add }).click();
    await page.getByRole('button', { name: said.remove }).click();
    for (const [index, loan] of loans.entries()) {
      const row = page
        .locator('fieldset')
        .filter({ has: page.locator(`input[name="payoffs.${index}.lender"]`) });
      await row.getByLabel(said.lender).fill(loan.lender);
      await row.getByLabel(said.clabe).fill(loan.clabe);
      await row.getByLabel(said.reference).fill(loan.reference);
      await row.getByLabel(said.amount).fill(loan.amount);
      await row.getByLabel(said.validUntil).fill(validUntil);
      await row.getByLabel(said.deduction).fill(loan.deduction);
    }
    await expect(page.locator('input[name^="payoffs."][name$=".lender"]')).toHaveCount(2);
    await expect(page.getByText(said.receives)).toBeVisible();
    await expectReadable(page, `buy-out capture ${language} 390`);
    await expectNoViolations(page, `buy-out capture ${language}`);
    await shoot(page, `buyout-capture-${language}`);
    await page.getByRole('button', { name: said.continue }).click();
    await expect(page).not.toHaveURL(/datos-laborales$/);

    // Saved: the API answers both, and the preview lists them.
    const saved = (await (
      await page.request.get(`/api/v1/promoter/applications/${id}/`, {
        headers: { authorization: `Bearer ${promoter}` },
      })
    ).json()) as { payoffs: { lender: string; amount: number; valid_until: string }[] };
    expect(saved.payoffs.map((payoff) => [payoff.lender, payoff.amount, payoff.valid_until])).toEqual([
      ['Financiera del Norte', 6000.5, validUntil],
      ['Crédito Magisterial', 4250.25, validUntil],
    ]);
    await page.goto(`/dashboard/nueva-solicitud/${id}/vista-previa`);
    await expect(page.getByText(said.previewRow)).toBeVisible();
    await expectReadable(page, `buy-out preview ${language} 390`);
    await shoot(page, `buyout-preview-${language}`);
  });
}

test("the desk's 'Por dispersar' shows each outside lender's payoff beside the customer's transfer", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const promoter = await apiSession(page.request);
  const id = await signedThroughTheApi(page.request, promoter, {
    datos_laborales: { existing_deductions: 3000, payoffs: payoffsSent },
  });
  await signIn(page, 'admin@demo.origina.mx');
  for (const language of ['es', 'en'] as const) {
    await chooseLanguage(page, language);
    for (const size of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/dashboard/admin/dispersiones');
      // A table on a desktop, a card per loan on a phone.
      const list = page.getByTestId(size.width < 900 ? 'loans-to-disburse-cards' : 'loans-to-disburse');
      await expect(list.getByText(words[language].payoffTo)).toBeVisible();
      await expectReadable(page, `disbursements ${language} ${size.width}`);
      await expectNoViolations(page, `disbursements ${language} ${size.width}`);
      if (screenshots) {
        mkdirSync(screenshots, { recursive: true });
        await page.screenshot({
          path: join(screenshots, `buyout-disbursements-${language}-${size.width}.png`),
          fullPage: true,
        });
      }
      // The loan's review page says the same before the transfer is recorded: each lender, then the
      // rest to the customer (its decision panel, on a laptop).
      if (size.width < 900) continue;
      await page.goto(`/dashboard/revision/${id}`);
      const planned = page.getByTestId('planned-transfers');
      for (const loan of loans) await expect(planned).toContainText(loan.lender);
      await expect(planned.getByRole('listitem')).toHaveCount(3);
      // A signed loan's figures are its contract's: its capacity was weighed at approval.
      await expect(page.getByTestId('decision-figures')).toContainText(
        language === 'es'
          ? 'La capacidad de pago se evaluó al aprobar; el contrato fija el pago.'
          : 'Payroll capacity was weighed at approval; the contract fixes the payment.',
      );
      await expectReadable(page, `review transfers ${language} ${size.width}`);
      if (screenshots) {
        await planned.scrollIntoViewIfNeeded();
        await page.screenshot({
          path: join(screenshots, `buyout-review-transfers-${language}-${size.width}.png`),
        });
      }
    }
  }
});

test("the loan's page tracks each outside loan's no-debt letter and deduction release until received", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const promoter = await apiSession(page.request);
  const id = await disbursedThroughTheApi(page.request, promoter, 'MBAN01002611270003', {
    datos_laborales: { existing_deductions: 3000, payoffs: payoffsSent },
  });
  const said = {
    es: {
      pending: 'Pendiente',
      received: 'Recibida',
      upload: 'Subir Carta finiquito de Financiera del Norte',
    },
    en: {
      pending: 'Pending',
      received: 'Received',
      upload: 'Upload the No-debt letter from Financiera del Norte',
    },
  } as const;
  await signIn(page);
  for (const language of ['es', 'en'] as const) {
    await chooseLanguage(page, language);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/dashboard/mis-solicitudes/${id}`);
    const card = page.getByTestId('buyout-payoffs');
    await expect(card.getByTestId('buyout-payoff')).toHaveCount(2);
    // Near the top, where a promoter looks first: its heading on the first screen, without
    // scrolling past the application's data, on a phone and on a desktop.
    for (const size of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(card.getByRole('heading').first()).toBeInViewport();
    }
    await page.setViewportSize({ width: 390, height: 844 });
    if (language === 'es') {
      await expect(card.getByText(said.es.received)).toHaveCount(0);
      await card.getByLabel(said.es.upload).setInputFiles({
        name: 'finiquito.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
    }
    // The first loan's no-debt letter received; its release and the second loan's both pending.
    await expect(card.getByText(said[language].received)).toHaveCount(1);
    await expect(card.getByText(said[language].pending)).toHaveCount(3);
    await card.scrollIntoViewIfNeeded();
    await expectReadable(page, `buy-out loan page ${language} 390`);
    await expectNoViolations(page, `buy-out loan page ${language}`);
    if (screenshots) {
      mkdirSync(screenshots, { recursive: true });
      for (const size of [
        { width: 390, height: 844 },
        { width: 1440, height: 900 },
      ]) {
        await page.setViewportSize(size);
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(screenshots, `buyout-loan-${language}-${size.width}.png`) });
      }
    }
  }
});
