import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedAltchaToken } from '../../../test/support/captcha.js';
import {
  registerPromoter,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from '../../../test/support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const exchange = (target: TestServer, token: string) =>
  target.post<{ pass: string; expires_in: number }>('/api/v1/recaptcha/', { token });

describe('ALTCHA (the default captcha)', () => {
  it('issues signed, uncached challenges and tells the web app where to get them', async () => {
    const challenge = await server.get<{ parameters: Record<string, unknown>; signature: string }>(
      '/api/v1/recaptcha/challenge/',
    );
    expect(challenge.status).toBe(200);
    expect(challenge.headers.get('cache-control')).toBe('no-store');
    expect(challenge.body.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 10 });
    expect(challenge.body.parameters.expiresAt).toEqual(expect.any(Number));
    expect(challenge.body.signature).toMatch(/^[0-9a-f]{64}$/);

    const config = await server.get('/api/v1/config/');
    expect(config.body.captcha).toEqual({
      provider: 'altcha',
      site_key: null,
      challenge_url: '/api/v1/recaptcha/challenge/',
    });
  });

  it('turns a solved challenge into a pass once; the same solution replayed is refused', async () => {
    const token = await solvedAltchaToken(server);
    const first = await exchange(server, token);
    expect(first.status).toBe(200);
    expect(first.body.expires_in).toBe(300);
    expect(first.body.pass).toMatch(/^[\w-]+\.\d+\.[\w-]+$/);

    const replayed = await exchange(server, token);
    expect(replayed.status).toBe(400);
    expect(replayed.body).toMatchObject({
      code: 'captcha_invalid',
      detail: 'La verificación de seguridad no es válida o ya se usó. Intenta de nuevo.',
      errors: { captcha: ['La verificación de seguridad no es válida o ya se usó. Intenta de nuevo.'] },
    });
  });

  it('refuses forged payloads: a guessed key, an altered challenge, an unsigned one, garbage', async () => {
    const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

    // The proof is the derived key the server signed; a made-up one fails.
    const guessed = decode(await solvedAltchaToken(server));
    guessed.solution.derivedKey = 'ab'.repeat(32);
    expect((await exchange(server, encode(guessed))).status).toBe(400);

    const cheaper = decode(await solvedAltchaToken(server));
    cheaper.challenge.parameters.cost = 1;
    expect((await exchange(server, encode(cheaper))).status).toBe(400);

    const unsigned = decode(await solvedAltchaToken(server));
    delete unsigned.challenge.signature;
    expect((await exchange(server, encode(unsigned))).status).toBe(400);

    expect((await exchange(server, 'bm90IGpzb24=')).status).toBe(400);
    expect((await server.post('/api/v1/recaptcha/', {})).status).toBe(400);
  });

  it('a pass protects exactly one request, and the register form is refused without one', async () => {
    const { pass } = (await exchange(server, await solvedAltchaToken(server))).body;
    const reset = await server.post('/api/v1/users/users/reset/', { email: uniqueEmail(), captcha: pass });
    expect(reset.status).toBe(202);
    const again = await server.post('/api/v1/users/users/reset/', { email: uniqueEmail(), captcha: pass });
    expect(again.body.code).toBe('captcha_invalid');
    await expect(registerPromoter(server, { captcha: '' })).rejects.toThrow(/captcha_required/);
  });

  it('limits verifications per address', async () => {
    const limited = await startTestServer({ CAPTCHA_VERIFICATIONS_PER_MINUTE: '2' });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push((await exchange(limited, 'bm90IGpzb24=')).status);
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('reCAPTCHA, when its keys are configured', () => {
  // A stand-in for Google's verify URL on this machine: the network edge, nothing of ours mocked.
  let google: Server;
  let googleUrl = '';
  const received: URLSearchParams[] = [];
  let recaptchaServer: TestServer;

  beforeAll(async () => {
    google = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        received.push(form);
        const token = form.get('response');
        const answer =
          form.get('secret') !== 'server-secret'
            ? { success: false, 'error-codes': ['invalid-input-secret'] }
            : token === 'human'
              ? { success: true, score: 0.9, hostname: 'app.test' }
              : token === 'bot'
                ? { success: true, score: 0.1, hostname: 'app.test' }
                : { success: false, 'error-codes': ['invalid-input-response'] };
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    const address = google.address();
    googleUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/recaptcha/api/siteverify`;
    recaptchaServer = await startTestServer({
      RECAPTCHA_SITE_KEY: 'site-key-public',
      RECAPTCHA_SECRET_KEY: 'server-secret',
      RECAPTCHA_VERIFY_URL: googleUrl,
    });
  });
  afterAll(async () => {
    await recaptchaServer?.close();
    await new Promise((resolve) => google?.close(resolve));
  });

  it('verifies the token with Google, sending the secret and the address, and refuses low scores', async () => {
    const human = await exchange(recaptchaServer, 'human');
    expect(human.status).toBe(200);
    expect(received.at(-1)?.get('secret')).toBe('server-secret');
    expect(received.at(-1)?.get('remoteip')).toBe('127.0.0.1');
    const pass = human.body.pass;
    const reset = await recaptchaServer.post('/api/v1/users/users/reset/', {
      email: uniqueEmail(),
      captcha: pass,
    });
    expect(reset.status).toBe(202);

    expect((await exchange(recaptchaServer, 'bot')).body.code).toBe('captcha_invalid');
    expect((await exchange(recaptchaServer, 'made-up')).body.code).toBe('captcha_invalid');
  });

  it('publishes the site key (never the secret), issues no ALTCHA challenges, and lets Google in the CSP', async () => {
    const config = await recaptchaServer.get('/api/v1/config/');
    expect(config.body.captcha).toEqual({
      provider: 'recaptcha',
      site_key: 'site-key-public',
      challenge_url: null,
    });
    expect(JSON.stringify(config.body)).not.toContain('server-secret');
    expect((await recaptchaServer.get('/api/v1/recaptcha/challenge/')).status).toBe(404);
    const csp = (await recaptchaServer.get('/api/v1/config/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain('https://www.google.com/recaptcha/');
    expect((await server.get('/api/v1/config/')).headers.get('content-security-policy')).not.toContain(
      'google',
    );
  });

  it('answers 503 when Google cannot be reached', async () => {
    const unreachable = await startTestServer({
      RECAPTCHA_SITE_KEY: 'k',
      RECAPTCHA_SECRET_KEY: 'server-secret',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/siteverify',
    });
    try {
      const response = await exchange(unreachable, 'human');
      expect(response.status).toBe(503);
      expect(response.body.code).toBe('captcha_unavailable');
    } finally {
      await unreachable.close();
    }
  });
});
