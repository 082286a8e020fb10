import type { Application } from '@origina/domain/application-api';
import { applicationSteps } from '@origina/domain/application-sections';
import { apiSession, draftThroughTheApi, simulationThroughTheApi } from './api-applications.js';
import { expectNoViolations } from './axe.js';
import { expect, signIn, test } from './fixtures.js';
import { chooseLanguage } from './language.js';
import { shoot } from './screenshots.js';
import { expectNoSidewaysScroll, expectReadable } from './visible-text.js';

// The phone flow (issue 35, point 4): "Paso 8 de 13" opens a sheet with every step, its state and
// the identity check's live one, and takes the promoter to a step; the promoter's tab bar has
// Simulador and Nueva solicitud; the schedule's Pago shows without a sideways swipe, a row's other
// figures on tap.

const words = {
  es: {
    stepOf: (current: number) => `Paso ${current} de 13`,
    sheet: 'Pasos de la solicitud',
    states: { done: 'Completo', toFix: 'Por corregir', pending: 'Pendiente' },
    current: 'Paso actual',
    noLink: 'Sin enlace todavía',
    steps: { branch: 'Sucursal', domicilio: 'Domicilio', biometria: 'Biometría' },
    tabs: ['Inicio', 'Simulador', 'Nueva solicitud', /Bandeja$/, 'Mis Solicitudes'],
    simulatorHeading: 'Simulador',
    pay: 'Pago',
    hidden: ['Saldo inicial', 'Capital', 'Saldo final'],
    details: (number: number) => `Detalle del pago ${number}`,
    close: 'Cerrar',
  },
  en: {
    stepOf: (current: number) => `Step ${current} of 13`,
    sheet: 'Application steps',
    states: { done: 'Complete', toFix: 'To fix', pending: 'Pending' },
    current: 'Current step',
    noLink: 'No link yet',
    steps: { branch: 'Branch', domicilio: 'Address', biometria: 'Biometrics' },
    tabs: ['Home', 'Simulator', 'New application', /Inbox$/, 'My applications'],
    simulatorHeading: 'Simulator',
    pay: 'Payment',
    hidden: ['Opening balance', 'Principal', 'Closing balance'],
    details: (number: number) => `Details of payment ${number}`,
    close: 'Close',
  },
} as const;

