import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaPass } from '../../../test/support/captcha.js';
import { registerVerifiedPromoter, startTestServer, type TestServer } from '../../../test/support/server.js';
import { startSmtpListener } from '../../../test/support/smtp-listener.js';
import { supportMessages } from '../../db/schema.js';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
beforeAll(async () => {
  smtp = await startSmtpListener();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    SUPPORT_EMAIL: 'ayuda@financiera.example',
    SUPPORT_INBOX: 'mesa@financiera.example',
    LENDER_NAME: 'Financiera Ejemplo',
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const message = {
  subject: 'No abre el enlace de identidad',
  message: 'La clienta abre el enlace en su teléfono y se queda en blanco.',
  page: '/dashboard/new-application/abc/biometria?token=secreto',
};

describe('POST /api/v1/help/messages/ (write to support)', () => {
  it('from a signed-in promoter: kept, mailed to the support inbox with a reference, and a receipt in their language', async () => {
    const promoter = await registerVerifiedPromoter(server, { firstName: 'Rosa', lastName: 'Campos' });
    const response = await server.post<{ reference: string; detail: string }>(
      '/api/v1/help/messages/',
      message,
      {
        token: promoter.accessToken,
        headers: { 'accept-language': 'en' },
      },
    );
    expect(response.status).toBe(201);
    expect(response.body.reference).toMatch(/^AYU-[0-9A-F]{8}$/);
    expect(response.body.detail).toBe('We received your message. We will answer at the address you gave us.');

    const toSupport = await smtp.waitFor((mail) => mail.to === 'mesa@financiera.example');
    expect(toSupport.subject).toBe(
      `[Financiera Ejemplo soporte ${response.body.reference}] ${message.subject}`,
    );
    expect(toSupport.text).toContain(`Rosa Campos <${promoter.email}> (promotor)`);
    expect(toSupport.text).toContain(message.message);
    // The page is recorded without its query (it can carry tokens).
    expect(toSupport.text).toContain('/dashboard/new-application/abc/biometria:');
    expect(toSupport.text).not.toContain('secreto');

    const receipt = await smtp.waitFor(
      (mail) => mail.to === promoter.email && mail.subject.includes('We received'),
    );
    expect(receipt.text).toContain(response.body.reference);
    const stored = await server.db.select().from(supportMessages);
    expect(stored.find((row) => row.reference === response.body.reference)).toMatchObject({
      email: promoter.email,
      language: 'en',
    });
  });

  it('from a visitor: needs an address and a captcha pass', async () => {
    const noEmail = await server.post('/api/v1/help/messages/', message);
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errors).toEqual({ email: ['Escribe tu correo para poder responderte.'] });

    const noCaptcha = await server.post('/api/v1/help/messages/', { ...message, email: 'visita@example.mx' });
    expect(noCaptcha.body.code).toBe('captcha_required');

    const sent = await server.post<{ reference: string }>('/api/v1/help/messages/', {
      ...message,
      email: 'visita@example.mx',
      name: 'Visita',
      captcha: await captchaPass(server),
    });
    expect(sent.status).toBe(201);
    const mail = await smtp.waitFor((received) => received.subject.includes(sent.body.reference));
    expect(mail.text).toContain('Visita <visita@example.mx> (visitante sin sesión)');
  });

  it('refuses short or empty messages with field errors, and a bad token with 401', async () => {
    const promoter = await registerVerifiedPromoter(server);
    const empty = await server.post(
      '/api/v1/help/messages/',
      { subject: '', message: 'corto' },
      { token: promoter.accessToken },
    );
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors ?? {}).sort()).toEqual(['message', 'subject']);
    expect((await server.post('/api/v1/help/messages/', message, { token: 'not-a-token' })).status).toBe(401);
  });
});
