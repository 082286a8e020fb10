import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveCustomerConsents } from '../../../test/support/applications.js';
import { signInAs } from '../../../test/support/catalogues.js';
import { customer } from '../../../test/support/customer.js';
import { rawRequest, requestHead } from '../../../test/support/raw-socket.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { sendUpload, type UploadTarget } from '../../../test/support/uploads.js';
import type { AppContext } from '../../context.js';
import { applications, biometricValidations } from '../../db/schema.js';
import { redactUrl } from '../../security/masking.js';
import { seedSamplePrivacyNotice } from '../privacy-notice/notices.js';
import { giveConsent } from './customer-steps.js';

let server: TestServer;
let ana: string;
let beto: string;
let reviewer: string;

beforeAll(async () => {
  server = await startTestServer({ LENDER_NAME: 'Financiera Prueba' });
  await seedSamplePrivacyNotice(server.db);
  ana = await signInAs(server, 'promoter');
  beto = await signInAs(server, 'promoter');
  reviewer = await signInAs(server, 'reviewer');
}, 120_000);
afterAll(() => server?.close());

type Link = {
  slug: string;
  url: string;
  status: string;
  result: string | null;
  captures: { kind: string; uploaded_at: string | null }[];
};

async function application(token = ana) {
  const response = await server.post<{ id: string }>(
    '/api/v1/promoter/applications/',
    { pre_solicitud: customer.pre_solicitud },
    { token },
  );
  return response.body.id;
}
const createLink = (applicationId: string, token = ana) =>
  server.post<Link>('/api/v1/promoter/biometricvalidations/', { application: applicationId }, { token });
const publicGet = (slug: string) =>
  server.get<Record<string, unknown>>(`/api/v1/promoter/biometricvalidations/${slug}/`);
const publicPatch = (slug: string, body: unknown) =>
  server.request<UploadTarget & { status: string; missing_captures: string[] }>(
    'PATCH',
    `/api/v1/promoter/biometricvalidations/${slug}/`,
    { body, headers: { 'accept-language': 'en' } },
  );
// The photo goes where the API said: its own upload route, or the bucket and then confirm.
const postPhoto = (target: UploadTarget, photo: Buffer) =>
  sendUpload(server.baseUrl, target, photo, 'image/jpeg', { headers: { 'accept-language': 'en' } });

// A sharp, textured photo the checks accept (random noise has plenty of edges).
async function goodPhoto(width = 800, height = 600) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

// The sample notice the server starts with.
const consent = { consent: { accepted: true, notice_version: 1, biometric: true } };

async function consentAndCapture(slug: string, kinds = ['id_front', 'id_back', 'selfie']) {
  await giveCustomerConsents(server, slug);
  for (const kind of kinds) {
    const { body } = await publicPatch(slug, { capture: kind });
    expect((await postPhoto(body, await goodPhoto())).status).toBe(200);
  }
}

