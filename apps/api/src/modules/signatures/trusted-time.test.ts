import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contractSetDocumentTypes } from '@origina/domain/contract-documents';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedApplication, demoChoices } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { lenderProfileBody } from '../../../test/support/lender-profile.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { pdfText, signatureSteps } from '../../../test/support/signatures.js';
import { type SmsGateway, startSmsGateway } from '../../../test/support/sms-gateway.js';
import { contractDocuments, contracts, timestampAuthorityKeys } from '../../db/schema.js';

// Trusted time without TSA_URL (issue 31): every signed document gets an RFC 3161 token from the
// server's own authority, which an independent tool (OpenSSL) accepts against that authority's
// certificate; the key is kept in the database, so it outlives a restart.

let server: TestServer;
let gateway: SmsGateway;
let ana: string;
let rita: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;
let directory: string;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'origina-tokens-'));
  gateway = await startSmsGateway();
  server = await startTestServer(gateway.env);
  await seedDemoCatalogues(server.db);
  [ana, rita] = await Promise.all([signInAs(server, 'promoter'), signInAs(server, 'reviewer')]);
  choices = await demoChoices(server, ana);
}, 120_000);
afterAll(async () => {
  await server?.close();
  gateway?.close();
  rmSync(directory, { recursive: true, force: true });
});

const steps = signatureSteps(() => ({ server, gateway, token: ana }));

/** The signed version's documents of an application, with their tokens. */
async function signedDocuments(applicationId: string) {
  const [contract] = await server.db
    .select()
    .from(contracts)
    .where(eq(contracts.applicationId, applicationId));
  return server.db
    .select()
    .from(contractDocuments)
    .where(
      and(eq(contractDocuments.contractId, contract!.id), eq(contractDocuments.version, contract!.version)),
    );
}

async function authorityPem() {
  const rows = await server.db.select().from(timestampAuthorityKeys);
  return rows.map((row) => {
    const base64 = row.certificate.replace(/.{64}/g, '$&\n');
    return `-----BEGIN CERTIFICATE-----\n${base64}\n-----END CERTIFICATE-----\n`;
  });
}

/** What `openssl ts -verify` says of `token` for a document whose SHA-256 is `digest`. */
function opensslVerify(token: Buffer, digest: string, caPem: string) {
  const tokenFile = join(directory, 'token.tsr');
  const caFile = join(directory, 'tsa.pem');
  writeFileSync(tokenFile, token);
  writeFileSync(caFile, caPem);
  try {
    return execFileSync(
      'openssl',
      ['ts', '-verify', '-digest', digest, '-token_in', '-in', tokenFile, '-CAfile', caFile],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? '');
  }
}

