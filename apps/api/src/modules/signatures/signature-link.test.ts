import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedApplication,
  demoChoices,
  submittedApplication,
} from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { customer } from '../../../test/support/customer.js';
import { rawRequest, requestHead } from '../../../test/support/raw-socket.js';
import { latestMailTo, startTestServer, type TestServer } from '../../../test/support/server.js';
import {
  drawnSignature,
  linkPath,
  type PublicView,
  publicPath,
  signatureSteps,
} from '../../../test/support/signatures.js';
import { type SmsGateway, startSmsGateway } from '../../../test/support/sms-gateway.js';
import { applications, signatureLinks } from '../../db/schema.js';

// The customer's signing link (issue 21): a capability URL, the one-time code over the SMS
// gateway to the mobile the customer verified on the identity link (issue 32: never by e-mail,
// never to a number nobody verified), and the lock after five wrong codes.

let server: TestServer;
let gateway: SmsGateway;
let ana: string;
let otherPromoter: string;
let rita: string;
let alma: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  gateway = await startSmsGateway();
  server = await startTestServer(gateway.env);
  await seedDemoCatalogues(server.db);
  [ana, otherPromoter, rita, alma] = await Promise.all([
    signInAs(server, 'promoter'),
    signInAs(server, 'promoter'),
    signInAs(server, 'reviewer'),
    signInAs(server, 'admin'),
  ]);
  choices = await demoChoices(server, ana);
}, 120_000);
afterAll(async () => {
  await server?.close();
  gateway?.close();
});

const { issued, codeFor, download, signed } = signatureSteps(() => ({ server, gateway, token: ana }));

