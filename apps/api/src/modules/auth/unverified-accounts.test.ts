import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaPass } from '../../../test/support/captcha.js';
import { signInAs } from '../../../test/support/catalogues.js';
import {
  latestMailTo,
  login,
  registerPromoter,
  registerVerifiedPromoter,
  startTestServer,
  strongPassword,
  type TestServer,
  uniqueEmail,
} from '../../../test/support/server.js';
import { supportMessages } from '../../db/schema.js';

// Until the e-mail is proved, an account may sign in, refresh, verify, ask for a new code, sign
// out and read its own profile; everything else answers 403 email_not_verified.

let server: TestServer;
let admin: string;
type Operations = Record<string, Record<string, { security?: unknown[] }>>;
let secured: { method: string; path: string }[];

const ownAccountOperations = ['GET /api/v1/users/users/whoami/', 'POST /api/v1/auth/verify/resend/'];

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAs(server, 'admin');
  const document = await server.get<{ paths: Operations }>('/api/openapi.json');
  secured = Object.entries(document.body.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => (operation.security ?? []).length > 0)
      .map(([method]) => ({
        method: method.toUpperCase(),
        path: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
      })),
  );
}, 120_000);
afterAll(() => server?.close());

const latestMail = (to: string) => latestMailTo(server, to);

describe('an account whose e-mail is not verified', () => {
  it('is refused with 403 email_not_verified on every operation but its own profile and a new code', async () => {
    const account = await registerPromoter(server);
    const token = account.accessToken;
    const elsewhere = secured.filter(
      ({ method, path }) => !ownAccountOperations.includes(`${method} ${path}`),
    );
    expect(elsewhere.length).toBeGreaterThan(40);
    for (const { method, path } of elsewhere) {
      const answer = await server.request<{ code?: string }>(method, path, {
        token,
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
        headers: { 'if-match': '"1"' },
      });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.code, `${method} ${path}`).toBe('email_not_verified');
    }
    const profile = await server.get<{ email_verified: boolean }>('/api/v1/users/users/whoami/', { token });
    expect(profile.status).toBe(200);
    expect(profile.body.email_verified).toBe(false);
    expect((await server.post('/api/v1/auth/verify/resend/', undefined, { token })).status).toBe(202);
  });

  it('still signs in, refreshes and signs out, and works fully once the code is sent back', async () => {
    const account = await registerPromoter(server);
    const session = await login(server, account.email, strongPassword);
    expect(session.status).toBe(200);
    const refreshed = await server.post<{ access: string; refresh: string }>('/api/v1/auth/refresh/', {
      refresh: session.body.refresh,
    });
    expect(refreshed.status).toBe(200);
    const applications = () => server.get('/api/v1/promoter/applications/', { token: refreshed.body.access });
    expect((await applications()).status).toBe(403);

    const code = /\b(\d{6})\b/.exec(await latestMail(account.email))?.[1];
    expect((await server.post('/api/v1/auth/verify/', { email: account.email, code })).status).toBe(200);
    expect((await applications()).status).toBe(200);
    expect((await server.get('/api/v1/promoter/banks/', { token: refreshed.body.access })).status).toBe(200);
    expect((await server.post('/api/v1/auth/logout/', { refresh: refreshed.body.refresh })).status).toBe(204);
  });

  it('writes to support as a visitor would: with an address and a captcha pass', async () => {
    const account = await registerPromoter(server);
    const options = { token: account.accessToken };
    const message = { subject: 'No me llega el código', message: 'Ya pedí otro código y no llega.' };
    const bare = await server.post<{ code: string }>('/api/v1/help/messages/', message, options);
    expect(bare.status).toBe(400);
    const sent = await server.post<{ reference: string }>(
      '/api/v1/help/messages/',
      { ...message, email: account.email, name: 'Lucía', captcha: await captchaPass(server) },
      options,
    );
    expect(sent.status).toBe(201);
    const [kept] = await server.db
      .select({ userId: supportMessages.userId, email: supportMessages.email })
      .from(supportMessages)
      .where(eq(supportMessages.reference, sent.body.reference));
    expect(kept).toEqual({ userId: null, email: account.email });
  });
});

describe('an invitation to an address someone registered first', () => {
  it('takes an unverified self-registration over: the squatter is signed out and their password dies', async () => {
    const email = uniqueEmail('futura');
    const squatter = await registerPromoter(server, { email });
    const invited = await server.post<{ email: string; role: string; invitation_pending: boolean }>(
      '/api/v1/admin/invitations/',
      { email, first_name: 'Renata', last_name: 'Revisora', role: 'reviewer' },
      { token: admin },
    );
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email, role: 'reviewer', invitation_pending: true });

    expect((await server.get('/api/v1/users/users/whoami/', { token: squatter.accessToken })).status).toBe(
      401,
    );
    expect((await server.post('/api/v1/auth/refresh/', { refresh: squatter.refreshToken })).status).toBe(401);
    expect((await login(server, email, strongPassword)).status).toBe(401);

    const link = /\/auth\/register\/([\w-]+)/.exec(await latestMail(email))?.[1];
    const chosen = 'Jacaranda-Tlacuache-Marimba-9';
    expect(
      (await server.post('/api/v1/users/users/confirm/', { token: link, password: chosen })).status,
    ).toBe(200);
    const signedIn = await login(server, email, chosen);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({
      role: 'reviewer',
      displayName: 'Renata Revisora',
      email_verified: true,
      promoter: null,
    });
  });

  it('leaves a verified account alone: 409 email_taken', async () => {
    const owner = await registerVerifiedPromoter(server);
    const invited = await server.post<{ code: string }>(
      '/api/v1/admin/invitations/',
      { email: owner.email, first_name: 'Otra', last_name: 'Persona', role: 'admin' },
      { token: admin },
    );
    expect(invited.status).toBe(409);
    expect(invited.body.code).toBe('email_taken');
    expect((await server.get('/api/v1/users/users/whoami/', { token: owner.accessToken })).status).toBe(200);
  });
});
