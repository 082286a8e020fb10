import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatPesos } from '@origina/domain/money';
import { anotherCurp } from '../apps/api/test/support/customer.js';
import { apiSession, disbursedThroughTheApi } from './api-applications.js';
import { expectNoViolations } from './axe.js';
import { expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { withPageState } from './page-state.js';
import { expectNoSidewaysScroll, expectReadable } from './visible-text.js';

// "¿Cliente con crédito vigente? Buscar por CURP" on Mis Solicitudes (issue 36): the promoter who
// no longer has the folio types the customer's CURP, sees the disbursed loan with its convenio,
// day and payoff, and "Renovar" starts the same renewal the loan's page does; back on the search,
// the loan names its renewal under way. In both languages, on a laptop and a phone.

// With SCREENSHOTS=<folder>, each screen is saved there at each language and size, to be looked at.
const screenshots = process.env.SCREENSHOTS;

const words = {
  es: {
    toggle: '¿Cliente con crédito vigente? Buscar por CURP',
    curp: 'CURP del cliente',
    search: 'Buscar',
    short: 'La CURP tiene 18 caracteres.',
    none: 'No hay créditos dispersados con esta CURP que puedas renovar.',
    found: '1 crédito que puedes renovar',
    payoff: 'Liquidación hoy',
    renew: 'Renovar',
    underWay: 'Renovación en curso:',
  },
  en: {
    toggle: 'Customer with a current loan? Search by CURP',
    curp: "Customer's CURP",
    search: 'Search',
    short: 'A CURP has 18 characters.',
    none: 'No disbursed loans with this CURP that you may renew.',
    found: '1 loan you may renew',
    payoff: 'Payoff today',
    renew: 'Renew',
    underWay: 'Renewal under way:',
  },
} as const;

const sizes = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

test('the promoter finds a disbursed loan by the customer’s CURP and renews it, in Spanish and English', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const promoter = await apiSession(page.request);
  const auth = { authorization: `Bearer ${promoter}` };
  const id = await disbursedThroughTheApi(page.request, promoter, 'MBAN01002611270003');
  const loan = (await (
    await page.request.get(`/api/v1/promoter/applications/${id}/`, { headers: auth })
  ).json()) as { folio: string; curp: string; affiliate: { name: string } };

  await signIn(page);
  for (const language of ['es', 'en'] as const) {
    const said = words[language];
    await chooseLanguage(page, language);
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.goto('/dashboard/mis-solicitudes');
      await page.getByRole('button', { name: said.toggle }).click();
      const field = page.getByLabel(said.curp);
      // Checked as typed, by the domain's CURP schema, before anything is asked.
      await field.fill(loan.curp.slice(0, 10));
      // Searched again until it answers: once in a full run, on a machine under load, the first
      // click while the list below was still arriving said nothing (the form kept what was typed).
      await expect(async () => {
        await page.getByRole('button', { name: said.search, exact: true }).click();
        await expect(page.getByText(said.short)).toBeVisible({ timeout: 3000 });
      }).toPass({ timeout: 20_000 });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      // Typed in lower case: the customer's loan, with its convenio, day and payoff.
      await field.fill(loan.curp.toLowerCase());
      await page.getByRole('button', { name: said.search, exact: true }).click();
      const results = page.getByTestId('renewable-loans');
      await expect(results).toHaveText(said.found);
      // Focus goes to what was found, for the keyboard and the screen reader.
      await expect(page.getByTestId('renewable-loans-said')).toBeFocused();
      const card = page.getByTestId('renewable-loan');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(loan.folio);
      await expect(card).toContainText(loan.affiliate.name);
      await expect(card).toContainText(`${said.payoff}${formatPesos(20000)}`);
      await expect(card.getByRole('button', { name: said.renew })).toBeVisible();
      await expectReadable(page, `renew by CURP ${language} ${size.width}`);
      await expectNoSidewaysScroll(page, `renew by CURP ${language} ${size.width}`);
      if (size.width === 390) await expectNoViolations(page, `renew by CURP ${language} 390`);
      if (screenshots) {
        mkdirSync(screenshots, { recursive: true });
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(screenshots, `renew-by-curp-${language}-${size.width}.png`) });
      }
    }

    // On the phone: "Renovar" opens the new draft at its producto step, renewing this loan.
    await page.getByTestId('renewable-loan').getByRole('button', { name: said.renew }).click();
    await expect(page).toHaveURL(/\/dashboard\/nueva-solicitud\/[0-9a-f-]+\/producto$/);
    const draftId = page.url().split('/').at(-2)!;
    const draft = (await (
      await page.request.get(`/api/v1/promoter/applications/${draftId}/`, { headers: auth })
    ).json()) as { folio: string; renews: { id: string } | null };
    expect(draft.renews?.id).toBe(id);

    // Found again, the loan names its renewal under way, a link to it, instead of "Renovar".
    await page.goto('/dashboard/mis-solicitudes');
    await page.getByRole('button', { name: said.toggle }).click();
    await page.getByLabel(said.curp).fill(loan.curp);
    await page.getByRole('button', { name: said.search, exact: true }).click();
    const card = page.getByTestId('renewable-loan');
    await withPageState(page, () =>
      expect(card.getByTestId('renewal-open')).toContainText(`${said.underWay} ${draft.folio}`),
    );
    await expect(card.getByRole('button', { name: said.renew })).toHaveCount(0);
    await expect(card.getByRole('link', { name: draft.folio })).toHaveAttribute(
      'href',
      `/dashboard/mis-solicitudes/${draftId}`,
    );
    if (screenshots) {
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(screenshots, `renew-by-curp-open-${language}-390.png`) });
    }

    // A CURP with no loan of the promoter's: none, in words.
    await page.getByLabel(said.curp).fill(anotherCurp('QWZ'));
    await page.getByRole('button', { name: said.search, exact: true }).click();
    await expect(page.getByTestId('renewable-loans')).toHaveText(said.none);
    await expect(page.getByTestId('renewable-loans-said')).toBeFocused();
    await expect(page.getByTestId('renewable-loan')).toHaveCount(0);

    // Found, then a CURP that is not one: the loans found for the last one go with it.
    await page.getByLabel(said.curp).fill(loan.curp);
    await page.getByRole('button', { name: said.search, exact: true }).click();
    await expect(page.getByTestId('renewable-loan')).toHaveCount(1);
    await page.getByLabel(said.curp).fill(loan.curp.slice(0, 10));
    await page.getByRole('button', { name: said.search, exact: true }).click();
    await expect(page.getByText(said.short)).toBeVisible();
    await expect(page.getByTestId('renewable-loan')).toHaveCount(0);

    const cancelled = await page.request.post(`/api/v1/promoter/applications/${draftId}/cancel/`, {
      headers: auth,
      data: { reason: 'Prueba' },
    });
    expect(cancelled.status()).toBe(200);
  }
});
