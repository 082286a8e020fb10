import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { todayInMexico } from '@origina/domain/calendar-date';
import { formatPesos } from '@origina/domain/money';
import { addDays } from '@origina/domain/payroll-calendar';
import { apiSession, approvedThroughTheApi } from './api-applications.js';
import { expectNoViolations } from './axe.js';
import { expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { expectReadable } from './visible-text.js';

// A buy-out approved but not yet disbursed whose payoff letter runs out (issue 36): the promoter
// attaches the outside lender's new letter on the application's page, with a new validity and a
// lower amount (a higher one than the application holds is refused as typed); in both languages, at 1440 and 390 wide.

// With SCREENSHOTS=<folder>, the card is saved there at each language and size, to be looked at.
const screenshots = process.env.SCREENSHOTS;

const words = {
  es: {
    open: 'Adjuntar nueva carta de Crédito Magisterial',
    amount: 'Monto a liquidar',
    validUntil: 'Vigencia de la carta',
    above: (amount: string) =>
      `No puede pasar de ${amount}, el monto que la solicitud ya tiene para este crédito. Si la carta nueva pide más, habla con la mesa de control.`,
    save: 'Guardar carta',
    cancel: 'Cancelar',
    saved: 'Nueva carta guardada: el monto y la vigencia ya cuentan para la dispersión.',
  },
  en: {
    open: 'Attach a new letter from Crédito Magisterial',
    amount: 'Amount to pay off',
    validUntil: 'Letter valid until',
    above: (amount: string) =>
      `It cannot be more than ${amount}, the amount the application already holds for this loan. If the new letter asks for more, talk to the credit desk.`,
    save: 'Save letter',
    cancel: 'Cancel',
    saved: 'New letter saved: its amount and validity now count for the disbursement.',
  },
} as const;

test('the promoter attaches a new payoff letter to an approved buy-out, in both languages and sizes', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const today = todayInMexico();
  const promoter = await apiSession(page.request);
  const payoffs = [
    {
      lender: 'Financiera del Norte',
      clabe: '012180005555555557',
      reference: 'FN-2231-7',
      amount: 6000.5,
      valid_until: addDays(today, 10),
      deduction: 1200,
    },
    {
      lender: 'Crédito Magisterial',
      clabe: '002180007777777778',
      reference: 'CM 88120',
      amount: 4250.25,
      valid_until: addDays(today, 1),
      deduction: 1000,
    },
  ];
  const id = await approvedThroughTheApi(page.request, promoter, undefined, {
    datos_laborales: { existing_deductions: 3000, payoffs },
  });
  const later = addDays(today, 8);
  await signIn(page);
  let saved = false;
  for (const language of ['es', 'en'] as const) {
    await chooseLanguage(page, language);
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(`/dashboard/mis-solicitudes/${id}`);
      const loan = page.getByTestId('buyout-payoff').filter({ hasText: 'Crédito Magisterial' });
      await loan.getByRole('button', { name: words[language].open }).click();
      const form = loan.getByTestId('payoff-letter-form');
      // The focus goes into the form it opened (the button is gone).
      await expect(form.getByLabel(words[language].amount)).toBeFocused();
      // More than approved: said before anything is sent.
      await form.getByLabel(words[language].amount).fill('4300');
      await expect(form).toContainText(words[language].above(formatPesos(saved ? 4100.25 : 4250.25)));
      await expect(form.getByRole('button', { name: words[language].save })).toBeDisabled();
      await form.getByLabel(words[language].amount).fill('4100.25');
      await form.getByLabel(words[language].validUntil).fill(later);
      await form.getByTestId('payoff-letter-file').setInputFiles({
        name: 'carta-liquidacion.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      });
      await expect(form).toContainText('carta-liquidacion.pdf');
      await expectReadable(page, `payoff letter ${language} ${size.width}`);
      await expectNoViolations(page, `payoff letter ${language} ${size.width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (screenshots) {
        mkdirSync(screenshots, { recursive: true });
        await loan.scrollIntoViewIfNeeded();
        await page.screenshot({
          path: join(screenshots, `payoff-letter-form-${language}-${size.width}.png`),
        });
      }
      if (!saved) {
        await form.getByRole('button', { name: words[language].save }).click();
        await expect(loan).toContainText(words[language].saved);
        await expect(loan).toContainText(formatPesos(4100.25));
        saved = true;
        if (screenshots)
          await page.screenshot({
            path: join(screenshots, `payoff-letter-saved-${language}-${size.width}.png`),
          });
      } else {
        await form.getByRole('button', { name: words[language].cancel }).click();
        // Closed, the focus is back on the button that opens it.
        await expect(loan.getByRole('button', { name: words[language].open })).toBeFocused();
      }
    }
  }
  // An admin has the same way forward on the desk's page of the loan.
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@demo.origina.mx');
  await admin.goto(`/dashboard/revision/${id}`);
  await expect(
    admin
      .getByTestId('buyout-payoff')
      .filter({ hasText: 'Financiera del Norte' })
      .getByRole('button', { name: 'Adjuntar nueva carta de Financiera del Norte' }),
  ).toBeVisible();
  await adminContext.close();
  // The application now carries the new letter: its amount and validity.
  const read = (await (
    await page.request.get(`/api/v1/promoter/applications/${id}/`, {
      headers: { authorization: `Bearer ${promoter}` },
    })
  ).json()) as { payoffs: { amount: number; valid_until: string }[] };
  expect(read.payoffs[1]).toMatchObject({ amount: 4100.25, valid_until: later });
});
