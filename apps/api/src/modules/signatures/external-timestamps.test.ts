import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contractSetDocumentTypes } from '@origina/domain/contract-documents';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedApplication, demoChoices } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import {
  drawnSignature,
  type PublicView,
  publicPath,
  signatureSteps,
} from '../../../test/support/signatures.js';
import { type SmsGateway, startSmsGateway } from '../../../test/support/sms-gateway.js';
import { type HttpAuthority, startHttpAuthority } from '../../../test/support/time-stamping-authority.js';
import { loadConfig } from '../../config.js';
import { applications, contractDocuments, contracts } from '../../db/schema.js';

// Trusted time from the authority TSA_URL names (issue 31), a real RFC 3161 server on 127.0.0.1:
// its tokens are kept with the signed documents and checked against TSA_CA_CERT; when it fails,
// nothing is signed and the customer signs again with the same code once it answers.

let directory: string;
let authority: HttpAuthority;
let server: TestServer;
let gateway: SmsGateway;
let ana: string;
let rita: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'origina-external-tsa-'));
  authority = await startHttpAuthority(directory);
  gateway = await startSmsGateway();
  server = await startTestServer({
    ...gateway.env,
    TSA_URL: authority.url,
    TSA_CA_CERT: authority.caFile,
    TSA_TIMEOUT: '2s',
  });
  await seedDemoCatalogues(server.db);
  [ana, rita] = await Promise.all([signInAs(server, 'promoter'), signInAs(server, 'reviewer')]);
  choices = await demoChoices(server, ana);
}, 120_000);
afterAll(async () => {
  await server?.close();
  gateway?.close();
  authority?.close();
  rmSync(directory, { recursive: true, force: true });
});

const { issued, codeFor } = signatureSteps(() => ({ server, gateway, token: ana }));

describe('trusted time from a time-stamping authority (TSA_URL)', () => {
  it('refuses TSA_URL without the CA certificate its tokens are checked against', () => {
    expect(() => loadConfig({ TSA_URL: authority.url })).toThrow(/TSA_CA_CERT/);
  });

  it('signs nothing while the authority fails, then signs with the same code and keeps its tokens', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    const { slug } = await issued(application.id);
    const view = await server.get<PublicView>(publicPath(slug));
    const code = await codeFor(slug);
    const sign = async () =>
      server.post<{ code?: string }>(
        publicPath(slug),
        {
          code,
          accepted_documents: view.body.documents.map((document) => document.id),
          signature: await drawnSignature(),
        },
        { headers: { 'accept-language': 'en' } },
      );

    for (const mode of ['rejection', 'wrong-nonce', 'silent'] as const) {
      authority.mode = mode;
      const refused = await sign();
      expect([refused.status, refused.body.code], mode).toEqual([503, 'signature.timestamp_unavailable']);
      expect(refused.headers.get('retry-after')).toBe('60');
    }
    const [still] = await server.db.select().from(applications).where(eq(applications.id, application.id));
    expect(still!.status).toBe('approved');

    authority.mode = 'granted';
    expect((await sign()).status).toBe(200);
    const [contract] = await server.db
      .select()
      .from(contracts)
      .where(eq(contracts.applicationId, application.id));
    const documents = await server.db
      .select()
      .from(contractDocuments)
      .where(
        and(eq(contractDocuments.contractId, contract!.id), eq(contractDocuments.version, contract!.version)),
      );
    // The five documents and the constancia of their fingerprints.
    expect(documents.map((document) => document.type).sort()).toEqual([...contractSetDocumentTypes].sort());
    for (const document of documents) {
      expect(document.timestampAuthority).toBe('external');
      const tokenFile = join(directory, `${document.type}.tsr`);
      writeFileSync(tokenFile, Buffer.from(document.timestampToken!, 'base64'));
      const verdict = execFileSync(
        'openssl',
        [
          'ts',
          '-verify',
          '-digest',
          document.sha256,
          '-token_in',
          '-in',
          tokenFile,
          '-CAfile',
          authority.caFile,
        ],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      expect(verdict).toContain('Verification: OK');
    }

    const check = await server.post('/api/v1/signatures/verify/', { sha256: documents[0]!.sha256 });
    expect(check.body).toMatchObject({
      issued: true,
      timestamp: { valid: true, authority: authority.name, local: false },
    });
  });
});
