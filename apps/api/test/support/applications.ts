import { type CustomerLinkStep, customerLinkSteps } from '@origina/domain/customer-consents';
import type { PublicIdentityStatus } from '@origina/domain/identity-checks';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { applications } from '../../src/db/schema.js';
import { authorizeAndInquire } from './bureau.js';
import { seedDemoCatalogues, signInAs } from './catalogues.js';
import { type ApplicationVariant, freshCurp, preSolicitudOf, sectionsOf } from './customer.js';
import { startTestServer, type TestServer } from './server.js';
import { latestCode } from './sms-gateway.js';
import { sendUpload, type UploadTarget } from './uploads.js';

interface Page<T> {
  results: T[];
}
type Ref = { id: string; code: string };

/** What most application tests start from: a server with the demo catalogues, a signed-in
 * promoter and the demo's choices. */
export async function startPromoterServer() {
  const server = await startTestServer();
  await seedDemoCatalogues(server.db);
  const token = await signInAs(server, 'promoter');
  return { server, token, choices: await demoChoices(server, token) };
}

/** Ids of the demo catalogue entries an application picks: Roma branch, CDMX convenio, Clásico. */

export async function demoChoices(server: TestServer, token: string) {
  const find = async (path: string, code: string) => {
    const response = await server.get<Page<Ref>>(`${path}?search=${code}`, { token });
    const found = response.body.results.find((item) => item.code === code);
    if (!found) throw new Error(`${code} not found`);
    return found.id;
  };
  return {
    branch: await find('/api/v1/promoter/branches/', 'SUC-CDMX-ROMA'),
    affiliate: await find('/api/v1/promoter/affiliates/', 'GOB-CDMX'),
    product: await find('/api/v1/promoter/products/', 'NOM-QNA-CLASICO'),
  };
}

// A sharp, textured photo the identity checks accept.
async function identityPhoto() {
  const pixels = Buffer.alloc(800 * 600 * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width: 800, height: 600, channels: 3 } })
    .jpeg()
    .toBuffer();
}

/** The customer's consents on an identity link, through the public API, as the link asks them:
 * the privacy notice in force, the mobile verified with the code that arrived by SMS, the bureau
 * authorization confirmed with a second code. Answers the link's path. */
