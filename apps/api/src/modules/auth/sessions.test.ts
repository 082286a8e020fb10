import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  login,
  registerPromoter,
  startTestServer,
  strongPassword,
  type TestServer,
} from '../../../test/support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ REFRESH_GRACE_PERIOD: '2s' });
});
afterAll(() => server?.close());

const refresh = (token: string, target: TestServer = server) =>
  target.post<{ access: string; refresh: string }>('/api/v1/auth/refresh/', { refresh: token });
const whoami = (token: string, target: TestServer = server) =>
  target.get('/api/v1/users/users/whoami/', { token });
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

async function signedIn() {
  const account = await registerPromoter(server);
  const response = await login(server, account.email, strongPassword);
  return response.body;
}

describe('POST /api/v1/auth/refresh/', () => {
  it('rotates: answers a new access token and a new refresh token', async () => {
    const session = await signedIn();
    const rotated = await refresh(session.refresh);
    expect(rotated.status).toBe(200);
    expect(Object.keys(rotated.body).sort()).toEqual(['access', 'refresh']);
    expect(claims(rotated.body.refresh).jti).not.toBe(claims(session.refresh).jti);
    expect((await whoami(rotated.body.access)).status).toBe(200);
  });

  it('survives 20 parallel refreshes with one token, all answered with the same successor', async () => {
    const session = await signedIn();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(session.refresh)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const successors = new Set(answers.map((answer) => claims(answer.body.refresh).jti));
    expect(successors.size).toBe(1);
    const next = await refresh(answers[0]!.body.refresh);
    expect(next.status).toBe(200);
    expect((await whoami(next.body.access)).status).toBe(200);
  });

  it('revokes the whole family when a used token is replayed after the grace window', async () => {
    const session = await signedIn();
    const rotated = await refresh(session.refresh);
    expect(rotated.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2300));
    const replay = await refresh(session.refresh);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('session_revoked');
    // The thief's replay also ends the legitimate holder's newer tokens.
    expect((await refresh(rotated.body.refresh)).status).toBe(401);
    expect((await whoami(rotated.body.access)).status).toBe(401);
  });

  it('never accepts an access token as a refresh token, nor the other way round', async () => {
    const session = await signedIn();
    expect((await refresh(session.access)).status).toBe(401);
    expect((await whoami(session.refresh)).status).toBe(401);
  });
});

describe('tokens that must be refused', () => {
  it('refuses a tampered, a foreign-key and an alg:none token', async () => {
    const session = await signedIn();
    const [header, payload, signature] = session.access.split('.') as [string, string, string];
    const forged = { ...claims(session.access), sub: '00000000-0000-7000-8000-000000000000' };
    const tamperedPayload = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    const flippedSignature = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const algNone = `${noneHeader}.${payload}.`;
    const otherKeyHeader = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const otherKeySignature = createHmac('sha256', 'an attacker key that is long enough!!')
      .update(`${otherKeyHeader}.${payload}`)
      .digest('base64url');
    for (const token of [
      tamperedPayload,
      flippedSignature,
      algNone,
      `${otherKeyHeader}.${payload}.${otherKeySignature}`,
    ]) {
      const response = await whoami(token);
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('token_invalid');
    }
    expect((await whoami(session.access)).status).toBe(200);
  });

  it('refuses an expired access token and a missing one', async () => {
    // exp is in whole seconds, so a 3 s token is valid for 2 to 3 s.
    const shortLived = await startTestServer({ ACCESS_TOKEN_TTL: '3s' });
    try {
      const account = await registerPromoter(shortLived);
      expect((await whoami(account.accessToken, shortLived)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 3200));
      const expired = await whoami(account.accessToken, shortLived);
      expect(expired.status).toBe(401);
      expect(expired.body.code).toBe('token_invalid');
      // The refresh token still gets a new access token.
      const renewed = await refresh(account.refreshToken, shortLived);
      expect(renewed.status).toBe(200);
      const missing = await shortLived.get('/api/v1/users/users/whoami/');
      expect(missing.status).toBe(401);
      expect(missing.body.code).toBe('not_authenticated');
    } finally {
      await shortLived.close();
    }
  });

  it('ends a session at its absolute lifetime, however often it refreshed', async () => {
    const capped = await startTestServer({ SESSION_MAX_AGE: '2s', REFRESH_TOKEN_TTL: '1d' });
    try {
      const account = await registerPromoter(capped);
      const first = await refresh(account.refreshToken, capped);
      expect(first.status).toBe(200);
      expect(claims(first.body.refresh).exp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(2);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await refresh(first.body.refresh, capped)).status).toBe(401);
    } finally {
      await capped.close();
    }
  });
});

describe('POST /api/v1/auth/logout/', () => {
  it('signs out with an empty JSON body too (the body is optional), and the session is gone', async () => {
    const session = await signedIn();
    const response = await fetch(`${server.baseUrl}/api/v1/auth/logout/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access}`, 'content-type': 'application/json' },
    });
    expect(response.status, await response.text()).toBe(204);
    expect((await refresh(session.refresh)).status).toBe(401);
    expect((await whoami(session.access)).status).toBe(401);
  });

  it('revokes the session on the server: its refresh and access tokens stop working', async () => {
    const session = await signedIn();
    const other = await signedIn();
    const response = await server.post('/api/v1/auth/logout/', {}, { token: session.access });
    expect(response.status).toBe(204);
    expect((await refresh(session.refresh)).status).toBe(401);
    expect((await whoami(session.access)).status).toBe(401);
    expect((await whoami(other.access)).status).toBe(200);
  });

  it('accepts the refresh token alone, for a client whose access token has expired', async () => {
    const session = await signedIn();
    expect((await server.post('/api/v1/auth/logout/', { refresh: session.refresh })).status).toBe(204);
    expect((await refresh(session.refresh)).status).toBe(401);
  });
});
