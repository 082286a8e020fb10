import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { todayInMexico } from '@origina/domain/calendar-date';
import { formatPesos } from '@origina/domain/money';
import { apiSession, disbursedThroughTheApi } from './api-applications.js';
import { expectNoViolations } from './axe.js';
import { expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { movableClockEnv, setServerDaysAhead } from './server-clock.js';
import { shownDate } from './shown-date.js';
import { expectNoSidewaysScroll, expectReadable } from './visible-text.js';

// "Descuentos de nómina" (issue 36): the admin picks a convenio and its loan's first payday, sees
// the loan marked new, uploads the employer's answer marking it not applied, and finds it in the
// arrears; in both languages, at 1440 and 390 wide, axe clean.

// The employer answers once the payroll has run: the server's clock moves to the payday first.
test.use({ serverEnv: movableClockEnv });
test.afterEach(() => setServerDaysAhead(0));
const daysUntil = (date: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${todayInMexico()}T00:00:00Z`)) / 86_400_000);

// With SCREENSHOTS=<folder>, the screen is saved there at each language and size, to be looked at.
const screenshots = process.env.SCREENSHOTS;

test('the admin reads a payday’s deductions, uploads the employer’s answer and sees the arrears', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const promoter = await apiSession(page.request);
  const id = await disbursedThroughTheApi(page.request, promoter, 'MBAN01002611270002');
  const loan = (await (
    await page.request.get(`/api/v1/promoter/applications/${id}/`, {
      headers: { authorization: `Bearer ${promoter}` },
    })
  ).json()) as {
    folio: string;
    affiliate: { id: string; name: string };
    loan_figures: { schedule: { date: string; total: number; interest: number; iva: number }[] };
  };
  const payday = loan.loan_figures.schedule[0]!;
  await signIn(page, 'admin@demo.origina.mx');
  for (const language of ['es', 'en'] as const) {
    await chooseLanguage(page, language);
    const words =
      language === 'es'
        ? {
            convenio: 'Convenio',
            payday: 'Fecha de pago',
            mark: 'Alta',
            upload: 'Subir respuesta de la dependencia',
          }
        : { convenio: 'Convenio', payday: 'Payday', mark: 'New', upload: "Upload the employer's answer" };
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/dashboard/admin/descuentos');
      await page.getByRole('combobox', { name: words.convenio }).click();
      await page.getByRole('option', { name: loan.affiliate.name }).click();
      await page.getByRole('combobox', { name: words.payday }).click();
      await page.getByRole('option', { name: await shownDate(page, payday.date, language) }).click();
      const lines = page.getByTestId(size.width > 900 ? 'deduction-lines' : 'deduction-cards');
      const line =
        size.width > 900
          ? lines.getByRole('row').filter({ hasText: loan.folio })
          : lines.locator('.MuiCard-root').filter({ hasText: loan.folio });
      await expect(line).toContainText(words.mark);
      await expect(line).toContainText(formatPesos(payday.total));
      if (language === 'es' && size.width === 1440) {
        // The employer's answer: this loan not applied, on the payday.
        await setServerDaysAhead(daysUntil(payday.date));
        await page.getByTestId('deduction-answer-file').setInputFiles({
          name: 'respuesta.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(
            `folio,resultado,motivo\r\n${loan.folio},no aplicado,Licencia sin goce\r\nORG-NO-EXISTE,aplicado,\r\n`,
          ),
        });
        // Counted in words ("1 no aplicado", "1 línea"), and the line it could not match named.
        await expect(page.getByTestId('deduction-answer-outcome')).toContainText(
          'Respuesta importada: 0 aplicados, 1 no aplicado, 1 línea sin descuento en este periodo.',
        );
        await expect(page.getByTestId('deduction-answer-unmatched')).toHaveText(
          'Línea 3 (folio ORG-NO-EXISTE): ningún descuento de este periodo tiene ese folio, ni ese número de empleado con esa CURP.',
        );
        // The convenio's map: semicolons instead of commas, saved and used by the layout file.
        const layout = page.getByTestId('deduction-layout');
        await layout.getByLabel('Separador').selectOption(';');
        await layout.getByRole('button', { name: 'Guardar layout' }).click();
        await expect(layout.getByText('Layout guardado.')).toBeVisible();
        const admin = await apiSession(page.request, 'admin@demo.origina.mx');
        const file = await page.request.get(
          `/api/v1/admin/deductions/?affiliate=${loan.affiliate.id}&payday=${payday.date}&format=layout`,
          { headers: { authorization: `Bearer ${admin}` } },
        );
        // A byte-order mark first, so that a spreadsheet keeps the accents.
        expect([...(await file.body()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect((await file.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
          'num_empleado;curp;nombre;folio;importe;pago;pagos;movimiento',
        );
      }
      await expect(line).toContainText(
        language === 'es' ? 'No aplicado: Licencia sin goce' : 'Not applied: Licencia sin goce',
      );
      await expect(page.getByTestId(size.width > 900 ? 'arrears' : 'arrears-cards')).toContainText(
        loan.affiliate.name,
      );
      await expectReadable(page, `deductions ${language} ${size.width}`);
      await expectNoViolations(page, `deductions ${language} ${size.width}`);
      // Nothing wider than the screen.
      await expectNoSidewaysScroll(page, `deductions ${language} ${size.width}`);
      if (screenshots) {
        mkdirSync(screenshots, { recursive: true });
        await page.screenshot({
          path: join(screenshots, `deductions-${language}-${size.width}.png`),
          fullPage: true,
        });
      }
    }
  }
  // The promoter sees it on the loan and marked in Mis Solicitudes.
  const promoterContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const promoterPage = await promoterContext.newPage();
  await signIn(promoterPage);
  await promoterPage.goto(`/dashboard/mis-solicitudes/${id}`);
  await expect(promoterPage.getByTestId('missed-deductions')).toContainText(
    `${await shownDate(promoterPage, payday.date)}: ${formatPesos(payday.total)} (Licencia sin goce)`,
  );
  // The balance on the payday (the server's today) keeps the payment not applied owed: the whole
  // amount, and the payoff on that day adds that row's interest and IVA (docs/domain-rules.md).
  const card = promoterPage.getByTestId('payoff-card');
  await expect(card.getByTestId('payoff-balance')).toHaveText(formatPesos(20000));
  await expect(card.getByTestId('payoff-balance-missed')).toHaveText(
    'Incluye 1 descuento no aplicado: su capital, sus intereses y su IVA siguen pendientes.',
  );
  await card.getByLabel('Fecha de liquidación').fill(payday.date);
  const owed = (2_000_000 + Math.round(payday.interest * 100) + Math.round(payday.iva * 100)) / 100;
  await expect(card.getByTestId('payoff-quote')).toContainText(`Total para liquidar${formatPesos(owed)}`);
  // The same payment as the balance's: said once, above.
  await expect(card.getByText(/Incluye 1 descuento no aplicado/)).toHaveCount(1);
  await expect(card.getByTestId('payoff-quote-missed')).toHaveCount(0);
  await chooseLanguage(promoterPage, 'en');
  await promoterPage.goto(`/dashboard/mis-solicitudes/${id}`);
  await expect(card.getByTestId('payoff-balance-missed')).toHaveText(
    'Includes 1 deduction not applied: its principal, interest and VAT are still owed.',
  );
  if (screenshots) {
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await promoterPage.setViewportSize(size);
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: join(screenshots, `payoff-missed-en-${size.width}.png`) });
    }
  }
  await promoterPage.setViewportSize({ width: 1440, height: 900 });
  await chooseLanguage(promoterPage, 'es');
  await promoterPage.goto(`/dashboard/mis-solicitudes/${id}`);
  // Near the top, where a promoter looks first, on a desktop and on a phone.
  await expect(promoterPage.getByTestId('missed-deductions')).toBeInViewport();
  await promoterPage.setViewportSize({ width: 390, height: 844 });
  await expect(promoterPage.getByTestId('missed-deductions')).toBeInViewport();
  await promoterPage.setViewportSize({ width: 1440, height: 900 });
  await promoterPage.goto(`/dashboard/mis-solicitudes?search=${loan.folio}`);
  await expect(
    promoterPage.getByTestId('applications-table').getByRole('row').filter({ hasText: loan.folio }),
  ).toContainText('1 descuento no aplicado');
  await promoterContext.close();
});
