import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiSession, approvedThroughTheApi, signedThroughTheApi } from './api-applications.js';
import { expectNoViolations } from './axe.js';
import { expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { movableClockEnv, setServerDaysAhead } from './server-clock.js';
import { shownDate } from './shown-date.js';
import { expectReadable } from './visible-text.js';

// A contract past its validity (issue 30): the promoter and the admin are told when it expired,
// no signing link or transfer is offered, and a new version, dated anew, can be signed again.
// Only days make a contract expire: this spec's server runs its clock ahead (server-clock.ts).

test.use({ serverEnv: movableClockEnv });

const screenshots = process.env.SCREENSHOTS;
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const daysAhead = 10;

interface ContractAnswer {
  version: number;
  contract_date: string;
  valid_until: string;
  expired: boolean;
}

async function contractOf(request: APIRequestContext, token: string, id: string) {
  const answer = await request.get(`/api/v1/promoter/applications/${id}/contract/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ContractAnswer;
}

async function useLanguage(page: Page, language: 'es' | 'en') {
  await chooseLanguage(page, language);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('SOL-');
}

/** The contract card, expired, read and checked in both languages and at both sizes. */
async function lookAtExpired(page: Page, who: string) {
  if (screenshots) mkdirSync(screenshots, { recursive: true });
  const card = page.getByTestId('contract');
  for (const language of ['en', 'es'] as const) {
    await useLanguage(page, language);
    await expect(card.getByTestId('contract-expired')).toBeVisible();
    for (const size of [desktop, phone]) {
      await page.setViewportSize(size);
      await expectReadable(page, `${who}, expired contract, ${language} ${size.width}`);
      if (language === 'es') await expectNoViolations(page, `${who}, expired contract, ${size.width}`);
      if (screenshots) {
        await card.screenshot({
          path: join(screenshots, `${who}-${language}-contract-expired-${size.width}.png`),
        });
        await page.screenshot({
          path: join(screenshots, `${who}-${language}-page-expired-${size.width}.png`),
          fullPage: true,
        });
      }
    }
  }
  await page.setViewportSize(desktop);
}

test.beforeEach(() => setServerDaysAhead(0));
test.afterEach(() => setServerDaysAhead(0));

test('the promoter is told the contract expired, makes a new version with new dates, and can share a signing link again', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const token = await apiSession(page.request);
  const id = await approvedThroughTheApi(page.request, token);
  const first = await contractOf(page.request, token, id);
  expect(first).toMatchObject({ version: 1, expired: false });

  await setServerDaysAhead(daysAhead);
  // The server reads its clock's file again within a tenth of a second.
  await expect.poll(async () => (await contractOf(page.request, token, id)).expired).toBe(true);
  await signIn(page);
  await page.setViewportSize(desktop);
  await page.goto(`/dashboard/mis-solicitudes/${id}`);
  const card = page.getByTestId('contract');
  const expiredOn = await shownDate(page, first.valid_until);
  await expect(card.getByTestId('contract-expired')).toContainText(
    `El contrato venció el ${expiredOn}: genera una nueva versión con fechas nuevas; el cliente deberá firmar otra vez.`,
  );
  await expect(card.getByText('Vencido', { exact: true })).toBeVisible();
  // No signing link while it is expired, and the panel says why.
  await expect(card.getByTestId('signing-expired')).toContainText('el contrato venció');
  await expect(card.getByRole('button', { name: 'Crear enlace de firma' })).toHaveCount(0);
  await lookAtExpired(page, 'promoter');

  // A new version, after a confirmation; cancelling gives the focus back to the button.
  const reissue = card.getByRole('button', { name: 'Generar nueva versión' });
  await reissue.click();
  const confirm = card.getByTestId('contract-reissue-confirm');
  await expect(confirm).toBeFocused();
  await expect(confirm).toContainText('Se generará la versión 2 del contrato');
  await confirm.getByRole('button', { name: 'No generar' }).click();
  await expect(reissue).toBeFocused();
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'Generar nueva versión' }).click();

  const done = card.getByTestId('contract-reissued');
  await expect(done).toBeFocused();
  const second = await contractOf(page.request, token, id);
  expect(second).toMatchObject({ version: 2, expired: false });
  expect(second.contract_date > first.contract_date).toBe(true);
  await expect(done).toContainText(
    `Se generó la versión 2 del contrato, válida para firma y dispersión hasta el ${await shownDate(page, second.valid_until)}.`,
  );
  await expect(card.getByTestId('contract-validity')).toContainText(
    `Fechado el ${await shownDate(page, second.contract_date)}.`,
  );
  await expect(card.getByTestId('contract-expired')).toHaveCount(0);
  await expect(card.getByText('Pendiente de la firma del cliente', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Crear enlace de firma' })).toBeVisible();
  // The loan shows the new contract's dates; the history names the new version.
  await expect(page.getByTestId('loan-contract-dates')).toContainText(
    `Contrato del ${await shownDate(page, second.contract_date)}.`,
  );
  await expect(page.getByTestId('history')).toContainText('Nueva versión del contrato (fechas nuevas)');
  await expectNoViolations(page, 'promoter, contract reissued');
  if (screenshots)
    await card.screenshot({ path: join(screenshots, 'promoter-es-contract-reissued-1440.png') });
});

test('an admin sees a signed contract past its validity, cannot record the transfer, and makes a new version the customer signs again', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const token = await apiSession(page.request);
  const id = await signedThroughTheApi(page.request, token);
  const first = await contractOf(page.request, token, id);

  await setServerDaysAhead(daysAhead);
  await expect.poll(async () => (await contractOf(page.request, token, id)).expired).toBe(true);
  await signIn(page, 'admin@demo.origina.mx');
  await page.setViewportSize(desktop);
  await page.goto(`/dashboard/revision/${id}`);
  const card = page.getByTestId('contract');
  await expect(card.getByTestId('contract-expired')).toContainText(
    `El contrato venció el ${await shownDate(page, first.valid_until)}`,
  );
  // The transfer waits for the new version, and the decision panel says so.
  await expect(page.getByTestId('disbursement-expired')).toBeVisible();
  await expect(page.getByTestId('disbursement-form')).toHaveCount(0);
  await lookAtExpired(page, 'admin');

  await card.getByRole('button', { name: 'Generar nueva versión' }).click();
  await card
    .getByTestId('contract-reissue-confirm')
    .getByRole('button', { name: 'Generar nueva versión' })
    .click();
  await expect(card.getByTestId('contract-reissued')).toBeFocused();
  // The signed set was a version of its own: the new one follows it.
  await expect(card.getByTestId('contract-reissued')).toContainText(
    `Se generó la versión ${first.version + 1} del contrato`,
  );
  // Back to approved: the customer signs the new version; nothing to disburse until then.
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Aprobada');
  await expect(card.getByText('Pendiente de la firma del cliente', { exact: true })).toBeVisible();
  await expect(page.getByTestId('disbursement-expired')).toHaveCount(0);
  expect(await contractOf(page.request, token, id)).toMatchObject({
    version: first.version + 1,
    expired: false,
  });
  await expectNoViolations(page, 'admin, contract reissued');
});
