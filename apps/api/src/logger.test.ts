import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaPass, injected } from '../test/support/captcha.js';
import { createTestDatabase, type TestDatabase } from '../test/support/database.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';

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

  it('never contain the secrets of capability links, nor a failed query’s parameters', async () => {
    lines = [];
    const secrets = [
      'k5J2mX9qL0aB7cD1eF3gH5iJ7kL9mN1oP3qR5sT7uV9',
      'inv1taci0n-t0ken-9f8e7d6c',
      'rest4blecer-t0ken-1a2b3c',
    ];
    for (const url of [
      `/identidad/${secrets[0]}`,
      `/auth/register/${secrets[1]}`,
      `/auth/reset-password/${secrets[2]}?returnTo=/dashboard`,
      `/api/v1/promoter/biometricvalidations/${secrets[0]}/`,
      `/firma/${secrets[0]}`,
      `//firma/${secrets[0]}`,
      `/firma//${secrets[0]}`,
      // Whatever the case or the encoding the routers still take.
      `/IDENTIDAD/${secrets[0]}`,
      `/Firma/${secrets[0]}`,
      `/%66irma/${secrets[0]}`,
      `/firma/%3F${secrets[0]}`,
      `/api/v1/%73ignatures/${secrets[0]}/`,
      `/API/V1/BIOMETRICVALIDATIONS/${secrets[0]}/`,
      `/api/v1//signatures/${secrets[0]}/`,
      `/api/v1/signatures/${secrets[0]}/`,
    ]) {
      await app.inject({ method: 'GET', url });
    }
    await app.inject({ method: 'POST', url: `/api/v1/signatures/${secrets[0]}/code/` });
    // A query that fails with a customer's CURP and CLABE among its parameters, logged as the error
    // handler logs a 5xx.
    const personal = ['HEGG560427MVZRRL04', '002010077777777771'];
    const failed = await database.handle.db
      .execute(sql`select ${personal[0]}::int, ${personal[1]}::int`)
      .catch((error: unknown) => error as Error);
    app.log.error({ err: failed }, 'request failed');
    const log = lines.join('');
    expect(log).toContain('/identidad/[redacted]');
    expect(log).toContain('/firma/[redacted]');
    expect(log).toContain('/api/v1/signatures/[redacted]/code/');
    expect(log).toContain('/auth/register/[redacted]');
    expect(log).toContain('/auth/reset-password/[redacted]');
    expect(log).toContain('database query failed');
    expect(log).toContain('::int');
    for (const secret of [...secrets, ...personal]) expect(log).not.toContain(secret);
  });
});
