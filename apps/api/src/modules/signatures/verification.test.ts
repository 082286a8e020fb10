import { createHash } from 'node:crypto';
import { todayInMexico } from '@origina/domain/calendar-date';
import { addDays } from '@origina/domain/payroll-calendar';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedApplication, demoChoices } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { rawRequest, requestHead } from '../../../test/support/raw-socket.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { signatureSteps } from '../../../test/support/signatures.js';
import { type SmsGateway, startSmsGateway } from '../../../test/support/sms-gateway.js';
import { contractDocuments, contracts } from '../../db/schema.js';

// The public check of a signed document (issue 31): by its PDF or its SHA-256, answering only what
// the document states, and "not issued" for anything else, an altered copy included.

const verifyPath = '/api/v1/signatures/verify/';
let server: TestServer;
let gateway: SmsGateway;
let ana: string;
let rita: string;
let alma: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;
let steps: ReturnType<typeof signatureSteps>;
let signed: {
  folio: string;
  original: Buffer;
  pdf: Buffer;
  sha256: string;
  signedAt: Date;
};

beforeAll(async () => {
  gateway = await startSmsGateway();
  server = await startTestServer(gateway.env);
  await seedDemoCatalogues(server.db);
  [ana, rita, alma] = await Promise.all([
    signInAs(server, 'promoter'),
    signInAs(server, 'reviewer'),
    signInAs(server, 'admin'),
  ]);
  choices = await demoChoices(server, ana);
  steps = signatureSteps(() => ({ server, gateway, token: ana }));
  const application = await approvedApplication(server, ana, rita, choices);
  const contractPath = `/api/v1/promoter/applications/${application.id}/contract/`;
  const unsigned = await server.get<{ documents: { download_url: string }[] }>(contractPath, { token: ana });
  const original = (await steps.download(unsigned.body.documents[0]!.download_url, ana)).content;
  await steps.signed(application.id);
  const after = await server.get<{ documents: { download_url: string; sha256: string }[] }>(contractPath, {
    token: ana,
  });
  const [contract] = await server.db
    .select()
    .from(contracts)
    .where(eq(contracts.applicationId, application.id));
  const document = after.body.documents[0]!;
  signed = {
    folio: application.folio,
    original,
    pdf: (await steps.download(document.download_url, ana)).content,
    sha256: document.sha256,
    signedAt: contract!.signedAt!,
  };
}, 180_000);
afterAll(async () => {
  await server?.close();
  gateway?.close();
});

