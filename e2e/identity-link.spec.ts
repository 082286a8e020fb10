import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { apiSession, draftThroughTheApi } from './api-applications.js';
import { expectNoViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { smsCode, smsCount } from './sms-inbox.js';
import { expectNoSidewaysScroll } from './visible-text.js';

// The customer's identity link on a phone (issue 32), in both languages: the lender's privacy
// notice with its consents (necessary, biometric, each voluntary purpose unticked), the mobile
// verified with a code by SMS, the credit-bureau authorization confirmed with a fresh code, then
// the photos; the promoter's submit is refused until they are done.

const screenshots = process.env.SCREENSHOTS;

const said = {
  es: {
    start: 'Comenzar',
    sample: 'Aviso de ejemplo',
    necessary: /finalidades necesarias/,
    biometric: /datos biométricos/,
    voluntary: /Acepto \(opcional\)/,
    accept: 'Aceptar y continuar',
    phone: 'Confirma tu celular',
    send: 'Enviar código',
    resend: 'Enviar otro código',
    wait: /^Podrás pedir otro código en \d+ segundos?\.$/,
    code: 'Código (6 dígitos)',
    confirm: 'Confirmar mi celular',
    bureau: 'Autorización para consultar tu buró de crédito',
    authorizeBox: /autorizo la consulta de mi historial crediticio/,
    authorize: 'Autorizar',
    photos: 'Frente de tu INE',
    progress: (step: number, name: string) => `Paso ${step} de 4 · ${name}`,
    phoneStep: 'Tu celular',
    photosStep: 'Fotos',
  },
  en: {
    start: 'Start',
    sample: 'Sample notice',
    necessary: /purposes my loan application needs/,
    biometric: /biometric data/,
    voluntary: /I accept \(optional\)/,
    accept: 'Accept and continue',
    phone: 'Confirm your mobile',
    send: 'Send code',
    resend: 'Send another code',
    wait: /^You can ask for another code in \d+ seconds?\.$/,
    code: 'Code (6 digits)',
    confirm: 'Confirm my mobile',
    bureau: 'Authorization to check your credit bureau history',
    authorizeBox: /authorize the check of my credit history/,
    authorize: 'Authorize',
    photos: 'Front of your voter ID',
    progress: (step: number, name: string) => `Step ${step} of 4 · ${name}`,
    phoneStep: 'Your mobile',
    photosStep: 'Photos',
  },
};

/** Axe, no sideways scroll, and (with SCREENSHOTS set) the screen at phone and desktop size. */
async function lookAt(page: Page, name: string) {
  await expectNoViolations(page, name);
  for (const [size, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1440', { width: 1440, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectNoSidewaysScroll(page, `${name} at ${size}`);
    if (screenshots) await page.screenshot({ path: `${screenshots}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test.use({ viewport: { width: 390, height: 844 }, locale: 'es-MX' });

for (const language of ['es', 'en'] as const) {
  test(`${language}: the customer accepts the notice, verifies the mobile and authorizes the bureau before the photos; submit waits for them`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    if (screenshots) mkdirSync(screenshots, { recursive: true });
    const words = said[language];
    const token = await apiSession(page.request);
    const id = await draftThroughTheApi(page.request, token);
    const headers = { authorization: `Bearer ${token}` };
    const issued = await page.request.post('/api/v1/promoter/biometricvalidations/', {
      headers,
      data: { application: id },
    });
    expect(issued.status()).toBe(201);
    const { slug } = (await issued.json()) as { slug: string };

    // Without the customer's consents, the promoter cannot submit.
    const refused = await page.request.post(`/api/v1/promoter/applications/${id}/submit/`, { headers });
    expect(refused.status()).toBe(409);

    await page.addInitScript((chosen) => {
      localStorage.setItem('settings', JSON.stringify({ language: chosen }));
    }, language);
    await page.goto(`/identidad/${slug}`);
    await page.getByRole('button', { name: words.start }).click();

    // The notice: the sample flag, readable and scrollable; nothing ticked at first.
    await expect(page.getByText(words.sample)).toBeVisible();
    await expect(page.getByRole('region', { name: /Aviso de privacidad|Privacy notice/ })).toContainText(
      'Responsable del tratamiento de sus datos personales',
    );
    const accept = page.getByRole('button', { name: words.accept });
    await expect(accept).toBeDisabled();
    const voluntary = page.getByRole('checkbox', { name: words.voluntary });
    await expect(voluntary).toHaveCount(2);
    for (const box of await voluntary.all()) await expect(box).not.toBeChecked();
    await lookAt(page, `identity-notice-${language}`);
    await page.getByRole('checkbox', { name: words.necessary }).check();
    await expect(accept).toBeDisabled();
    await page.getByRole('checkbox', { name: words.biometric }).check();
    await voluntary.first().check();
    await accept.click();

    // The mobile: a code by SMS, a countdown before another, the code typed back.
    await expect(page.getByRole('heading', { level: 1, name: words.phone })).toBeVisible();
    await expect(page.getByText(words.progress(2, words.phoneStep))).toBeVisible();
    await expect(page.getByText(/•• •• •• \d{2} \d{2}/)).toBeVisible();
    const before = smsCount();
    await page.getByRole('button', { name: words.send }).click();
    await expect(page.getByRole('button', { name: words.resend })).toBeDisabled();
    await expect(page.getByText(words.wait)).toBeVisible();
    await page.getByLabel(words.code).fill(await smsCode(before));
    await lookAt(page, `identity-phone-${language}`);
    await page.getByRole('button', { name: words.confirm }).click();

    // The bureau authorization: its text, a checkbox, a fresh code.
    await expect(page.getByRole('heading', { level: 1, name: words.bureau })).toBeVisible();
    await expect(page.getByRole('region', { name: words.bureau })).toContainText('tres años');
    await expect(page.getByRole('button', { name: words.send })).toBeDisabled();
    await page.getByRole('checkbox', { name: words.authorizeBox }).check();
    const second = smsCount();
    await page.getByRole('button', { name: words.send }).click();
    await page.getByLabel(words.code).fill(await smsCode(second));
    await lookAt(page, `identity-bureau-${language}`);
    await page.getByRole('button', { name: words.authorize }).click();

    // Then the photos.
    await expect(page.getByRole('heading', { level: 1, name: words.photos })).toBeVisible();
    await expect(page.getByText(words.progress(4, words.photosStep))).toBeVisible();
    await lookAt(page, `identity-photos-${language}`);
  });
}
