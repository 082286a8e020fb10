import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPromoter, startTestServer, type TestServer } from '../../../test/support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    INTERCOM_SECRET: 'intercom-identity-secret',
    CHAT_USER_ID_PREFIX: 'financiera-',
  });
});
afterAll(() => server?.close());

describe('GET /api/v1/users/users/whoami/', () => {
  it('answers the user with SPEC field names and an Intercom hash of prefix + erp_id', async () => {
    const account = await registerPromoter(server, { firstName: 'Paula', lastName: 'Ibarra' });
    const response = await server.get<Record<string, unknown> & { promoter: Record<string, string> }>(
      '/api/v1/users/users/whoami/',
      { token: account.accessToken },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(response.body).sort()).toEqual(
      ['displayName', 'email', 'email_verified', 'id', 'language', 'photoURL', 'promoter', 'role'].sort(),
    );
    expect(Object.keys(response.body.promoter).sort()).toEqual(
      ['erp_id', 'intercom_hash', 'last_name', 'mobile_number', 'name'].sort(),
    );
    const expected = createHmac('sha256', 'intercom-identity-secret')
      .update(`financiera-${response.body.promoter.erp_id}`)
      .digest('hex');
    expect(response.body.promoter.intercom_hash).toBe(expected);
  });

  it('gives every new promoter a distinct erp_id', async () => {
    const first = await registerPromoter(server);
    const second = await registerPromoter(server);
    const erp = async (token: string) =>
      (await server.get<{ promoter: { erp_id: string } }>('/api/v1/users/users/whoami/', { token })).body
        .promoter.erp_id;
    expect(await erp(first.accessToken)).not.toBe(await erp(second.accessToken));
  });
});
