import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  login,
  registerPromoter,
  startTestServer,
  strongPassword,
  type TestServer,
  uniqueEmail,
} from '../../test/server.js';

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
      expect((await login(server, victim.email, 'wrong password guess')).status).toBe(401);
    }
    const locked = await login(server, victim.email, strongPassword);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect(locked.body.code).toBe('too_many_attempts');
    expect((await login(server, bystander.email, strongPassword)).status).toBe(200);
  });

  it('refuses a deactivated account even with the right password', async () => {
    const account = await registerPromoter(server);
    const { users } = await import('../../db/schema.js');
    const { eq } = await import('drizzle-orm');
    await server.db.update(users).set({ active: false }).where(eq(users.email, account.email));
    const response = await login(server, account.email, strongPassword);
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('account_disabled');
  });
});

describe('failures from one address', () => {
  it('limit that address after the configured number of failures', async () => {
    const limited = await startTestServer({ LOGIN_MAX_FAILURES_PER_ADDRESS: '4' });
    try {
      const account = await registerPromoter(limited);
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await login(limited, uniqueEmail('adivina'), 'guess guess guess')).status).toBe(401);
      }
      const response = await login(limited, account.email, strongPassword);
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
