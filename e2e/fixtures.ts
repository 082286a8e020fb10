import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startS3Server } from '../apps/api/test/support/s3-server.js';
import { startSmtpListener } from '../apps/api/test/support/smtp-listener.js';
import { trackRequests } from './network-settle.js';
import { freePort, launchServer, runCli, stopServer } from './server-process.js';

export const demo = { promoter: 'promotor@demo.origina.mx', password: 'Origina-Demo-2026' };
export const invited = { email: 'invitada@origina.example', firstName: 'Irma', lastName: 'Invitada' };

type Smtp = Awaited<ReturnType<typeof startSmtpListener>>;
interface Server {
  url: string;
  smtp: Smtp;
  log: () => string;
}

async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; dataDir: string; smtp: Smtp; log: () => string }> {
  const smtp = await startSmtpListener();
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
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SMTP_URL: smtp.url,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SUPPORT_EMAIL: 'soporte@origina.example',
    SUPPORT_PHONE: '5555555555',
    // A light proof of work: specs prove the captcha's protocol on a busy machine; the real cost's
    // solve time is measured by `npm run bench -- captcha`.
    ALTCHA_COST: '50',
    ALTCHA_MAX_COUNTER: '60',
    // Every spec of a worker comes from 127.0.0.1; the per-address limit has its own API test.
    CAPTCHA_VERIFICATIONS_PER_MINUTE: '1000',
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
  return { child, url: `http://127.0.0.1:${port}`, dataDir, smtp, log };
}

export const test = base.extend<
  {
    serverUrl: string;
    smtp: Smtp;
    serverLog: () => string;
    pageErrorsExpected: boolean;
    noUncaughtErrors: undefined;
  },
  { serverEnv: Record<string, string>; objectStorage: boolean; server: Server }
>({
  serverEnv: [{}, { scope: 'worker', option: true }],
  // Documents in an S3-compatible bucket on 127.0.0.1 instead of the data directory.
  objectStorage: [false, { scope: 'worker', option: true }],
  server: [
    async ({ serverEnv, objectStorage }, use) => {
      const bucket = objectStorage ? await startS3Server() : null;
      const started = await startServer({ ...bucket?.env, ...serverEnv });
      await use({ url: started.url, smtp: started.smtp, log: started.log });
      await stopServer(started.child);
      await started.smtp.close();
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
