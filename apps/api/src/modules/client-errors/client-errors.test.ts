import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.js';
import { startSentryStandIn } from '../../../test/support/sentry-stand-in.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createLogger } from '../../logger.js';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
const report = {
  kind: 'error',
  name: 'TypeError',
  message: `Cannot read properties of undefined (maria.lopez@example.mx, HEGG560427MVZRRL04, ${jwt})`,
  stack: `TypeError: boom\n    at send (http://127.0.0.1/assets/index-BX12ab.js:1:234)\n    at token=${jwt}`,
  path: '/identidad/3f2a9c1e-slug-secreto?access=abc',
  release: 'origina@0.1.0',
  environment: 'test',
  user_agent: 'Mozilla/5.0 (HEGG560427MVZRRL04; 5512345678)',
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

async function appWith(env: Record<string, string>) {
  const lines: string[] = [];
  const config = loadConfig({ LOG_LEVEL: 'info', JWT_SECRET: 's'.repeat(40), SEED_DEMO: 'false', ...env });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    config: { ...config, jwtSecret: config.jwtSecret! },
    database: database.handle,
    logger: createLogger('info', sink),
  });
  return { app, lines };
}

describe('POST /api/v1/client-errors/ (no Sentry DSN)', () => {
  it('logs the browser error without tokens, e-mails, CURPs, slugs or query strings', async () => {
    const { app, lines } = await appWith({});
    try {
      const response = await app.inject({ method: 'POST', url: '/api/v1/client-errors/', payload: report });
      expect(response.statusCode).toBe(202);
      const entry = lines.map((line) => JSON.parse(line)).find((line) => line.event === 'client_error');
      expect(entry).toMatchObject({ level: 40, kind: 'error', name: 'TypeError', page: '/identidad/[id]' });
      expect(entry.message).toContain('[email]');
      expect(entry.stack).toContain('index-BX12ab.js:1:234');
      expect(entry).toMatchObject({ release: 'origina@0.1.0', userAgent: 'Mozilla/5.0 ([curp]; [number])' });
      const logged = lines.join('');
      for (const secret of [
        'maria.lopez',
        'HEGG560427MVZRRL04',
        '5512345678',
        jwt,
        'slug-secreto',
        'access=abc',
      ]) {
        expect(logged).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });

  it('refuses oversized reports (413) and floods (429)', async () => {
    const { app } = await appWith({ CLIENT_ERRORS_PER_MINUTE: '3' });
    try {
      const huge = await app.inject({
        method: 'POST',
        url: '/api/v1/client-errors/',
        payload: { ...report, stack: 'x'.repeat(20_000) },
      });
      expect(huge.statusCode).toBe(413);
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push(
          (await app.inject({ method: 'POST', url: '/api/v1/client-errors/', payload: report })).statusCode,
        );
      }
      expect(statuses).toEqual([202, 202, 202, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('server errors with a Sentry DSN', () => {
  it('reach Sentry with the environment and release the web app is given, and no personal data', async () => {
    const sentry = await startSentryStandIn();
    const { app } = await appWith({
      SENTRY_DSN: sentry.dsn,
      ENVIRONMENT: 'staging',
      RELEASE: 'origina@9.9.9',
    });
    try {
      app.get('/api/v1/test-failure/', async () => {
        throw new Error(`database said no for maria.lopez@example.mx with ${jwt}`);
      });
      const failed = await app.inject({
        method: 'GET',
        url: '/api/v1/test-failure/?curp=HEGG560427MVZRRL04',
        headers: { authorization: `Bearer ${jwt}`, cookie: 'session=abc' },
      });
      expect(failed.statusCode).toBe(500);
      const event = await sentry.waitFor((received) => received.exception !== undefined);
      expect(event).toMatchObject({ environment: 'staging', release: 'origina@9.9.9' });
      expect(event.tags).toMatchObject({ method: 'GET', route: '/api/v1/test-failure/' });
      expect(event.request).toBeUndefined();
      expect(event.user).toBeUndefined();
      const sent = JSON.stringify(event);
      for (const secret of ['maria.lopez', jwt, 'HEGG560427MVZRRL04', 'session=abc'])
        expect(sent).not.toContain(secret);

      const configResponse = await app.inject({ method: 'GET', url: '/api/v1/config/' });
      // The browser SDK may post to the DSN's origin, and to nothing else outside.
      expect(configResponse.headers['content-security-policy']).toContain(
        `connect-src 'self' ${new URL(sentry.dsn).origin}`,
      );
      const config = configResponse.json();
      expect(config.error_reporting).toEqual({
        provider: 'sentry',
        dsn: sentry.dsn,
        release: 'origina@9.9.9',
      });
      expect(config.environment).toBe('staging');
    } finally {
      await app.close();
      await sentry.close();
    }
  });
});
