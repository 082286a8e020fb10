import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedApplication, demoChoices } from '../../test/support/applications.js';
import { captchaPass } from '../../test/support/captcha.js';
import { seedDemoCatalogues, signInAs } from '../../test/support/catalogues.js';
import { clientFrom, startAppendingProxy } from '../../test/support/forwarding-proxy.js';
import { registerPromoter, startTestServer, type TestServer } from '../../test/support/server.js';
import {
  drawnSignature,
  type PublicView,
  pdfText,
  publicPath,
  signatureSteps,
} from '../../test/support/signatures.js';
import { type SmsGateway, startSmsGateway } from '../../test/support/sms-gateway.js';
import { ConfigError, loadConfig } from '../config.js';
import { auditLog, contracts, signatureEvidence } from '../db/schema.js';

const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('is a number of proxies or their addresses and networks; "true", which believed every hop, is refused saying what to set', () => {
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => trustProxy('true')).toThrow(ConfigError);
    expect(() => trustProxy('true')).toThrow(/number of proxies in front of the API \(1 for one nginx\)/);
    expect(() => trustProxy('10.0.0.0/33')).toThrow(/not understood: 10\.0\.0\.0\/33/);
    expect(() => trustProxy('nginx')).toThrow(/not understood: nginx/);
  });
});

// The client (127.0.0.2) reaches the API through a proxy (127.0.0.3) that appends to the
// X-Forwarded-For the client sent: the API sees "203.0.113.77, 127.0.0.2".
const client = '127.0.0.2';
const forged = (index = 77) => ({ 'x-forwarded-for': `203.0.113.${index}` });

describe.each([
  ['a hop count', '1'],
  ['the proxy’s address', '127.0.0.3'],
])('behind a proxy that appends to X-Forwarded-For, trusted by %s', (_, setting) => {
  let server: TestServer;
  let gateway: SmsGateway;
  let proxy: Awaited<ReturnType<typeof startAppendingProxy>>;
  let viaProxy: ReturnType<typeof clientFrom>;
  beforeAll(async () => {
    gateway = await startSmsGateway();
    server = await startTestServer({ ...gateway.env, TRUST_PROXY: setting });
    proxy = await startAppendingProxy(server.baseUrl);
    viaProxy = clientFrom(proxy.url, client);
  }, 120_000);
  afterAll(async () => {
    await proxy?.close();
    await server?.close();
    gateway?.close();
  });

  it('counts sign-in failures against the real address: 5 judged, then 429, whatever address the client names', async () => {
    const account = await registerPromoter(server);
    const statuses = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const answer = await viaProxy('POST', '/api/v1/auth/', {
        body: { email: account.email, password: `adivinanza-${attempt}`, captcha: await captchaPass(server) },
        headers: forged(attempt + 1),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    const failures = await server.db
      .select({ ip: auditLog.ipAddress })
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.login_failed'));
    expect(failures.length).toBeGreaterThanOrEqual(5);
    expect(new Set(failures.map((row) => row.ip))).toEqual(new Set([client]));
  }, 90_000);

  it('limits unknown signing links by the real address: 20, then 429', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const answer = await viaProxy('GET', publicPath(`desconocido-${attempt}-abcdefghijklmnop`), {
        headers: forged(attempt + 1),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
  });

  it('records the real address in the signed contract’s evidence and its annex', async () => {
    await seedDemoCatalogues(server.db);
    const [ana, rita] = await Promise.all([signInAs(server, 'promoter'), signInAs(server, 'reviewer')]);
    const application = await approvedApplication(server, ana, rita, await demoChoices(server, ana));
    const { issued, codeFor } = signatureSteps(() => ({ server, gateway, token: ana }));
    const { slug } = await issued(application.id);
    const view = await viaProxy<PublicView>('GET', publicPath(slug), { headers: forged() });
    const code = await codeFor(slug);
    const signed = await viaProxy('POST', publicPath(slug), {
      body: {
        code,
        accepted_documents: view.body.documents.map((item) => item.id),
        signature: await drawnSignature(),
      },
      headers: forged(),
    });
    expect(signed.status).toBe(200);
    const [contract] = await server.db
      .select()
      .from(contracts)
      .where(eq(contracts.applicationId, application.id));
    const [evidence] = await server.db
      .select()
      .from(signatureEvidence)
      .where(eq(signatureEvidence.contractId, contract!.id));
    expect(evidence!.ipAddress).toBe(client);
    const documents = await server.get<{ documents: { download_url: string }[] }>(
      `/api/v1/promoter/applications/${application.id}/contract/`,
      { token: ana },
    );
    const annex = await fetch(`${server.baseUrl}${documents.body.documents[0]!.download_url}`, {
      headers: { authorization: `Bearer ${ana}` },
    });
    const { text } = await pdfText(Buffer.from(await annex.arrayBuffer()));
    expect(text).toContain(client);
    expect(text).not.toContain('203.0.113.77');
    const audited = await server.db
      .select({ ip: auditLog.ipAddress })
      .from(auditLog)
      .where(eq(auditLog.action, 'contract.sign'));
    expect(audited.map((row) => row.ip)).toEqual([client]);
  }, 120_000);
});