describe('the signing link', () => {
  it('is a capability URL: 256 bits, hashed at rest, private headers, the owner only, revocable, replaced by a new one', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    const link = await issued(application.id);
    expect(Buffer.from(link.slug, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(link.url).toBe(`http://app.test/firma/${link.slug}`);
    const [row] = await server.db
      .select()
      .from(signatureLinks)
      .where(eq(signatureLinks.applicationId, application.id));
    expect(row!.slugHash).toBe(createHash('sha256').update(link.slug).digest('hex'));
    expect(row!.slugEncrypted).not.toContain(link.slug);
    // Never shown to anyone but the owner promoter.
    expect((await server.get(linkPath(application.id), { token: ana })).body).toMatchObject({
      slug: link.slug,
    });
    expect((await server.get(linkPath(application.id), { token: otherPromoter })).status).toBe(404);
    expect((await server.get(linkPath(application.id), { token: rita })).status).toBe(403);
    expect((await server.post(linkPath(application.id), undefined, { token: alma })).status).toBe(403);

    const view = await server.get<PublicView>(publicPath(link.slug), {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(view.status).toBe(200);
    expect(view.headers.get('cache-control')).toBe('no-store');
    expect(view.headers.get('referrer-policy')).toBe('no-referrer');
    expect(view.headers.get('x-robots-tag')).toBe('noindex');
    expect(view.body.documents.map((document) => document.type)).toEqual([
      'caratula',
      'contrato',
      'pagare',
      'tabla_amortizacion',
      'carta_instruccion',
    ]);
    // No customer data beyond the masked destinations of the code.
    const body = JSON.stringify(view.body);
    for (const value of [
      customer.pre_solicitud.curp,
      customer.pre_solicitud.mobile.replace(/\D/g, ''),
      customer.pre_solicitud.email,
    ])
      expect(body).not.toContain(value);
    const pdf = await download(view.body.documents[0]!.download_url);
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.response.headers.get('cache-control')).toBe('no-store');

    // A new link replaces the old; revoking stops the new one.
    const second = await issued(application.id);
    expect((await server.get<{ code: string }>(publicPath(link.slug))).body.code).toBe('signature.link_gone');
    expect((await server.request('DELETE', linkPath(application.id), { token: ana })).status).toBe(204);
    expect((await server.get(publicPath(second.slug))).status).toBe(410);
  });

  it('refuses before approval, and answers 404 then 429 to guessing, a bad body included', async () => {
    const submitted = await submittedApplication(server, ana, choices);
    const early = await server.post<{ code: string }>(linkPath(submitted.id), undefined, { token: ana });
    expect([early.status, early.body.code]).toEqual([409, 'contract_not_ready']);
    const statuses: number[] = [];
    const privacy: (string | null)[][] = [];
    for (let attempt = 0; attempt < 22; attempt += 1) {
      const guess = publicPath(`guess-${attempt}-${'x'.repeat(30)}`);
      // The link is found before a body is read: a guess never learns what the body should be.
      const answer =
        attempt % 3 === 0
          ? await server.post(guess, { code: 'no', accepted_documents: 'all', signature: 42 })
          : attempt % 3 === 1
            ? await server.post(`${guess}code/`)
            : await server.get(guess);
      statuses.push(answer.status);
      privacy.push(
        ['referrer-policy', 'x-robots-tag', 'cache-control'].map((name) => answer.headers.get(name)),
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Refusals are as private as answers.
    for (const headers of privacy) expect(headers).toEqual(['no-referrer', 'noindex', 'no-store']);
  });

  it('finds the link before it reads a body: a used or guessed link answers as such, whatever the body', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    const used = await signed(application.id);
    const malformed = { rawBody: '{"code": ', headers: { 'content-type': 'application/json' } };
    for (const path of [publicPath(used), `${publicPath(used)}code/`]) {
      const answer = await server.request('POST', path, malformed);
      expect([answer.status, answer.body.code], path).toEqual([410, 'signature.link_used']);
    }
    // Guessing was stopped above (429): a body, well formed or not, does not get past that.
    const guess = await server.request('POST', publicPath(`guess-again-${'x'.repeat(30)}`), malformed);
    expect([guess.status, guess.body.code]).toEqual([429, 'too_many_attempts']);
    // A body past the cap, declared and never sent: refused for the used link, not for its size.
    const exchange = await rawRequest(
      server.baseUrl,
      requestHead('POST', publicPath(used), {
        'content-type': 'application/json',
        'content-length': 1024 * 1024,
      }),
    );
    const { answer } = await exchange.ended(3000);
    expect(answer).toMatch(/^HTTP\/1\.1 410/);
    expect(answer).toContain('"code":"signature.link_used"');
  });

  it('sends the code by SMS (through the gateway) to the verified mobile only, never by e-mail; five wrong codes lock the link', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    const { slug } = await issued(application.id);
    const view = await server.get<PublicView>(publicPath(slug));
    const code = await codeFor(slug);
    const text = gateway.texts.at(-1)!;
    expect(text.to).toMatch(/^\+52\d{10}$/);
    expect(view.body.code_destinations[0]).toBe(`•••• ${text.to.slice(-4)}`);
    expect(text.authorization).toBe('Bearer gateway-secret-token');
    // A promoter-typed e-mail address is no proof of who reads it: the code never goes there.
    expect(await latestMailTo(server, customer.pre_solicitud.email)).not.toContain(`código: ${code}`);
    expect(view.body.code_destinations).toHaveLength(1);
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (guess: string) =>
      server.post<{ code: string; errors?: Record<string, string[]> }>(publicPath(slug), {
        code: guess,
        accepted_documents: view.body.documents.map((document) => document.id),
        signature: '',
      });
    // A bad signature is refused before the code is looked at: it costs no attempt.
    const blank = await attempt(wrong);
    expect(blank.status).toBe(400);
    for (let left = 4; left >= 1; left -= 1) {
      const answer = await server.post<{ errors: Record<string, string[]> }>(publicPath(slug), {
        code: wrong,
        accepted_documents: view.body.documents.map((document) => document.id),
        signature: await drawnSignature(),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors.code![0]).toContain(String(left));
    }
    const fifth = await server.post<{ code: string }>(publicPath(slug), {
      code: wrong,
      accepted_documents: view.body.documents.map((document) => document.id),
      signature: await drawnSignature(),
    });
    expect([fifth.status, fifth.body.code]).toEqual([410, 'signature.link_locked']);
    const right = await server.post<{ code: string }>(publicPath(slug), {
      code,
      accepted_documents: view.body.documents.map((document) => document.id),
      signature: await drawnSignature(),
    });
    expect([right.status, right.body.code]).toEqual([410, 'signature.link_locked']);
    // The promoter hears of the lock once, in the inbox.
    const inbox = await server.get<{ results: { kind: string; application: { id: string } }[] }>(
      '/api/v1/notifications/',
      { token: ana },
    );
    expect(
      inbox.body.results.filter(
        (notice) => notice.kind === 'signature_locked' && notice.application.id === application.id,
      ),
    ).toHaveLength(1);
    // The promoter issues a new link and the customer can go on.
    const fresh = await issued(application.id);
    expect((await server.get(publicPath(fresh.slug))).status).toBe(200);
  });

  it('takes the code for ten minutes and not after: refused a second past its expiry, accepted before it', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    const { slug } = await issued(application.id);
    const view = await server.get<PublicView>(publicPath(slug));
    const sentAt = Date.now();
    const code = await codeFor(slug);
    const [row] = await server.db
      .select()
      .from(signatureLinks)
      .where(eq(signatureLinks.applicationId, application.id));
    // Ten minutes: 10 × 60 × 1,000 = 600,000 ms after it was sent (the request takes well under a minute).
    const lifetime = row!.codeExpiresAt!.getTime() - sentAt;
    expect(lifetime).toBeGreaterThanOrEqual(600_000);
    expect(lifetime).toBeLessThan(660_000);
    const signature = await drawnSignature();
    const expiringIn = async (ms: number) => {
      await server.db
        .update(signatureLinks)
        .set({ codeExpiresAt: new Date(Date.now() + ms) })
        .where(eq(signatureLinks.id, row!.id));
      return server.post<{ errors?: Record<string, string[]> }>(publicPath(slug), {
        code,
        accepted_documents: view.body.documents.map((document) => document.id),
        signature,
      });
    };
    // The right code, one second too late: refused as expired, and nothing is signed.
    const late = await expiringIn(-1000);
    expect(late.status).toBe(400);
    expect(late.body.errors?.code?.[0]).toMatch(/venció|expired/);
    const [still] = await server.db.select().from(applications).where(eq(applications.id, application.id));
    expect(still!.status).toBe('approved');
    // The same code with half a minute left signs (a margin for a slow machine, not a rule).
    expect((await expiringIn(30_000)).status).toBe(200);
  }, 60_000);

  it('cannot flood the customer: a minute between codes, and new links do not buy more than ten an hour', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    const first = await issued(application.id);
    await codeFor(first.slug);
    const again = await server.post<{ code: string }>(`${publicPath(first.slug)}code/`);
    expect([again.status, again.body.code]).toEqual([429, 'too_many_attempts']);
    for (let sent = 2; sent <= 10; sent += 1) await codeFor((await issued(application.id)).slug);
    const eleventh = await server.post<{ code: string }>(
      `${publicPath((await issued(application.id)).slug)}code/`,
    );
    expect([eleventh.status, eleventh.body.code]).toEqual([429, 'too_many_attempts']);
  });

  it('refuses the signing code (409) for a mobile the customer did not verify, and sends nothing', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    const { slug } = await issued(application.id);
    // The application's mobile is not the one the customer verified on the identity link.
    const [row] = await server.db.select().from(applications).where(eq(applications.id, application.id));
    const data = row!.data as Record<string, Record<string, unknown>>;
    const verified = data.datos_generales_2!.mobile;
    const setMobile = (mobile: unknown) =>
      server.db
        .update(applications)
        .set({ data: { ...data, datos_generales_2: { ...data.datos_generales_2, mobile } } })
        .where(eq(applications.id, application.id));
    await setMobile('5500001111');
    const texts = gateway.texts.length;
    const refused = await server.request<{ code: string; detail: string }>(
      'POST',
      `${publicPath(slug)}code/`,
      {
        headers: { 'accept-language': 'en' },
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'signature.phone_not_verified',
      detail:
        "The application's mobile is not verified: the customer must confirm it on their identity link before the signing code can be sent.",
    });
    expect(gateway.texts.length).toBe(texts);
    // The verified number again: the code goes.
    await setMobile(verified);
    expect((await server.post(`${publicPath(slug)}code/`)).status).toBe(200);
  });

  it('says so when the SMS gateway refuses the code', async () => {
    const application = await approvedApplication(server, ana, rita, choices);
    const { slug } = await issued(application.id);
    gateway.failing = true;
    try {
      const sent = await server.post<{ code: string }>(`${publicPath(slug)}code/`);
      expect([sent.status, sent.body.code]).toEqual([502, 'signature.code_not_sent']);
    } finally {
      gateway.failing = false;
    }
  });
});
