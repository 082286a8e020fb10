import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Application } from '@origina/domain/application-api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeIdentity,
  demoChoices,
  giveCustomerConsents,
  uploadMissingDocuments,
} from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { freshCurp, preSolicitudOf, sectionsOf } from '../../../test/support/customer.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { pdfText } from '../../../test/support/signatures.js';
import { latestCode } from '../../../test/support/sms-gateway.js';
import {
  applicationConsents,
  applications,
  bureauAuthorizations,
  customerCodes,
  phoneVerifications,
  privacyNotices,
} from '../../db/schema.js';
import { localDiskStorage } from '../../storage/file-storage.js';
import { s3Storage } from '../../storage/s3-storage.js';
import { addNoticeVersion, seedSamplePrivacyNotice } from '../privacy-notice/notices.js';

// The customer's consents on the identity link (issue 32): the privacy notice, the verified
// mobile, the bureau authorization, in that order; and submit refused while any is missing.

let server: TestServer;
let ana: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  server = await startTestServer({ LENDER_NAME: 'Financiera Prueba' });
  // The catalogue without its sample notice: the first test proves what a link does without one.
  await seedDemoCatalogues(server.db);
  await server.db.delete(privacyNotices);
  ana = await signInAs(server, 'promoter');
  choices = await demoChoices(server, ana);
}, 120_000);
afterAll(() => server?.close());

type Status = {
  steps_left: string[];
  privacy_notice: { version: number; text: string; voluntary_purposes: { key: string }[]; sample: boolean };
  mobile_masked: string;
  bureau_authorization_text: string;
};

async function draft(mobile = '5512345678') {
  const created = await server.post<{ id: string }>(
    '/api/v1/promoter/applications/',
    { pre_solicitud: { ...preSolicitudOf({ curp: freshCurp() }), mobile } },
    { token: ana, headers: { 'idempotency-key': crypto.randomUUID() } },
  );
  expect(created.status).toBe(201);
  return created.body.id;
}
const issue = (application: string) =>
  server.post<{ slug: string }>('/api/v1/promoter/biometricvalidations/', { application }, { token: ana });
const pathOf = (slug: string) => `/api/v1/promoter/biometricvalidations/${slug}/`;
const patch = (slug: string, body: unknown, language = 'es') =>
  server.request<Record<string, unknown>>('PATCH', pathOf(slug), {
    body,
    headers: { 'accept-language': language },
  });
const status = async (slug: string) => (await server.get<Status>(pathOf(slug))).body;
async function sendCode(slug: string) {
  const before = server.sms.texts.length;
  const sent = await server.post<Record<string, unknown>>(`${pathOf(slug)}phone-code/`);
  return { sent, code: () => latestCode(server.sms, before), message: () => server.sms.texts.at(-1)! };
}
const consentOf = (version: number, voluntary: Record<string, boolean> = {}) => ({
  consent: { accepted: true, notice_version: version, biometric: true, voluntary },
});

describe('a step of the link', () => {
  it('refuses a body declared larger than a step (413) before it finds the link', async () => {
    const large = JSON.stringify({ phone_code: '1'.repeat(20_000) });
    for (const [method, suffix] of [
      ['PATCH', ''],
      ['POST', 'phone-code/'],
    ] as const) {
      const answer = await server.request<{ code?: string }>(method, `${pathOf('x'.repeat(43))}${suffix}`, {
        rawBody: large,
        headers: { 'content-type': 'application/json' },
      });
      expect([answer.status, answer.body.code], method).toEqual([413, 'payload_too_large']);
    }
  });
});

describe('the identity link without a privacy notice', () => {
  it('is never issued (409 privacy_notice_missing), in words', async () => {
    const refused = await issue(await draft());
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'privacy_notice_missing',
      detail:
        'La financiera aún no tiene aviso de privacidad: un administrador debe publicarlo antes de enviar enlaces de identidad.',
    });
    await seedSamplePrivacyNotice(server.db);
    expect((await issue(await draft())).status).toBe(201);
  });
});

