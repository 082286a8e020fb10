import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { todayInMexico } from '@origina/domain/calendar-date';
import { formatPesos } from '@origina/domain/money';
import { addDays } from '@origina/domain/payroll-calendar';
import { apiSession, disbursedThroughTheApi } from './api-applications.js';
import { expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { expectReadable } from './visible-text.js';

// A disbursed loan's "Saldo y liquidación" card (issue 36): the balance today and a payoff quote
// for a date the promoter picks, in both languages and at both sizes.

// With SCREENSHOTS=<folder>, the page is saved there at each language and size, to be looked at.
const screenshots = process.env.SCREENSHOTS;

test('the promoter sees the balance of a disbursed loan and quotes its payoff on a payday', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const promoter = await apiSession(page.request);
  const id = await disbursedThroughTheApi(page.request, promoter, 'MBAN01002611270001');
  const application = (await (
    await page.request.get(`/api/v1/promoter/applications/${id}/`, {
      headers: { authorization: `Bearer ${promoter}` },
    })
  ).json()) as { loan_figures: { schedule: { date: string; interest: number; closing_balance: number }[] } };
  const first = application.loan_figures.schedule[0]!;
  const eve = addDays(first.date, -1);
  // Paid today: on the eve, (days − 1)/days of row 1's interest (docs/domain-rules.md).
  const days = Math.round((Date.parse(first.date) - Date.parse(todayInMexico())) / 86_400_000);
  const accrued = Math.round((first.interest * 100 * (days - 1)) / days) / 100;

  await signIn(page);
  await page.goto(`/dashboard/mis-solicitudes/${id}`);
  const card = page.getByTestId('payoff-card');
  await expect(card.getByRole('heading', { name: 'Saldo y liquidación' })).toBeVisible();
  // Paid out today: the whole $20,000 is outstanding, nothing accrued yet.
  await expect(card.getByTestId('payoff-balance')).toHaveText(formatPesos(20000));
  // On the first payday its payment is taken as applied: the schedule's balance after row 1.
  await card.getByLabel('Fecha de liquidación').fill(first.date);
  const quote = card.getByTestId('payoff-quote');
  await expect(quote).toContainText(`Total para liquidar${formatPesos(first.closing_balance)}`);
  await expect(quote).toContainText(`Intereses devengados${formatPesos(0)}`);

  for (const language of ['es', 'en'] as const) {
    await chooseLanguage(page, language);
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(`/dashboard/mis-solicitudes/${id}`);
      const title = language === 'es' ? 'Saldo y liquidación' : 'Balance and payoff';
      await expect(card.getByRole('heading', { name: title })).toBeVisible();
      // The eve of the first payday: almost a whole period's interest accrued, with its IVA.
      await card.getByLabel(language === 'es' ? 'Fecha de liquidación' : 'Payoff date').fill(eve);
      await expect(card.getByTestId('payoff-quote')).toContainText(formatPesos(accrued));
      await expectReadable(page, `payoff ${language} ${size.width}`);
      if (screenshots) {
        mkdirSync(screenshots, { recursive: true });
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(screenshots, `payoff-${language}-${size.width}.png`) });
        await card.screenshot({ path: join(screenshots, `payoff-card-${language}-${size.width}.png`) });
      }
    }
  }
});
