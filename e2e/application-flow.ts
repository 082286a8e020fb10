import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApplicationStep, applicationSteps } from '@origina/domain/application-sections';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { freshCurp } from '../apps/api/test/support/customer.js';
import { type FlowLanguage, flowWords } from './flow-words.js';
import { customerConsentsThroughTheApi } from './identity-link.js';

// The promoter's application flow, step by step, shared by the specs that need a real application,
// in either language; `check` looks at each screen once it is filled in (the walk's own spec
// checks every screen reads in words and fits).
// A one-page PDF is all the checklist needs; the server checks the type by content.
export const pdf = join(tmpdir(), 'origina-documento.pdf');
writeFileSync(pdf, '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
// The smallest JPEG browsers and the server decode: 1×1 pixel.
const jpeg = join(tmpdir(), 'origina-selfie.jpg');
writeFileSync(
  jpeg,
  Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
    'base64',
  ),
);

export interface WalkOptions {
  language?: FlowLanguage;
  check?: (screen: string) => Promise<void>;
  /** Stop on arriving at this step, before filling it in. */
  until?: ApplicationStep;
}
const walkOf = (options: WalkOptions = {}) => ({
  w: flowWords[options.language ?? 'es'],
  check: options.check ?? (async () => undefined),
});

export const continueButton = (page: Page, language: FlowLanguage = 'es') =>
  page.getByRole('button', { name: flowWords[language].continue });

export async function fillPreSolicitud(page: Page, name = 'Gabriela', options: WalkOptions = {}) {
  const { w, check } = walkOf(options);
  await page.getByLabel(w.firstName).fill(name);
  await page.getByLabel(w.lastName).fill('Hernández');
  await page.getByLabel(w.secondLastName).fill('García');
  // Each walk is another customer (same name and birth date, a CURP of their own): the capacity
  // counts a customer's applications in flight, and a worker walks several.
  await page.getByLabel('CURP').fill(freshCurp().toLowerCase());
  await page.getByLabel(w.mobile).fill('5512345678');
  await page.getByLabel(w.email).fill('gabriela@example.mx');
  await page.getByLabel(w.consent).check();
  await check('pre-solicitud');
  await page.getByRole('button', { name: w.create }).click();
  await expect(page).toHaveURL(/\/dashboard\/nueva-solicitud\/[0-9a-f-]{36}\/branch$/);
}

type StepFiller = (page: Page, walk: WalkOptions & { link?: string }) => Promise<void>;

