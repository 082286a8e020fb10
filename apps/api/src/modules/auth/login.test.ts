import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaPass } from '../../../test/support/captcha.js';
import {
  login,
  registerPromoter,
  startTestServer,
  strongPassword,
  type TestServer,
  uniqueEmail,
} from '../../../test/support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '50',
  });
});
afterAll(() => server?.close());

describe('POST /api/v1/auth/ (login)', () => {
  it('answers access, refresh and the user with the field names SPEC states', async () => {
    const account = await registerPromoter(server, { firstName: 'Marta', lastName: 'Ruiz' });
    const response = await login(server, account.email.toUpperCase(), strongPassword);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['access', 'refresh', 'user']);
    expect(response.body.user).toMatchObject({
      email: account.email,
      displayName: 'Marta Ruiz',
      photoURL: null,
      role: 'promoter',
      promoter: { name: 'Marta', last_name: 'Ruiz', mobile_number: null, intercom_hash: null },
    });
    expect((response.body.user.promoter as { erp_id: string }).erp_id).toMatch(/^PRM-\d{6}$/);
  });

  it('gives one generic 401 whether the e-mail is unknown or the password wrong', async () => {
    const account = await registerPromoter(server);
    const wrongPassword = await login(server, account.email, 'not the password at all');
    const unknownEmail = await login(server, uniqueEmail('nadie'), 'not the password at all');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body).toEqual({
      detail: 'Correo o contraseña incorrectos.',
      code: 'invalid_credentials',
    });
  });

  it('explains invalid fields in Spanish by default and in English when asked', async () => {
    const spanish = await server.post('/api/v1/auth/', { email: 'no-es-correo' });
    expect(spanish.status).toBe(400);
    expect(spanish.body).toEqual({
      detail: 'Revisa los datos marcados.',
      code: 'invalid_input',
      errors: { email: ['Escribe un correo válido.'], password: ['Este campo es obligatorio.'] },
    });
    const english = await server.post(
      '/api/v1/auth/',
      { email: 'not-an-email' },
      { headers: { 'accept-language': 'en-US,en;q=0.9' } },
    );
    expect(english.body).toMatchObject({
      detail: 'Please check the highlighted fields.',
      errors: { email: ['Enter a valid e-mail.'] },
    });
  });

  it('locks one account after 5 failures with 429 and Retry-After, while another account still signs in', async () => {
    const victim = await registerPromoter(server);
    const bystander = await registerPromoter(server);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      // Past 3 failures (here, of the address too) a captcha is required; with one the password
      // is still checked.
      expect(
        (await login(server, victim.email, 'wrong password guess', await captchaPass(server))).status,
      ).toBe(401);
    }
    const locked = await login(server, victim.email, strongPassword, await captchaPass(server));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect(locked.body.code).toBe('too_many_attempts');
    // The address has failed too often as well: the bystander signs in with a captcha pass.
    expect((await login(server, bystander.email, strongPassword, await captchaPass(server))).status).toBe(
      200,
    );
  });

  it('never locks the real user out: an attacker failing from one address is locked there, the user signs in from another with a captcha', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: '1' });
    try {
      const user = await registerPromoter(proxied);
      const from = (address: string, password: string, captcha?: string) =>
        proxied.post<{ code?: string; captcha_required?: boolean }>(
          '/api/v1/auth/',
          { email: user.email, password, captcha },
          { headers: { 'x-forwarded-for': address } },
        );
      const attacker = '203.0.113.66';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await from(attacker, `adivinanza-${attempt}`, await captchaPass(proxied))).status).toBe(401);
      }
      expect((await from(attacker, strongPassword, await captchaPass(proxied))).status).toBe(429);
      // Elsewhere the account asks for a captcha, and with one the right password is accepted,
      // while the attacker keeps failing.
      const office = '198.51.100.7';
      const withoutCaptcha = await from(office, strongPassword);
      expect(withoutCaptcha.status).toBe(400);
      expect(withoutCaptcha.body.code).toBe('captcha_required');
      expect((await from(attacker, 'otra-adivinanza', await captchaPass(proxied))).status).toBe(429);
      expect((await from(office, strongPassword, await captchaPass(proxied))).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a deactivated account even with the right password, answering as to a wrong one', async () => {
    const account = await registerPromoter(server);
    const { users } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    await server.db.update(users).set({ active: false }).where(eq(users.email, account.email));
    const right = await login(server, account.email, strongPassword, await captchaPass(server));
    const wrong = await login(server, account.email, 'Otra-Clave-Cualquiera-9', await captchaPass(server));
    expect(right.status).toBe(401);
    expect(right.body.code).toBe('invalid_credentials');
    expect({ status: right.status, detail: right.body.detail, code: right.body.code }).toEqual({
      status: wrong.status,
      detail: wrong.body.detail,
      code: wrong.body.code,
    });
  });
});

