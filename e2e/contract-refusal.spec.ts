import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiSession, idOf, submittedThroughTheApi } from './api-applications.js';
import { expectNoViolations } from './axe.js';
import { recordBureauInquiryOnScreen } from './bureau-desk.js';
import { expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { expectNoSidewaysScroll } from './visible-text.js';

// A contract is not made while the product's terms lack a field its documents print: the desk's
// approval is refused, and the screen names what is missing in words, in the reader's language.
// The demo's product gets its RECA number back afterwards (the worker's other specs make contracts).

const screenshots = process.env.SCREENSHOTS;
const product = '/api/v1/promoter/products/';

async function withoutReca(request: APIRequestContext, run: () => Promise<void>) {
  const headers = { authorization: `Bearer ${await apiSession(request, 'admin@demo.origina.mx')}` };
  const id = await idOf(request, headers.authorization.slice(7), product, 'NOM-QNA-CLASICO');
  const before = (await (await request.get(`${product}${id}/`, { headers })).json()) as {
    reca_number: string;
  };
  expect((await request.patch(`${product}${id}/`, { headers, data: { reca_number: null } })).status()).toBe(
    200,
  );
  try {
    await run();
  } finally {
    await request.patch(`${product}${id}/`, { headers, data: { reca_number: before.reca_number } });
  }
}

async function shot(page: Page, name: string) {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: join(screenshots, `${name}.png`) });
}

const words = {
  es: {
    approve: 'Aprobar',
    review: 'Revisar la decisión',
    decide: 'Decidir',
    confirm: 'Confirmar',
    missing: 'Producto Nómina Quincenal Clásico: número de registro del contrato (RECA)',
    detail: 'No se puede generar el contrato',
  },
  en: {
    approve: 'Approve',
    review: 'Review the decision',
    decide: 'Decide',
    confirm: 'Confirm',
    missing: "Product Semi-monthly Payroll Classic: the contract's registration number (RECA)",
    detail: 'The contract cannot be made',
  },
} as const;

test('the desk approves a loan whose product has no RECA number: refused, naming the missing detail in words', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const id = await submittedThroughTheApi(page.request, await apiSession(page.request));
  await withoutReca(page.request, async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'revisor@demo.origina.mx');
    await page.goto(`/dashboard/revision/${id}`);
    await page.getByRole('button', { name: 'Tomar solicitud' }).click();
    await page.getByRole('button', { name: 'La identidad coincide' }).click();
    await page.getByTestId('identity-read-back').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Verificación de identidad registrada: Aprobada.')).toBeVisible();
    await recordBureauInquiryOnScreen(page);
    for (const language of ['es', 'en'] as const) {
      await chooseLanguage(page, language);
      for (const size of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(size);
        await page.goto(`/dashboard/revision/${id}`);
        // On a phone the panel opens from the decision bar (issue 34).
        if (size.width < 1200)
          await page
            .getByTestId('decision-bar')
            .getByRole('button', { name: words[language].decide })
            .click();
        const desk = page.getByTestId('review-decision-panel');
        await desk.getByRole('radio', { name: words[language].approve }).check();
        await desk.getByRole('button', { name: words[language].review }).click();
        await page
          .getByTestId('decision-read-back')
          .getByRole('button', { name: words[language].confirm })
          .click();
        const refusal = desk.getByTestId('missing-lender-details');
        await expect(refusal).toContainText(words[language].detail);
        await expect(refusal.getByRole('listitem')).toHaveText([words[language].missing]);
        // The notice takes the focus: a screen reader hears it at once.
        await expect(desk.getByRole('alert')).toBeFocused();
        await expectNoSidewaysScroll(page, `refusal at ${size.width}`);
        if (language === 'es' && size.width === 1440) await expectNoViolations(page, 'approval refused');
        await desk.scrollIntoViewIfNeeded();
        await refusal.scrollIntoViewIfNeeded();
        await shot(page, `approval-refused-${language}-${size.width}`);
      }
    }
  });
  // Nothing was approved: it waits in review, and is approved once the product is complete again
  // (on a desktop, where the panel sits beside the data).
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dashboard/revision/${id}`);
  const desk = page.getByTestId('review-decision-panel');
  await desk.getByRole('radio', { name: 'Approve' }).check();
  await desk.getByRole('button', { name: 'Review the decision' }).click();
  await page.getByTestId('decision-read-back').getByRole('button', { name: 'Confirm' }).click();
  await expect(desk.getByText('Decision recorded: Approved.')).toBeVisible();
});
