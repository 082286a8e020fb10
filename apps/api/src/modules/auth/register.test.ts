import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaPass } from '../../../test/support/captcha.js';
import {
  registerPromoter,
  startTestServer,
  strongPassword,
  type TestServer,
  uniqueEmail,
} from '../../../test/support/server.js';
import { startSmtpListener } from '../../../test/support/smtp-listener.js';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
beforeAll(async () => {
  smtp = await startSmtpListener();
  server = await startTestServer({ SMTP_URL: smtp.url, LENDER_NAME: 'Financiera Ejemplo' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const whoami = (token: string) => server.get('/api/v1/users/users/whoami/', { token });

describe('POST /api/v1/auth/register/', () => {
  it('creates a promoter, answers 201 {accessToken, refreshToken, access, refresh, user} and mails a code that verifies the e-mail', async () => {
    const email = uniqueEmail('registro');
    const response = await server.post<{
      accessToken: string;
      refreshToken: string;
      access: string;
      refresh: string;
      user: Record<string, unknown>;
    }>('/api/v1/auth/register/', {
      email,
      password: strongPassword,
      firstName: 'José',
      lastName: 'Núñez',
      captcha: await captchaPass(server),
    });
    expect(response.status).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual([
      'access',
      'accessToken',
      'refresh',
      'refreshToken',
      'user',
    ]);
    // The same session under sign-in's names, so one client type reads both answers.
    expect(response.body.access).toBe(response.body.accessToken);
    expect(response.body.refresh).toBe(response.body.refreshToken);
    expect(response.body.user).toMatchObject({
      email,
      role: 'promoter',
      displayName: 'José Núñez',
      email_verified: false,
    });

    const mail = await smtp.waitFor((message) => message.to === email);
    expect(mail.subject).toBe('Tu código de verificación de Financiera Ejemplo');
    const code = codeIn(mail.text);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await server.post('/api/v1/auth/verify/', { email, code });
    expect(verified.status).toBe(200);
    expect(verified.body.detail).toBe('Correo verificado.');
    expect((await whoami(response.body.accessToken)).body.email_verified).toBe(true);
    // Single use; and a verified address answers exactly like an unknown one (no enumeration).
    const again = await server.post('/api/v1/auth/verify/', { email, code });
    const unknown = await server.post('/api/v1/auth/verify/', { email: 'nadie.aqui@example.mx', code });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(unknown.body);
  });

  it('writes the mail in English for an English-speaking registrant', async () => {
    const account = await registerPromoter(server);
    const english = await server.post(
      '/api/v1/auth/register/',
      {
        email: uniqueEmail('english'),
        password: strongPassword,
        firstName: 'Kate',
        lastName: 'Smith',
        captcha: await captchaPass(server),
      },
      { headers: { 'accept-language': 'en' } },
    );
    expect(english.status).toBe(201);
    const mail = await smtp.waitFor(
      (message) => message.to === (english.body.user as { email: string }).email,
    );
    expect(mail.subject).toBe('Your Financiera Ejemplo verification code');
    expect(account.user.id).toBeTruthy();
  });

  it('refuses a duplicate e-mail with 409', async () => {
    const account = await registerPromoter(server);
    const again = await server.post('/api/v1/auth/register/', {
      email: account.email,
      password: strongPassword,
      firstName: 'Otra',
      lastName: 'Persona',
      captcha: await captchaPass(server),
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'email_taken',
      errors: { email: ['Ya existe una cuenta con este correo.'] },
    });
  });

  it('refuses short, too long, common and e-mail-like passwords with a field error', async () => {
    const attempt = async (password: string, email = uniqueEmail('debil')) =>
      server.post('/api/v1/auth/register/', {
        email,
        password,
        firstName: 'A',
        lastName: 'B',
        captcha: await captchaPass(server),
      });
    const short = await attempt('corta7');
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ password: ['La contraseña debe tener al menos 8 caracteres.'] });
    expect((await attempt('x'.repeat(129))).status).toBe(400);
    const common = await attempt('password123');
    expect(common.status).toBe(400);
    expect(common.body.errors).toEqual({
      password: [
        'Esta contraseña es fácil de adivinar: evita palabras comunes, nombres, fechas, secuencias y cambios como 0 por o. Prueba con tres o cuatro palabras que no vayan juntas.',
      ],
    });
    expect((await attempt('contraseña123')).status).toBe(400);
    expect((await attempt('luisa.perez-2026', 'luisa.perez@example.mx')).body.errors).toEqual({
      password: ['La contraseña no debe contener tu correo ni tu nombre.'],
    });
    // Long passphrases, with spaces and accents, are welcome: at least 64 characters must be allowed.
    expect(
      (await attempt('el nopal de la esquina florece cada quincena de mayo con mucha calma ñ')).status,
    ).toBe(201);
  });

  it('is refused by the server without a captcha pass, and a pass works only once', async () => {
    const body = { email: uniqueEmail('robot'), password: strongPassword, firstName: 'R', lastName: 'Obot' };
    const without = await server.post('/api/v1/auth/register/', body);
    expect(without.status).toBe(400);
    expect(without.body).toMatchObject({
      code: 'captcha_required',
      errors: { captcha: ['Confirma que no eres un robot para continuar.'] },
    });
    const forged = await server.post('/api/v1/auth/register/', { ...body, captcha: 'abc.4102444800.def' });
    expect(forged.body.code).toBe('captcha_invalid');

    const pass = await captchaPass(server);
    expect((await server.post('/api/v1/auth/register/', { ...body, captcha: pass })).status).toBe(201);
    const replayed = await server.post('/api/v1/auth/register/', {
      ...body,
      email: uniqueEmail('robot'),
      captcha: pass,
    });
    expect(replayed.status).toBe(400);
    expect(replayed.body.code).toBe('captcha_invalid');
  });

  it('requires every field', async () => {
    const response = await server.post('/api/v1/auth/register/', {});
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors as object).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
    ]);
  });
});

describe('POST /api/v1/auth/verify/', () => {
  it('kills the code after 5 wrong attempts, even for the right code', async () => {
    const account = await registerPromoter(server);
    const code = codeIn((await smtp.waitFor((message) => message.to === account.email)).text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await server.post('/api/v1/auth/verify/', { email: account.email, code: wrong });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('code_invalid');
    }
    expect((await server.post('/api/v1/auth/verify/', { email: account.email, code })).status).toBe(400);
  });

  it('answers the same for an unknown e-mail', async () => {
    const response = await server.post('/api/v1/auth/verify/', {
      email: uniqueEmail('nadie'),
      code: '123456',
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('code_invalid');
  });

  it('accepts a resent code and no longer the earlier one', async () => {
    const account = await registerPromoter(server);
    const first = codeIn((await smtp.waitFor((message) => message.to === account.email)).text);
    const resent = await server.post('/api/v1/auth/verify/resend/', undefined, {
      token: account.accessToken,
    });
    expect(resent.status).toBe(202);
    const second = codeIn(
      (await smtp.waitFor((message) => message.to === account.email && codeIn(message.text) !== first)).text,
    );
    expect((await server.post('/api/v1/auth/verify/', { email: account.email, code: first })).status).toBe(
      400,
    );
    expect((await server.post('/api/v1/auth/verify/', { email: account.email, code: second })).status).toBe(
      200,
    );
  });
});