describe('the identity link', () => {
  it('is 32 random bytes, stored only as a hash and encrypted', async () => {
    const id = await application();
    // None issued yet: a state of the step, answered without a body (not a 404 to poll).
    const none = await server.get(`/api/v1/promoter/applications/${id}/biometricvalidation/`, { token: ana });
    expect(none.status).toBe(204);
    const link = await createLink(id);
    expect(link.status).toBe(201);
    expect(link.body.slug).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.body.url).toBe(`http://app.test/identidad/${link.body.slug}`);
    const [row] = await server.db
      .select()
      .from(biometricValidations)
      .where(eq(biometricValidations.applicationId, id));
    expect(row!.slugHash).toBe(createHash('sha256').update(link.body.slug).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(link.body.slug);
    // The promoter can show the same link again.
    const again = await server.get<Link>(`/api/v1/promoter/applications/${id}/biometricvalidation/`, {
      token: ana,
    });
    expect(again.body.url).toBe(link.body.url);
  });

  it('answers the page only what it needs, never the customer’s data, with private headers', async () => {
    const link = await createLink(await application());
    const response = await publicGet(link.body.slug);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual([
      'bureau_authorization_text',
      'consent_given',
      'expires_at',
      'lender',
      'missing_captures',
      'mobile_masked',
      'privacy_notice',
      'status',
      'steps_left',
    ]);
    expect(response.body).toMatchObject({
      status: 'opened',
      lender: 'Financiera Prueba',
      consent_given: false,
      steps_left: ['privacy', 'phone', 'bureau', 'photos'],
      // Only the last four digits, so the customer sees where the codes go.
      mobile_masked: '•• •• •• 56 78',
    });
    expect(JSON.stringify(response.body)).not.toMatch(/Gabriela|HEGG|5512345678|1234/);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('asks consent first, checks every photo, submits once, then is used up', async () => {
    const link = await createLink(await application());
    const slug = link.body.slug;
    expect((await publicPatch(slug, { capture: 'selfie' })).status).toBe(409);
    await giveCustomerConsents(server, slug);
    const { body } = await publicPatch(slug, { capture: 'id_front' });
    const tiny = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#777' } })
      .jpeg()
      .toBuffer();
    expect((await postPhoto(body, tiny)).body.detail).toBe(
      'The photo is too small. Move closer and take another in good light.',
    );
    const blank = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect((await postPhoto(body, blank)).body.code).toBe('identity.photo_blank');
    // Large shapes keep their contrast when shaken, but lose their edges.
    const shapes = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#2a6"/><circle cx="400" cy="300" r="180" fill="#fff"/></svg>',
    );
    const blurry = await sharp(shapes).blur(6).jpeg().toBuffer();
    const refused = await postPhoto(body, blurry);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('identity.photo_blurry');
    expect((await postPhoto(body, await goodPhoto())).status).toBe(200);
    expect((await postPhoto(body, await goodPhoto())).status).toBe(404);
    expect((await publicPatch(slug, { submitted: true })).status).toBe(409);
    await consentAndCapture(slug, ['id_back', 'selfie']);
    const submitted = await publicPatch(slug, { submitted: true });
    expect(submitted.body.status).toBe('submitted');
    expect((await publicPatch(slug, { capture: 'selfie' })).status).toBe(409);
    expect((await publicGet(slug)).body.status).toBe('submitted');
  });

  it('is revoked by a new link, and gone once expired', async () => {
    const id = await application();
    const first = await createLink(id);
    const second = await createLink(id);
    expect((await publicGet(first.body.slug)).status).toBe(410);
    expect((await publicGet(second.body.slug)).status).toBe(200);
    await server.db
      .update(biometricValidations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(biometricValidations.slugHash, createHash('sha256').update(second.body.slug).digest('hex')));
    expect((await publicGet(second.body.slug)).status).toBe(410);
  });

  it('takes consent only while the check is open: a late consent never revives a revoked link nor reopens a sent check', async () => {
    const slugHash = (slug: string) => createHash('sha256').update(slug).digest('hex');
    const rowOf = async (slug: string) =>
      (
        await server.db
          .select()
          .from(biometricValidations)
          .where(eq(biometricValidations.slugHash, slugHash(slug)))
      )[0]!;
    // The consent request read the link, then the promoter issued a new one before it wrote.
    const id = await application();
    const first = await createLink(id);
    const readBeforeRevoked = await rowOf(first.body.slug);
    await createLink(id);
    const context = { db: server.db } as AppContext;
    const evidence = { ip: '127.0.0.1', userAgent: 'test' };
    const answer = { accepted: true as const, notice_version: 1, biometric: true as const, voluntary: {} };
    await expect(giveConsent(context, readBeforeRevoked, answer, evidence)).rejects.toMatchObject({
      statusCode: 410,
      code: 'identity.link_gone',
    });
    expect(await rowOf(first.body.slug)).toMatchObject({ status: 'revoked', consentAt: null });

    // The customer's other tab sent the check between the read and the write.
    const sent = await createLink(await application());
    await consentAndCapture(sent.body.slug);
    const readBeforeSent = await rowOf(sent.body.slug);
    expect((await publicPatch(sent.body.slug, { submitted: true })).body.status).toBe('submitted');
    await expect(giveConsent(context, readBeforeSent, answer, evidence)).rejects.toMatchObject({
      statusCode: 409,
      code: 'identity.link_used',
    });
    expect(await rowOf(sent.body.slug)).toMatchObject({ status: 'submitted', consentVersion: '1' });
  });

  it('limits guessing: unknown slugs answer 404, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1)
      statuses.push((await publicGet(`guess-${i}-aaaaaaaaaaaaaaaaaaaaaaaaaaaa`)).status);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits a promoter’s link re-issues per application, and a link’s upload URLs', async () => {
    const id = await application();
    const issued: number[] = [];
    for (let i = 0; i < 21; i += 1) issued.push((await createLink(id)).status);
    expect(issued.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(issued.at(-1)).toBe(429);
    const link = await createLink(await application());
    await publicPatch(link.body.slug, consent);
    const asked: number[] = [];
    for (let i = 0; i < 31; i += 1)
      asked.push((await publicPatch(link.body.slug, { capture: 'selfie' })).status);
    expect(asked.slice(0, 30).every((status) => status === 200)).toBe(true);
    const refused = await publicPatch(link.body.slug, { capture: 'selfie' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('belongs to the application’s promoter: the desk never gets the link, and decides only a taken application', async () => {
    const id = await application();
    expect((await createLink(id, beto)).status).toBe(404);
    const link = await createLink(id);
    const linkOf = (token: string) =>
      server.get<Link>(`/api/v1/promoter/applications/${id}/biometricvalidation/`, { token });
    expect((await linkOf(beto)).status).toBe(404);
    // Neither the reviewer nor anyone at the desk ever receives the customer's link.
    const asReviewer = await linkOf(reviewer);
    expect(asReviewer.status).toBe(403);
    expect(JSON.stringify(asReviewer.body)).not.toContain(link.body.slug);
    await consentAndCapture(link.body.slug);
    await publicPatch(link.body.slug, { submitted: true });
    expect((await linkOf(ana)).body).toMatchObject({ status: 'submitted', result: 'needs_review' });
    const decide = (token: string) =>
      server.post<Link>(
        `/api/v1/review/applications/${id}/biometricvalidation/decide/`,
        { result: 'approved' },
        { token },
      );
    // A draft is not the desk's to see, let alone decide.
    expect((await decide(reviewer)).status).toBe(404);
    expect((await decide(ana)).status).toBe(403);
    const [row] = await server.db
      .update(applications)
      .set({ status: 'submitted', submittedAt: new Date() })
      .where(eq(applications.id, id))
      .returning();
    // Submitted but not taken: nobody decides yet.
    expect((await decide(reviewer)).body.code).toBe('application_not_taken');
    const taken = await server.request('POST', `/api/v1/review/applications/${id}/take/`, {
      token: reviewer,
      headers: { 'if-match': `"${row!.version}"` },
    });
    expect(taken.status).toBe(200);
    const decided = await decide(reviewer);
    expect(decided.status).toBe(200);
    expect(decided.body.result).toBe('approved');
    expect(decided.body).not.toHaveProperty('slug');
    expect(decided.body).not.toHaveProperty('url');
  });

  it('never writes a slug or an upload secret to the log', () => {
    expect(redactUrl('/api/v1/promoter/biometricvalidations/abcDEF123_-xyz/')).toBe(
      '/api/v1/promoter/biometricvalidations/[redacted]/',
    );
    expect(redactUrl('/api/v1/promoter/biometricvalidations/abc/captures/0190f0b4/s3cr3t/')).toBe(
      '/api/v1/promoter/biometricvalidations/[redacted]/captures/0190f0b4/[redacted]/',
    );
    expect(redactUrl('/api/v1/promoter/biometricvalidations/')).toBe(
      '/api/v1/promoter/biometricvalidations/',
    );
  });
});

describe('the photo upload route, before the body is read', () => {
  it('refuses a forged photo token or a photo declared over 10 MB at once, without reading the body', async (context) => {
    if (server.config.s3) return context.skip();
    const link = await createLink(await application());
    await publicPatch(link.body.slug, consent);
    const { body } = await publicPatch(link.body.slug, { capture: 'selfie' });
    const forged = body.upload_url!.replace(/\/[^/]+\/$/, '/forged-token/');
    const attempts = [
      { path: forged, length: 10_000_000, status: 404 },
      { path: body.upload_url!, length: 11 * 1024 * 1024, status: 413 },
    ];
    for (const attempt of attempts) {
      const exchange = await rawRequest(
        server.baseUrl,
        requestHead('POST', attempt.path, { 'content-type': 'image/jpeg', 'content-length': attempt.length }),
      );
      const { closed, answer, ms } = await exchange.ended(3000);
      expect(answer.slice(0, 12)).toBe(`HTTP/1.1 ${attempt.status}`);
      expect(closed).toBe(true);
      expect(ms).toBeLessThan(1500);
    }
    // The upload URL still works for the photo itself.
    expect((await postPhoto(body, await goodPhoto())).status).toBe(200);
  });
});
