import { todayInMexico } from '@origina/domain/calendar-date';
import { addDays } from '@origina/domain/payroll-calendar';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeBureau, recordBureauInquiry } from '../test/support/bureau.js';
import { seedDemoCatalogues, signInAs } from '../test/support/catalogues.js';
import { completeDraft, identityCheck, uploadDocument } from '../test/support/contract-journeys.js';
import { completeSections } from '../test/support/customer.js';
import { contractTags, createContractRecorder, loadOperations } from '../test/support/openapi-contract.js';
import { startS3Server } from '../test/support/s3-server.js';
import { startTestServer, type TestServer } from '../test/support/server.js';
import { latestCode } from '../test/support/sms-gateway.js';
import { contracts } from './db/schema.js';

// One valid request per operation through the real server; every answer must be one the document
// declares (test/support/openapi-contract.ts says how). This suite: an application from capture to
// transfer, and the inbox.

let server: TestServer;
let api: TestServer;
let contract: ReturnType<typeof createContractRecorder>;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  server = await startTestServer();
  closers.push(server.close);
  await seedDemoCatalogues(server.db);
  contract = createContractRecorder(await loadOperations(server));
  api = contract.recording(server);
}, 120_000);
afterAll(async () => {
  for (const close of closers) await close();
});

describe('the application operations of the document, through the real server', () => {
  it('answers what the document declares: capture, review, contract, signature, transfer and notifications', async () => {
    const admin = await signInAs(server, 'admin');
    const promoter = await signInAs(server, 'promoter');
    const reviewer = await signInAs(server, 'reviewer');

    const draft = await completeDraft(api, promoter);
    const application = `/api/v1/promoter/applications/${draft.id}/`;
    const replaced = await api.request<{ version: number }>('PUT', application, {
      token: promoter,
      body: completeSections(draft.choices),
      headers: { 'if-match': `"${draft.version}"` },
    });
    expect(replaced.status).toBe(200);
    expect((await api.get('/api/v1/promoter/applications/', { token: promoter })).status).toBe(200);
    expect((await api.get('/api/v1/promoter/applications/stats/', { token: promoter })).status).toBe(200);
    expect((await api.get(application, { token: promoter })).status).toBe(200);

    // Submitting names what is still missing (documents, the identity check): upload until only
    // the identity check is left (a type may need more than one file).
    const documents: string[] = [];
    for (let round = 0; round < 4; round += 1) {
      const refused = await api.post<{ missing: { field: string | null }[] }>(
        `${application}submit/`,
        undefined,
        {
          token: promoter,
        },
      );
      expect(refused.status).toBe(409);
      const wanted = refused.body.missing.filter(({ field }) => field?.startsWith('documents.'));
      if (wanted.length === 0) break;
      for (const { field } of wanted)
        documents.push(await uploadDocument(api, promoter, draft.id, field!.slice('documents.'.length)));
    }
    expect(
      (await api.get(`/api/v1/users/applicationdocuments/?application=${draft.id}`, { token: promoter }))
        .status,
    ).toBe(200);
    expect(
      (await api.get(`/api/v1/users/applicationdocuments/${documents[0]}/`, { token: promoter })).status,
    ).toBe(200);
    expect(
      (await api.get(`/api/v1/users/applicationdocuments/${documents[0]}/download/`, { token: promoter }))
        .status,
    ).toBe(200);

    const wrongFile = await uploadDocument(api, promoter, draft.id, 'bank_statement');
    expect(
      (await api.request('DELETE', `/api/v1/users/applicationdocuments/${wrongFile}/`, { token: promoter }))
        .status,
    ).toBe(204);
    await identityCheck(api, promoter, draft.id);
    expect((await api.get(`${application}biometricvalidation/`, { token: promoter })).status).toBe(200);
    const submitted = await api.post<{ version: number }>(`${application}submit/`, undefined, {
      token: promoter,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);

    const other = await completeDraft(api, promoter);
    expect(
      (
        await api.post(
          `/api/v1/promoter/applications/${other.id}/cancel/`,
          { reason: 'La clienta ya no quiere el crédito' },
          { token: promoter },
        )
      ).status,
    ).toBe(200);

    const review = `/api/v1/review/applications/${draft.id}/`;
    expect((await api.get('/api/v1/review/applications/', { token: reviewer })).status).toBe(200);
    const firstTake = await api.post<{ version: number }>(`${review}take/`, undefined, {
      token: reviewer,
      headers: { 'if-match': `"${submitted.body.version}"` },
    });
    expect(firstTake.status).toBe(200);
    // An admin returns it to the queue; the reviewer takes it again.
    const released = await api.post<{ version: number }>(`${review}release/`, undefined, {
      token: admin,
      headers: { 'if-match': `"${firstTake.body.version}"` },
    });
    expect(released.status).toBe(200);
    const taken = await api.post<{ version: number }>(`${review}take/`, undefined, {
      token: reviewer,
      headers: { 'if-match': `"${released.body.version}"` },
    });
    expect(taken.status).toBe(200);
    const seen = await api.get<{ identity_captures: { download_url: string }[]; reviewer: { id: string } }>(
      review,
      { token: reviewer },
    );
    // The queue's settings and people; an admin sets the thresholds and assigns it (to the reviewer
    // who holds it: nothing changes).
    expect((await api.get('/api/v1/review/settings/', { token: reviewer })).status).toBe(200);
    expect(
      (
        await api.request('PUT', '/api/v1/review/settings/', {
          token: admin,
          body: { ageing_amber_hours: 24, ageing_red_hours: 72 },
        })
      ).status,
    ).toBe(200);
    expect((await api.get('/api/v1/review/people/', { token: reviewer })).status).toBe(200);
    expect(
      (
        await api.post(
          '/api/v1/review/applications/assign/',
          { applications: [draft.id], reviewer: seen.body.reviewer.id },
          { token: admin },
        )
      ).status,
    ).toBe(200);
    expect(seen.status).toBe(200);
    expect((await api.get(seen.body.identity_captures[0]!.download_url, { token: reviewer })).status).toBe(
      200,
    );
    expect(
      (await api.post(`${review}biometricvalidation/decide/`, { result: 'approved' }, { token: reviewer }))
        .status,
    ).toBe(200);
    // Reversed by the reviewer who holds it, with a reason, then decided again.
    expect(
      (
        await api.post(
          `${review}biometricvalidation/reverse/`,
          { reason: 'Reviso otra vez la foto del INE.', reason_code: 'photo_unclear' },
          { token: reviewer },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await api.post(
          `${review}biometricvalidation/decide/`,
          { result: 'approved', reason_code: 'photos_match', checklist: [], signals_seen: [] },
          { token: reviewer },
        )
      ).status,
    ).toBe(200);
    // The customer authorized the bureau inquiry on their link (the link's own tests); the desk
    // records the inquiry it ran, which approval requires.
    await authorizeBureau(server, draft.id);
    expect((await recordBureauInquiry(api, reviewer, draft.id)).status).toBe(201);
    const decided = await api.post(
      `${review}decide/`,
      { decision: 'approve' },
      { token: reviewer, headers: { 'if-match': `"${taken.body.version}"` } },
    );
    expect(decided.status).toBe(200);
    const contract = await api.get<{ documents: { download_url: string }[] }>(
      `/api/v1/promoter/applications/${draft.id}/contract/`,
      { token: promoter },
    );
    expect(contract.status).toBe(200);
    expect((await api.get(contract.body.documents[0]!.download_url, { token: promoter })).status).toBe(200);
    // Past its validity the contract is made again, with new dates.
    const reissue = `/api/v1/promoter/applications/${draft.id}/contract/reissue/`;
    expect((await api.post(reissue, undefined, { token: promoter })).status).toBe(409);
    server.setToday(addDays(todayInMexico(), 6));
    expect((await api.post(reissue, undefined, { token: promoter })).status).toBe(200);
    server.setToday(null);

    // The customer signs through the link; an admin lists, exports and records the transfer.
    const signatureLink = `/api/v1/promoter/applications/${draft.id}/signature-link/`;
    expect((await api.post(signatureLink, undefined, { token: promoter })).status).toBe(201);
    expect((await api.request('DELETE', signatureLink, { token: promoter })).status).toBe(204);
    const link = await api.post<{ slug: string }>(signatureLink, undefined, { token: promoter });
    expect((await api.get(signatureLink, { token: promoter })).status).toBe(200);
    const signing = `/api/v1/signatures/${link.body.slug}/`;
    const toSign = await api.get<{ documents: { id: string; download_url: string }[] }>(signing);
    expect(toSign.status).toBe(200);
    expect((await api.get(toSign.body.documents[0]!.download_url)).status).toBe(200);
    const before = server.sms.texts.length;
    expect((await api.post(`${signing}code/`)).status).toBe(200);
    // By SMS to the mobile the customer verified on the identity link.
    const code = latestCode(server.sms, before);
    const stroke = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 70 C 80 5, 150 95, 290 40" stroke="#000" stroke-width="6" fill="none"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const signed = await api.post(signing, {
      code,
      accepted_documents: toSign.body.documents.map((item) => item.id),
      signature: `data:image/png;base64,${stroke.toString('base64')}`,
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    // Anyone checks a signed document by its fingerprint (an unknown one is only "not issued").
    const signedSet = await api.get<{ documents: { id: string; sha256: string }[] }>(
      `/api/v1/promoter/applications/${draft.id}/contract/`,
      { token: promoter },
    );
    const verify = '/api/v1/signatures/verify/';
    expect((await api.post(verify, { sha256: signedSet.body.documents[0]!.sha256 })).status).toBe(200);
    expect((await api.post(verify, { sha256: 'f'.repeat(64) })).status).toBe(200);
    expect((await api.post(verify, { sha256: 'f' })).status).toBe(400);
    const signedDocument = signedSet.body.documents[0]!;
    expect(
      (
        await api.get(
          `/api/v1/promoter/applications/${draft.id}/contract/documents/${signedDocument.id}/timestamp/`,
          { token: promoter },
        )
      ).status,
    ).toBe(200);
    expect((await api.get('/api/v1/signatures/timestamp-authority/')).status).toBe(200);
    // The used link downloads the signed set; the promoter and the desk download it all as a ZIP.
    expect((await api.get(`${signing}download/`)).status).toBe(200);
    const contractPath = `/api/v1/promoter/applications/${draft.id}/contract/`;
    expect((await api.get(`${contractPath}download/`, { token: promoter })).status).toBe(200);
    // A pagaré signed on paper: its scan uploaded by the promoter, accepted by the desk.
    await server.db
      .update(contracts)
      .set({ pagareMode: 'paper' })
      .where(eq(contracts.applicationId, draft.id));
    const scan = `${contractPath}pagare-scan/`;
    const uploaded = await api.request('PUT', scan, {
      token: promoter,
      rawBody: Buffer.from('%PDF-1.4\n%%EOF\n'),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect((await api.post(`${scan}decision/`, { accepted: true }, { token: reviewer })).status).toBe(200);
    expect((await api.get(`${scan}file/`, { token: reviewer })).status).toBe(200);
    expect((await api.get('/api/v1/admin/disbursements/', { token: admin })).status).toBe(200);
    expect((await api.get('/api/v1/admin/disbursements/export/', { token: admin })).status).toBe(200);
    const beforeTransfer = await api.get<{ version: number }>(review, { token: reviewer });
    expect(
      (
        await api.post(
          `${review}decide/`,
          { decision: 'disburse', reference: 'MBAN01002611200001', paid_at: todayInMexico() },
          { token: admin, headers: { 'if-match': `"${beforeTransfer.body.version}"` } },
        )
      ).status,
    ).toBe(200);
    // The paid loan's payoff today, and a bad date's 400.
    expect((await api.get(`${application}payoff/`, { token: promoter })).status).toBe(200);
    expect((await api.get(`${application}payoff/?date=2026-02-30`, { token: promoter })).status).toBe(400);
    // Its renewal: the new draft, then the 409 of a second one while it is open.
    expect((await api.post(`${application}renewal/`, undefined, { token: promoter })).status).toBe(201);
    expect((await api.post(`${application}renewal/`, undefined, { token: promoter })).status).toBe(409);
    // Found by the customer's CURP, naming that renewal; a malformed CURP's 400.
    const { curp } = (await server.get<{ curp: string }>(application, { token: promoter })).body;
    const renewable = '/api/v1/promoter/renewable-loans/search/';
    const found = await api.post<{ results: { open_renewal: unknown }[] }>(
      renewable,
      { curp },
      { token: promoter },
    );
    expect([found.status, found.body.results.length]).toEqual([200, 1]);
    expect((await api.post(renewable, { curp: 'HEGG56' }, { token: promoter })).status).toBe(400);
    // The portfolio with that loan, as a report and as a file; an unknown grouping's 400.
    expect((await api.get('/api/v1/admin/portfolio/?by=promoter', { token: admin })).status).toBe(200);
    expect((await api.get('/api/v1/admin/portfolio/?by=colonia', { token: admin })).status).toBe(400);
    expect((await api.get('/api/v1/admin/portfolio/export/?format=xlsx', { token: admin })).status).toBe(200);

    const inbox = await api.get<{ results: { id: string }[] }>('/api/v1/notifications/', { token: promoter });
    expect(inbox.status).toBe(200);
    expect(
      (
        await api.post(`/api/v1/notifications/${inbox.body.results[0]!.id}/read/`, undefined, {
          token: promoter,
        })
      ).status,
    ).toBe(200);
    expect((await api.post('/api/v1/notifications/read-all/', undefined, { token: promoter })).status).toBe(
      200,
    );
  }, 120_000);

  it('answers what the document declares for uploads confirmed after a direct upload to a bucket', async () => {
    const s3 = await startS3Server();
    const bucketServer = await startTestServer(s3.env);
    closers.push(async () => {
      await bucketServer.close();
      await s3.close();
    });
    await seedDemoCatalogues(bucketServer.db);
    const client = contract.recording(bucketServer);
    const promoter = await signInAs(bucketServer, 'promoter');
    const draft = await completeDraft(client, promoter);
    await uploadDocument(client, promoter, draft.id, 'ine_front');
    await identityCheck(client, promoter, draft.id);
  }, 120_000);

  it('covers every operation of its tags with a successful answer, and every answer matches the document', () => {
    expect(contract.uncovered(contractTags['openapi-contract-applications.test.ts'])).toEqual([]);
    expect(contract.problems()).toEqual([]);
  });
});
