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
import { startSmtpListener } from '../../../test/support/smtp-listener.js';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
beforeAll(async () => {
  smtp = await startSmtpListener();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://origina.example' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const linkIn = (text: string, path: string) =>
  new RegExp(`https://origina\\.example${path}([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';
const newPassword = 'Tortuga-Marina-Cancun-91';

describe('password reset', () => {
  it('answers 202 alike for known and unknown e-mails', async () => {
    const account = await registerPromoter(server);
    const known = await server.post('/api/v1/users/users/reset/', {
      email: account.email,
      captcha: await captchaPass(server),
    });
    const unknown = await server.post('/api/v1/users/users/reset/', {
      email: uniqueEmail('fantasma'),
      captcha: await captchaPass(server),
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
  });

  it('mails a link; confirming it sets the password, ends old sessions, and works once', async () => {
    const account = await registerPromoter(server);
    const session = (await login(server, account.email, strongPassword)).body;
    await server.post('/api/v1/users/users/reset/', {
      email: account.email,
      captcha: await captchaPass(server),
    });
    const mail = await smtp.waitFor(
      (message) => message.to === account.email && message.text.includes('/auth/reset-password/'),
    );
    const token = linkIn(mail.text, '/auth/reset-password/');
    expect(token.length).toBeGreaterThanOrEqual(43);

    const confirmed = await server.post('/api/v1/users/users/confirm/', { token, password: newPassword });
    expect(confirmed.status).toBe(200);

    expect((await server.post('/api/v1/auth/refresh/', { refresh: session.refresh })).status).toBe(401);
    expect((await server.post('/api/v1/auth/refresh/', { refresh: account.refreshToken })).status).toBe(401);
    expect((await server.get('/api/v1/users/users/whoami/', { token: session.access })).status).toBe(401);
    expect((await login(server, account.email, strongPassword)).status).toBe(401);
    expect((await login(server, account.email, newPassword)).status).toBe(200);

    const reused = await server.post('/api/v1/users/users/confirm/', {
      token,
      password: 'Otra-Clave-Distinta-55',
    });
    expect(reused.status).toBe(410);
    expect(reused.body.code).toBe('link_expired');
  });

  it('refuses an unknown token and a weak new password', async () => {
    const unknown = await server.post('/api/v1/users/users/confirm/', {
      token: 'x'.repeat(43),
      password: newPassword,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('link_invalid');

    const account = await registerPromoter(server);
    await server.post('/api/v1/users/users/reset/', {
      email: account.email,
      captcha: await captchaPass(server),
    });
    const mail = await smtp.waitFor(
      (message) => message.to === account.email && message.text.includes('/auth/reset-password/'),
    );
    const weak = await server.post('/api/v1/users/users/confirm/', {
      token: linkIn(mail.text, '/auth/reset-password/'),
      password: 'qwertyuiop',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toHaveProperty('password');
  });

  it('is refused by the server without a captcha pass', async () => {
    const response = await server.post('/api/v1/users/users/reset/', { email: uniqueEmail('robot') });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('captcha_required');
  });

  it('rate limits reset requests for one account', async () => {
    const email = uniqueEmail('insistente');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (await server.post('/api/v1/users/users/reset/', { email, captcha: await captchaPass(server) }))
          .status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('invitations (/auth/register/{id})', () => {
  it('lets the invited person set a password with the mailed link and then sign in', async () => {
    const email = uniqueEmail('invitada');
    const { userId } = await server.app.services.auth.invite({
      email,
      role: 'reviewer',
      firstName: 'Irene',
      lastName: 'Invitada',
      language: 'es',
      invitedBy: null,
    });
    expect((await login(server, email, newPassword)).status).toBe(401);
    const mail = await smtp.waitFor((message) => message.to === email);
    const token = linkIn(mail.text, '/auth/register/');
    const confirmed = await server.post('/api/v1/users/users/confirm/', { token, password: newPassword });
    expect(confirmed.status).toBe(200);
    const signedIn = await login(server, email, newPassword);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({
      id: userId,
      role: 'reviewer',
      promoter: null,
      email_verified: true,
    });
  });
});
