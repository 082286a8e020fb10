import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { todayInMexico } from '@origina/domain/calendar-date';
import { productOptions } from '@origina/domain/lender-catalog';
import { simulate } from '@origina/domain/simulations';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  approvedApplication,
  demoChoices,
  submittedApplication,
} from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { customer } from '../../../test/support/customer.js';
import { latestMailTo, startTestServer, type TestServer } from '../../../test/support/server.js';
import {
  applications,
  contracts,
  disbursements,
  notifications,
  products,
  signatureEvidence,
  signatureLinks,
} from '../../db/schema.js';
import { productFromRow } from '../catalogs/lender-presenters.js';

// The customer's signature through a capability link (issue 21): the link's rules, the one-time
// code over the SMS gateway (mocked at the network edge: a local HTTP listener) and e-mail, the
// lock after five wrong codes, the stamped PDFs and their evidence, and the disbursement.

let server: TestServer;
let gateway: Server;
let gatewayFails = false;
const texts: { to: string; text: string; authorization: string | undefined }[] = [];
let ana: string;
let otherPromoter: string;
let rita: string;
let alma: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  gateway = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (gatewayFails) return response.writeHead(503).end();
      texts.push({ ...JSON.parse(body), authorization: request.headers.authorization });
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const address = gateway.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server = await startTestServer({
    SMS_GATEWAY_URL: `http://127.0.0.1:${port}/messages`,
    SMS_GATEWAY_TOKEN: 'gateway-secret-token',
  });
  await seedDemoCatalogues(server.db);
  [ana, otherPromoter, rita, alma] = await Promise.all([
    signInAs(server, 'promoter'),
    signInAs(server, 'promoter'),
    signInAs(server, 'reviewer'),
    signInAs(server, 'admin'),
  ]);
  choices = await demoChoices(server, ana);
}, 120_000);
afterAll(async () => {
  await server?.close();
  gateway?.close();
});

const linkPath = (id: string) => `/api/v1/promoter/applications/${id}/signature-link/`;
const publicPath = (slug: string) => `/api/v1/signatures/${slug}/`;

async function issued(id: string) {
  const link = await server.post<{ slug: string; url: string; expires_at: string; status: string }>(
    linkPath(id),
    undefined,
    { token: ana },
  );
  expect(link.status).toBe(201);
  return link.body;
}

interface PublicView {
  status: string;
  documents: { id: string; type: string; download_url: string }[];
  attempts_left: number;
  code_destinations: string[];
}

async function codeFor(slug: string) {
  const before = texts.length;
  const sent = await server.post(`${publicPath(slug)}code/`);
  expect(sent.status).toBe(200);
  const text = texts.slice(before).at(-1)!.text;
  return /código: (\d{6})/.exec(text)![1]!;
}

