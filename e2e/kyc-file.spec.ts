import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { apiSession, draftThroughTheApi, submittedThroughTheApi } from './api-applications.js';
import { continueButton } from './application-flow.js';
import { expectNoViolations } from './axe.js';
import { expect, signIn, test } from './fixtures.js';
import { type FlowLanguage, flowLanguages, flowWords } from './flow-words.js';
import { chooseLanguage } from './language.js';
import { expectReadable } from './visible-text.js';

// The identification file (Expediente PLD, issue 32): its questions on Datos generales and Datos
// laborales, answered with the keyboard on a phone and a desktop in each language, and the desk's
// group that shows the answers in words, a "yes" marked for attention.

const reviewer = 'revisor@demo.origina.mx';
const viewports = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'desktop', size: { width: 1440, height: 900 } },
] as const;
// With SCREENSHOTS=<folder>, each screen checked is also saved there to be looked at.
const screenshots = process.env.SCREENSHOTS;

async function look(page: Page, screen: string) {
  await expectReadable(page, screen);
  await expectNoViolations(page, screen);
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, `${screen.replace(/\W+/g, '-')}.png`), fullPage: true });
}

const desk = {
  es: {
    title: 'Expediente PLD',
    pep: 'Persona políticamente expuesta',
    attention: 'Atención',
    onBehalf: 'Sí, por cuenta de Rosa García',
    source: 'Pensión o jubilación',
    yes: 'Sí',
  },
  en: {
    title: 'KYC file (anti-money laundering)',
    pep: 'Politically exposed person',
    attention: 'Attention',
    onBehalf: 'Yes, on behalf of Rosa García',
    source: 'Pension or retirement',
    yes: 'Yes',
  },
};

for (const language of flowLanguages) {
  for (const viewport of viewports) {
    test(`in ${language}, on a ${viewport.name}: the questions answered with the keyboard, and the desk's Expediente PLD`, async ({
      page,
      browser,
      serverUrl,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport.size);
      const w = flowWords[language];
      const where = `${language}-${viewport.size.width}`;
      await signIn(page);
      await chooseLanguage(page, language);
      const token = await apiSession(page.request);
      const draft = await draftThroughTheApi(page.request, token);

      // Datos generales: the saved answers are shown checked; a "yes" to acting for someone else
      // asks who, and is saved with the name.
      await page.goto(`/dashboard/nueva-solicitud/${draft}/datos-generales`);
      const pep = page.getByRole('radiogroup', { name: w.pep });
      await expect(pep.getByRole('radio', { name: w.no })).toBeChecked();
      await expect(pep).toHaveAccessibleDescription(/.+/);
      const thirdParty = page.getByRole('radiogroup', { name: w.thirdParty });
      // With the keyboard: the checked radio takes the focus, the arrows change the answer.
      await thirdParty.getByRole('radio', { name: w.no }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(thirdParty.getByRole('radio', { name: w.yes })).toBeChecked();
      await expect(page.getByLabel(w.thirdPartyName)).toBeVisible();
      await continueButton(page, language).click();
      await expect(page.getByText(flowWords[language].answerYesNo)).toHaveCount(0);
      await expect(page.getByLabel(w.thirdPartyName)).toHaveAccessibleDescription(/.+/);
      await page.getByLabel(w.thirdPartyName).fill('Rosa García');
      await look(page, `${where}-datos-generales`);
      await continueButton(page, language).click();
      await expect(page).toHaveURL(/\/datos-generales-2$/);

      // Datos laborales: "other" asks where the funds come from.
      await page.goto(`/dashboard/nueva-solicitud/${draft}/datos-laborales`);
      await expect(page.getByLabel(w.occupation)).toHaveValue('Empleada de gobierno');
      await page.getByRole('combobox', { name: w.resourceSource }).selectOption('other');
      await continueButton(page, language).click();
      await expect(page.getByLabel(w.resourceSourceOther)).toHaveAccessibleDescription(/.+/);
      await page.getByLabel(w.resourceSourceOther).fill('Renta de un local');
      await look(page, `${where}-datos-laborales`);
      await continueButton(page, language).click();
      await expect(page).toHaveURL(/\/referencias$/);
      const saved = (await (
        await page.request.get(`/api/v1/promoter/applications/${draft}/`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { data: Record<string, Record<string, unknown>> };
      expect(saved.data.datos_generales).toMatchObject({
        pep: false,
        third_party: true,
        third_party_name: 'Rosa García',
      });
      expect(saved.data.datos_laborales).toMatchObject({
        resource_source: 'other',
        resource_source_other: 'Renta de un local',
      });

      // The desk: an application whose customer answered "yes" to PEP and to acting for someone.
      const id = await submittedThroughTheApi(page.request, token, undefined, {
        datos_generales: { pep: true, third_party: true, third_party_name: 'Rosa García' },
        datos_laborales: { resource_source: 'pension' },
      });
      // The reviewer, at a desk of their own.
      const deskContext = await browser.newContext({
        baseURL: serverUrl,
        locale: 'es-MX',
        viewport: viewport.size,
      });
      const reviewing = await deskContext.newPage();
      await signIn(reviewing, reviewer);
      await chooseLanguage(reviewing, language);
      await reviewing.goto(`/dashboard/revision/${id}`);
      await reviewDesk(reviewing, language, where);
      await deskContext.close();
    });
  }
}

async function reviewDesk(page: Page, language: FlowLanguage, where: string) {
  const group = page.getByRole('region', { name: desk[language].title });
  await expect(group).toBeVisible();
  await expect(group.getByTestId('kyc-pep')).toContainText(
    `${desk[language].attention}${desk[language].yes}`,
  );
  await expect(group.getByTestId('kyc-third_party')).toContainText(desk[language].onBehalf);
  await expect(group.getByTestId('kyc-resource_source')).toContainText(desk[language].source);
  await expect(group.getByText(desk[language].attention)).toHaveCount(2);
  // Shown once: the sections below leave these answers to the group.
  await expect(page.getByText(desk[language].pep, { exact: true })).toHaveCount(1);
  await group.scrollIntoViewIfNeeded();
  await look(page, `${where}-desk`);
}
