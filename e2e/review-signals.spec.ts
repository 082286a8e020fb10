import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { freshCurp } from '../apps/api/test/support/customer.js';
import { apiSession, draftThroughTheApi, submittedThroughTheApi } from './api-applications.js';
import { expectNoViolations } from './axe.js';
import { demo, expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { expectReadable } from './visible-text.js';

// The desk's signals (issue 34): the queue flags the applications that carry any, in words a
// screen reader reads; the review screen lists them at its top with the applications they point
// to, in Spanish and English, on a desktop and a phone.

const screenshots = process.env.SCREENSHOTS;
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const reviewer = 'revisor@demo.origina.mx';

async function folioOf(request: APIRequestContext, token: string, id: string) {
  const answer = await request.get(`/api/v1/promoter/applications/${id}/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { folio: string }).folio;
}

async function useLanguage(page: Page, language: 'es' | 'en') {
  await chooseLanguage(page, language);
  await page.reload();
}

const words = {
  es: {
    queueFlag: /^Señales: CURP con otra solicitud/,
    title: 'Señales',
    curp: 'La misma CURP tiene otra solicitud abierta o un crédito vigente',
    mobile: 'El celular aparece en solicitudes de otros clientes',
    staff: 'Un dato de contacto es el de una cuenta del personal',
    heading: (folio: string) => `Revisión de ${folio}`,
    draft: (folio: string) => `${folio} (Borrador, sin enviar a revisión)`,
  },
  en: {
    queueFlag: /^Signals: CURP with another application/,
    title: 'Signals',
    curp: 'The same CURP has another open application or an active loan',
    mobile: 'The mobile number appears on other customers’ applications',
    staff: 'A contact detail belongs to a staff account',
    heading: (folio: string) => `Review of ${folio}`,
    draft: (folio: string) => `${folio} (Draft, not sent for review)`,
  },
} as const;

test('the queue flags an application with signals and its review screen lists them with links, es and en', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // Two applications of one customer, both at the desk. Like every application the specs make,
  // they carry the fixture's mobile (the demo promoter's own) on many other customers.
  const token = await apiSession(request, demo.promoter);
  const curp = freshCurp();
  const firstId = await submittedThroughTheApi(request, token, curp);
  const secondId = await submittedThroughTheApi(request, token, curp);
  const [first, second] = [await folioOf(request, token, firstId), await folioOf(request, token, secondId)];
  // Another customer's draft with the same mobile: named by folio, never linked (the desk cannot open it).
  const draft = await folioOf(request, token, await draftThroughTheApi(request, token));

  await page.setViewportSize(desktop);
  await signIn(page, reviewer);
  await page.goto(`/dashboard/revision?search=${second}`);
  const row = page.getByTestId('review-queue').getByRole('row').filter({ hasText: second });
  const flag = row.getByTestId('queue-signals');
  await expect(flag).toHaveText(words.es.queueFlag);
  await flag.hover();
  await expect(page.getByRole('tooltip')).toHaveText(words.es.queueFlag);

  await row.getByRole('link', { name: second }).click();
  for (const language of ['es', 'en'] as const) {
    if (language === 'en') await useLanguage(page, 'en');
    const text = words[language];
    await expect(page.getByRole('heading', { level: 1, name: text.heading(second) })).toBeVisible();
    const signals = page.getByRole('region', { name: text.title });
    await expect(signals).toBeVisible();
    const curpSignal = signals.getByRole('listitem').filter({ hasText: text.curp });
    await expect(curpSignal.getByRole('link', { name: first })).toBeVisible();
    const mobileSignal = signals.getByRole('listitem').filter({ hasText: text.mobile });
    await expect(mobileSignal).toContainText(text.draft(draft));
    // Named, never linked (other specs on this worker's database may share the mobile: their
    // submitted applications are linked, the draft is not).
    await expect(mobileSignal.getByRole('link', { name: draft })).toHaveCount(0);
    await expect(signals).toContainText(text.staff);
    for (const size of [desktop, phone]) {
      await page.setViewportSize(size);
      await expectReadable(page, `review signals, ${language} ${size.width}`);
      if (language === 'es') await expectNoViolations(page, `review signals, ${size.width}`);
      if (screenshots) {
        mkdirSync(screenshots, { recursive: true });
        await page.screenshot({ path: join(screenshots, `signals-review-${language}-${size.width}.png`) });
      }
    }
    await page.setViewportSize(desktop);
  }

  // The link opens the other application's review, which points back.
  await page.getByRole('region', { name: 'Signals' }).getByRole('link', { name: first }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Review of ${first}` })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Signals' }).getByRole('link', { name: second }).first(),
  ).toBeVisible();

  // The queue on a phone: the signals in words on the card, in English and Spanish.
  for (const language of ['en', 'es'] as const) {
    await page.goto(`/dashboard/revision?search=${second}`);
    if (language === 'es') await useLanguage(page, 'es');
    await page.setViewportSize(phone);
    const card = page.getByTestId('review-queue-cards').getByRole('listitem').filter({ hasText: second });
    await expect(card.getByTestId('queue-signals')).toContainText(
      language === 'es' ? 'CURP con otra solicitud' : 'CURP with another application',
    );
    await expectReadable(page, `queue signals, ${language} ${phone.width}`);
    if (screenshots) {
      await page.screenshot({ path: join(screenshots, `signals-queue-${language}-${phone.width}.png`) });
      await page.setViewportSize(desktop);
      await page.screenshot({ path: join(screenshots, `signals-queue-${language}-${desktop.width}.png`) });
    }
  }
});
