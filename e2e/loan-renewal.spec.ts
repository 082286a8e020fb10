import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatPesos } from '@origina/domain/money';
import { apiSession, disbursedThroughTheApi } from './api-applications.js';
import { expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { expectReadable } from './visible-text.js';

// "Renovar" on a disbursed loan's page (issue 36), on a phone in both languages: it starts a draft
// prefilled from the loan and opens it at the producto step, which shows the new amount, the
// current loan's payoff on the expected disbursement day, the commission and what the customer
// receives; the draft's page shows the same figures.

// With SCREENSHOTS=<folder>, each screen is saved there at each language and size, to be looked at.
const screenshots = process.env.SCREENSHOTS;

const words = {
  es: {
    renew: 'Renovar',
    renews: 'Renueva el crédito',
    receives: 'el cliente recibe',
    payoff: 'liquidación',
    amount: 'Monto solicitado',
    minimum: 'el monto mínimo para cubrirla es $20,475.02',
    belowPayoff:
      'El monto no alcanza para liquidar el crédito actual ($20,000.00) después de la comisión y su IVA: el monto mínimo es $20,475.02.',
    underWay: 'Renovación en curso:',
    refused: 'ya tiene una renovación en curso',
    openRenewal: 'Abrir la renovación',
  },
  en: {
    renew: 'Renew',
    renews: 'Renews loan',
    receives: 'the customer receives',
    payoff: 'payoff',
    amount: 'Amount requested',
    minimum: 'the minimum amount to cover it is $20,475.02',
    belowPayoff:
      'The amount does not cover the payoff of the current loan ($20,000.00) after the commission and its VAT: the minimum amount is $20,475.02.',
    underWay: 'Renewal under way:',
    refused: 'already has a renewal under way',
    openRenewal: 'Open renewal',
  },
} as const;

test('the promoter renews a disbursed loan from its page on a phone, in Spanish and English', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const promoter = await apiSession(page.request);
  const auth = { authorization: `Bearer ${promoter}` };
  const id = await disbursedThroughTheApi(page.request, promoter, 'MBAN01002611270002');
  const loan = (await (
    await page.request.get(`/api/v1/promoter/applications/${id}/`, { headers: auth })
  ).json()) as {
    folio: string;
  };

  await signIn(page);
  for (const language of ['es', 'en'] as const) {
    const said = words[language];
    await chooseLanguage(page, language);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/dashboard/mis-solicitudes/${id}`);
    const renew = page.getByTestId('renew-loan');
    await expect(renew).toHaveText(said.renew);
    await expectReadable(page, `renew button ${language} 390`);
    if (screenshots) {
      mkdirSync(screenshots, { recursive: true });
      await renew.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(screenshots, `renew-button-${language}-390.png`) });
    }
    await renew.click();

    // The new draft, at its producto step: the loan it renews, paid out today so its whole
    // $20,000 is the payoff. The amount copied from the loan ($20,000) leaves the customer less
    // than that after the commission: the step names the minimum, never a negative sum.
    await expect(page).toHaveURL(/\/dashboard\/nueva-solicitud\/[0-9a-f-]+\/producto$/);
    const draftId = page.url().split('/').at(-2)!;
    expect(draftId).not.toBe(id);
    const draft = (await (
      await page.request.get(`/api/v1/promoter/applications/${draftId}/`, { headers: auth })
    ).json()) as { folio: string };
    const preview = page.getByTestId('renewal-preview');
    await expect(preview).toContainText(`${said.renews} ${loan.folio}`);
    await expect(preview).toContainText(formatPesos(20000));
    await expect(preview).toContainText(said.minimum);
    await expect(preview).not.toContainText(said.receives);
    await expect(preview).not.toContainText('-$');
    // Typed short of the minimum, the amount field refuses it with the minimum.
    const amountField = page.getByLabel(said.amount);
    await amountField.fill('20475.01');
    await amountField.blur();
    await expect(page.getByText(said.belowPayoff)).toBeVisible();
    await expect(amountField).toHaveAttribute('aria-invalid', 'true');
    if (screenshots) {
      mkdirSync(screenshots, { recursive: true });
      await preview.scrollIntoViewIfNeeded();
      for (const width of [390, 1440]) {
        await page.setViewportSize(width === 390 ? { width, height: 844 } : { width, height: 900 });
        await page.screenshot({ path: join(screenshots, `renewal-producto-short-${language}-${width}.png`) });
      }
      await page.setViewportSize({ width: 390, height: 844 });
    }
    // A larger amount: the commission and what is left follow it, the payoff stays.
    await amountField.fill('30000');
    await expect(page.getByText(said.belowPayoff)).toHaveCount(0);
    await expect(preview).toContainText(`${said.receives} ${formatPesos(30000 - 600 - 96 - 20000)}`);
    await expect(preview).toContainText(said.payoff);
    await expectReadable(page, `renewal producto ${language} 390`);
    if (screenshots) {
      await preview.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(screenshots, `renewal-producto-${language}-390.png`) });
    }

    // The draft's own page shows the same payoff; the amount still saved ($20,000) does not
    // cover it, which it says rather than show a negative sum.
    for (const size of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(`/dashboard/mis-solicitudes/${draftId}`);
      const figures = page.getByTestId('renewal-figures');
      await expect(figures).toContainText(loan.folio);
      await expect(figures.getByTestId('renewal-payoff')).toHaveText(formatPesos(20000));
      await expect(figures.getByTestId('renewal-receives')).toHaveCount(0);
      await expect(figures).not.toContainText('-$');
      if (screenshots) {
        await figures.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(screenshots, `renewal-draft-${language}-${size.width}.png`) });
      }
    }

    // Back on the loan: its renewal is under way, so instead of "Renovar" a link to it.
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(`/dashboard/mis-solicitudes/${id}`);
      const underWay = page.getByTestId('renewal-open');
      await expect(underWay).toContainText(`${said.underWay} ${draft.folio}`);
      await expect(page.getByTestId('renew-loan')).toHaveCount(0);
      await expectReadable(page, `renewal under way ${language} ${size.width}`);
      if (screenshots) {
        await underWay.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(screenshots, `renewal-open-${language}-${size.width}.png`) });
      }
    }
    await page.getByRole('link', { name: draft.folio }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/mis-solicitudes/${draftId}$`));
    const cancelled = await page.request.post(`/api/v1/promoter/applications/${draftId}/cancel/`, {
      headers: auth,
      data: { reason: 'Prueba' },
    });
    expect(cancelled.status()).toBe(200);

    // Two tabs: this one still offers "Renovar" while another starts a renewal. The refusal says
    // so with a link to that renewal, and the focus goes to it as the button gives way.
    await page.goto(`/dashboard/mis-solicitudes/${id}`);
    await expect(page.getByTestId('renew-loan')).toBeVisible();
    const other = await page.request.post(`/api/v1/promoter/applications/${id}/renewal/`, {
      headers: auth,
    });
    expect(other.status()).toBe(201);
    const otherDraft = (await other.json()) as { id: string; folio: string };
    await page.getByTestId('renew-loan').click();
    const refused = page.getByRole('alert').filter({ hasText: said.refused });
    await expect(refused).toBeVisible();
    await expect(refused).toBeFocused();
    await expect(refused.getByRole('link', { name: otherDraft.folio })).toHaveAttribute(
      'href',
      `/dashboard/mis-solicitudes/${otherDraft.id}`,
    );
    await expect(refused).toContainText(`${said.openRenewal} ${otherDraft.folio}`);
    await expect(page.getByTestId('renew-loan')).toHaveCount(0);
    if (screenshots) {
      await page.screenshot({ path: join(screenshots, `renew-refused-${language}-390.png`) });
    }
    const otherCancelled = await page.request.post(`/api/v1/promoter/applications/${otherDraft.id}/cancel/`, {
      headers: auth,
      data: { reason: 'Prueba' },
    });
    expect(otherCancelled.status()).toBe(200);
  }
});

