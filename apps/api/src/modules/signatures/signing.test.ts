import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedApplication, demoChoices } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import {
  blankSignature,
  drawnSignature,
  lineSignature,
  linkPath,
  type PublicView,
  pdfText,
  publicPath,
  signatureSteps,
} from '../../../test/support/signatures.js';
import { type SmsGateway, startSmsGateway } from '../../../test/support/sms-gateway.js';
import { applications, contracts, notifications, signatureEvidence } from '../../db/schema.js';

// Signing through the link (issue 21): the stamped PDFs and their evidence.

let server: TestServer;
let gateway: SmsGateway;
let ana: string;
let rita: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  gateway = await startSmsGateway();
  server = await startTestServer(gateway.env);
  await seedDemoCatalogues(server.db);
  [ana, rita] = await Promise.all([signInAs(server, 'promoter'), signInAs(server, 'reviewer')]);
  choices = await demoChoices(server, ana);
}, 120_000);
afterAll(async () => {
  await server?.close();
  gateway?.close();
});

const { issued, codeFor, download } = signatureSteps(() => ({ server, gateway, token: ana }));

// Which pages of a PDF draw an image.
async function pagesWithImages(content: Buffer) {
  const pdf = await PDFDocument.load(content);
  return pdf.getPages().map((page) => {
    const objects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    return (objects?.keys().length ?? 0) > 0;
  });
}

describe('signing', () => {
  it('names the field at fault, then stamps every PDF, keeps matching evidence and moves the application to signed', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    const { slug } = await issued(application.id);
    const view = await server.get<PublicView>(publicPath(slug));
    const ids = view.body.documents.map((document) => document.id);
    const code = await codeFor(slug);
    const refusal = async (body: Record<string, unknown>) => {
      const answer = await server.post<{ errors: Record<string, string[]> }>(publicPath(slug), {
        code,
        accepted_documents: ids,
        signature: await drawnSignature(),
        ...body,
      });
      expect(answer.status).toBe(400);
      return Object.keys(answer.body.errors);
    };
    expect(await refusal({ accepted_documents: ids.slice(1) })).toEqual(['accepted_documents']);
    expect(await refusal({ signature: await blankSignature() })).toEqual(['signature']);
    expect(await refusal({ signature: await lineSignature() })).toEqual(['signature']);
    expect(await refusal({ signature: 'data:image/png;base64,bm90IGEgcG5n' })).toEqual(['signature']);
    expect(await refusal({ signature: 'data:image/jpeg;base64,AAAA' })).toEqual(['signature']);
    expect(await refusal({ code: '12a' })).toEqual(['code']);

    const before = await server.get<{ version: number; documents: { type: string; sha256: string }[] }>(
      `/api/v1/promoter/applications/${application.id}/contract/`,
      { token: ana },
    );
    const started = performance.now();
    const answer = await server.post<{ status: string }>(
      publicPath(slug),
      { code, accepted_documents: ids, signature: await drawnSignature() },
      { headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Prueba' } },
    );
    const stampMs = Math.round(performance.now() - started);
    expect(answer.status).toBe(200);
    console.info(`signing (stamping 5 PDFs, evidence, status): ${stampMs} ms`);

    const [row] = await server.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row!.status).toBe('signed');
    const after = await server.get<{
      status: string;
      version: number;
      signed_at: string;
      documents: { type: string; sha256: string; download_url: string }[];
    }>(`/api/v1/promoter/applications/${application.id}/contract/`, { token: ana });
    expect(after.body).toMatchObject({ status: 'signed', version: before.body.version + 1 });
    const [contractRow] = await server.db
      .select()
      .from(contracts)
      .where(eq(contracts.applicationId, application.id));
    const [record] = await server.db
      .select()
      .from(signatureEvidence)
      .where(eq(signatureEvidence.contractId, contractRow!.id));
    expect(record!.userAgent).toBe('Mozilla/5.0 (iPhone) Prueba');
    expect(record!.documents.map((item) => item.sha256_before)).toEqual(
      before.body.documents.map((document) => document.sha256),
    );
    // Every document stamped, then the constancia made at signing (signed-copy.test.ts reads it).
    const copies = after.body.documents.filter((document) => document.type !== 'constancia_firma');
    expect(after.body.documents.at(-1)!.type).toBe('constancia_firma');
    for (const [index, document] of copies.entries()) {
      const { content } = await download(document.download_url, ana);
      const hash = createHash('sha256').update(content).digest('hex');
      expect(hash).toBe(document.sha256);
      expect(record!.documents[index]!.sha256_after).toBe(hash);
      const { text } = await pdfText(content);
      expect(text).toContain('Constancia de firma electrónica');
      expect(text).toContain('Firmado electrónicamente por');
      expect(text).toContain(before.body.documents[index]!.sha256);
      // The drawn signature sits on the customer's lines too, not only on the evidence page.
      const signedPages = await pagesWithImages(content);
      expect(signedPages.at(-1), document.type).toBe(true);
      if (document.type !== 'caratula' && document.type !== 'tabla_amortizacion')
        expect(signedPages.slice(0, -1).some(Boolean), document.type).toBe(true);
    }
    // A signed contract is final: the link is used up and no new one is issued.
    const again = await server.post<{ code: string }>(publicPath(slug), {
      code,
      accepted_documents: ids,
      signature: await drawnSignature(),
    });
    expect([again.status, again.body.code]).toEqual([410, 'signature.link_used']);
    // It reads only the signed set now (for the signed copy's time: signed-copy.test.ts): the
    // unsigned documents are no longer served through it.
    const reread = await server.get<PublicView>(publicPath(slug));
    expect([reread.status, reread.body.status]).toEqual([200, 'signed']);
    expect(reread.body.documents.map((item) => item.type)).toEqual(
      after.body.documents.map((item) => item.type),
    );
    const document = await fetch(`${server.baseUrl}${publicPath(slug)}documents/${ids[0]}/`);
    expect(document.status).toBe(404);
    await document.arrayBuffer();
    const relink = await server.post<{ code: string }>(linkPath(application.id), undefined, { token: ana });
    expect([relink.status, relink.body.code]).toEqual([409, 'contract_signed']);
    // The promoter hears of it in the inbox.
    const notices = await server.db
      .select()
      .from(notifications)
      .where(eq(notifications.applicationId, application.id));
    expect(notices.some((notice) => notice.status === 'signed')).toBe(true);
  });
});
