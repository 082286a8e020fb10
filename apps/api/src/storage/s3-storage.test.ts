import type { Application } from '@origina/domain/application-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/support/catalogues.js';
import { customer } from '../../test/support/customer.js';
import { type S3Server, startS3Server } from '../../test/support/s3-server.js';
import { startTestServer, type TestServer } from '../../test/support/server.js';
import { sendUpload, type UploadTarget } from '../../test/support/uploads.js';
import { applicationDocuments } from '../db/schema.js';
import { incomingKey } from './file-storage.js';
import { s3Storage } from './s3-storage.js';

// The S3 adapter against an S3-compatible server on 127.0.0.1; the document and identity suites
// also run whole on it (the api-s3 test project).
let bucket: S3Server;
let server: TestServer;
let ana: string;
let storage: ReturnType<typeof s3Storage>;

beforeAll(async () => {
  bucket = await startS3Server();
  server = await startTestServer(bucket.env);
  storage = s3Storage(server.config.s3!);
  ana = await signInAs(server, 'promoter');
}, 120_000);
afterAll(async () => {
  await server?.close();
  await bucket?.close();
});

type DocumentRecord = UploadTarget & {
  id: string;
  application: string;
  status: string;
  download_url: string;
};
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function announcePdf(size = pdf.length) {
  const application = await server.post<Application>(
    '/api/v1/promoter/applications/',
    { pre_solicitud: customer.pre_solicitud },
    { token: ana },
  );
  const record = await server.post<DocumentRecord>(
    '/api/v1/users/applicationdocuments/',
    {
      application: application.body.id,
      document_type: 'pay_stub',
      file_name: 'recibo.pdf',
      size,
      content_type: 'application/pdf',
    },
    { token: ana },
  );
  expect(record.status).toBe(201);
  return record.body;
}

const policyOf = (record: UploadTarget) =>
  JSON.parse(Buffer.from(record.upload_fields!.Policy!, 'base64').toString('utf8')) as {
    conditions: unknown[];
  };

describe('S3-compatible document storage', () => {
  it('answers a presigned POST to the bucket whose policy bounds the key, size and type', async () => {
    const record = await announcePdf();
    expect(record.upload_url).toBe(`${bucket.endpoint}/${bucket.bucket}`);
    expect(record.confirm_url).toBe(`/api/v1/users/applicationdocuments/${record.id}/confirm/`);
    const { conditions } = policyOf(record);
    expect(conditions).toContainEqual(['content-length-range', 1, 10 * 1024 * 1024]);
    expect(conditions).toContainEqual(['eq', '$Content-Type', 'application/pdf']);
    expect(conditions).toContainEqual({ key: incomingKey(`${record.application}/${record.id}`) });
  });

  it('stores a confirmed upload in the bucket and serves it through the authorised route', async () => {
    const record = await announcePdf();
    const confirmed = await sendUpload<DocumentRecord>(server.baseUrl, record, pdf, 'application/pdf', {
      token: ana,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('uploaded');
    const key = `${record.application}/${record.id}`;
    // Stored under a key of its own upload (so racing uploads never share one), named on the record.
    const [stored] = await server.db
      .select({ storageKey: applicationDocuments.storageKey })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.id, record.id));
    expect(stored!.storageKey).toMatch(new RegExp(`^${key}-[0-9a-f-]{36}$`));
    expect(await storage.exists(stored!.storageKey!)).toBe(true);
    // What arrived is gone once checked and moved.
    expect(await storage.exists(incomingKey(key))).toBe(false);
    const download = await fetch(`${server.baseUrl}${confirmed.body.download_url}`, {
      headers: { authorization: `Bearer ${ana}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('deletes an upload that fails the confirm-time checks (the bucket does not enforce the policy)', async () => {
    const record = await announcePdf(100);
    const key = incomingKey(`${record.application}/${record.id}`);
    const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]);
    const refused = await sendUpload(server.baseUrl, record, executable, 'application/pdf', { token: ana });
    expect(refused.status).toBe(415);
    expect(await storage.exists(key)).toBe(false);

    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const tooLarge = await sendUpload(server.baseUrl, record, huge, 'application/pdf', { token: ana });
    expect(tooLarge.status).toBe(413);
    expect(await storage.exists(key)).toBe(false);

    // Nothing arrived: the browser is told to upload again, and the document stays pending.
    const missing = await server.post(record.confirm_url!, undefined, { token: ana });
    expect(missing.status).toBe(409);
    expect(missing.body.code).toBe('upload_missing');
    expect((await sendUpload(server.baseUrl, record, pdf, 'application/pdf', { token: ana })).status).toBe(
      200,
    );
  });

  it('lets only the application’s promoter confirm', async () => {
    const record = await announcePdf();
    const beto = await signInAs(server, 'promoter');
    expect((await sendUpload(server.baseUrl, record, pdf, 'application/pdf', { token: beto })).status).toBe(
      404,
    );
    expect((await sendUpload(server.baseUrl, record, pdf, 'application/pdf', { token: ana })).status).toBe(
      200,
    );
  });

  it('allows the bucket in the page’s connect-src, so browsers can post to it', async () => {
    const page = await fetch(`${server.baseUrl}/api/v1/config/`);
    expect(page.headers.get('content-security-policy')).toContain(`connect-src 'self' ${bucket.endpoint}`);
  });
});