describe('trusted time from the server’s own authority', () => {
  it('gives every signed document a token OpenSSL verifies against the local authority’s certificate', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    const before = Date.now();
    await steps.signed(application.id);
    const documents = await signedDocuments(application.id);
    // The five documents and the constancia of their fingerprints.
    expect(documents.map((document) => document.type).sort()).toEqual([...contractSetDocumentTypes].sort());
    const [pem, ...others] = await authorityPem();
    expect(others).toEqual([]);
    for (const document of documents) {
      expect(document.timestampAuthority, document.type).toBe('local');
      expect(document.timestampedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      const token = Buffer.from(document.timestampToken!, 'base64');
      expect(opensslVerify(token, document.sha256, pem!), document.type).toContain('Verification: OK');
      // The token is for this file's hash and no other.
      const other = documents.find((item) => item.type !== document.type)!;
      expect(opensslVerify(token, other.sha256, pem!)).not.toContain('Verification: OK');
    }
  });

  it('says in the annex who stamps it, where the code went, the template versions and where to check it', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    await steps.signed(application.id);
    const [document] = await signedDocuments(application.id);
    const { content } = await steps.download(
      `/api/v1/promoter/applications/${application.id}/contract/documents/${document!.id}/`,
      ana,
    );
    const text = (await pdfText(content)).text.replace(/\s+/g, ' ');
    expect(text).toContain('Sello de tiempo local (RFC 3161) del servidor del otorgante');
    expect(text).toContain(
      'No es un sello certificado: no lo emite un prestador de servicios de certificación',
    );
    expect(text).toContain('NOM-151-SCFI-2016');
    expect(text).toContain('Cargue este archivo en http://app.test/verificar');
    // The product's template version each templated text came from.
    expect(text).toMatch(
      /Plantilla carátula: (versión \d+|predeterminada) · contrato: (versión \d+|predeterminada)/,
    );
    // The customer's verified mobile, masked as the signing page showed it (issue 32: the code no
    // longer goes by e-mail).
    expect(text).toMatch(/Código enviado a •+ ?\d{4}/);
    expect(text).not.toMatch(/Código enviado a [^·]*· \w{2}\*+@/);
  });

  it('keeps signing with the same key after a restart', async () => {
    const [pemBefore] = await authorityPem();
    server = await server.restart();
    const application = await approvedApplication(server, ana, rita, choices);
    await steps.signed(application.id);
    const pems = await authorityPem();
    expect(pems).toEqual([pemBefore]);
    const [document] = await signedDocuments(application.id);
    const token = Buffer.from(document!.timestampToken!, 'base64');
    expect(opensslVerify(token, document!.sha256, pemBefore!)).toContain('Verification: OK');
  });

  it('lets whoever reads the contract check a signed PDF with OpenSSL alone: its .tsr and the authority’s public certificate', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    const contractPath = `/api/v1/promoter/applications/${application.id}/contract/`;
    const unsigned = await server.get<{ documents: { id: string }[] }>(contractPath, { token: ana });
    const early = await steps.download(
      `${contractPath}documents/${unsigned.body.documents[0]!.id}/timestamp/`,
      ana,
    );
    expect(early.response.status).toBe(404);
    await steps.signed(application.id);
    const signedSet = await server.get<{ documents: { id: string; download_url: string }[] }>(contractPath, {
      token: ana,
    });
    const document = signedSet.body.documents[0]!;
    const pdf = (await steps.download(document.download_url, ana)).content;
    const tsr = await steps.download(`${contractPath}documents/${document.id}/timestamp/`, ana);
    expect(tsr.response.headers.get('content-type')).toBe('application/timestamp-reply');
    expect(tsr.response.headers.get('content-disposition')).toMatch(/-firmado\.tsr"$/);
    const pem = await steps.download('/api/v1/signatures/timestamp-authority/');
    expect(pem.response.status).toBe(200);
    const files = {
      pdf: join(directory, 'signed.pdf'),
      tsr: join(directory, 'signed.tsr'),
      pem: join(directory, 'ca.pem'),
    };
    writeFileSync(files.tsr, tsr.content);
    writeFileSync(files.pem, pem.content);
    const check = (content: Buffer) => {
      writeFileSync(files.pdf, content);
      try {
        return execFileSync(
          'openssl',
          ['ts', '-verify', '-data', files.pdf, '-in', files.tsr, '-CAfile', files.pem],
          {
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
      } catch (error) {
        return String((error as { stdout?: string }).stdout ?? '');
      }
    };
    expect(check(pdf)).toContain('Verification: OK');
    const altered = Buffer.from(pdf);
    altered[100] = altered[100]! ^ 0x01;
    expect(check(altered)).not.toContain('Verification: OK');
    // Someone else's promoter reads neither the contract nor its timestamp.
    const other = await signInAs(server, 'promoter');
    const refused = await steps.download(`${contractPath}documents/${document.id}/timestamp/`, other);
    expect(refused.response.status).toBe(404);
    // Text that is no document's id is not found either, like the PDF's own route.
    for (const id of ['not-a-uuid', 'x'.repeat(64)]) {
      const strange = await server.get(`${contractPath}documents/${id}/timestamp/`, { token: ana });
      expect([strange.status, strange.body.code], id).toEqual([404, 'not_found']);
    }
  });

  it('makes its certificate for a legal name cut in the middle of an astral character, and answers 404 while there is none', async () => {
    // A new authority, made with the next signature: none until then.
    await server.db.delete(timestampAuthorityKeys);
    server = await server.restart();
    const none = await server.get('/api/v1/signatures/timestamp-authority/', {
      headers: { 'accept-language': 'en' },
    });
    expect([none.status, none.body.code, none.body.detail]).toEqual([404, 'not_found', 'Not found.']);
    const alma = await signInAs(server, 'admin');
    const legalName = `${'Financiera Astral '.repeat(4).slice(0, 63)}𝐕 S.A.`;
    const saved = await server.request('PUT', '/api/v1/admin/lender-profile/', {
      token: alma,
      body: { ...lenderProfileBody, legal_name: legalName },
    });
    expect(saved.status).toBe(200);
    const application = await approvedApplication(server, ana, rita, choices);
    await steps.signed(application.id);
    const [document] = await signedDocuments(application.id);
    const pem = await steps.download('/api/v1/signatures/timestamp-authority/');
    expect(pem.response.status).toBe(200);
    const pemText = pem.content.toString('utf8');
    expect(
      opensslVerify(Buffer.from(document!.timestampToken!, 'base64'), document!.sha256, pemText),
    ).toContain('Verification: OK');
    // The organisation is the legal name's first 64 characters, the astral one whole.
    const pemFile = join(directory, 'astral.pem');
    writeFileSync(pemFile, pemText);
    const subject = execFileSync(
      'openssl',
      ['x509', '-in', pemFile, '-noout', '-subject', '-nameopt', 'utf8'],
      {
        encoding: 'utf8',
      },
    );
    expect(subject).toContain(`O=${Array.from(legalName).slice(0, 64).join('')} + CN=`);
  });
});
