import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startS3Server } from '../apps/api/test/support/s3-server.js';
import { type SmsGateway, startSmsGateway } from '../apps/api/test/support/sms-gateway.js';
import { startSmtpListener } from '../apps/api/test/support/smtp-listener.js';
import { trackRequests } from './network-settle.js';
import { freePort, launchServer, runCli, stopServer } from './server-process.js';
import { useSmsGateway } from './sms-inbox.js';

export const demo = { promoter: 'promotor@demo.origina.mx', password: 'Origina-Demo-2026' };
export const invited = { email: 'invitada@origina.example', firstName: 'Irma', lastName: 'Invitada' };

type Smtp = Awaited<ReturnType<typeof startSmtpListener>>;
interface Server {
  url: string;
  smtp: Smtp;
  log: () => string;
}

/** This machine's first non-loopback IPv4 address, where a phone on the branch's network would
 * reach the server; none on a machine without a network. */
function networkAddress() {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;
}

async function startServer(
  env: Record<string, string>,
  host = '127.0.0.1',
): Promise<{
  child: ChildProcess;
  url: string;
  dataDir: string;
  smtp: Smtp;
  sms: SmsGateway;
  log: () => string;
}> {
  const smtp = await startSmtpListener();
  // Text messages (the customer's codes) go to a gateway mocked at the network edge.
  const sms = await startSmsGateway();
  useSmsGateway(sms);
  const dataDir = mkdtempSync(join(tmpdir(), 'origina-e2e-'));
  // The database global-setup.ts built, copied: this worker's own from here on.
  const template = process.env.E2E_DATA_TEMPLATE;
  if (template) cpSync(template, dataDir, { recursive: true });
  const port = await freePort();
  const childEnv = {
    ...process.env,
    DATABASE_URL: '',
    TEST_DATABASE_URL: '',
    // Each worker's server keeps its own counters: a Redis shared with other runs would carry
    // their sign-in failures into this one.
    REDIS_URL: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: host,
    LOG_LEVEL: 'warn',
    SMTP_URL: smtp.url,
    ...sms.env,
    PUBLIC_URL: `http://${host}:${port}`,
    SUPPORT_EMAIL: 'soporte@origina.example',
    SUPPORT_PHONE: '5555555555',
    // A light proof of work: specs prove the captcha's protocol on a busy machine; the real cost's
    // solve time is measured by `npm run bench -- captcha`.
    ALTCHA_COST: '50',
    ALTCHA_MAX_COUNTER: '60',
    // Every spec of a worker comes from 127.0.0.1; the per-address limit has its own API test.
    CAPTCHA_VERIFICATIONS_PER_MINUTE: '1000',
    // Every spec of a worker uploads as the demo promoter: a full run passes the 120 upload URLs an
    // hour a real promoter gets (its own API test, document-upload-limits.test.ts).
    DOCUMENT_UPLOADS_PER_HOUR: '100000',
    ...env,
  };
  // An invitation waits in every fresh database, as an administrator would have sent it.
  await runCli(
    'apps/api/dist/cli/user-invite.js',
    [
      '--email',
      invited.email,
      '--role',
      'reviewer',
      '--first-name',
      invited.firstName,
      '--last-name',
      invited.lastName,
    ],
    childEnv,
  );
  // Everything the server writes is kept, for specs that check what it logged.
  const { child, log } = await launchServer(childEnv);
  return { child, url: `http://${host}:${port}`, dataDir, smtp, sms, log };
}

export const test = base.extend<
  {
    serverUrl: string;
    smtp: Smtp;
    serverLog: () => string;
    pageErrorsExpected: boolean;
    noUncaughtErrors: undefined;
    serverLogOnFailure: undefined;
  },
  { serverEnv: Record<string, string>; objectStorage: boolean; onTheNetwork: boolean; server: Server }
>({
  serverEnv: [{}, { scope: 'worker', option: true }],
  // Documents in an S3-compatible bucket on 127.0.0.1 instead of the data directory.
  objectStorage: [false, { scope: 'worker', option: true }],
  // The server at this machine's network address (plain HTTP, not a secure context) instead of
  // 127.0.0.1.
  onTheNetwork: [false, { scope: 'worker', option: true }],
  server: [
    async ({ serverEnv, objectStorage, onTheNetwork }, use) => {
      const bucket = objectStorage ? await startS3Server() : null;
      const host = onTheNetwork ? networkAddress() : undefined;
      if (onTheNetwork && !host) throw new Error('fixtures.ts: this machine has no network address');
      const started = await startServer({ ...bucket?.env, ...serverEnv }, host);
      await use({ url: started.url, smtp: started.smtp, log: started.log });
      await stopServer(started.child);
      await started.smtp.close();
      started.sms.close();
      useSmsGateway(null);
      await bucket?.close();
      rmSync(started.dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  context: async ({ context }, use) => {
    trackRequests(context);
    await use(context);
  },
  serverUrl: async ({ server }, use) => use(server.url),
  smtp: async ({ server }, use) => use(server.smtp),
  serverLog: async ({ server }, use) => use(server.log),
  // Any script error nobody caught fails the test, whatever the test itself checks.
  // Only a spec that throws in the page on purpose (error reporting) turns this off.
  pageErrorsExpected: [false, { option: true }],
  noUncaughtErrors: [
    async ({ page, pageErrorsExpected }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(undefined);
      if (!pageErrorsExpected) expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  // A failure seen only in a full run is explained by what the server said meanwhile (its log holds
  // warnings and errors, never personal data): printed with the failure.
  serverLogOnFailure: [
    async ({ server }, use, testInfo) => {
      const from = server.log().length;
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      const written = server.log().slice(from).trim();
      console.log(
        written
          ? `The server logged during "${testInfo.title}":\n${written.slice(-6000)}`
          : `The server logged nothing during "${testInfo.title}".`,
      );
    },
    { auto: true },
  ],
});

export { expect };

export async function signIn(page: Page, email = demo.promoter, password = demo.password) {
  await page.goto('/auth/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The dashboard's code arrives after the URL changes; tests start once it shows.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

let counter = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@origina.example`;
