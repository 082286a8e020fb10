import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { todayInMexico } from '@origina/domain/calendar-date';
import { addDays } from '@origina/domain/payroll-calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoChoices, takenApplication } from '../../../test/support/applications.js';
import {
  authorizeBureau,
  journeyBureauDay,
  recordBureauInquiry,
  withoutBureauAuthorization,
} from '../../../test/support/bureau.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import {
  contractTags,
  createContractRecorder,
  loadOperations,
} from '../../../test/support/openapi-contract.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { localDiskStorage } from '../../storage/file-storage.js';

// The credit-bureau inquiry: recorded by the desk (BUREAU_PROVIDER=manual) and required for
// approval, no earlier than the customer's authorization; and Círculo de Crédito's adapter against
// a fake bureau at the network edge (an answer, an error, a timeout).

let server: TestServer;
let api: TestServer;
let contract: ReturnType<typeof createContractRecorder>;
let ana: string;
let rita: string;
let raul: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  contract = createContractRecorder(await loadOperations(server));
  api = contract.recording(server);
  [ana, rita, raul] = await Promise.all([
    signInAs(server, 'promoter'),
    signInAs(server, 'reviewer'),
    signInAs(server, 'reviewer'),
  ]);
  choices = await demoChoices(server, ana);
}, 120_000);
afterAll(() => server?.close());

const taken = (on = server, promoter = ana, reviewer = rita, picks = choices) =>
  takenApplication(on, promoter, reviewer, picks, { identity: 'approved', bureau: false });
const approve = (on: TestServer, id: string, token: string, version: number) =>
  on.request<{ code?: string; status?: string }>('POST', `/api/v1/review/applications/${id}/decide/`, {
    token,
    body: { decision: 'approve' },
    headers: { 'if-match': `"${version}"` },
  });
type Kyc = {
  bureau_authorization: { authorized_at: string; pdf_url: string } | null;
  bureau_inquiry: {
    folio: string;
    inquired_on: string;
    score: number | null;
    report_url: string | null;
  } | null;
  bureau_provider: string;
  phone: { verified: boolean };
  consent: unknown;
};

describe('the manual inquiry, end to end', () => {
  it('refuses approval until an inquiry on or after the authorization is recorded, then approves', async () => {
    const application = await taken();
    const refused = await approve(server, application.id, rita, application.version);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('bureau_inquiry_missing');

    // Not authorized by the customer (sent before submission required it): nothing to record.
    await withoutBureauAuthorization(server, application.id);
    const early = await recordBureauInquiry(api, rita, application.id);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('bureau_not_authorized');

    await authorizeBureau(server, application.id, new Date(`${journeyBureauDay}T18:00:00Z`));
    const before = await recordBureauInquiry(api, rita, application.id, { inquired_on: '2026-01-04' });
    expect(before.status).toBe(409);
    expect(before.body.code).toBe('bureau_inquiry_before_authorization');
    const future = await recordBureauInquiry(api, rita, application.id, {
      inquired_on: addDays(todayInMexico(), 1),
    });
    expect(future.status).toBe(400);
    expect(JSON.stringify(future.body)).toContain('posterior a hoy');
    const badScore = await recordBureauInquiry(api, rita, application.id, { score: 1000 });
    expect(badScore.status).toBe(400);
    // Another reviewer does not record on an application they did not take.
    expect((await recordBureauInquiry(api, raul, application.id)).body.code).toBe('application_taken');
    // A promoter is refused before the body is read.
    expect((await recordBureauInquiry(api, ana, application.id, { score: 'x' as never })).status).toBe(403);
    // Still nothing recorded: the approval is still refused.
    expect((await approve(server, application.id, rita, application.version)).body.code).toBe(
      'bureau_inquiry_missing',
    );

    const recorded = await recordBureauInquiry(api, rita, application.id, {
      folio: 'CDC-778899',
      inquired_on: journeyBureauDay,
      score: 698,
    });
    expect(recorded.status).toBe(201);
    expect(recorded.body).toMatchObject({ folio: 'CDC-778899', inquired_on: journeyBureauDay, score: 698 });

    const report = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const attached = await api.request<{ report_url: string }>(
      'PUT',
      `/api/v1/review/applications/${application.id}/bureau-inquiry/report/`,
      { token: rita, rawBody: report, headers: { 'content-type': 'application/pdf' } },
    );
    expect(attached.status).toBe(200);
    const notPdf = await api.request(
      'PUT',
      `/api/v1/review/applications/${application.id}/bureau-inquiry/report/`,
      {
        token: rita,
        rawBody: Buffer.from('hola'),
        headers: { 'content-type': 'application/pdf' },
      },
    );
    expect(notPdf.status).toBe(415);

    const kyc = await api.get<Kyc>(`/api/v1/review/applications/${application.id}/kyc/`, { token: raul });
    expect(kyc.status).toBe(200);
    expect(kyc.body.bureau_provider).toBe('manual');
    expect(kyc.body.bureau_authorization?.authorized_at).toBe(`${journeyBureauDay}T18:00:00.000Z`);
    expect(kyc.body.bureau_inquiry).toMatchObject({ folio: 'CDC-778899', score: 698 });
    // The journey's customer confirmed their mobile on the link.
    expect(kyc.body.phone.verified).toBe(true);
    const downloaded = await api.get(kyc.body.bureau_inquiry!.report_url!, { token: raul });
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toBe('application/pdf');
    // The authorization's PDF (the link stores it): a missing file is a 404, not a crash; a stored
    // one is served.
    expect((await api.get(kyc.body.bureau_authorization!.pdf_url, { token: raul })).status).toBe(404);
    if (process.env.TEST_STORAGE !== 's3') {
      await localDiskStorage(join(server.config.dataDir, 'documents')).put(
        `${application.id}/buro-autorizacion-prueba`,
        report,
      );
      const pdf = await api.get(kyc.body.bureau_authorization!.pdf_url, { token: raul });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
    }

    const approved = await approve(server, application.id, rita, application.version);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    // Once approved, no more inquiries are recorded on it.
    expect((await recordBureauInquiry(api, rita, application.id)).body.code).toBe(
      'application_not_reviewable',
    );
  });

  it('answers 409 to the run button while the provider is manual', async () => {
    const application = await taken();
    await authorizeBureau(server, application.id);
    const run = await api.post(
      `/api/v1/review/applications/${application.id}/bureau-inquiry/run/`,
      undefined,
      {
        token: rita,
      },
    );
    expect(run.status).toBe(409);
    expect(run.body.code).toBe('bureau_provider_manual');
  });
});

