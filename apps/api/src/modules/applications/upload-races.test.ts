import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveCustomerConsents } from '../../../test/support/applications.js';
import { signInAs } from '../../../test/support/catalogues.js';
import { customer } from '../../../test/support/customer.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { sendUpload, type UploadTarget } from '../../../test/support/uploads.js';
import { applicationDocuments, auditLog } from '../../db/schema.js';
import { seedSamplePrivacyNotice } from '../privacy-notice/notices.js';

// Uploads that race each other, or a change of the application's status: a record only ever
// describes the file it points at, and nothing lands on an application that no longer takes it.

let server: TestServer;
let ana: string;

beforeAll(async () => {
  server = await startTestServer();
  // The privacy notice the identity link starts with.
  await seedSamplePrivacyNotice(server.db);
  ana = await signInAs(server, 'promoter');
}, 120_000);
afterAll(() => server?.close());

// A large textured photo: re-encoding it takes long enough for another request to land meanwhile.
const photo = async (seed: number, width = 2400, height = 1800) => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 + seed) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
};
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const draft = async () =>
  (
    await server.post<{ id: string }>(
      '/api/v1/promoter/applications/',
      { pre_solicitud: customer.pre_solicitud },
      { token: ana },
    )
  ).body.id;
const announce = (application: string, size: number, contentType: string, documentType = 'pay_stub') =>
  server.post<UploadTarget & { id: string; code?: string }>(
    '/api/v1/users/applicationdocuments/',
    { application, document_type: documentType, file_name: 'recibo', size, content_type: contentType },
    { token: ana },
  );

/** The order in which the audit log recorded these actions on these records (its ids follow the
 * order the transactions took the application's lock). */
async function auditOrder(entityIds: string[]) {
  const rows = await server.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(inArray(auditLog.entityId, entityIds))
    .orderBy(asc(auditLog.id));
  return rows.map((row) => row.action);
}

describe('one upload URL used twice at once', () => {
  it('records one file, and the record’s type and hash are the stored file’s', async () => {
    const application = await draft();
    const image = await photo(1, 1200, 900);
    const record = await announce(application, image.length, 'image/jpeg');
    const [first, second] = await Promise.all([
      sendUpload(server.baseUrl, record.body, image, 'image/jpeg', { token: ana }),
      sendUpload(server.baseUrl, record.body, pdf, 'application/pdf', { token: ana }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 404]);
    const [stored] = await server.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.id, record.body.id));
    const download = await fetch(
      `${server.baseUrl}/api/v1/users/applicationdocuments/${record.body.id}/download/`,
      {
        headers: { authorization: `Bearer ${ana}` },
      },
    );
    const served = Buffer.from(await download.arrayBuffer());
    expect(createHash('sha256').update(served).digest('hex')).toBe(stored!.sha256);
    expect(download.headers.get('content-type')).toBe(stored!.contentType);
  });
});

describe('uploads announced together past the most a type takes', () => {
  it('records as many files as the type takes and refuses the rest with 409 document_max_files', async () => {
    const application = await draft();
    // The INE's back takes one file: two announced before either is sent both get an upload URL.
    const records = await Promise.all([
      announce(application, pdf.length, 'application/pdf', 'ine_back'),
      announce(application, pdf.length, 'application/pdf', 'ine_back'),
    ]);
    expect(records.map((record) => record.status)).toEqual([201, 201]);
    const uploads = await Promise.all(
      records.map((record) =>
        sendUpload(server.baseUrl, record.body, pdf, 'application/pdf', { token: ana }),
      ),
    );
    expect(uploads.map((upload) => upload.status).sort()).toEqual([200, 409]);
    expect(uploads.find((upload) => upload.status === 409)!.body.code).toBe('document_max_files');
    const stored = await server.db
      .select({ status: applicationDocuments.status })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, application));
    expect(stored.map((row) => row.status).sort()).toEqual(['pending', 'uploaded']);
  });

  it('refuses the file past the most, sent after the others, in the caller’s language', async () => {
    const application = await draft();
    const records = [];
    for (let i = 0; i < 5; i += 1) records.push(await announce(application, pdf.length, 'application/pdf'));
    for (const record of records.slice(0, 4)) {
      expect(
        (await sendUpload(server.baseUrl, record.body, pdf, 'application/pdf', { token: ana })).status,
      ).toBe(200);
    }
    const fifth = await sendUpload(server.baseUrl, records[4]!.body, pdf, 'application/pdf', {
      token: ana,
      headers: { 'accept-language': 'en' },
    });
    expect([fifth.status, fifth.body.code]).toEqual([409, 'document_max_files']);
    expect(fifth.body.detail).toMatch(/remove one/i);
  });
});

describe('an upload racing a change of status', () => {
  it('a document either lands before the cancel or is refused after it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const application = await draft();
      const image = await photo(round);
      const record = await announce(application, image.length, 'image/jpeg');
      const upload = sendUpload(server.baseUrl, record.body, image, 'image/jpeg', { token: ana });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const cancel = await server.post(
        `/api/v1/promoter/applications/${application}/cancel/`,
        {},
        { token: ana },
      );
      const uploaded = await upload;
      expect(cancel.status).toBe(200);
      const [row] = await server.db
        .select()
        .from(applicationDocuments)
        .where(and(eq(applicationDocuments.id, record.body.id)));
      const order = (await auditOrder([application, record.body.id])).filter((action) =>
        ['document.upload', 'application.cancelled'].includes(action),
      );
      if (uploaded.status === 200) {
        expect(order).toEqual(['document.upload', 'application.cancelled']);
        expect(row!.status).toBe('uploaded');
      } else {
        expect(uploaded.status).toBe(409);
        expect(order).toEqual(['application.cancelled']);
        expect(row!.status).toBe('pending');
      }
    }
  });

  it('an identity photo either lands before the cancel or is refused after it (gone)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const application = await draft();
      const link = await server.post<{ slug: string }>(
        '/api/v1/promoter/biometricvalidations/',
        { application },
        { token: ana },
      );
      const path = await giveCustomerConsents(server, link.body.slug, ['privacy']);
      const target = await server.request<UploadTarget>('PATCH', path, { body: { capture: 'selfie' } });
      const upload = sendUpload(server.baseUrl, target.body, await photo(round + 10), 'image/jpeg');
      await new Promise((resolve) => setTimeout(resolve, 20));
      const cancel = await server.post(
        `/api/v1/promoter/applications/${application}/cancel/`,
        {},
        { token: ana },
      );
      const uploaded = await upload;
      expect(cancel.status).toBe(200);
      const order = (await auditOrder([application])).filter((action) =>
        ['identity.capture', 'application.cancelled'].includes(action),
      );
      if (uploaded.status === 200) expect(order).toEqual(['identity.capture', 'application.cancelled']);
      else {
        expect(uploaded.status).toBe(410);
        expect(order).toEqual(['application.cancelled']);
      }
    }
  });
});
