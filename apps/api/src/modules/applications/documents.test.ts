import { deflateSync } from 'node:zlib';
import type { Application } from '@origina/domain/application-api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeIdentity, demoChoices } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { completeSections, customer } from '../../../test/support/customer.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { sendUpload, type UploadTarget } from '../../../test/support/uploads.js';

let server: TestServer;
let ana: string;
let beto: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  ana = await signInAs(server, 'promoter');
  beto = await signInAs(server, 'promoter');
  choices = await demoChoices(server, ana);
}, 120_000);
afterAll(() => server?.close());

interface DocumentRecord {
  id: string;
  status: string;
  size: number;
  content_type: string;
  upload_url: string | null;
  upload_fields: Record<string, string> | null;
  confirm_url: string | null;
  download_url: string | null;
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function draft(token = ana) {
  const response = await server.post<Application>(
    '/api/v1/promoter/applications/',
    { pre_solicitud: customer.pre_solicitud },
    { token },
  );
  return response.body;
}

const announce = (body: Record<string, unknown>, token = ana) =>
  server.post<DocumentRecord>('/api/v1/users/applicationdocuments/', body, { token });

// The file goes where the API said: its own upload route, or the bucket and then confirm.
const upload = (target: UploadTarget, content: Buffer, type = 'application/octet-stream', token = ana) =>
  sendUpload<DocumentRecord>(server.baseUrl, target, content, type, { token });

async function announceAndUpload(
  applicationId: string,
  documentType: string,
  content: Buffer,
  contentType: string,
) {
  const record = await announce({
    application: applicationId,
    document_type: documentType,
    file_name: `${documentType}.bin`,
    size: content.length,
    content_type: contentType,
  });
  expect(record.status).toBe(201);
  return upload(record.body, content, contentType);
}

describe('documents of an application', () => {
  it('stores a photo re-encoded without its EXIF metadata, and serves it only as an attachment', async () => {
    const application = await draft();
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0ffee' } })
      .withExif({ IFD0: { Copyright: 'Cliente', Artist: 'GPS 19.4326,-99.1332' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const uploaded = await announceAndUpload(application.id, 'ine_front', photo, 'image/jpeg');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ status: 'uploaded', content_type: 'image/jpeg', upload_url: null });

    const download = await fetch(`${server.baseUrl}${uploaded.body.download_url}`, {
      headers: { authorization: `Bearer ${ana}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="ine_front.bin"/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('cache-control')).toBe('no-store');
    const stored = Buffer.from(await download.arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([64, 48]);
  });

  it('refuses a renamed executable with 415, whatever its name and declared type', async () => {
    const application = await draft();
    const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 0x90)]);
    const refused = await announceAndUpload(
      application.id,
      'proof_of_address',
      executable,
      'application/pdf',
    );
    expect(refused.status).toBe(415);
    expect(refused.body.code).toBe('file_type_not_accepted');
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(512)]);
    expect((await announceAndUpload(application.id, 'selfie', elf, 'image/jpeg')).status).toBe(415);
    // A PDF is not a selfie.
    expect((await announceAndUpload(application.id, 'selfie', pdf, 'image/jpeg')).status).toBe(415);
  });

  it('refuses a file over the type’s limit with 413, announced or sent', async () => {
    const application = await draft();
    const announced = await announce({
      application: application.id,
      document_type: 'selfie',
      file_name: 'selfie.jpg',
      size: 9 * 1024 * 1024,
      content_type: 'image/jpeg',
    });
    expect(announced.status).toBe(413);
    const record = await announce({
      application: application.id,
      document_type: 'selfie',
      file_name: 'selfie.jpg',
      size: 1000,
      content_type: 'image/jpeg',
    });
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(8 * 1024 * 1024)]);
    expect((await upload(record.body, huge, 'image/jpeg')).status).toBe(413);
  });

  it('refuses with 413 a photo over the pixel limit, however small its file (a decompression bomb)', async () => {
    const application = await draft();
    // A PNG whose header claims 10,001 × 10,001 pixels: 68 bytes that would decode to 300 MB.
    const crc32 = (bytes: Buffer) => {
      let crc = 0xffffffff;
      for (const byte of bytes) {
        crc ^= byte;
        for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
      }
      return (crc ^ 0xffffffff) >>> 0;
    };
    const pngChunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type), data]);
      const framing = Buffer.alloc(8);
      framing.writeUInt32BE(data.length, 0);
      framing.writeUInt32BE(crc32(body), 4);
      return Buffer.concat([framing.subarray(0, 4), body, framing.subarray(4)]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(10_001, 0);
    header.writeUInt32BE(10_001, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(Buffer.alloc(10))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    const refused = await announceAndUpload(application.id, 'selfie', bomb, 'image/png');
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe('image_too_large');
  });

  it('uses an upload URL once', async () => {
    const application = await draft();
    const record = await announce({
      application: application.id,
      document_type: 'signed_application',
      file_name: 'solicitud.pdf',
      size: pdf.length,
      content_type: 'application/pdf',
    });
    expect((await upload(record.body, pdf)).status).toBe(200);
    expect((await upload(record.body, pdf)).status).toBe(404);
    if (server.config.s3) return;
    // The API's own upload route takes only its token (a bucket's presigned POST is its signature).
    const forged = record.body.upload_url!.replace(/upload\/[^/]+\//, 'upload/forged/');
    expect((await upload({ upload_url: forged }, pdf)).status).toBe(404);
  });

  it('answers an empty list, not an error, when the application filter is not an id', async () => {
    const listed = await server.get<{ count: number }>(
      '/api/v1/users/applicationdocuments/?application=ref',
      {
        token: ana,
      },
    );
    expect([listed.status, listed.body.count]).toEqual([200, 0]);
  });

  it('keeps every document away from other promoters', async () => {
    const application = await draft();
    const uploaded = await announceAndUpload(application.id, 'pay_stub', pdf, 'application/pdf');
    const id = uploaded.body.id;
    expect((await server.get(`/api/v1/users/applicationdocuments/${id}/`, { token: beto })).status).toBe(404);
    expect(
      (await server.get(`/api/v1/users/applicationdocuments/${id}/download/`, { token: beto })).status,
    ).toBe(404);
    const listed = await server.get<{ results: DocumentRecord[] }>(
      `/api/v1/users/applicationdocuments/?application=${application.id}`,
      { token: beto },
    );
    expect(listed.body.results).toEqual([]);
    const onTheirs = await announce(
      {
        application: application.id,
        document_type: 'pay_stub',
        file_name: 'x.pdf',
        size: 10,
        content_type: 'application/pdf',
      },
      beto,
    );
    expect(onTheirs.status).toBe(404);
    const mine = await server.get<{ results: DocumentRecord[] }>(
      `/api/v1/users/applicationdocuments/?application=${application.id}`,
      { token: ana },
    );
    expect(mine.body.results.map((document) => document.id)).toEqual([id]);
  });

  it('keeps an uploaded document across a restart', async () => {
    const application = await draft();
    const uploaded = await announceAndUpload(application.id, 'bank_statement', pdf, 'application/pdf');
    server = await server.restart();
    const download = await fetch(`${server.baseUrl}${uploaded.body.download_url}`, {
      headers: { authorization: `Bearer ${ana}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });
});

describe('submitting a complete application', () => {
  it('submits once every step is saved and every required document uploaded', async () => {
    const application = await draft();
    const saved = await server.request<Application>(
      'PATCH',
      `/api/v1/promoter/applications/${application.id}/`,
      {
        token: ana,
        body: completeSections(choices),
        headers: { 'if-match': '"1"' },
      },
    );
    expect(saved.status).toBe(200);
    for (const type of ['proof_of_address', 'pay_stub', 'signed_application']) {
      expect((await announceAndUpload(application.id, type, pdf, 'application/pdf')).status).toBe(200);
    }
    // One pay stub of the two it takes; the INE and the selfie wait for the identity check.
    const short = await server.post<{ missing: { step: string; field: string | null; message: string }[] }>(
      `/api/v1/promoter/applications/${application.id}/submit/`,
      undefined,
      { token: ana },
    );
    expect(short.status).toBe(409);
    expect(short.body.missing.map((item) => item.field ?? item.step)).toEqual([
      'biometria',
      'documents.ine_front',
      'documents.ine_back',
      'documents.pay_stub',
      'documents.selfie',
    ]);
    expect(short.body.missing.find((item) => item.field === 'documents.pay_stub')?.message).toBe(
      '«Recibos de nómina (los dos últimos)» pide 2 archivos y hay 1: sube los que faltan.',
    );
    expect((await announceAndUpload(application.id, 'pay_stub', pdf, 'application/pdf')).status).toBe(200);
    // The customer's identity photos stand for the INE and the selfie: nothing more to upload.
    await completeIdentity(server, ana, application.id);
    const submitted = await server.post<Application>(
      `/api/v1/promoter/applications/${application.id}/submit/`,
      undefined,
      { token: ana },
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ status: 'submitted', next_step: 'vista-previa' });
    expect(submitted.body.submitted_at).not.toBeNull();
    expect(submitted.body.history.map((event) => event.to_status)).toEqual(['draft', 'submitted']);
    // Submitted: no more edits, no more uploads.
    const late = await server.request('PATCH', `/api/v1/promoter/applications/${application.id}/`, {
      token: ana,
      body: { branch: { branch: choices.branch } },
      headers: { 'if-match': `"${submitted.body.version}"` },
    });
    expect(late.status).toBe(409);
    const lateDocument = await announce({
      application: application.id,
      document_type: 'pay_stub',
      file_name: 'late.pdf',
      size: pdf.length,
      content_type: 'application/pdf',
    });
    expect(lateDocument.status).toBe(409);
  });
});

describe('documents for the credit desk', () => {
  it('a reviewer reads the documents of submitted applications, never of drafts; promoters only their own', async () => {
    const rita = await signInAs(server, 'reviewer');
    const application = await draft();
    expect((await announceAndUpload(application.id, 'pay_stub', pdf, 'application/pdf')).status).toBe(200);
    const list = (token: string) =>
      server.get<{ count: number; results: { download_url: string }[] }>(
        `/api/v1/users/applicationdocuments/?application=${application.id}`,
        { token },
      );
    expect((await list(rita)).body.count).toBe(0);

    const { applications } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    await server.db
      .update(applications)
      .set({ status: 'submitted', submittedAt: new Date() })
      .where(eq(applications.id, application.id));
    const seen = await list(rita);
    expect(seen.body.count).toBe(1);
    const file = await server.get(seen.body.results[0]!.download_url, { token: rita });
    expect(file.status).toBe(200);
    expect((await list(beto)).body.count).toBe(0);
    expect((await server.get(seen.body.results[0]!.download_url, { token: beto })).status).toBe(404);
  });
});