async function drawnSignature() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><path d="M10 80 C 60 10, 110 110, 160 50 S 260 20, 310 70" stroke="#111" stroke-width="5" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function blankSignature() {
  const png = await sharp({
    create: { width: 320, height: 120, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function pdfText(content: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(content) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.pages.length };
  } finally {
    await parser.destroy();
  }
}

async function download(path: string, token?: string) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { response, content: Buffer.from(await response.arrayBuffer()) };
}

async function signed(id: string) {
  const { slug } = await issued(id);
  const view = await server.get<PublicView>(publicPath(slug));
  const code = await codeFor(slug);
  const answer = await server.post(publicPath(slug), {
    code,
    accepted_documents: view.body.documents.map((document) => document.id),
    signature: await drawnSignature(),
  });
  expect(answer.status).toBe(200);
  return slug;
}

describe('the signing link', () => {
  it('is a capability URL: 256 bits, hashed at rest, private headers, the owner only, revocable, replaced by a new one', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    const link = await issued(application.id);
    expect(Buffer.from(link.slug, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(link.url).toBe(`http://app.test/firma/${link.slug}`);
    const [row] = await server.db
      .select()
      .from(signatureLinks)
      .where(eq(signatureLinks.applicationId, application.id));
    expect(row!.slugHash).toBe(createHash('sha256').update(link.slug).digest('hex'));
    expect(row!.slugEncrypted).not.toContain(link.slug);
    // Never shown to anyone but the owner promoter.
    expect((await server.get(linkPath(application.id), { token: ana })).body).toMatchObject({
      slug: link.slug,
    });
    expect((await server.get(linkPath(application.id), { token: otherPromoter })).status).toBe(404);
    expect((await server.get(linkPath(application.id), { token: rita })).status).toBe(403);
    expect((await server.post(linkPath(application.id), undefined, { token: alma })).status).toBe(403);

    const view = await server.get<PublicView>(publicPath(link.slug), {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(view.status).toBe(200);
    expect(view.headers.get('cache-control')).toBe('no-store');
    expect(view.headers.get('referrer-policy')).toBe('no-referrer');
    expect(view.headers.get('x-robots-tag')).toBe('noindex');
    expect(view.body.documents.map((document) => document.type)).toEqual([
      'caratula',
      'contrato',
      'pagare',
      'tabla_amortizacion',
      'carta_instruccion',
    ]);
    // No customer data beyond the masked destinations of the code.
    const body = JSON.stringify(view.body);
    for (const value of [
      customer.pre_solicitud.curp,
      customer.pre_solicitud.mobile.replace(/\D/g, ''),
      customer.pre_solicitud.email,
    ])
      expect(body).not.toContain(value);
    const pdf = await download(view.body.documents[0]!.download_url);
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.response.headers.get('cache-control')).toBe('no-store');

    // A new link replaces the old; revoking stops the new one.
    const second = await issued(application.id);
    expect((await server.get<{ code: string }>(publicPath(link.slug))).body.code).toBe('signature.link_gone');
    expect((await server.request('DELETE', linkPath(application.id), { token: ana })).status).toBe(204);
    expect((await server.get(publicPath(second.slug))).status).toBe(410);
  });

  it('refuses before approval, and answers 404 then 429 to guessing, a bad body included', async () => {
    const submitted = await submittedApplication(server, ana, choices);
    const early = await server.post<{ code: string }>(linkPath(submitted.id), undefined, { token: ana });
    expect([early.status, early.body.code]).toEqual([409, 'contract_not_ready']);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt += 1) {
      const guess = publicPath(`guess-${attempt}-${'x'.repeat(30)}`);
      // The link is found before a body is read: a guess never learns what the body should be.
      const answer =
        attempt % 3 === 0
          ? await server.post(guess, { code: 'no', accepted_documents: 'all', signature: 42 })
          : attempt % 3 === 1
            ? await server.post(`${guess}code/`)
            : await server.get(guess);
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('sends the code by SMS (through the gateway) and by e-mail; five wrong codes lock the link', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    const { slug } = await issued(application.id);
    const view = await server.get<PublicView>(publicPath(slug));
    const code = await codeFor(slug);
    const text = texts.at(-1)!;
    expect(text.to).toMatch(/^\+52\d{10}$/);
    expect(view.body.code_destinations[0]).toBe(`•••• ${text.to.slice(-4)}`);
    expect(text.authorization).toBe('Bearer gateway-secret-token');
    expect(await latestMailTo(server, customer.pre_solicitud.email)).toContain(`código: ${code}`);
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (guess: string) =>
      server.post<{ code: string; errors?: Record<string, string[]> }>(publicPath(slug), {
        code: guess,
        accepted_documents: view.body.documents.map((document) => document.id),
        signature: '',
      });
    // A bad signature is refused before the code is looked at: it costs no attempt.
    const blank = await attempt(wrong);
    expect(blank.status).toBe(400);
    for (let left = 4; left >= 1; left -= 1) {
      const answer = await server.post<{ errors: Record<string, string[]> }>(publicPath(slug), {
        code: wrong,
        accepted_documents: view.body.documents.map((document) => document.id),
        signature: await drawnSignature(),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors.code![0]).toContain(String(left));
    }
    const fifth = await server.post<{ code: string }>(publicPath(slug), {
      code: wrong,
      accepted_documents: view.body.documents.map((document) => document.id),
      signature: await drawnSignature(),
    });
    expect([fifth.status, fifth.body.code]).toEqual([410, 'signature.link_locked']);
    const right = await server.post<{ code: string }>(publicPath(slug), {
      code,
      accepted_documents: view.body.documents.map((document) => document.id),
      signature: await drawnSignature(),
    });
    expect([right.status, right.body.code]).toEqual([410, 'signature.link_locked']);
    // The promoter issues a new link and the customer can go on.
    const fresh = await issued(application.id);
    expect((await server.get(publicPath(fresh.slug))).status).toBe(200);
  });

  it('says so when the SMS gateway refuses the code', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    const { slug } = await issued(application.id);
    gatewayFails = true;
    try {
      const sent = await server.post<{ code: string }>(`${publicPath(slug)}code/`);
      expect([sent.status, sent.body.code]).toEqual([502, 'signature.code_not_sent']);
    } finally {
      gatewayFails = false;
    }
  });
});

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
    for (const [index, document] of after.body.documents.entries()) {
      const { content } = await download(document.download_url, ana);
      const hash = createHash('sha256').update(content).digest('hex');
      expect(hash).toBe(document.sha256);
      expect(record!.documents[index]!.sha256_after).toBe(hash);
      const { text } = await pdfText(content);
      expect(text).toContain('Constancia de firma electrónica');
      expect(text).toContain('Firmado electrónicamente por');
      expect(text).toContain(before.body.documents[index]!.sha256);
    }
    // A signed contract is final: the link is used up and no new one is issued.
    const again = await server.post<{ code: string }>(publicPath(slug), {
      code,
      accepted_documents: ids,
      signature: await drawnSignature(),
    });
    expect([again.status, again.body.code]).toEqual([410, 'signature.link_used']);
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

describe('the disbursement', () => {
  const disburse = (id: string, version: number, body: Record<string, unknown> = {}) =>
    server.post<{ code: string; status: string; errors?: Record<string, string[]> }>(
      `/api/v1/review/applications/${id}/decide/`,
      { decision: 'disburse', reference: 'MBAN01002611200001', paid_at: '2026-11-20', ...body },
      { token: alma, headers: { 'if-match': `"${version}"` } },
    );
  const versionOf = async (id: string) =>
    (await server.db.select().from(applications).where(eq(applications.id, id)))[0]!.version;

  it('waits for the signature, then records the transfer; the CSV lists exactly the signed loans not yet paid', async () => {
    const unsigned = await approvedApplication(server, ana, rita, choices);
    const early = await disburse(unsigned.id, await versionOf(unsigned.id));
    expect([early.status, early.body.code]).toEqual([409, 'contract_not_signed']);

    const paid = await approvedApplication(server, ana, rita, choices);
    await signed(paid.id);
    const waiting = await approvedApplication(server, ana, rita, choices);
    await signed(waiting.id);

    // The demo customer borrows $20,000 over 24 quincenas, as the contracts were made.
    const [product] = await server.db.select().from(products).where(eq(products.id, choices.product));
    const option = productOptions(productFromRow(product!, 'es')).find((item) => item.term === 24)!;
    const expected = simulate({ option, amount: 20000, startDate: todayInMexico() });
    // The catalogue changes after the contracts were made: the transfer is still what they promise.
    await server.db
      .update(products)
      .set({ commissionRate: '0.050000' })
      .where(eq(products.id, choices.product));
    onTestFinished(async () => {
      await server.db
        .update(products)
        .set({ commissionRate: product!.commissionRate })
        .where(eq(products.id, choices.product));
    });
    const bad = await disburse(paid.id, await versionOf(paid.id), {
      reference: 'no válida!',
      paid_at: '2999-01-01',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors!).sort()).toEqual(['paid_at', 'reference']);
    const done = await disburse(paid.id, await versionOf(paid.id));
    expect([done.status, done.body.status]).toEqual([200, 'disbursed']);
    const [record] = await server.db
      .select()
      .from(disbursements)
      .where(eq(disbursements.applicationId, paid.id));
    expect(record).toMatchObject({ reference: 'MBAN01002611200001', paidAt: '2026-11-20' });
    expect(Number(record!.amount)).toBeCloseTo(expected.net_disbursement, 2);
    const contract = await server.get<{
      transfer: { amount: string; clabe: string };
      disbursement: { reference: string; amount: string; clabe: string };
    }>(`/api/v1/promoter/applications/${paid.id}/contract/`, { token: ana });
    expect(contract.body.disbursement.reference).toBe('MBAN01002611200001');
    // What the desk is shown to pay is what was paid.
    expect(contract.body.transfer).toEqual({
      amount: contract.body.disbursement.amount,
      clabe: contract.body.disbursement.clabe,
    });

    const list = await server.get<{ results: { folio: string }[] }>('/api/v1/admin/disbursements/', {
      token: alma,
    });
    const folios = list.body.results.map((loan) => loan.folio);
    expect(folios).toContain(waiting.folio);
    expect(folios).not.toContain(paid.folio);
    expect(folios).not.toContain(unsigned.folio);
    const csv = await download('/api/v1/admin/disbursements/export/', alma);
    expect(csv.response.headers.get('content-type')).toContain('text/csv');
    const lines = csv.content.toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('folio,beneficiario,clabe,monto,concepto,firmado');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(folios);
    expect(lines.find((line) => line.startsWith(waiting.folio))).toContain(
      expected.net_disbursement.toFixed(2),
    );
    for (const token of [ana, rita])
      expect((await server.get('/api/v1/admin/disbursements/export/', { token })).status).toBe(403);
  });
});