describe('the customer’s consents on the link', () => {
  it('shows the lender’s notice with its responsible party, and every step still to do', async () => {
    const { slug } = (await issue(await draft('5598765678'))).body;
    const shown = await status(slug);
    expect(shown.steps_left).toEqual(['privacy', 'phone', 'bureau', 'photos']);
    expect(shown.privacy_notice).toMatchObject({ version: 1, sample: true });
    expect(shown.privacy_notice.text).toMatch(/^Responsable del tratamiento de sus datos personales:/);
    expect(shown.mobile_masked).toBe('•• •• •• 56 78');
    expect(shown.bureau_authorization_text).toContain('tres años');
  });

  it('asks the steps in order: phone after the notice, bureau after a verified phone, photos after consent', async () => {
    const { slug } = (await issue(await draft())).body;
    expect((await sendCode(slug)).sent.body.code).toBe('identity.consent_required');
    expect((await patch(slug, { phone_code: '123456' })).body.code).toBe('identity.consent_required');
    expect((await patch(slug, { capture: 'selfie' })).body.code).toBe('identity.consent_required');
    expect((await patch(slug, consentOf(1))).status).toBe(200);
    const bureauFirst = await patch(slug, { bureau_authorization: { accepted: true, code: '123456' } });
    expect(bureauFirst.status).toBe(409);
    expect(bureauFirst.body.code).toBe('identity.phone_required');
    // Photos may be taken once the biometric data is consented; the check is sent only after the
    // bureau authorization (once sent, the link takes nothing more).
    expect((await patch(slug, { capture: 'selfie' })).status).toBe(200);
    expect((await patch(slug, { submitted: true })).body.code).toBe('identity.phone_required');
  });

  it('records the notice version, the biometric consent, each voluntary purpose (omitted: refused), address and browser', async () => {
    const application = await draft();
    const { slug } = (await issue(application)).body;
    const notice = await addNoticeVersion(
      server.db,
      {
        text: `${'Aviso de privacidad integral de prueba. '.repeat(8)}`,
        voluntary_purposes: [
          { key: 'marketing', text: 'Enviarte promociones.' },
          { key: 'surveys', text: 'Invitarte a encuestas.' },
        ],
      },
      null,
    );
    // The page read version 1: accepting it now is stale.
    const stale = await patch(slug, consentOf(notice.version - 1), 'en');
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'identity.notice_stale',
      detail: 'The privacy notice changed while you read it. Read the current version and accept it again.',
    });
    expect((await status(slug)).privacy_notice.version).toBe(notice.version);
    const accepted = await server.request('PATCH', pathOf(slug), {
      body: consentOf(notice.version, { marketing: true }),
      headers: { 'user-agent': 'Navegador del cliente/1.0' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.steps_left).toEqual(['phone', 'bureau', 'photos']);
    const [row] = await server.db
      .select()
      .from(applicationConsents)
      .where(eq(applicationConsents.applicationId, application));
    expect(row).toMatchObject({
      noticeVersion: notice.version,
      biometric: true,
      voluntaryAccepted: ['marketing'],
      voluntaryRefused: ['surveys'],
      ipAddress: '127.0.0.1',
      userAgent: 'Navegador del cliente/1.0',
    });
    // A consent that does not accept the biometric data is not one.
    const partial = await patch(slug, { consent: { accepted: true, notice_version: notice.version } });
    expect(partial.status).toBe(400);
  });

  it('verifies the mobile with a code by SMS: a minute between codes, five tries, ten minutes of life', async () => {
    const application = await draft('5511112222');
    const { slug } = (await issue(application)).body;
    await giveCustomerConsents(server, slug, ['privacy']);
    const first = await sendCode(slug);
    expect(first.sent.status).toBe(200);
    expect(first.sent.body).toMatchObject({ purpose: 'phone', mobile_masked: '•• •• •• 22 22' });
    expect(first.message()).toMatchObject({ to: '+525511112222' });
    expect(first.message().text).toMatch(/código: \d{6}/);
    // Another code at once: wait.
    expect((await sendCode(slug)).sent.status).toBe(429);
    const code = first.code();
    const wrong = code === '000000' ? '000001' : '000000';
    const tries: unknown[] = [];
    for (let i = 0; i < 4; i += 1) tries.push((await patch(slug, { phone_code: wrong })).body.errors);
    expect(tries[0]).toEqual({ phone_code: ['El código no es correcto. Te quedan 4 intentos.'] });
    expect(tries[3]).toEqual({ phone_code: ['El código no es correcto. Te queda 1 intento.'] });
    expect((await patch(slug, { phone_code: wrong })).body.errors).toEqual({
      phone_code: ['Escribiste mal el código demasiadas veces. Pide uno nuevo.'],
    });
    // Spent: even the right code no longer works.
    expect((await patch(slug, { phone_code: code })).status).toBe(400);
    expect(
      await server.db
        .select()
        .from(phoneVerifications)
        .where(eq(phoneVerifications.applicationId, application)),
    ).toEqual([]);

    // A new code (on a new link: the old one's minute has not passed), left to expire.
    const renewed = (await issue(application)).body.slug;
    const second = await sendCode(renewed);
    expect(second.sent.status).toBe(200);
    await server.db
      .update(customerCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerCodes.mobile, '5511112222'));
    expect((await patch(renewed, { phone_code: second.code() })).body.errors).toEqual({
      phone_code: ['El código venció. Pide uno nuevo.'],
    });
  });

  it('authorizes the bureau inquiry with a fresh code to the verified mobile, kept as a PDF with its SHA-256', async () => {
    const application = await draft('5533334444');
    const { slug } = (await issue(application)).body;
    await giveCustomerConsents(server, slug, ['privacy']);
    const phone = await sendCode(slug);
    const phoneCode = phone.code();
    expect((await patch(slug, { phone_code: phoneCode })).body.steps_left).toEqual(['bureau', 'photos']);
    const [verified] = await server.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.applicationId, application));
    expect(verified!.mobile).toBe('5533334444');
    // The verification's code is spent: the authorization needs the next one.
    expect((await patch(slug, { bureau_authorization: { accepted: true, code: phoneCode } })).status).toBe(
      400,
    );
    const bureau = await sendCode(slug);
    expect(bureau.sent.body.purpose).toBe('bureau');
    expect(bureau.message().text).toContain('buró de crédito');
    const authorized = await patch(slug, { bureau_authorization: { accepted: true, code: bureau.code() } });
    expect(authorized.status).toBe(200);
    expect(authorized.body.steps_left).toEqual(['photos']);
    const [row] = await server.db
      .select()
      .from(bureauAuthorizations)
      .where(eq(bureauAuthorizations.applicationId, application));
    expect(row!.mobile).toBe('5533334444');
    expect(row!.text).toContain('tres años');
    expect(row!.text).toContain('naturaleza y el alcance de la información');
    const storage = server.config.s3
      ? s3Storage(server.config.s3)
      : localDiskStorage(join(server.config.dataDir, 'documents'));
    const content = Buffer.concat(await (await storage.read(row!.storageKey)).toArray());
    expect(createHash('sha256').update(content).digest('hex')).toBe(row!.sha256);
    const { text } = await pdfText(content);
    expect(text).toContain('Autorización para solicitar reportes de crédito');
    expect(text).toContain('•• •• •• 44 44');
    // Nothing left to send a code for but the photos.
    expect((await sendCode(slug)).sent.body.code).toBe('identity.code_not_needed');
  });

  it('asks the phone again when the promoter changed the number after its verification', async () => {
    const application = await draft('5555556666');
    const { slug } = (await issue(application)).body;
    await giveCustomerConsents(server, slug, ['privacy', 'phone', 'bureau']);
    expect((await status(slug)).steps_left).toEqual(['photos']);
    await setMobile(application, '5577778888');
    const after = await status(slug);
    expect(after.steps_left).toEqual(['phone', 'photos']);
    expect(after.mobile_masked).toBe('•• •• •• 88 88');
    // The promoter sends the link again (a new one: the old one's minute between codes is spent).
    const renewed = (await issue(application)).body.slug;
    const again = await sendCode(renewed);
    expect(again.sent.status).toBe(200);
    expect(again.message().to).toBe('+525577778888');
    expect((await patch(renewed, { phone_code: again.code() })).body.steps_left).toEqual(['photos']);
  });
});

