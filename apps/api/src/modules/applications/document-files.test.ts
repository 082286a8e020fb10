import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { customer } from '../../../test/support/customer.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { sendUpload } from '../../../test/support/uploads.js';

// How many files each document type takes, and who may remove one (the uploads that race each
// other past the most are in upload-races.test.ts).

let server: TestServer;
let ana: string;
let beto: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  ana = await signInAs(server, 'promoter');
  beto = await signInAs(server, 'promoter');
}, 120_000);
afterAll(() => server?.close());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const draft = async () =>
  (
    await server.post<{ id: string }>(
      '/api/v1/promoter/applications/',
      { pre_solicitud: customer.pre_solicitud },
      { token: ana },
    )
  ).body;

const announce = (body: Record<string, unknown>) =>
  server.post<{ id: string; code?: string; upload_url: string | null }>(
    '/api/v1/users/applicationdocuments/',
    body,
    {
      token: ana,
    },
  );

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
  return sendUpload<{ id: string }>(server.baseUrl, record.body, content, contentType, { token: ana });
}

describe('how many files a document takes', () => {
  it('refuses a file past the most a type takes with 409, and takes one again once a file is removed', async () => {
    const application = await draft();
    const first = await announceAndUpload(application.id, 'ine_back', pdf, 'application/pdf');
    expect(first.status).toBe(200);
    const second = await announce({
      application: application.id,
      document_type: 'ine_back',
      file_name: 'otra.pdf',
      size: pdf.length,
      content_type: 'application/pdf',
    });
    expect([second.status, second.body.code]).toEqual([409, 'document_max_files']);

    const removed = await server.request('DELETE', `/api/v1/users/applicationdocuments/${first.body.id}/`, {
      token: ana,
    });
    expect(removed.status).toBe(204);
    expect(
      (await server.get(`/api/v1/users/applicationdocuments/${first.body.id}/`, { token: ana })).status,
    ).toBe(404);
    expect((await announceAndUpload(application.id, 'ine_back', pdf, 'application/pdf')).status).toBe(200);
  });

  it('lets only the owner remove a file, and only while the documents are open to change', async () => {
    const application = await draft();
    const uploaded = await announceAndUpload(application.id, 'bank_statement', pdf, 'application/pdf');
    const path = `/api/v1/users/applicationdocuments/${uploaded.body.id}/`;
    expect((await server.request('DELETE', path, { token: beto })).status).toBe(404);
    const rita = await signInAs(server, 'reviewer');
    expect((await server.request('DELETE', path, { token: rita })).status).toBe(403);
    const cancelled = await server.post(
      `/api/v1/promoter/applications/${application.id}/cancel/`,
      { reason: 'El cliente desistió' },
      { token: ana },
    );
    expect(cancelled.status).toBe(200);
    expect((await server.request('DELETE', path, { token: ana })).status).toBe(409);
    expect((await server.get(path, { token: ana })).status).toBe(200);
  });

  it('describes each type with how many files it needs, its hint and the identity photo that stands for it', async () => {
    const listed = await server.get<{ results: Record<string, unknown>[] }>('/api/v1/users/documenttypes/', {
      token: ana,
      headers: { 'accept-language': 'en' },
    });
    expect(listed.status).toBe(200);
    const byCode = Object.fromEntries(listed.body.results.map((type) => [type.code, type]));
    expect(byCode.pay_stub).toMatchObject({ min_files: 2, max_files: 4, from_identity: null });
    expect(byCode.selfie).toMatchObject({ min_files: 1, max_files: 1, from_identity: 'selfie' });
    expect(byCode.ine_front?.hint).toMatch(/identity check/);
  });
});