test("the admin sets a product's minimum share paid before renewal, as a percentage, in both languages", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin@demo.origina.mx');
  await page.goto('/dashboard/admin/catalogos');
  await page.getByRole('tab', { name: 'Productos' }).click();
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo producto' });
  const code = `PROD-RENOV-${Date.now().toString(36).toUpperCase()}`;
  await dialog.getByLabel('Clave').fill(code);
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Producto con renovación');
  await dialog.getByLabel('Tasa anual (%)').fill('60');
  await dialog.getByLabel('Comisión por apertura (%)').fill('2');
  await dialog.getByLabel('Monto mínimo (MXN)').fill('1000');
  await dialog.getByLabel('Monto máximo (MXN)').fill('20000');
  await dialog.getByLabel('Plazos (número de pagos)').fill('12, 24');
  // Filled, as the demo's are.
  await dialog.getByLabel('Edad tope (años)').fill('74');
  const share = dialog.getByLabel('Pagado mínimo para renovar (%)');
  // Any time unless the admin says otherwise.
  await expect(share).toHaveValue('0');
  await share.fill('25');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const row = page.getByTestId('catalogue-products').getByRole('row').filter({ hasText: code });
  await row.getByRole('button', { name: 'Editar: Producto con renovación' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar: Producto con renovación' });
  await expect(edit.getByLabel('Pagado mínimo para renovar (%)')).toHaveValue('25');
  await edit.getByRole('button', { name: 'Cancelar' }).click();

  for (const language of ['es', 'en'] as const) {
    await chooseLanguage(page, language);
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/dashboard/admin/catalogos');
      await page.getByRole('tab', { name: language === 'es' ? 'Productos' : 'Products' }).click();
      const name = language === 'es' ? 'Editar: Producto con renovación' : 'Edit: Producto con renovación';
      await page
        .getByTestId('catalogue-products')
        .getByRole('row')
        .filter({ hasText: code })
        .getByRole('button', { name })
        .click();
      const field = page
        .getByRole('dialog', { name })
        .getByLabel(language === 'es' ? 'Pagado mínimo para renovar (%)' : 'Minimum paid before renewal (%)');
      await expect(field).toHaveValue('25');
      await expectReadable(page, `product dialog ${language} ${size.width}`);
      if (screenshots) {
        mkdirSync(screenshots, { recursive: true });
        await field.scrollIntoViewIfNeeded();
        await page.screenshot({
          path: join(screenshots, `product-renewal-share-${language}-${size.width}.png`),
        });
      }
    }
  }
});