// How the walk fills in each step the promoter goes through (with what it checks on the way); a
// step added to the domain's applicationSteps needs one here, or the walk stops at it.
export const stepFillers: Partial<Record<ApplicationStep, StepFiller>> = {
  branch: async (page, options) => {
    const { w, check } = walkOf(options);
    await page
      .getByRole('combobox', { name: w.branch })
      .selectOption({ label: 'Ciudad de México Roma · Cuauhtémoc, Ciudad de México' });
    await check('branch');
  },
  convenio: async (page, options) => {
    const { w, check } = walkOf(options);
    await page.getByRole('combobox', { name: w.affiliate }).selectOption({
      label:
        'Gobierno de la Ciudad de México (Secretaría de Administración y Finanzas de la Ciudad de México)',
    });
    await check('convenio');
  },
  producto: async (page, options) => {
    const { w, check } = walkOf(options);
    await page.getByRole('combobox', { name: w.product }).selectOption({ label: w.productName });
    await page.getByRole('combobox', { name: w.term }).selectOption({ label: w.termOption });
    // Out of the product's limits, or not an amount: the field says what it needs.
    await page.getByLabel(w.amount).fill('999,999,999');
    await continueButton(page, options.language).click();
    await expect(page.getByText(w.amountAboveMax)).toBeVisible();
    await check('producto, an amount refused');
    await page.getByLabel(w.amount).fill('20,000');
    await expect(page.getByTestId('loan-preview')).toContainText(w.estimatedPayment);
    await check('producto');
  },
  // Past Biometría before the customer acts: the check runs alongside.
  biometria: async (page, walk) => {
    const { w, check } = walkOf(walk);
    walk.link = await issueIdentityLink(page, w.createLink);
    await check('biometria, the link issued');
  },
  'datos-generales': async (page, options) => {
    const { w, check } = walkOf(options);
    const steps = page.getByTestId('identity-step-state');
    if (await steps.isVisible()) await expect(steps).toHaveText(w.waitingForCustomer);
    await expect(page.getByLabel(w.firstName)).toHaveValue(/.+/);
    // The CURP states the birth date and the sex: they come filled in.
    await expect(page.getByLabel(w.birthDate)).toHaveValue('1956-04-27');
    await expect(page.getByRole('combobox', { name: w.sex })).toHaveValue('M');
    await page.getByLabel('RFC').fill('HEGG560427AB1');
    // Its check digit fails (it should be 3): said under the field, and the step still saves.
    await expect(page.getByLabel('RFC')).toHaveAccessibleDescription(w.rfcCheckDigit);
    await page.getByRole('combobox', { name: w.identification }).selectOption('ine');
    await page.getByLabel(w.identificationNumber).fill('GMVLMR80070501M100');
    await page.getByRole('combobox', { name: w.maritalStatus }).selectOption('married');
    await answerKycGeneral(page, options);
    await check('datos-generales');
  },
  'datos-generales-2': async (page, walk) => {
    const { w, check } = walkOf(walk);
    // Meanwhile, the customer sends the photos from their phone.
    await customerSendsIdentity(page, walk.link!);
    await page.getByLabel(w.dependants).fill('2');
    await page.getByRole('combobox', { name: w.education }).selectOption('bachelor');
    await page.getByRole('combobox', { name: w.housing }).selectOption('owned');
    await check('datos-generales-2');
  },
  domicilio: (page, options) => fillDomicilio(page, options),
  'datos-laborales': async (page, options) => {
    const { w, check } = walkOf(options);
    await page.getByLabel(w.employeeNumber).fill('E-4512');
    await page.getByLabel(w.position).fill('Analista');
    await page.getByLabel(w.startDate).fill('2015-03-01');
    await page.getByLabel(w.netPay).fill('12000');
    await page.getByLabel(w.deductions).fill('500');
    await page.getByRole('combobox', { name: w.bank }).selectOption('002');
    await page.getByLabel('CLABE').fill('002010077777777771');
    await answerKycWork(page, options);
    await check('datos-laborales');
  },
  referencias: async (page, options) => {
    const { w, check } = walkOf(options);
    const names = page.getByLabel(w.referenceName);
    const phones = page.getByLabel(w.referencePhone);
    await names.nth(0).fill('Rosa García');
    await phones.nth(0).fill('5587654321');
    await page.getByRole('combobox', { name: w.relationship }).nth(0).selectOption('sibling');
    await names.nth(1).fill('Jorge Pérez');
    await phones.nth(1).fill('5511112222');
    await page.getByRole('combobox', { name: w.relationship }).nth(1).selectOption('friend');
    await check('referencias');
  },
};

/** From the branch to the documents (or to `until`), in the domain's step order. The identity link
 * is issued and the walk goes on at once; the customer sends the photos (through the API) while the
 * promoter fills in the next steps. Answers the identity link once issued. */
export async function completeUpToDocuments(page: Page, options: WalkOptions = {}) {
  const walk: WalkOptions & { link?: string } = { ...options };
  const steps = applicationSteps.slice(
    applicationSteps.indexOf('branch'),
    applicationSteps.indexOf('datos-de-solicitud') + 1,
  );
  for (const [index, step] of steps.slice(0, -1).entries()) {
    if (step === options.until) return walk.link;
    const fill = stepFillers[step];
    if (!fill) throw new Error(`application-flow.ts: no filler for step ${step}`);
    await fill(page, walk);
    await continueButton(page, options.language).click();
    await expect(page).toHaveURL(new RegExp(`/${steps[index + 1]}$`));
  }
  return walk.link;
}

/** The identification file's questions in Datos generales: each must be answered (none is taken
 * for "no"), and "on behalf of someone else" asks who, only while it is "yes". */
