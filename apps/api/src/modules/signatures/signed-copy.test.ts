import { createHash } from 'node:crypto';
import { dateInMexico } from '@origina/domain/calendar-date';
import { addDays } from '@origina/domain/payroll-calendar';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedApplication, demoChoices } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import {
  drawnSignature,
  type PublicView,
  pdfText,
  publicPath,
  signatureSteps,
} from '../../../test/support/signatures.js';
import { type SmsGateway, startSmsGateway } from '../../../test/support/sms-gateway.js';
import { startSmtpListener } from '../../../test/support/smtp-listener.js';
import { contracts, signatureEvidence, smsOutbox } from '../../db/schema.js';

// What the customer keeps of a signature (issue 31): the signed set by SMS and e-mail as soon as
// they sign, through the used link for SIGNED_COPY_DAYS, the constancia with every hash before and
// after, and "Descargar todo" for the promoter and the desk.

let server: TestServer;
let gateway: SmsGateway;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let ana: string;
let rita: string;
let otherPromoter: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  gateway = await startSmsGateway();
  smtp = await startSmtpListener();
  server = await startTestServer({ ...gateway.env, SMTP_URL: smtp.url, SIGNED_COPY_DAYS: '30' });
  await seedDemoCatalogues(server.db);
  [ana, rita, otherPromoter] = await Promise.all([
    signInAs(server, 'promoter'),
    signInAs(server, 'reviewer'),
    signInAs(server, 'promoter'),
  ]);
  choices = await demoChoices(server, ana);
}, 120_000);
afterAll(async () => {
  await server?.close();
  gateway?.close();
  await smtp?.close();
});

const { signed, download, issued, codeFor } = signatureSteps(() => ({ server, gateway, token: ana }));

interface ContractAnswer {
  status: string;
  documents: { type: string; sha256: string; sha256_before: string | null; download_url: string }[];
  download_all_url: string;
}
const contractOf = async (id: string) =>
  (await server.get<ContractAnswer>(`/api/v1/promoter/applications/${id}/contract/`, { token: ana })).body;
const sha256 = (content: Uint8Array) => createHash('sha256').update(content).digest('hex');

