import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { captchaPass, injected } from './test/captcha.js';
import { createTestDatabase, type TestDatabase } from './test/database.js';

let lines: string[] = [];
let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'info', JWT_SECRET: 's'.repeat(40), SEED_DEMO: 'false' });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    config: { ...config, jwtSecret: config.jwtSecret! },
    database: database.handle,
    logger: createLogger('info', sink),
  });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('logs', () => {
  it('never contain passwords, tokens, full e-mails or query strings', async () => {
    lines = [];
    const email = 'maria.lopez@example.mx';
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register/',
      payload: {
        email,
        password: 'Secreto-Muy-Largo-2026',
        firstName: 'María',
        lastName: 'López',
        captcha: await captchaPass(injected(app)),
      },
    });
    expect(registered.statusCode).toBe(201);
    const { refreshToken, accessToken } = registered.json() as { refreshToken: string; accessToken: string };
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/',
      payload: { email, password: 'wrong-password-guess' },
    });
    await app.inject({ method: 'POST', url: '/api/v1/auth/refresh/', payload: { refresh: refreshToken } });
    await app.inject({
      method: 'GET',
      url: '/api/v1/users/users/whoami/?search=HEGG560427MVZRRL04',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const log = lines.join('');
    expect(log).toContain('login failed');
    expect(log).toContain('/api/v1/users/users/whoami/?[redacted]');
    for (const secret of [
      'Secreto-Muy-Largo-2026',
      'wrong-password-guess',
      refreshToken,
      accessToken,
      email,
      'HEGG560427MVZRRL04',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