async function answerKycGeneral(page: Page, options: WalkOptions = {}) {
  const { w } = walkOf(options);
  const pep = page.getByRole('radiogroup', { name: w.pep });
  const relative = page.getByRole('radiogroup', { name: w.pepRelative });
  const thirdParty = page.getByRole('radiogroup', { name: w.thirdParty });
  await expect(pep.getByRole('radio', { name: w.no })).not.toBeChecked();
  await expect(pep.getByRole('radio', { name: w.yes })).not.toBeChecked();
  await continueButton(page, options.language).click();
  await expect(page.getByText(w.answerYesNo)).toHaveCount(3);
  await pep.getByRole('radio', { name: w.no }).check();
  await relative.getByRole('radio', { name: w.no }).check();
  await thirdParty.getByRole('radio', { name: w.yes }).check();
  await expect(page.getByLabel(w.thirdPartyName)).toBeVisible();
  await thirdParty.getByRole('radio', { name: w.no }).check();
  await expect(page.getByLabel(w.thirdPartyName)).toHaveCount(0);
  await expect(page.getByText(w.answerYesNo)).toHaveCount(0);
}

/** The occupation and where the funds come from, in Datos laborales ("other" asks which). */
async function answerKycWork(page: Page, options: WalkOptions = {}) {
  const { w } = walkOf(options);
  await page.getByLabel(w.occupation).fill('Empleada de gobierno');
  const source = page.getByRole('combobox', { name: w.resourceSource });
  await source.selectOption('other');
  await expect(page.getByLabel(w.resourceSourceOther)).toBeVisible();
  await source.selectOption('salary');
  await expect(page.getByLabel(w.resourceSourceOther)).toHaveCount(0);
}

// The address, and on the way a changed step left by the browser's Back: it asks first.
async function fillDomicilio(page: Page, options: WalkOptions) {
  const { w, check } = walkOf(options);
  // A postal code with one colonia chooses it.
  await page.getByLabel(w.zip).fill('01000');
  await expect(page.getByRole('combobox', { name: w.settlement })).toHaveValue('San Ángel');
  await page.getByLabel(w.zip).fill('06700');
  await expect(page.getByTestId('address-place')).toContainText('Cuauhtémoc');
  await page.getByRole('combobox', { name: w.settlement }).selectOption('Roma Norte');
  await page.getByLabel(w.street).fill('Calle Colima');
  await page.goBack();
  const ask = page.getByRole('dialog', { name: w.leaveTitle });
  await expect(ask).toBeVisible();
  await check('domicilio, asked before leaving');
  await ask.getByRole('button', { name: w.stay }).click();
  await expect(page).toHaveURL(/\/domicilio$/);
  await expect(page.getByLabel(w.street)).toHaveValue('Calle Colima');
  await page.getByLabel(w.exteriorNumber).fill('120');
  await page.getByLabel(w.yearsAtAddress).fill('5');
  await check('domicilio');
}

/** Issues the customer's identity link on the biometria step; answers it. */
async function issueIdentityLink(page: Page, issue = flowWords.es.createLink) {
  const shown = page.getByTestId('identity-link');
  const previous = (await shown.count()) > 0 ? await shown.textContent() : null;
  await page.getByRole('button', { name: issue }).click();
  if (previous) await expect(page.getByTestId('identity-link')).not.toHaveText(previous);
  // These servers run at 127.0.0.1: a phone could not open that, and the step says so.
  await expect(page.getByTestId('loopback-warning')).toBeVisible();
  // What the customer receives is in Spanish, whatever language the promoter works in.
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /text=Para%20tu%20solicitud%20de%20cr%C3%A9dito/,
  );
  return (await page.getByTestId('identity-link').textContent())!;
}

// The customer's side done through the public API (the camera flow has its own spec): the
// promoter's screens follow it without a reload.
export async function verifyIdentityThroughTheApi(page: Page, issue = flowWords.es.createLink) {
  await customerSendsIdentity(page, await issueIdentityLink(page, issue));
  // The result in place of the link (or, when the reviewer reopened the check, the link's new
  // status).
  await expect(
    page
      .getByTestId('identity-done')
      .or(page.getByTestId('identity-status').filter({ hasText: flowWords.es.underReview })),
  ).toBeVisible();
}