for (const language of ['es', 'en'] as const) {
  const w = words[language];

  test.describe(`in ${language}, on a phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the step header opens a sheet with every step and its state, and a step opens from it', async ({
      page,
      request,
    }) => {
      const token = await apiSession(request);
      const headers = { authorization: `Bearer ${token}` };
      // Every step saved, then the net pay cut so a payment is over the capacity: steps to fix,
      // the identity check not started, Sucursal complete.
      const id = await draftThroughTheApi(request, token);
      const path = `/api/v1/promoter/applications/${id}/`;
      const draft = (await (await request.get(path, { headers })).json()) as Application;
      const cut = await request.patch(path, {
        headers: { ...headers, 'if-match': `"${draft.version}"` },
        data: {
          datos_laborales: { ...(draft.data.datos_laborales as object), employer: undefined, net_pay: 4000 },
        },
      });
      expect(cut.status(), await cut.text()).toBe(200);
      const read = (await (await request.get(path, { headers })).json()) as Application;
      const done = new Set(read.completed_steps);
      const toFix = new Set(read.missing.filter((item) => item.field !== null).map((item) => item.step));
      expect(toFix.size).toBeGreaterThan(0);

      await signIn(page);
      await chooseLanguage(page, language);
      await page.goto(`/dashboard/nueva-solicitud/${id}/domicilio`);
      const header = page.getByTestId('step-sheet-open');
      await expect(header).toContainText(`${w.stepOf(8)}: ${w.steps.domicilio}`);
      await shoot(page, `phone-flow-step-${language}-390`);

      // Opened from the keyboard, it is a dialog with a title; Escape closes it and focus returns.
      await header.focus();
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog', { name: w.sheet });
      await expect(sheet).toBeVisible();
      const items = sheet.getByTestId('step-sheet').getByRole('button');
      await expect(items).toHaveCount(applicationSteps.length);
      for (const [index, step] of applicationSteps.entries()) {
        const state = done.has(step) ? 'done' : toFix.has(step) ? 'toFix' : 'pending';
        const current = step === 'domicilio' ? `${w.current} · ` : '';
        await expect(sheet.getByTestId(`step-state-${step}`), step).toHaveText(
          `${current}${w.states[state]}`,
        );
        await expect(items.nth(index)).toContainText(`${index + 1}. `);
      }
      await expect(sheet.getByTestId('step-state-branch')).toHaveText(w.states.done);
      // The identity check's live state, as the desktop stepper shows it.
      await expect(sheet.getByTestId('step-state-biometria')).toHaveText(w.states.pending);
      await expect(sheet.getByTestId('identity-step-state')).toHaveText(w.noLink);
      await expect(sheet.locator('[aria-current="step"]')).toContainText(w.steps.domicilio);
      await expectReadable(page, `${language}, step sheet`);
      await expectNoViolations(page, `${language}, step sheet`);
      await shoot(page, `phone-flow-sheet-${language}-390`);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(header).toBeFocused();

      // Tapping a step goes there.
      await header.click();
      await sheet.getByRole('button', { name: new RegExp(`^2\\. ${w.steps.branch}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/${id}/branch$`));
      await expect(sheet).toBeHidden();
      await expect(header).toContainText(`${w.stepOf(2)}: ${w.steps.branch}`);
      await expectNoSidewaysScroll(page, `phone flow (${language})`);
    });

    test("the promoter's tab bar has Simulador and Nueva solicitud, every label whole", async ({ page }) => {
      await signIn(page);
      await chooseLanguage(page, language);
      await page.reload();
      // The app's own bar (#root): the frame drawn at build time shows one first, not yet usable.
      const bar = page.locator('#root .MuiBottomNavigation-root');
      const tabs = bar.getByRole('link');
      await expect(tabs).toHaveText([...w.tabs]);
      // Nothing cut: each label fits its tab, and the bar the screen.
      const clipped = await bar
        .locator('.MuiBottomNavigationAction-label')
        .evaluateAll((labels) =>
          labels
            .filter(
              (label) => label.scrollWidth > label.clientWidth || label.scrollHeight > label.clientHeight + 1,
            )
            .map((label) => label.textContent),
        );
      expect(clipped).toEqual([]);
      const box = await bar.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await shoot(page, `phone-flow-tabs-${language}-390`);
      await expectNoViolations(page, `${language}, promoter's home with its tab bar`);
      await tabs.nth(1).click();
      await expect(page).toHaveURL(/\/dashboard\/simulador$/);
      await expect(page.locator('.MuiBottomNavigationAction-root.Mui-selected')).toHaveText(w.tabs[1]);
      await tabs.nth(2).click();
      await expect(page).toHaveURL(/\/dashboard\/nueva-solicitud$/);
      await expect(page.locator('.MuiBottomNavigationAction-root.Mui-selected')).toHaveText(w.tabs[2]);
    });

    test("the schedule's Pago shows without a sideways swipe, a row's other figures on tap", async ({
      page,
      request,
    }) => {
      const token = await apiSession(request);
      const id = await simulationThroughTheApi(request, token);
      await signIn(page);
      await chooseLanguage(page, language);
      await page.goto(`/dashboard/simulador/${id}`);
      const table = page.getByTestId('schedule-table');
      const pay = table.getByRole('columnheader', { name: w.pay, exact: true });
      await pay.scrollIntoViewIfNeeded();
      await expect(pay).toBeInViewport();
      await expect(table.getByRole('row').nth(3).getByRole('cell').nth(2)).toBeInViewport({ ratio: 1 });
      for (const name of w.hidden) {
        await expect(table.getByRole('columnheader', { name, exact: true })).toBeHidden();
      }
      // No sideways scroll inside the table nor on the page.
      const region = page.getByRole('region').filter({ has: table });
      expect(await region.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
      await expectNoSidewaysScroll(page, `phone flow (${language})`);
      await expectReadable(page, `${language}, saved simulation`);
      await shoot(page, `phone-flow-schedule-${language}-390`);

      const detailsButton = table.getByRole('button', { name: w.details(3), exact: true });
      await detailsButton.click();
      const details = page.getByRole('dialog', { name: new RegExp(`^${w.details(3)}`) });
      await expect(details).toBeVisible();
      for (const name of [...w.hidden, w.pay]) {
        await expect(details.getByText(name, { exact: true })).toBeVisible();
      }
      await expect(details.getByText(/^\$[\d,]+\.\d\d$/)).toHaveCount(w.hidden.length + 3);
      await expectNoViolations(page, `${language}, a payment's details`);
      await shoot(page, `phone-flow-schedule-row-${language}-390`);
      await details.getByRole('button', { name: w.close }).click();
      await expect(details).toBeHidden();
      await expect(detailsButton).toBeFocused();
    });
  });

  test.describe(`in ${language}, on a desktop`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('the stepper and the whole schedule stay as they were; no sheet, no tab bar', async ({
      page,
      request,
    }) => {
      const token = await apiSession(request);
      const id = await draftThroughTheApi(request, token);
      const simulation = await simulationThroughTheApi(request, token);
      await signIn(page);
      await chooseLanguage(page, language);
      await page.goto(`/dashboard/nueva-solicitud/${id}/domicilio`);
      await expect(page.getByRole('tab', { name: w.steps.branch, exact: true })).toBeVisible();
      await expect(page.getByTestId('step-sheet-open')).toBeHidden();
      await expect(page.locator('.MuiBottomNavigation-root')).toBeHidden();
      await shoot(page, `phone-flow-step-${language}-1440`);
      await page.goto(`/dashboard/simulador/${simulation}`);
      const table = page.getByTestId('schedule-table');
      for (const name of [...w.hidden, w.pay]) {
        await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
      }
      await expect(table.getByRole('button', { name: w.details(1) })).toBeHidden();
      await expectNoSidewaysScroll(page, `phone flow (${language})`);
      await shoot(page, `phone-flow-schedule-${language}-1440`);
    });
  });
}
