import type { Application } from '@origina/domain/application-api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { customer } from '../../../test/support/customer.js';
import { rawRequest, requestHead } from '../../../test/support/raw-socket.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { sendUpload } from '../../../test/support/uploads.js';

let server: TestServer;
let ana: string;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  ana = await signInAs(server, 'promoter');
}, 120_000);
afterAll(() => server?.close());

interface DocumentRecord {
  id: string;
  upload_url: string | null;
  upload_fields: Record<string, string> | null;
  confirm_url: string | null;
}

async function draft(token = ana) {
  const response = await server.post<Application>(
    '/api/v1/promoter/applications/',
    { pre_solicitud: customer.pre_solicitud },
    { token },
  );
  return response.body;
}

const announce = (application: string, size: number, token = ana) =>
  server.post<DocumentRecord>(
    '/api/v1/users/applicationdocuments/',
    { application, document_type: 'ine_front', file_name: 'ine.jpg', size, content_type: 'image/jpeg' },
    { token },
  );

describe('document uploads: what is checked before the body is read', () => {
  it('refuses a forged upload URL at once, without waiting for the 10 MB it declares', async (context) => {
    if (server.config.s3) return context.skip();
    const record = await announce((await draft()).id, 1000);
    const forged = record.body.upload_url!.replace(/upload\/[^/]+\//, 'upload/forged/');
    const exchange = await rawRequest(
      server.baseUrl,
      requestHead('POST', forged, { 'content-type': 'image/jpeg', 'content-length': 10_000_000 }),
    );
    const { closed, answer, ms } = await exchange.ended(3000);
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    // The body it did not want is not read to be thrown away: the connection closes.
    expect(closed).toBe(true);
    expect(ms).toBeLessThan(1500);
  });

  it('refuses with 413 a body declared larger than its document type takes, before reading it', async (context) => {
    if (server.config.s3) return context.skip();
    const record = await announce((await draft()).id, 1000);
    // An INE photo takes 10 MB; the route itself would read up to 15 MB (the largest type).
    const exchange = await rawRequest(
      server.baseUrl,
      requestHead('POST', record.body.upload_url!, {
        'content-type': 'image/jpeg',
        'content-length': 12 * 1024 * 1024,
        'accept-language': 'en',
      }),
    );
    const { closed, answer, ms } = await exchange.ended(3000);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('"code":"file_too_large"');
    expect(closed).toBe(true);
    expect(ms).toBeLessThan(1500);
  });
});

describe('document uploads: the pixel cap', () => {
  it('refuses a 100-megapixel photo from its header (40 megapixels at most), without decoding it', async () => {
    // 10,000 × 10,000 of one colour: about 0.6 MB on disk, 300 MB decoded, seconds of CPU.
    const huge = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#808080' },
    })
      .jpeg()
      .toBuffer();
    const record = await announce((await draft()).id, huge.length);
    const started = Date.now();
    const refused = await sendUpload(server.baseUrl, record.body, huge, 'image/jpeg', {
      token: ana,
      headers: { 'accept-language': 'en' },
    });
    const ms = Date.now() - started;
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe('image_too_large');
    expect(refused.body.detail).toContain('40 megapixels');
    // Decoding and re-encoding it took 12 s of CPU; the header alone is read in milliseconds.
    expect(ms).toBeLessThan(1500);
  }, 60_000);
});

describe('document uploads: upload URLs per promoter', () => {
  it('gives a promoter 120 upload URLs an hour, then answers 429 with Retry-After', async () => {
    const beto = await signInAs(server, 'promoter');
    const application = (await draft(beto)).id;
    for (let index = 0; index < 120; index += 1) {
      expect((await announce(application, 1000, beto)).status).toBe(201);
    }
    const refused = await announce(application, 1000, beto);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too_many_attempts' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another promoter's uploads are counted apart.
    expect((await announce((await draft()).id, 1000)).status).toBe(201);
  }, 60_000);
});