describe('submit', () => {
  it('is refused (409 consents_missing) naming each consent missing, in Spanish and English', async () => {
    const id = await draft();
    const [row] = await server.db.select().from(applications).where(eq(applications.id, id));
    const saved = await server.request('PATCH', `/api/v1/promoter/applications/${id}/`, {
      token: ana,
      body: sectionsOf(choices, {
        curp: (row!.data as { pre_solicitud: { curp: string } }).pre_solicitud.curp,
      }),
      headers: { 'if-match': `"${row!.version}"` },
    });
    expect(saved.status).toBe(200);
    // Its documents first (the submit check names them while the identity check is missing).
    await uploadMissingDocuments(server, ana, id);
    await completeIdentity(server, ana, id);
    // The number changed after its verification, and the authorization is gone (as for an
    // application started before the link asked for it).
    await setMobile(id, '5599990000');
    await server.db.delete(bureauAuthorizations).where(eq(bureauAuthorizations.applicationId, id));
    const submit = (language: string) =>
      server.request<Application & { consents_missing: string[] }>(
        'POST',
        `/api/v1/promoter/applications/${id}/submit/`,
        { token: ana, headers: { 'accept-language': language } },
      );
    const refused = await submit('es');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'consents_missing',
      consents_missing: ['phone', 'bureau'],
      detail:
        'Faltan pasos del cliente en su enlace de identidad: verificar su número celular actual, autorizar la consulta al buró de crédito.',
    });
    expect((await submit('en')).body.detail).toBe(
      'The customer still has to, on their identity link: verify their current mobile number, authorize the credit bureau inquiry.',
    );
    // The promoter issues a new link; the customer verifies the new number and authorizes.
    await completeIdentity(server, ana, id);
    const submitted = await submit('es');
    expect(submitted.body.code).toBeUndefined();
    expect(submitted.status).toBe(200);
  });
});

// The promoter corrects the customer's mobile (as a save of the contact section does).
async function setMobile(id: string, mobile: string) {
  const [row] = await server.db.select().from(applications).where(eq(applications.id, id));
  const data = row!.data as Record<string, Record<string, unknown>>;
  await server.db
    .update(applications)
    .set({
      data: {
        ...data,
        pre_solicitud: { ...data.pre_solicitud, mobile },
        ...(data.datos_generales_2 ? { datos_generales_2: { ...data.datos_generales_2, mobile } } : {}),
      },
    })
    .where(and(eq(applications.id, id)));
}
