import { createHash } from 'node:crypto';
import { todayInMexico } from '@origina/domain/calendar-date';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedApplication, demoChoices } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { pdfText, signatureSteps } from '../../../test/support/signatures.js';
import { type SmsGateway, startSmsGateway } from '../../../test/support/sms-gateway.js';
import { applications, auditLog, contracts } from '../../db/schema.js';

// A pagaré signed by hand on paper (issue 31): not e-signed, and no disbursement until the desk
// accepted the scan the owner promoter uploaded.

let server: TestServer;
let gateway: SmsGateway;
let ana: string;
let rita: string;
let alma: string;
let otherPromoter: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  gateway = await startSmsGateway();
  server = await startTestServer(gateway.env);
  await seedDemoCatalogues(server.db);
  [ana, rita, alma, otherPromoter] = await Promise.all([
    signInAs(server, 'promoter'),
    signInAs(server, 'reviewer'),
    signInAs(server, 'admin'),
    signInAs(server, 'promoter'),
  ]);
  choices = await demoChoices(server, ana);
}, 120_000);
afterAll(async () => {
  await server?.close();
  gateway?.close();
});

const { signed, download } = signatureSteps(() => ({ server, gateway, token: ana }));

interface ContractAnswer {
  pagare_mode: string;
  pagare_scan: { status: string; reason: string | null; sha256: string; download_url: string } | null;
  documents: { type: string; sha256: string; sha256_before: string | null; download_url: string }[];
}
const base = (id: string) => `/api/v1/promoter/applications/${id}/contract/`;
const scanPdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const upload = (id: string, token: string, content: Buffer = scanPdf, type = 'application/pdf') =>
  server.request<ContractAnswer>('PUT', `${base(id)}pagare-scan/`, {
    token,
    rawBody: content,
    headers: { 'content-type': type },
  });
const decide = (id: string, token: string, body: Record<string, unknown>) =>
  server.post<ContractAnswer>(`${base(id)}pagare-scan/decision/`, body, { token });
// Whether the bank's batch (the admin's list and its CSV) pays this loan.
const inTheBatch = async (id: string) => {
  const [row] = await server.db.select().from(applications).where(eq(applications.id, id));
  const list = await server.get<{ results: { folio: string }[] }>('/api/v1/admin/disbursements/', {
    token: alma,
  });
  const csv = await download('/api/v1/admin/disbursements/export/', alma);
  const listed = list.body.results.some((loan) => loan.folio === row!.folio);
  expect(csv.content.toString('utf8').includes(row!.folio)).toBe(listed);
  return listed;
};
const disburse = async (id: string) => {
  const [row] = await server.db.select().from(applications).where(eq(applications.id, id));
  return server.post<{ code: string; status: string }>(
    `/api/v1/review/applications/${id}/decide/`,
    { decision: 'disburse', reference: 'MBAN01002611200001', paid_at: todayInMexico() },
    { token: alma, headers: { 'if-match': `"${row!.version}"` } },
  );
};

interface Inbox {
  results: { kind: string; application: { id: string }; message: string | null }[];
}
const noticesOf = async (token: string, id: string) =>
  (await server.get<Inbox>('/api/v1/notifications/', { token })).body.results
    .filter((notice) => notice.application.id === id)
    .map((notice) => [notice.kind, notice.message]);
const inQueue = async (query: string, id: string) =>
  (
    await server.get<{ results: { id: string }[] }>(`/api/v1/review/applications/?page_size=100${query}`, {
      token: rita,
    })
  ).body.results.some((row) => row.id === id);

// An approved loan whose product prints the pagaré for a handwritten signature. The product's
// pagaré mode reaches the contract through its facts (contractFactsOf); here the contract is set
// to it as it would have been made.
async function paperContract() {
  const application = await approvedApplication(server, ana, rita, choices);
  await server.get(base(application.id), { token: ana });
  await server.db
    .update(contracts)
    .set({ pagareMode: 'paper' })
    .where(eq(contracts.applicationId, application.id));
  return application;
}