async function waitFor<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${what} did not arrive`);
}

describe('the signed copy', () => {
  it('reaches the customer by SMS (a link) and e-mail (the signed PDFs, every hash before and after)', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    const slug = await signed(application.id);
    const contract = await contractOf(application.id);

    const sms = await waitFor(
      () => gateway.texts.find((text) => text.text.includes(`/firma/${slug}`)),
      'the signed copy SMS',
    );
    expect(sms.to).toBe('+525512345678');
    expect(sms.text).toMatch(
      /firmaste el contrato .* Descarga tus documentos firmados hasta el \d+ de \w+ de \d{4}/,
    );
    expect(sms.text).toContain(`http://app.test/firma/${slug}`);

    const mail = await smtp.waitFor(
      (message) =>
        message.to === 'gabriela@example.mx' && message.subject.startsWith('Tus documentos firmados'),
    );
    expect(mail.text).toContain(`http://app.test/firma/${slug}`);
    expect(mail.text).toMatch(/hasta el \d+ de \w+ de \d{4}/);
    // Every document of the signed set attached, byte for byte what the contract lists.
    expect(mail.attachments.map((file) => sha256(file.content)).sort()).toEqual(
      contract.documents.map((document) => document.sha256).sort(),
    );
    expect(mail.attachments.every((file) => file.contentType === 'application/pdf')).toBe(true);
    for (const document of contract.documents) {
      expect(mail.text).toContain(document.sha256);
      if (document.sha256_before) expect(mail.text).toContain(document.sha256_before);
    }
  });

  it('lists every hash before and after in the constancia, the contract answer and the ZIP', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    await signed(application.id);
    const contract = await contractOf(application.id);
    const [row] = await server.db.select().from(contracts).where(eq(contracts.applicationId, application.id));
    const [evidence] = await server.db
      .select()
      .from(signatureEvidence)
      .where(eq(signatureEvidence.contractId, row!.id));
    const copies = contract.documents.filter((document) => document.type !== 'constancia_firma');
    expect(copies.map((document) => [document.type, document.sha256_before, document.sha256])).toEqual(
      evidence!.documents.map((item) => [item.type, item.sha256_before, item.sha256_after]),
    );
    const record = contract.documents.find((document) => document.type === 'constancia_firma')!;
    expect(record.sha256_before).toBeNull();
    const { content } = await download(record.download_url, ana);
    expect(sha256(content)).toBe(record.sha256);
    const { text } = await pdfText(content);
    for (const item of evidence!.documents) {
      expect(text.replace(/\s+/g, '')).toContain(item.sha256_before);
      expect(text.replace(/\s+/g, '')).toContain(item.sha256_after);
    }

    // "Descargar todo": one ZIP holding every document, each matching its recorded hash.
    for (const token of [ana, rita]) {
      const zip = await download(contract.download_all_url, token);
      expect(zip.response.status).toBe(200);
      expect(zip.response.headers.get('content-type')).toBe('application/zip');
      const files = unzipSync(new Uint8Array(zip.content));
      const pdfs = Object.entries(files).filter(([name]) => name.endsWith('.pdf'));
      expect(pdfs.map(([, file]) => sha256(file)).sort()).toEqual(
        contract.documents.map((document) => document.sha256).sort(),
      );
      const sums = new TextDecoder().decode(files.SHA256SUMS);
      for (const [name, file] of pdfs) expect(sums).toContain(`${sha256(file)}  ${name}`);
      for (const document of copies) expect(sums).toContain(document.sha256_before!);
    }
    // Nobody else: another promoter is told it does not exist, an anonymous caller to sign in.
    const other = await download(contract.download_all_url, otherPromoter);
    expect(other.response.status).toBe(404);
    const anonymous = await download(contract.download_all_url);
    expect(anonymous.response.status).toBe(401);
  });

  it('downloads through the used link until the last day, then says it expired and whom to ask', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    const slug = await signed(application.id);
    const contract = await contractOf(application.id);
    const lastDay = addDays(dateInMexico(new Date()), 30);
    try {
      server.setToday(lastDay);
      const view = await server.get<
        PublicView & { signed_copy: { available_until: string; sent_to: string[] } }
      >(publicPath(slug));
      expect(view.status).toBe(200);
      expect(view.body.status).toBe('signed');
      expect(view.body.signed_copy.available_until).toBe(lastDay);
      expect(view.body.signed_copy.sent_to).toEqual(['•••• 5678', expect.stringContaining('@example.mx')]);
      expect(view.body.documents.map((document) => document.type)).toEqual(
        contract.documents.map((document) => document.type),
      );
      for (const document of view.body.documents) {
        const { response, content } = await download(document.download_url);
        expect(response.status).toBe(200);
        expect(contract.documents.map((item) => item.sha256)).toContain(sha256(content));
      }
      const zip = await download(`${publicPath(slug)}download/`);
      expect(zip.response.status).toBe(200);
      expect(Object.keys(unzipSync(new Uint8Array(zip.content)))).toHaveLength(contract.documents.length + 1);
      // Signing again through it is still refused.
      const code = await server.post<{ code: string }>(`${publicPath(slug)}code/`);
      expect([code.status, code.body.code]).toEqual([410, 'signature.link_used']);

      server.setToday(addDays(lastDay, 1));
      const gone = await server.get<{ code: string; detail: string }>(publicPath(slug));
      expect([gone.status, gone.body.code]).toEqual([410, 'signature.copy_expired']);
      expect(gone.body.detail).toContain('asesor');
      const file = await download(view.body.documents[0]!.download_url);
      expect(file.response.status).toBe(410);
      const zipGone = await download(`${publicPath(slug)}download/`);
      expect(zipGone.response.status).toBe(410);
    } finally {
      server.setToday(null);
    }
    // A slug that names nothing stays 404 (and counts against the address, like the others).
    const unknown = await server.get<{ code: string }>(`${publicPath('x'.repeat(43))}download/`);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'signature.link_unknown']);
  });

  it('neither fails the signature nor loses the SMS when the gateway is down: a later pass sends it', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    const { slug } = await issued(application.id);
    const view = await server.get<PublicView>(publicPath(slug));
    const code = await codeFor(slug);
    gateway.failing = true;
    try {
      const answer = await server.post(publicPath(slug), {
        code,
        accepted_documents: view.body.documents.map((document) => document.id),
        signature: await drawnSignature(),
      });
      expect(answer.status).toBe(200);
      // Kept with its link, tried once, waiting for the next pass.
      const waiting = await waitForRow(slug);
      expect(waiting.sentAt).toBeNull();
    } finally {
      gateway.failing = false;
    }
    await server.db.update(smsOutbox).set({ nextAttemptAt: new Date() });
    // The next signature's pass delivers what waits, its own message with it.
    const next = await approvedApplication(server, ana, rita, choices);
    const nextSlug = await signed(next.id);
    for (const sent of [slug, nextSlug])
      await waitFor(() => gateway.texts.find((text) => text.text.includes(`/firma/${sent}`)), sent);
    // Once the gateway has a message, its link is not kept at rest.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const rows = await server.db.select().from(smsOutbox);
    expect(rows.filter((row) => row.sentAt).every((row) => row.textBody === '')).toBe(true);
    expect(rows.some((row) => row.textBody.includes(`/firma/${slug}`))).toBe(false);
  });
});

async function waitForRow(slug: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const rows = await server.db.select().from(smsOutbox);
    const row = rows.find((item) => item.textBody.includes(`/firma/${slug}`) && item.attempts > 0);
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the signed copy SMS was not tried');
}