const postPdf = (content: Buffer | string) =>
  fetch(`${server.baseUrl}${verifyPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/pdf' },
    body: typeof content === 'string' ? content : new Uint8Array(content),
  }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as { timestamp: { time: string } } & Record<string, unknown>,
  }));

describe('the public check of a signed document', () => {
  it('answers the folio, type, signing time and a valid local timestamp for a signed PDF, and the same for its SHA-256', async () => {
    const answer = await postPdf(signed.pdf);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      issued: true,
      folio: signed.folio,
      document_type: 'caratula',
      signed_at: signed.signedAt.toISOString(),
      timestamp: {
        valid: true,
        authority: 'Sello de tiempo local (no certificado)',
        time: expect.any(String),
        local: true,
      },
      superseded: false,
    });
    expect(Math.abs(Date.parse(answer.body.timestamp.time) - signed.signedAt.getTime())).toBeLessThan(30_000);
    const byHash = await server.post(verifyPath, { sha256: signed.sha256.toUpperCase() });
    expect([byHash.status, byHash.body]).toEqual([200, answer.body]);
    // The constancia of the set's fingerprints, made with the signature, checks too.
    const [record] = await server.db
      .select()
      .from(contractDocuments)
      .where(eq(contractDocuments.type, 'constancia_firma'));
    const constancia = await server.post(verifyPath, { sha256: record!.sha256 });
    expect(constancia.body).toMatchObject({
      issued: true,
      document_type: 'constancia_firma',
      timestamp: { valid: true, local: true },
    });
  });

  it('answers only “not issued” for the same PDF with one byte changed, an unknown file, or the unsigned original', async () => {
    const altered = Buffer.from(signed.pdf);
    const at = Math.floor(altered.length / 2);
    altered[at] = altered[at]! ^ 0x01;
    for (const content of [altered, Buffer.from('%PDF-1.7\n%otro documento\n'), signed.original]) {
      const answer = await postPdf(content);
      expect([answer.status, answer.body]).toEqual([200, { issued: false }]);
    }
    const unknown = await server.post(verifyPath, { sha256: createHash('sha256').update('x').digest('hex') });
    expect([unknown.status, unknown.body]).toEqual([200, { issued: false }]);
  });

  it('says the timestamp is not valid when the stored token does not cover the document', async () => {
    const [row] = await server.db
      .select()
      .from(contractDocuments)
      .where(eq(contractDocuments.sha256, signed.sha256));
    // Another document's token of the same signed set: genuine, but for another hash.
    const [sibling] = await server.db
      .select()
      .from(contractDocuments)
      .where(
        and(
          eq(contractDocuments.contractId, row!.contractId),
          eq(contractDocuments.version, row!.version),
          eq(contractDocuments.type, 'contrato'),
        ),
      );
    const swap = (token: string | null) =>
      server.db
        .update(contractDocuments)
        .set({ timestampToken: token })
        .where(eq(contractDocuments.id, row!.id));
    await swap(sibling!.timestampToken);
    try {
      const answer = await server.post(verifyPath, { sha256: signed.sha256 });
      expect(answer.body).toMatchObject({ issued: true, timestamp: { valid: false, local: true } });
    } finally {
      await swap(row!.timestampToken);
    }
  });

  it('refuses bad bodies with a translated 400, other types with 415 and a declared size past the cap with 413', async () => {
    const short = await server.post(verifyPath, { sha256: 'abc' }, { headers: { 'accept-language': 'en' } });
    expect([short.status, short.body.errors?.sha256]).toEqual([
      400,
      ['Enter the SHA-256 fingerprint: 64 characters from 0 to 9 and a to f.'],
    ]);
    const extra = await server.post(verifyPath, { sha256: signed.sha256, name: 'x' });
    expect(extra.status).toBe(400);
    const missing = await server.post(verifyPath, {});
    expect(Object.keys(missing.body.errors ?? {})).toEqual(['sha256']);
    expect(await postPdf('')).toMatchObject({ status: 400, body: { code: 'verification.pdf_empty' } });
    expect(await postPdf('hola, no soy un PDF')).toMatchObject({
      status: 400,
      body: { code: 'verification.not_pdf', detail: 'El archivo no es un PDF.' },
    });
    const text = await server.request('POST', verifyPath, {
      rawBody: signed.sha256,
      headers: { 'content-type': 'text/plain' },
    });
    expect([text.status, text.body.code]).toEqual([415, 'unsupported_media_type']);
    // A declared size past the cap is refused before a byte of the body is read.
    const exchange = await rawRequest(
      server.baseUrl,
      requestHead('POST', verifyPath, {
        'content-type': 'application/pdf',
        'content-length': 11 * 1024 * 1024,
      }),
    );
    const { closed, answer } = await exchange.ended(3000);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('"code":"file_too_large"');
    expect(closed).toBe(true);
    const bulky = await server.post(verifyPath, { sha256: signed.sha256, padding: 'x'.repeat(5000) });
    expect([bulky.status, bulky.body.code]).toEqual([413, 'payload_too_large']);
  });

  it('cuts a chunked JSON body, which declares no size, at 4 KB (translated 413), while a chunked PDF keeps its 10 MB', async () => {
    const chunked = async (type: string, body: Buffer) => {
      const exchange = await rawRequest(
        server.baseUrl,
        requestHead('POST', verifyPath, {
          'content-type': type,
          'transfer-encoding': 'chunked',
          'accept-language': 'en',
        }),
        Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]),
      );
      return (await exchange.ended(5000)).answer;
    };
    const json = Buffer.from(JSON.stringify({ sha256: signed.sha256, padding: 'x'.repeat(2 * 1024 * 1024) }));
    const cut = await chunked('application/json', json);
    expect(cut).toMatch(/^HTTP\/1\.1 413/);
    expect(cut).toContain('"code":"payload_too_large"');
    expect(cut).toContain('The request is too large.');
    const small = await chunked('application/json', Buffer.from(JSON.stringify({ sha256: signed.sha256 })));
    expect(small).toMatch(/^HTTP\/1\.1 200/);
    expect(small).toContain('"issued":true');
    // A PDF of 5 MB is read whole (and is no signed document); past 10 MB it is cut.
    const pdf = (megabytes: number) =>
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(megabytes * 1024 * 1024, 0x20)]);
    const read = await chunked('application/pdf', pdf(5));
    expect(read).toMatch(/^HTTP\/1\.1 200/);
    expect(read).toContain('"issued":false');
    expect(await chunked('application/pdf', pdf(11))).toMatch(/^HTTP\/1\.1 413/);
  });

  it('does not call the paper pagaré issued: it is the blank form printed for a handwritten signature, never e-signed', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    const contractPath = `/api/v1/promoter/applications/${application.id}/contract/`;
    await server.get(contractPath, { token: ana });
    await server.db
      .update(contracts)
      .set({ pagareMode: 'paper' })
      .where(eq(contracts.applicationId, application.id));
    await steps.signed(application.id);
    const set = await server.get<{ documents: { id: string; type: string; sha256: string }[] }>(
      contractPath,
      {
        token: ana,
      },
    );
    const byType = (type: string) => set.body.documents.find((document) => document.type === type)!;
    const pagare = await server.post(verifyPath, { sha256: byType('pagare').sha256 });
    expect([pagare.status, pagare.body]).toEqual([200, { issued: false }]);
    // Nor is it timestamped as a signed file: it has no token to download.
    const [row] = await server.db
      .select()
      .from(contractDocuments)
      .where(eq(contractDocuments.id, byType('pagare').id));
    expect([row!.timestampToken, row!.timestampAuthority, row!.timestampedAt]).toEqual([null, null, null]);
    const tsr = await server.get(`${contractPath}documents/${byType('pagare').id}/timestamp/`, {
      token: ana,
    });
    expect(tsr.status).toBe(404);
    // The documents the customer did sign electronically still check.
    const contrato = await server.post(verifyPath, { sha256: byType('contrato').sha256 });
    expect(contrato.body).toMatchObject({
      issued: true,
      document_type: 'contrato',
      timestamp: { valid: true },
    });
  });

  it('still says a document signed in an earlier version was issued, and that the contract was issued again since', async () => {
    const today = todayInMexico();
    const application = await approvedApplication(server, ana, rita, choices);
    const contractPath = `/api/v1/promoter/applications/${application.id}/contract/`;
    await steps.signed(application.id);
    const first = await server.get<{ signed_at: string; documents: { type: string; sha256: string }[] }>(
      contractPath,
      { token: ana },
    );
    const caratula = first.body.documents.find((document) => document.type === 'caratula')!;
    try {
      // Past its validity, an admin makes a new version, which the customer signs again.
      server.setToday(addDays(today, 6));
      expect((await server.post(`${contractPath}reissue/`, undefined, { token: alma })).status).toBe(200);
      const earlier = await server.post(verifyPath, { sha256: caratula.sha256 });
      expect([earlier.status, earlier.body]).toEqual([
        200,
        {
          issued: true,
          folio: application.folio,
          document_type: 'caratula',
          signed_at: first.body.signed_at,
          timestamp: expect.objectContaining({ valid: true, local: true }),
          superseded: true,
        },
      ]);
      await steps.signed(application.id);
      const second = await server.get<{ documents: { type: string; sha256: string }[] }>(contractPath, {
        token: ana,
      });
      const latest = second.body.documents.find((document) => document.type === 'caratula')!;
      expect((await server.post(verifyPath, { sha256: latest.sha256 })).body).toMatchObject({
        issued: true,
        superseded: false,
      });
      expect((await server.post(verifyPath, { sha256: caratula.sha256 })).body).toMatchObject({
        issued: true,
        signed_at: first.body.signed_at,
        superseded: true,
      });
    } finally {
      server.setToday(null);
    }
  }, 90_000);

  it('limits the checks per address (429 with Retry-After)', async () => {
    let last = 0;
    let retryAfter: string | null = null;
    for (let attempt = 0; attempt < 40 && last !== 429; attempt += 1) {
      const answer = await server.post(verifyPath, { sha256: signed.sha256 });
      last = answer.status;
      retryAfter = answer.headers.get('retry-after');
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