// A stand-in for Círculo de Crédito's API on 127.0.0.1: it answers as `mode` says.
let mode: 'answer' | 'error' | 'silent' = 'answer';
const received: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];
function fakeBureau() {
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(text) });
      if (mode === 'silent') return;
      response.writeHead(mode === 'answer' ? 200 : 500, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          mode === 'answer'
            ? { folioConsulta: '20261127001', scores: [{ nombreScore: 'FICO', valor: 705 }] }
            : { errores: [{ codigo: '500.1', mensaje: 'Error interno' }] },
        ),
      );
    });
  });
}

describe("Círculo de Crédito's adapter, against a fake bureau", () => {
  let bureau: Server;
  let withBureau: TestServer;
  let promoter: string;
  let reviewer: string;
  let picks: Awaited<ReturnType<typeof demoChoices>>;

  beforeAll(async () => {
    bureau = fakeBureau();
    await new Promise<void>((resolve) => bureau.listen(0, '127.0.0.1', resolve));
    const address = bureau.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    withBureau = await startTestServer({
      BUREAU_PROVIDER: 'circulo_de_credito',
      BUREAU_API_URL: `http://127.0.0.1:${port}/v1/rcc-ficoscore-pld`,
      BUREAU_API_KEY: 'clave-de-prueba',
      BUREAU_USERNAME: 'otorgante',
      BUREAU_PASSWORD: 'secreto',
      BUREAU_TIMEOUT: '1s',
    });
    await seedDemoCatalogues(withBureau.db);
    [promoter, reviewer] = await Promise.all([
      signInAs(withBureau, 'promoter'),
      signInAs(withBureau, 'reviewer'),
    ]);
    picks = await demoChoices(withBureau, promoter);
  }, 120_000);
  afterAll(async () => {
    await withBureau?.close();
    bureau?.closeAllConnections();
    await new Promise((resolve) => bureau?.close(resolve));
  });

  const run = (id: string) =>
    contract
      .recording(withBureau)
      .post<{ code?: string; detail?: string; folio?: string; score?: number; provider?: string }>(
        `/api/v1/review/applications/${id}/bureau-inquiry/run/`,
        undefined,
        { token: reviewer, headers: { 'accept-language': 'en' } },
      );

  it('runs the inquiry with the customer as the application has them and records the answer; approval follows', async () => {
    const application = await taken(withBureau, promoter, reviewer, picks);
    await withoutBureauAuthorization(withBureau, application.id);
    const unauthorized = await run(application.id);
    expect(unauthorized.body.code).toBe('bureau_not_authorized');
    expect(received).toHaveLength(0);
    await authorizeBureau(withBureau, application.id, new Date());
    mode = 'answer';
    const answered = await run(application.id);
    expect(answered.status).toBe(201);
    expect(answered.body).toMatchObject({ provider: 'circulo_de_credito', folio: '20261127001', score: 705 });
    const sent = received.at(-1)!;
    expect(sent.headers['x-api-key']).toBe('clave-de-prueba');
    expect(sent.headers.username).toBe('otorgante');
    expect(sent.body).toMatchObject({
      primerNombre: expect.any(String),
      CURP: expect.any(String),
      RFC: expect.any(String),
    });
    expect((sent.body.domicilio as { CP: string }).CP).toMatch(/^\d{5}$/);
    expect((await approve(withBureau, application.id, reviewer, application.version)).status).toBe(200);
  });

  it('answers a translated 502 when the bureau answers an error, and 504 when it does not answer', async () => {
    const application = await taken(withBureau, promoter, reviewer, picks);
    await authorizeBureau(withBureau, application.id, new Date());
    mode = 'error';
    const failed = await run(application.id);
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({
      code: 'bureau_provider_failed',
      detail: expect.stringContaining('credit bureau'),
    });
    mode = 'silent';
    const late = await run(application.id);
    expect(late.status).toBe(504);
    expect(late.body.code).toBe('bureau_provider_timeout');
    // Nothing was recorded: the approval is still refused.
    expect((await approve(withBureau, application.id, reviewer, application.version)).body.code).toBe(
      'bureau_inquiry_missing',
    );
  });
});

describe('the document', () => {
  it('covers every bureau operation with a successful answer, and every answer matches the document', async () => {
    const application = await taken();
    await authorizeBureau(server, application.id);
    expect((await recordBureauInquiry(api, rita, application.id)).status).toBe(201);
    expect(contract.problems()).toEqual([]);
    expect(contract.uncovered(contractTags['bureau.test.ts'])).toEqual(
      process.env.TEST_STORAGE === 's3' ? ['downloadBureauAuthorization'] : [],
    );
  });
});
