import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { customer } from '../../../test/support/customer.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';

// The customer's link must open on their phone: it takes PUBLIC_URL when set, otherwise the
// address the app was opened at (forwarded headers only behind a trusted proxy), never a hostile Host.

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

async function serverWith(env: Record<string, string | undefined>) {
  const server = await startTestServer(env as Record<string, string>);
  servers.push(server);
  await seedDemoCatalogues(server.db);
  const token = await signInAs(server, 'promoter');
  const created = await server.post<{ id: string }>(
    '/api/v1/promoter/applications/',
    { pre_solicitud: customer.pre_solicitud },
    { token },
  );
  const linkUrl = async (headers: Record<string, string>) => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/v1/promoter/biometricvalidations/',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      payload: { application: created.body.id },
    });
    expect(answer.statusCode).toBe(201);
    return (answer.json() as { url: string }).url;
  };
  return { server, linkUrl };
}

describe('the identity link’s address', () => {
  it('is PUBLIC_URL when it is set, whatever the Host', async () => {
    const { linkUrl } = await serverWith({});
    expect(await linkUrl({ host: '192.168.1.20:3000' })).toMatch(
      /^http:\/\/app\.test\/identidad\/[\w-]{43}$/,
    );
  }, 60_000);

  it('without PUBLIC_URL, is the address the app was opened at; forwarded headers count only behind a trusted proxy', async () => {
    const { linkUrl } = await serverWith({ PUBLIC_URL: undefined });
    expect(await linkUrl({ host: '192.168.1.20:3000' })).toMatch(
      /^http:\/\/192\.168\.1\.20:3000\/identidad\//,
    );
    expect(
      await linkUrl({
        host: '192.168.1.20:3000',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      }),
    ).toMatch(/^http:\/\/192\.168\.1\.20:3000\/identidad\//);
    // A Host that is not a plain host[:port] falls back to the server's own default.
    expect(await linkUrl({ host: 'evil.example/@x' })).toMatch(/^http:\/\/localhost:\d+\/identidad\//);
  }, 60_000);

  it('behind a trusted proxy, is the forwarded host and protocol', async () => {
    const { linkUrl } = await serverWith({ PUBLIC_URL: undefined, TRUST_PROXY: '1' });
    expect(
      await linkUrl({
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'origina.example',
        'x-forwarded-proto': 'https',
      }),
    ).toMatch(/^https:\/\/origina\.example\/identidad\//);
  }, 60_000);
});