describe('a pagaré signed on paper', () => {
  it('is not e-signed, and blocks disbursing until the desk accepts its scan', async () => {
    const application = await paperContract();
    const unsigned = (await server.get<ContractAnswer>(base(application.id), { token: ana })).body;
    expect(unsigned.pagare_mode).toBe('paper');
    // Before the signature there is nothing to scan.
    const early = await upload(application.id, ana);
    expect([early.status, early.body.code]).toEqual([409, 'pagare_contract_not_signed']);

    await signed(application.id);
    const contract = (await server.get<ContractAnswer>(base(application.id), { token: ana })).body;
    const pagare = contract.documents.find((document) => document.type === 'pagare')!;
    const before = unsigned.documents.find((document) => document.type === 'pagare')!;
    // Printed as it was made: the same file before and after, without the e-signature.
    expect([pagare.sha256_before, pagare.sha256]).toEqual([before.sha256, before.sha256]);
    const { text } = await pdfText((await download(pagare.download_url, ana)).content);
    expect(text).not.toContain('Firmado electrónicamente por');
    const record = contract.documents.find((document) => document.type === 'constancia_firma')!;
    const recordText = (await pdfText((await download(record.download_url, ana)).content)).text;
    expect(recordText).toContain('firma autógrafa en papel');
    expect(contract.pagare_scan).toBeNull();

    const waiting = await disburse(application.id);
    expect([waiting.status, waiting.body.code]).toEqual([409, 'pagare_scan_not_accepted']);
    expect(await inTheBatch(application.id)).toBe(false);
    // Only the owner promoter uploads; only the desk decides.
    expect((await upload(application.id, otherPromoter)).status).toBe(404);
    expect((await upload(application.id, rita)).status).toBe(403);
    const nothing = await decide(application.id, rita, { accepted: true });
    expect([nothing.status, nothing.body.code]).toEqual([409, 'pagare_scan_not_uploaded']);
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ddd' } })
      .jpeg()
      .toBuffer();
    expect(await inQueue('', application.id)).toBe(false);
    const sent = await upload(application.id, ana, photo, 'image/jpeg');
    expect(sent.status).toBe(200);
    expect(sent.body.pagare_scan).toMatchObject({ status: 'uploaded', reason: null });
    // The desk hears of it (the reviewer who took the application) and finds it in its queue.
    expect(await noticesOf(rita, application.id)).toEqual([['pagare_scan_uploaded', null]]);
    expect(await inQueue('', application.id)).toBe(true);
    expect(await inQueue('&pagare=awaiting', application.id)).toBe(true);
    expect(await inQueue('&status=submitted', application.id)).toBe(false);
    expect((await decide(application.id, ana, { accepted: true })).status).toBe(403);

    // A rejection needs a reason, which the promoter reads; the promoter then sends another.
    const bare = await decide(application.id, rita, { accepted: false });
    expect([bare.status, Object.keys(bare.body.errors ?? {})]).toEqual([400, ['reason']]);
    const rejected = await decide(application.id, rita, { accepted: false, reason: 'La firma no se ve.' });
    expect(rejected.body.pagare_scan).toMatchObject({ status: 'rejected', reason: 'La firma no se ve.' });
    // The promoter hears why; the log keeps the reason; the queue no longer waits on it.
    expect(await noticesOf(ana, application.id)).toContainEqual([
      'pagare_scan_rejected',
      'La firma no se ve.',
    ]);
    const [logged] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contract.pagare_scan.reject'), eq(auditLog.entityId, application.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(logged?.details).toMatchObject({ reason: 'La firma no se ve.' });
    expect(await inQueue('&pagare=awaiting', application.id)).toBe(false);
    expect((await disburse(application.id)).body.code).toBe('pagare_scan_not_accepted');
    expect(await inTheBatch(application.id)).toBe(false);
    const again = await upload(application.id, ana);
    expect(again.body.pagare_scan).toMatchObject({ status: 'uploaded', reason: null });
    expect((await disburse(application.id)).body.code).toBe('pagare_scan_not_accepted');

    const accepted = await decide(application.id, rita, { accepted: true });
    expect(accepted.body.pagare_scan!.status).toBe('accepted');
    expect(await inTheBatch(application.id)).toBe(true);
    expect(await noticesOf(ana, application.id)).toContainEqual(['pagare_scan_accepted', null]);
    expect(await inQueue('', application.id)).toBe(false);
    // The desk reads the very file the promoter sent.
    const file = await download(accepted.body.pagare_scan!.download_url, rita);
    expect(createHash('sha256').update(file.content).digest('hex')).toBe(accepted.body.pagare_scan!.sha256);
    expect(file.content.equals(scanPdf)).toBe(true);
    const replaced = await upload(application.id, ana);
    expect([replaced.status, replaced.body.code]).toEqual([409, 'pagare_scan_accepted']);

    const paid = await disburse(application.id);
    expect([paid.status, paid.body.status]).toEqual([200, 'disbursed']);
  });

  it('an electronic pagaré takes no scan', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    await signed(application.id);
    const refused = await upload(application.id, ana);
    expect([refused.status, refused.body.code]).toEqual([409, 'pagare_electronic']);
  });

  it('says what is wrong with a file in Spanish or English, never a 5xx', async () => {
    const application = await paperContract();
    await signed(application.id);
    const text = await upload(application.id, ana, Buffer.from('not a scan'), 'text/plain');
    expect([text.status, text.body.code]).toEqual([415, 'file_type_not_accepted']);
    const empty = await upload(application.id, ana, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    const english = await server.post<{ errors: Record<string, string[]> }>(
      `${base(application.id)}pagare-scan/decision/`,
      { accepted: false },
      { token: rita, headers: { 'accept-language': 'en' } },
    );
    expect(english.body.errors.reason).toEqual([
      'Say why you reject the scan, so the promoter can correct it.',
    ]);
  });
});
