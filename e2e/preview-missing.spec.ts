import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Application } from '@origina/domain/application-api';
import { apiSession, draftThroughTheApi } from './api-applications.js';
import { expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { expectReadable } from './visible-text.js';

// The preview lists exactly what a submit would refuse, grouped by step, each step a link, and the
// stepper ticks a step only when a submit would take it (issue 35, point 5): with no documents and
// a payment over the capacity it no longer says only "Biometría" and ticks Datos de la solicitud.

// With SCREENSHOTS=<folder>, the preview at each size and language is saved there to be looked at.
const screenshots = process.env.SCREENSHOTS;

const words = {
  es: {
    title: 'Falta completar:',
    submit: 'Enviar solicitud',
    steps: {
      producto: 'Producto',
      biometria: 'Biometría',
      'datos-de-solicitud': 'Datos de la solicitud',
      branch: 'Sucursal',
    },
    nav: 'Nueva solicitud',
  },
  en: {
    title: 'Still to complete:',
    submit: 'Submit application',
    steps: {
      producto: 'Product',
      biometria: 'Biometrics',
      'datos-de-solicitud': 'Application details',
      branch: 'Branch',
    },
    nav: 'New application',
  },
} as const;

const viewports = [
  { name: 'desktop', size: { width: 1440, height: 900 }, mobile: false },
  { name: 'phone', size: { width: 390, height: 844 }, mobile: true },
] as const;

for (const language of ['es', 'en'] as const) {
  for (const viewport of viewports) {
    test.describe(`in ${language}, on a ${viewport.name}`, () => {
      test.use({ viewport: viewport.size, isMobile: viewport.mobile, hasTouch: viewport.mobile });

      test('the preview lists what submit would refuse, and Enviar answers the same list', async ({
        page,
        request,
      }) => {
        const w = words[language];
        const token = await apiSession(request);
        const headers = { authorization: `Bearer ${token}` };
        // Every step saved, then the net pay cut to 4,000 (700 a quincena of capacity; 20,000
        // pays 1,168.26): no identity check, no documents, a payment over the capacity.
        const id = await draftThroughTheApi(request, token);
        const path = `/api/v1/promoter/applications/${id}/`;
        const draft = (await (await request.get(path, { headers })).json()) as Application;
        const cut = await request.patch(path, {
          headers: { ...headers, 'if-match': `"${draft.version}"` },
          data: {
            datos_laborales: {
              ...(draft.data.datos_laborales as object),
              employer: undefined,
              net_pay: 4000,
            },
          },
        });
        expect(cut.status(), await cut.text()).toBe(200);
        const read = (await (
          await request.get(path, { headers: { ...headers, 'accept-language': language } })
        ).json()) as Application;
        expect(read.missing.length).toBeGreaterThan(2);

        await signIn(page);
        await chooseLanguage(page, language);
        await page.goto(`/dashboard/nueva-solicitud/${id}/vista-previa`);
        const list = page.getByTestId('missing-list');
        await expect(list).toContainText(w.title);
        // Exactly the server's list, grouped by step in its order, each step a link to it.
        const groups = list.locator(':scope > ul > li');
        const steps = [...new Set(read.missing.map((item) => item.step))];
        await expect(groups).toHaveCount(steps.length);
        for (const [index, step] of steps.entries()) {
          const group = groups.nth(index);
          await expect(group.getByRole('link').first()).toHaveAttribute(
            'href',
            new RegExp(`/${id}/${step}$`),
          );
          await expect(group.locator('ul > li')).toHaveText(
            read.missing.filter((item) => item.step === step).map((item) => item.message),
          );
        }
        for (const step of ['producto', 'biometria', 'datos-de-solicitud'] as const) {
          await expect(list.getByRole('link', { name: w.steps[step], exact: true })).toBeVisible();
        }
        await expect(list).toContainText(language === 'es' ? 'Falta subir «' : 'has not been uploaded');
        await expectReadable(page, `${language}, ${viewport.name}, preview`);
        if (screenshots) {
          mkdirSync(screenshots, { recursive: true });
          await page.screenshot({
            path: join(screenshots, `preview-${language}-${viewport.size.width}.png`),
            fullPage: true,
          });
        }
        if (!viewport.mobile) {
          // The stepper ticks Sucursal, not the steps with something to fix.
          const stepper = page.getByRole('tablist', { name: w.nav });
          const ticked = (name: string) =>
            stepper
              .getByRole('tab', { name: new RegExp(`^${name}`) })
              .locator('.MuiStepIcon-root.Mui-completed');
          await expect(ticked(w.steps.branch)).toHaveCount(1);
          for (const step of ['producto', 'biometria', 'datos-de-solicitud'] as const) {
            await expect(ticked(w.steps[step])).toHaveCount(0);
          }
          // A saved step with something to fix still opens from the stepper.
          await expect(
            stepper.getByRole('tab', { name: w.steps['datos-de-solicitud'], exact: true }),
          ).toBeEnabled();
        }
        // Enviar refuses with the same list: nothing new appears.
        await page.getByRole('button', { name: w.submit }).click();
        await expect(page.getByTestId('missing-list')).toHaveRole('alert');
        // Brought into view from the button at the bottom of the page.
        await expect(page.getByTestId('missing-list')).toBeInViewport();
        await expect(groups.locator('ul > li')).toHaveText(read.missing.map((item) => item.message));
      });
    });
  }
}