export async function giveCustomerConsents(
  server: TestServer,
  slug: string,
  steps: readonly CustomerLinkStep[] = customerLinkSteps,
) {
  const path = `/api/v1/promoter/biometricvalidations/${slug}/`;
  const status = await server.get<PublicIdentityStatus>(path);
  if (status.status !== 200) throw new Error(`identity link refused: ${status.status}`);
  const left = status.body.steps_left.filter((step) => steps.includes(step));
  const step = async (body: unknown) => {
    const answer = await server.request('PATCH', path, { body });
    if (answer.status !== 200)
      throw new Error(`identity step refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  };
  const code = async () => {
    const before = server.sms.texts.length;
    const sent = await server.post(`${path}phone-code/`);
    if (sent.status !== 200) throw new Error(`identity code refused: ${sent.status}`);
    return latestCode(server.sms, before);
  };
  if (left.includes('privacy'))
    await step({
      consent: {
        accepted: true,
        notice_version: status.body.privacy_notice!.version,
        biometric: true,
        voluntary: {},
      },
    });
  if (left.includes('phone')) await step({ phone_code: await code() });
  if (left.includes('bureau')) await step({ bureau_authorization: { accepted: true, code: await code() } });
  return path;
}

/** The customer's side of the identity check, through the public API: link, consents, photos, submit. */
export async function completeIdentity(server: TestServer, token: string, applicationId: string) {
  const link = await server.post<{ slug: string }>(
    '/api/v1/promoter/biometricvalidations/',
    { application: applicationId },
    { token },
  );
  if (link.status !== 201) throw new Error(`identity link not issued: ${link.status}`);
  const path = await giveCustomerConsents(server, link.body.slug);
  for (const capture of ['id_front', 'id_back', 'selfie']) {
    const { body } = await server.request<UploadTarget>('PATCH', path, { body: { capture } });
    const response = await sendUpload(server.baseUrl, body, await identityPhoto(), 'image/jpeg');
    if (response.status !== 200) throw new Error(`identity photo refused: ${response.status}`);
  }
  await server.request('PATCH', path, { body: { submitted: true } });
}

/**
 * Uploads a photo for every document the submit check still names, round after round (a type may
 * need more than one file), until it names none; answers how many files went up.
 */
export async function uploadMissingDocuments(server: TestServer, token: string, applicationId: string) {
  const content = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .jpeg()
    .toBuffer();
  let sent = 0;
  for (let round = 0; round < 5; round += 1) {
    const refused = await server.post<{ missing?: { field: string | null }[] }>(
      `/api/v1/promoter/applications/${applicationId}/submit/`,
      undefined,
      { token },
    );
    const codes = (refused.body.missing ?? [])
      .map((item) => item.field ?? '')
      .filter((field) => field.startsWith('documents.'))
      .map((field) => field.slice('documents.'.length));
    if (codes.length === 0) return sent;
    for (const code of codes) {
      const record = await server.post<UploadTarget>(
        '/api/v1/users/applicationdocuments/',
        {
          application: applicationId,
          document_type: code,
          file_name: `${code}.jpg`,
          size: content.length,
          content_type: 'image/jpeg',
        },
        { token },
      );
      const response = await sendUpload(server.baseUrl, record.body, content, 'image/jpeg', { token });
      if (response.status !== 200) throw new Error(`${code} refused: ${response.status}`);
      sent += 1;
    }
  }
  throw new Error('the submit check kept naming documents');
}

/**
 * A complete application, marked submitted in the database (the submit rules themselves are
 * proven in the applications and documents tests). With `identity`, the customer's check is
 * taken first, while it is still a draft.
 */
export async function submittedApplication(
  server: TestServer,
  token: string,
  choices: Awaited<ReturnType<typeof demoChoices>>,
  options: { identity?: boolean; variant?: ApplicationVariant } = {},
) {
  // Each its own customer unless the test names one: one customer's loans add up against the
  // payroll capacity.
  const variant = { ...options.variant, curp: options.variant?.curp ?? freshCurp() };
  const created = await server.post<{ id: string }>(
    '/api/v1/promoter/applications/',
    { pre_solicitud: preSolicitudOf(variant) },
    { token, headers: { 'idempotency-key': crypto.randomUUID() } },
  );
  await server.request('PATCH', `/api/v1/promoter/applications/${created.body.id}/`, {
    token,
    body: sectionsOf(choices, variant),
    headers: { 'if-match': '"1"' },
  });
  if (options.identity) await completeIdentity(server, token, created.body.id);
  const [row] = await server.db
    .update(applications)
    .set({ status: 'submitted', submittedAt: new Date(), version: 3 })
    .where(eq(applications.id, created.body.id))
    .returning();
  return row!;
}

/** A submitted application taken for review by `reviewer`; with `identity: 'approved'` the
 * customer's check was sent and the reviewer approved it, and (unless `bureau: false`) the
 * customer authorized the bureau inquiry and the reviewer recorded it (what an approval needs). */
export async function takenApplication(
  server: TestServer,
  promoter: string,
  reviewer: string,
  choices: Awaited<ReturnType<typeof demoChoices>>,
  options: { identity?: 'submitted' | 'approved'; variant?: ApplicationVariant; bureau?: boolean } = {},
) {
  const submitted = await submittedApplication(server, promoter, choices, {
    identity: Boolean(options.identity),
    variant: options.variant,
  });
  const taken = await server.request<{ version: number }>(
    'POST',
    `/api/v1/review/applications/${submitted.id}/take/`,
    { token: reviewer, headers: { 'if-match': `"${submitted.version}"` } },
  );
  if (taken.status !== 200) throw new Error(`take failed: ${taken.status}`);
  if (options.identity === 'approved') {
    const decided = await server.post(
      `/api/v1/review/applications/${submitted.id}/biometricvalidation/decide/`,
      { result: 'approved' },
      { token: reviewer },
    );
    if (decided.status !== 200) throw new Error(`identity decision failed: ${decided.status}`);
    if (options.bureau !== false) await authorizeAndInquire(server, reviewer, submitted.id);
  }
  return { ...submitted, version: taken.body.version };
}

/** An application the reviewer approved (its contract set made within the approval). */
export async function approvedApplication(
  server: TestServer,
  promoter: string,
  reviewer: string,
  choices: Awaited<ReturnType<typeof demoChoices>>,
  variant?: ApplicationVariant,
) {
  const taken = await takenApplication(server, promoter, reviewer, choices, {
    identity: 'approved',
    variant,
  });
  const decided = await server.post<{ version: number }>(
    `/api/v1/review/applications/${taken.id}/decide/`,
    { decision: 'approve' },
    { token: reviewer, headers: { 'if-match': `"${taken.version}"` } },
  );
  if (decided.status !== 200) throw new Error(`approval failed: ${decided.status}`);
  return { ...taken, version: decided.body.version };
}