/** The customer consents, sends the three photos and submits, through the link's API. */
export async function customerSendsIdentity(page: Page, link: string) {
  const path = `/api/v1/promoter/biometricvalidations/${link.split('/identidad/')[1]}/`;
  const send = (body: unknown) =>
    page.request.patch(path, { data: body }).then(
      (response) =>
        response.json() as Promise<{
          upload_url?: string;
          upload_fields?: Record<string, string>;
          confirm_url?: string;
        }>,
    );
  await customerConsentsThroughTheApi(page.request, link.split('/identidad/')[1]!);
  const pixels = Buffer.alloc(800 * 600 * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  const photo = await sharp(pixels, { raw: { width: 800, height: 600, channels: 3 } })
    .jpeg()
    .toBuffer();
  for (const capture of ['id_front', 'id_back', 'selfie']) {
    const target = await send({ capture });
    if (target.upload_fields) {
      // Object storage: the form to the bucket, then the API checks what arrived.
      const stored = await page.request.post(target.upload_url!, {
        multipart: {
          ...target.upload_fields,
          file: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: photo },
        },
      });
      expect(stored.ok()).toBe(true);
      expect((await page.request.post(target.confirm_url!)).status()).toBe(200);
      continue;
    }
    expect(
      (
        await page.request.post(target.upload_url!, {
          data: photo,
          headers: { 'content-type': 'image/jpeg' },
        })
      ).status(),
    ).toBe(200);
  }
  await send({ submitted: true });
}

async function uploadDocuments(page: Page, options: WalkOptions = {}) {
  const { w, check } = walkOf(options);
  // The identity check already took the INE and the selfie: those need no upload.
  for (const type of ['ine_front', 'ine_back', 'selfie']) {
    await expect(page.getByTestId(`document-${type}`)).toContainText(w.fromIdentity);
    await expect(page.getByTestId(`document-${type}`).locator('input[type=file]')).toHaveCount(0);
  }
  for (const type of ['proof_of_address', 'signed_application']) {
    const row = page.getByTestId(`document-${type}`);
    await row.locator('input[type=file]').setInputFiles(pdf);
    await expect(row).toContainText(w.uploaded);
  }
  // The last two pay stubs are two files, chosen together: each goes up in turn and the row
  // lists both and counts them.
  const stubs = page.getByTestId('document-pay_stub');
  await stubs.locator('input[type=file]').setInputFiles([pdf, jpeg]);
  await expect(stubs).toContainText(w.filesCount(2));
  await expect(stubs.getByText(`${w.uploaded}: origina-documento.pdf`)).toBeVisible();
  await expect(stubs.getByText(`${w.uploaded}: origina-selfie.jpg`)).toBeVisible();
  // Each file opens in place.
  await stubs.getByRole('button', { name: `${w.view}: origina-selfie.jpg` }).click();
  const preview = page.getByRole('dialog', { name: 'origina-selfie.jpg' });
  await expect(preview.getByTestId('document-preview-image')).toBeVisible();
  await check('a document opened in place');
  await preview.getByRole('button', { name: w.close }).click();
  await expect(preview).toBeHidden();
}

/** The datos-de-solicitud step: the loan confirmed, its purpose and the documents; on to the preview. */
export async function completeDatosDeSolicitud(page: Page, options: WalkOptions = {}) {
  const { w, check } = walkOf(options);
  await page.getByRole('combobox', { name: w.purpose }).selectOption('home_improvement');
  await page.getByLabel(w.confirmed).check();
  await uploadDocuments(page, options);
  await check('datos-de-solicitud');
  await continueButton(page, options.language).click();
  await expect(page).toHaveURL(/\/vista-previa$/);
  await expect(page.getByTestId('application-warnings')).toContainText(w.rfcWarning);
}

/** A promoter's complete application, from the pre-solicitud to submit; answers its folio. */
export async function submitCompleteApplication(page: Page, name = 'Gabriela') {
  await page.goto('/dashboard/nueva-solicitud');
  await fillPreSolicitud(page, name);
  await completeUpToDocuments(page);
  await completeDatosDeSolicitud(page);
  await page.getByRole('button', { name: flowWords.es.submit }).click();
  await expect(page).toHaveURL(/\/submit$/);
  return (await page.getByTestId('application-folio').textContent())!;
}
