import type { Application } from '@origina/domain/application-api';
import { formatPesos } from '@origina/domain/money';
import { apiSession, draftThroughTheApi } from './api-applications.js';
import { expectNoViolations } from './axe.js';
import { expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { shoot } from './screenshots.js';
import { expectNoSidewaysScroll } from './visible-text.js';

// The loan's figures at hand (issue 35, point 4): a compact bar with amount, payment per period
// in words, term and CAT on every capture step once the product is saved (sticky on a phone), and
// at the top of the application's page, where the full summary comes after ~4,000 px of data on
// a phone. The figures are the server's.

const words = {
  es: { region: 'Cifras del crédito', per: 'por quincena', term: '24 quincenas' },
  en: { region: 'Loan figures', per: 'twice a month', term: '24 payments twice a month' },
} as const;

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
] as const;

for (const language of ['es', 'en'] as const) {
  const w = words[language];
  for (const size of sizes) {
    test.describe(`in ${language}, on the ${size.name}`, () => {
      test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

      test("the loan's figures sit in a bar on a capture step and at the top of the application", async ({
        page,
        request,
      }) => {
        const token = await apiSession(request);
        const id = await draftThroughTheApi(request, token);
        const read = await request.get(`/api/v1/promoter/applications/${id}/`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const figures = ((await read.json()) as Application).loan_figures!;
        const payment = `${formatPesos(figures.payment)} ${w.per}`;

        await signIn(page);
        await chooseLanguage(page, language);
        await page.goto(`/dashboard/nueva-solicitud/${id}/referencias`);
        const bar = page.getByRole('region', { name: w.region });
        await expect(bar).toBeVisible();
        await expect(bar.getByTestId('loan-bar-amount')).toHaveText(formatPesos(figures.amount));
        await expect(bar.getByTestId('loan-bar-payment')).toHaveText(payment);
        await expect(bar.getByTestId('loan-bar-term')).toHaveText(w.term);
        await expect(bar.getByTestId('loan-bar-cat')).toHaveText(/^\d+\.\d %$/);
        // Read when reached, never announced on each save.
        await expect(bar).not.toHaveAttribute('aria-live');
        await expect(bar).toBeInViewport({ ratio: 1 });
        await expectNoSidewaysScroll(page, 'loan figures bar');
        await expectNoViolations(page, `${language}, ${size.name}, capture step with its loan bar`);
        await shoot(page, `loan-bar-step-${language}-${size.viewport.width}`);
        if (size.name === 'phone') {
          // Sticky on the phone: at the end of the step's long form, the figures are still there.
          await page
            .getByRole('button', { name: language === 'es' ? 'Guardar y continuar' : 'Save and continue' })
            .scrollIntoViewIfNeeded();
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await expect(bar).toBeInViewport({ ratio: 1 });
        }

        await page.goto(`/dashboard/mis-solicitudes/${id}`);
        const top = page.getByRole('region', { name: w.region });
        await expect(top.getByTestId('loan-bar-payment')).toHaveText(payment);
        // Without scrolling: above the application's data.
        await expect(top).toBeInViewport({ ratio: 1 });
        await expectNoSidewaysScroll(page, 'loan figures bar');
        await expectNoViolations(page, `${language}, ${size.name}, application page with its loan bar`);
        await shoot(page, `loan-bar-detail-${language}-${size.viewport.width}`);
      });
    });
  }
}
