import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatPesos } from '@origina/domain/money';
import { apiSession, disbursedThroughTheApi } from './api-applications.js';
import { expectNoViolations } from './axe.js';
import { expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { expectReadable } from './visible-text.js';

// Cartera (issue 36): the admin sees the disbursed loans by convenio, switches to promoter, and
// downloads the report; in both languages, on a laptop and a phone, with axe on each.

const screenshots = process.env.SCREENSHOTS;

const words = {
  es: {
    nav: 'Cartera',
    byPromoter: 'Promotor',
    total: 'Total',
    balance: 'Saldo hoy',
    csv: 'Descargar CSV',
    heading: 'promotor,creditos,monto_dispersado,saldo,con_saldo,con_atraso,renovados',
  },
  en: {
    nav: 'Portfolio',
    byPromoter: 'Promoter',
    total: 'Total',
    balance: 'Balance today',
    csv: 'Download CSV',
    heading: 'promoter,loans,amount_disbursed,balance,with_balance,in_arrears,renewed',
  },
} as const;

type Report = { total: { loans: number; balance: number }; rows: { name: string | null; loans: number }[] };

test('the admin reads the portfolio by convenio and by promoter and downloads it, in Spanish and English', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const promoter = await apiSession(page.request);
  await disbursedThroughTheApi(page.request, promoter, 'MBAN01002611270004');
  const admin = { authorization: `Bearer ${await apiSession(page.request, 'admin@demo.origina.mx')}` };
  const byPromoter = (await (
    await page.request.get('/api/v1/admin/portfolio/?by=promoter', { headers: admin })
  ).json()) as Report;
  expect(byPromoter.total.loans).toBeGreaterThan(0);

  await signIn(page, 'admin@demo.origina.mx');
  for (const language of ['es', 'en'] as const) {
    const said = words[language];
    await chooseLanguage(page, language);
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ] as const) {
      await page.setViewportSize(size);
      await page.goto('/dashboard/admin/cartera');
      await expect(page.getByRole('heading', { level: 1, name: said.nav })).toBeVisible();
      // Grouped by convenio first; then by promoter, kept in the address.
      await page.getByRole('button', { name: said.byPromoter, exact: true }).click();
      await expect(page).toHaveURL(/\?por=promoter$/);
      const summary = page.getByTestId('portfolio-summary');
      await expect(summary).toContainText(formatPesos(byPromoter.total.balance));
      const shown =
        size.width === 1440 ? page.getByTestId('portfolio-table') : page.getByTestId('portfolio-cards');
      await expect(shown).toBeVisible();
      await expect(shown).toContainText(said.balance);
      for (const row of byPromoter.rows) await expect(shown).toContainText(row.name ?? '');
      await expect(shown).toContainText(`${said.total}`);
      await expectReadable(page, `portfolio ${language} ${size.width}`);
      await expectNoViolations(page, `portfolio ${language} ${size.width}`);
      if (screenshots) {
        mkdirSync(screenshots, { recursive: true });
        await page.screenshot({
          path: join(screenshots, `portfolio-${language}-${size.width}.png`),
          fullPage: true,
        });
      }
    }
    // The file, headings in the reader's language, its last line the total.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: said.csv }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^cartera-promoter-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(said.heading);
    expect(lines.at(-1)).toMatch(new RegExp(`^Total,${byPromoter.total.loans},`));
  }
});
