import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayInMexico } from '@origina/domain/calendar-date';
import { desc, eq } from 'drizzle-orm';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { mailOutbox } from '../../src/db/schema.js';
import { createLogger } from '../../src/logger.js';
import { type ApiResponse, apiClient, type RequestOptions } from './api-client.js';
import { captchaPass } from './captcha.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { type S3Server, startS3Server } from './s3-server.js';
import { gatewayAt, type SmsGateway, startSmsGateway } from './sms-gateway.js';

// A refusal carries the error fields instead of T's, so both are readable in tests.

// The real app on a real port with a fresh database and data directory; `env` overrides settings
// as the environment would. `restart()` stops it and starts a new one on the same database and
// files, as a process restart would.
// With TEST_STORAGE=s3 (the api-s3 test project) documents go to an S3-compatible server on
// 127.0.0.1 instead of the data directory.
export async function startTestServer(
  env: Record<string, string> = {},
  reuse?: { database: TestDatabase; dataDir: string; s3: S3Server | null; sms?: SmsGateway | null },
  // Where the log goes (with LOG_LEVEL set in env), for tests that read it.
  logTo?: DestinationStream,
): Promise<TestServer> {
  const database = reuse?.database ?? (await createTestDatabase());
  const dataDir = reuse?.dataDir ?? mkdtempSync(join(tmpdir(), 'origina-test-data-'));
  const s3 = reuse ? reuse.s3 : process.env.TEST_STORAGE === 's3' ? await startS3Server() : null;
  // Text messages go to an SMS gateway mocked at the network edge: the suite's own when its env
  // names one, otherwise the server's, so that journeys read the codes the customer received.
  const named = gatewayAt(env.SMS_GATEWAY_URL);
  const ownSms = named ? null : (reuse?.sms ?? (await startSmsGateway()));
  const sms = named ?? ownSms!;
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://app.test',
    // A proof of work of a few derivations: the tests prove the protocol, not the cost.
    ALTCHA_COST: '10',
    ALTCHA_MAX_COUNTER: '20',
    // Suites register many accounts from one address; the limit itself has its own test.
    CAPTCHA_VERIFICATIONS_PER_MINUTE: '1000',
    ...s3?.env,
    ...ownSms?.env,
    ...env,
  });
  // The day contracts are dated and judged: today in Mexico City unless a test sets another.
  let day: string | null = null;
  const app = await buildApp({
    config: { ...config, jwtSecret: config.jwtSecret! },
    database: database.handle,
    logger: createLogger(config.logLevel, logTo),
    today: () => day ?? todayInMexico(),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const request = apiClient(baseUrl);

  return {
    app,
    config,
    db: database.handle.db,
    database: database.handle,
    databaseUrl: database.url,
    baseUrl,
    request,
    sms,
    get: <T = Record<string, unknown>>(path: string, options?: RequestOptions) =>
      request<T>('GET', path, options),
    post: <T = Record<string, unknown>>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    setToday: (date: string | null) => {
      day = date;
    },
    close: async () => {
      await app.close();
      await database.drop();
      await s3?.close();
      ownSms?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    restart: async () => {
      await app.close();
      return startTestServer(
        { ...env, JWT_SECRET: config.jwtSecret! },
        { database, dataDir, s3, sms: ownSms },
        logTo,
      );
    },
  };
}

export interface TestServer {
  app: Awaited<ReturnType<typeof buildApp>>;
  config: ReturnType<typeof loadConfig>;
  db: TestDatabase['handle']['db'];
  database: TestDatabase['handle'];
  // The PostgreSQL database's URL (null on PGlite).
  databaseUrl: string | null;
  baseUrl: string;
  // The SMS gateway the server sends through (mocked at the network edge): what the customer got.
  sms: SmsGateway;
  request: <T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: RequestOptions,
  ) => Promise<ApiResponse<T>>;
  get: <T = Record<string, unknown>>(path: string, options?: RequestOptions) => Promise<ApiResponse<T>>;
  post: <T = Record<string, unknown>>(
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ) => Promise<ApiResponse<T>>;
  /** Sets the day in Mexico City the server dates and judges contracts by (null: the real one). */
  setToday: (date: string | null) => void;
  close: () => Promise<void>;
  restart: () => Promise<TestServer>;
}

let counter = 0;
export const uniqueEmail = (prefix = 'promotor') =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.mx`;

export const strongPassword = 'Nopal-Azul-Quincena-47';

export async function registerPromoter(server: TestServer, overrides: Partial<Record<string, string>> = {}) {
  const body = {
    email: uniqueEmail(),
    password: strongPassword,
    firstName: 'Lucía',
    lastName: 'Hernández',
    captcha: await captchaPass(server),
    ...overrides,
  };
  const response = await server.post<{ accessToken: string; refreshToken: string; user: { id: string } }>(
    '/api/v1/auth/register/',
    body,
  );
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { ...body, ...response.body };
}

/** The text of the last mail to an address, as it waits in the outbox (no SMTP_URL needed). */
export async function latestMailTo(server: TestServer, to: string) {
  const [mail] = await server.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail?.text ?? '';
}

// A registered promoter who has also proved the e-mail, with the code the server mailed (read from
// the outbox, where mail waits without SMTP_URL) sent back through POST /auth/verify/.
export async function registerVerifiedPromoter(
  server: TestServer,
  overrides: Partial<Record<string, string>> = {},
) {
  const account = await registerPromoter(server, overrides);
  const code = /\b(\d{6})\b/.exec(await latestMailTo(server, account.email))?.[1];
  const verified = await server.post('/api/v1/auth/verify/', { email: account.email, code });
  if (verified.status !== 200)
    throw new Error(`verify failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  return account;
}

export async function login(server: TestServer, email: string, password: string, captcha?: string) {
  return server.post<{ access: string; refresh: string; user: Record<string, unknown> }>('/api/v1/auth/', {
    email,
    password,
    captcha,
  });
}