describe('captcha after failures (SECURITY: adaptive captcha)', () => {
  it('after 3 failures for an account the 401 asks for a captcha, the server refuses a try without one, and a pass is spent once', async () => {
    const guarded = await startTestServer();
    try {
      const account = await registerPromoter(guarded);
      const first = await login(guarded, account.email, 'wrong guess one');
      expect(first.body).toEqual({ detail: 'Correo o contraseña incorrectos.', code: 'invalid_credentials' });
      await login(guarded, account.email, 'wrong guess two');
      const third = await login(guarded, account.email, 'wrong guess three');
      expect(third.status).toBe(401);
      expect((third.body as { captcha_required?: boolean }).captcha_required).toBe(true);

      // Even the right password is not checked without a pass.
      const without = await login(guarded, account.email, strongPassword);
      expect(without.status).toBe(400);
      expect(without.body.code).toBe('captcha_required');
      const forged = await login(guarded, account.email, strongPassword, 'AAAA.9999999999.AAAA');
      expect(forged.body.code).toBe('captcha_invalid');

      const pass = await captchaPass(guarded);
      expect((await login(guarded, account.email, strongPassword, pass)).status).toBe(200);
      const replayed = await login(guarded, account.email, strongPassword, pass);
      expect(replayed.status).toBe(400);
      expect(replayed.body.code).toBe('captcha_invalid');
    } finally {
      await guarded.close();
    }
  });
});

describe('failures from one address', () => {
  it('limit that address after the configured number of failures', async () => {
    const limited = await startTestServer({ LOGIN_MAX_FAILURES_PER_ADDRESS: '4' });
    try {
      const account = await registerPromoter(limited);
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const pass = attempt >= 3 ? await captchaPass(limited) : undefined;
        expect((await login(limited, uniqueEmail('adivina'), 'guess guess guess', pass)).status).toBe(401);
      }
      const response = await login(limited, account.email, strongPassword, await captchaPass(limited));
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});

// The counters in this process's memory, and in Redis (shared by several processes).
const stores = [
  ['memory', {}],
  [
    'Redis',
    {
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `origina-test:${randomBytes(6).toString('hex')}:`,
    },
  ],
] as const;

describe.each(stores)(
  'POST /api/v1/auth/ (login) under a burst of parallel attempts, counters in %s',
  (_, store) => {
    let burst: TestServer;
    beforeAll(async () => {
      // Each test comes from addresses of its own (one proxy hop: the test's own connection).
      burst = await startTestServer({ ...store, TRUST_PROXY: '1', CAPTCHA_VERIFICATIONS_PER_MINUTE: '1000' });
    });
    afterAll(() => burst?.close());

    const attempt = (email: string, password: string, source: string, captcha?: string) =>
      burst.post<{ code?: string }>(
        '/api/v1/auth/',
        { email, password, captcha },
        { headers: { 'x-forwarded-for': source } },
      );
    const tally = (answers: { status: number; body: { code?: string } }[]) =>
      answers.reduce<Record<string, number>>((counts, { status, body }) => {
        const outcome = `${status} ${body.code}`;
        counts[outcome] = (counts[outcome] ?? 0) + 1;
        return counts;
      }, {});

    it('counts each attempt before the password is checked: of 100 parallel wrong passwords from a fresh source, 3 are judged, the rest owe a captcha', async () => {
      const account = await registerPromoter(burst);
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, index) =>
          attempt(account.email, `adivinanza-${index}`, '198.51.100.21'),
        ),
      );
      // Before the attempt was counted up front, about 30 were judged (limit: 3 before a captcha).
      // The rest owe a captcha, or, while attempts still in flight count, find the source locked.
      const { '401 invalid_credentials': judged, ...refused } = tally(answers);
      expect(judged).toBe(3);
      expect(
        Object.keys(refused).every((outcome) =>
          /^(400 captcha_required|429 too_many_attempts)$/.test(outcome),
        ),
      ).toBe(true);
      // The attempts refused unjudged were not counted: the real user, elsewhere, owes a captcha
      // for 3 failures and signs in with one.
      const withPass = await attempt(
        account.email,
        strongPassword,
        '198.51.100.22',
        await captchaPass(burst),
      );
      expect(withPass.status).toBe(200);
    });

    it('judges at most 5 parallel wrong passwords with a captcha each from one source, then locks it', async () => {
      const account = await registerPromoter(burst);
      const passes = [];
      for (let index = 0; index < 20; index += 1) passes.push(await captchaPass(burst));
      const answers = await Promise.all(
        passes.map((pass, index) => attempt(account.email, `adivinanza-${index}`, '198.51.100.31', pass)),
      );
      expect(tally(answers)).toEqual({ '401 invalid_credentials': 5, '429 too_many_attempts': 15 });
    }, 90_000);

    it('judges 3 of 50 parallel sign-ins with unknown e-mails from one source without a captcha', async () => {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => attempt(uniqueEmail('nadie'), 'cualquier-cosa-1', '198.51.100.41')),
      );
      const { '401 invalid_credentials': judged, ...refused } = tally(answers);
      expect(judged).toBe(3);
      expect(
        Object.keys(refused).every((outcome) =>
          /^(400 captcha_required|429 too_many_attempts)$/.test(outcome),
        ),
      ).toBe(true);
    });

    it('hashes 2 passwords at a time per source, lets 8 more wait, and turns the rest away with Retry-After 1', async () => {
      const passes = [];
      for (let index = 0; index < 40; index += 1) passes.push(await captchaPass(burst));
      const answers = await Promise.all(
        passes.map((pass) => attempt(uniqueEmail('nadie'), 'cualquier-cosa-1', '198.51.100.51', pass)),
      );
      const turnedAway = answers.filter((answer) => answer.status === 429);
      // Every one arrives before the first hash ends: 10 judged, 30 turned away (the line may move
      // on a slow machine, so fewer may be turned away, but never none).
      expect(answers.filter((answer) => answer.status === 401).length).toBeGreaterThanOrEqual(10);
      expect(turnedAway.length).toBeGreaterThan(0);
      expect(turnedAway.every((answer) => answer.headers.get('retry-after') === '1')).toBe(true);
      expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
    }, 90_000);
  },
);
