import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Application } from '@origina/domain/application-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/users/accounts.js';
import { apiClient } from '../support/api-client.js';
import { seedDemoCatalogues } from '../support/catalogues.js';
import { customer } from '../support/customer.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { freePort, type RunningProcess, repoRoot, runToEnd, startProcess } from '../support/processes.js';
import { type S3Server, startS3Server } from '../support/s3-server.js';
import { strongPassword, uniqueEmail } from '../support/server.js';
import { sendUpload } from '../support/uploads.js';

// Two API processes on two ports against one PostgreSQL, one Redis and one bucket, as a lender
// with several stateless processes behind a load balancer runs them.
const serverEntry = 'apps/api/dist/server.js';
let database: TestDatabase;
let bucket: S3Server;
const processes: RunningProcess[] = [];
const dataDirs: string[] = [];
let one: ReturnType<typeof apiClient>;
let other: ReturnType<typeof apiClient>;
let oneUrl: string;
let otherUrl: string;
const email = uniqueEmail('dos-procesos');

async function startApi(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'origina-process-'));
  dataDirs.push(dataDir);
  const running = startProcess('node', [serverEntry], { ...env, PORT: String(port), DATA_DIR: dataDir });
  processes.push(running);
  await running.waitForOutput('Origina is running', 90_000);
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  if (!existsSync(join(repoRoot, serverEntry))) {
    const build = await runToEnd('npm', ['run', 'build'], {});
    if (build.code !== 0) throw new Error(build.output);
  }
  database = await createTestDatabase();
  bucket = await startS3Server();
  await seedDemoCatalogues(database.handle.db);
  await createAccount(
    database.handle.db,
    { email, password: strongPassword, role: 'promoter', firstName: 'Dos', lastName: 'Procesos' },
    'test',
  );
  const env = {
    DATABASE_URL: database.url!,
    JWT_SECRET: randomBytes(32).toString('hex'),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `origina-test:${randomBytes(6).toString('hex')}:`,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // The account limit itself is what is counted here, not the captcha that precedes it.
    CAPTCHA_LOGIN_AFTER_FAILURES: '100',
    ...bucket.env,
  };
  // One after the other: the first loads the postal catalogue into the new database.
  oneUrl = await startApi(env);
  otherUrl = await startApi(env);
  one = apiClient(oneUrl);
  other = apiClient(otherUrl);
}, 180_000);

afterAll(async () => {
  for (const running of processes) {
    running.child.kill('SIGTERM');
    await running.exited;
  }
  await database?.drop();
  await bucket?.close();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const signIn = async () => {
  const response = await one<{ access: string; refresh: string }>('POST', '/api/v1/auth/', {
    body: { email, password: strongPassword },
  });
  expect(response.status).toBe(200);
  return response.body;
};

describe('two API processes', () => {
  it('refreshes on one a session started on the other', async () => {
    const session = await signIn();
    const refreshed = await other<{ access: string }>('POST', '/api/v1/auth/refresh/', {
      body: { refresh: session.refresh },
    });
    expect(refreshed.status).toBe(200);
    const whoami = await one('GET', '/api/v1/users/users/whoami/', { token: refreshed.body.access });
    expect(whoami.status).toBe(200);
    expect(whoami.body.email).toBe(email);
  });

  it('shares the sign-in limits: failures on both count against one account', async () => {
    const target = uniqueEmail('limite');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await (attempt % 2 ? other : one)('POST', '/api/v1/auth/', {
        body: { email: target, password: 'Incorrecta-123456' },
      });
      expect(answer.status).toBe(401);
    }
    // Each process saw fewer than five; together they reached the limit.
    for (const api of [one, other]) {
      const locked = await api('POST', '/api/v1/auth/', {
        body: { email: target, password: 'Incorrecta-123456' },
      });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('serves from one a document uploaded through the other', async () => {
    const { access } = await signIn();
    const application = await one<Application>('POST', '/api/v1/promoter/applications/', {
      body: { pre_solicitud: customer.pre_solicitud },
      token: access,
    });
    const pdf = Buffer.from(`%PDF-1.4\n% ${randomBytes(8).toString('hex')}\n%%EOF\n`);
    const record = await one<{ id: string; upload_url: string; upload_fields: Record<string, string> }>(
      'POST',
      '/api/v1/users/applicationdocuments/',
      {
        body: {
          application: application.body.id,
          document_type: 'pay_stub',
          file_name: 'recibo.pdf',
          size: pdf.length,
          content_type: 'application/pdf',
        },
        token: access,
      },
    );
    expect(record.body.upload_url.startsWith(bucket.endpoint)).toBe(true);
    const uploaded = await sendUpload<{ download_url: string }>(oneUrl, record.body, pdf, 'application/pdf', {
      token: access,
    });
    expect(uploaded.status).toBe(200);
    const download = await fetch(`${otherUrl}${uploaded.body.download_url}`, {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('lets one of two simultaneous edits of one version win; the other gets 412', async () => {
    const { access } = await signIn();
    const created = await one<Application>('POST', '/api/v1/promoter/applications/', {
      body: { pre_solicitud: customer.pre_solicitud },
      token: access,
    });
    const edit = (api: typeof one, mobile: string) =>
      api<Application>('PATCH', `/api/v1/promoter/applications/${created.body.id}/`, {
        body: { pre_solicitud: { ...customer.pre_solicitud, mobile } },
        token: access,
        headers: { 'if-match': '"1"' },
      });
    const answers = await Promise.all([edit(one, '5511110000'), edit(other, '5522220000')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const stored = await other<Application>('GET', `/api/v1/promoter/applications/${created.body.id}/`, {
      token: access,
    });
    expect(stored.body.version).toBe(2);
    expect(['5511110000', '5522220000']).toContain(stored.body.mobile);
    expect(stored.body.mobile).toBe(winner.body.mobile);
    expect(stored.body.data.pre_solicitud).toEqual(winner.body.data.pre_solicitud);
  });
});
