import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaPass } from '../test/support/captcha.js';
import { seedDemoCatalogues } from '../test/support/catalogues.js';
import { contractTags, createContractRecorder, loadOperations } from '../test/support/openapi-contract.js';
import {
  latestMailTo,
  registerPromoter,
  startTestServer,
  strongPassword,
  type TestServer,
} from '../test/support/server.js';

// One valid request per operation through the real server; every answer must be one the document
// declares (test/support/openapi-contract.ts says how). This suite: health, configuration, accounts,
// help and client errors.

let server: TestServer;
let api: TestServer;
let contract: ReturnType<typeof createContractRecorder>;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  server = await startTestServer();
  closers.push(server.close);
  await seedDemoCatalogues(server.db);
  contract = createContractRecorder(await loadOperations(server));
  api = contract.recording(server);
}, 120_000);
afterAll(async () => {
  for (const close of closers) await close();
});

describe('the account operations of the document, through the real server', () => {
  it('answers what the document declares: the public and account operations', async () => {
    expect((await api.get('/healthz')).status).toBe(200);
    expect((await api.get('/readyz')).status).toBe(200);
    expect((await api.get('/api/v1/config/')).status).toBe(200);

    const account = await registerPromoter(api);
    expect(
      (await api.post('/api/v1/auth/verify/resend/', undefined, { token: account.accessToken })).status,
    ).toBe(202);
    const code = /\b(\d{6})\b/.exec(await latestMailTo(server, account.email))?.[1];
    expect((await api.post('/api/v1/auth/verify/', { email: account.email, code })).status).toBe(200);
    const session = await api.post<{ access: string; refresh: string }>('/api/v1/auth/', {
      email: account.email,
      password: strongPassword,
    });
    expect(session.status).toBe(200);
    const rotated = await api.post<{ access: string; refresh: string }>('/api/v1/auth/refresh/', {
      refresh: session.body.refresh,
    });
    expect(rotated.status).toBe(200);
    expect((await api.get('/api/v1/users/users/whoami/', { token: rotated.body.access })).status).toBe(200);
    expect(
      (
        await api.post(
          '/api/v1/help/messages/',
          { subject: 'No abre el enlace', message: 'La clienta abre el enlace y se queda en blanco.' },
          { token: rotated.body.access },
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await api.post('/api/v1/client-errors/', {
          kind: 'error',
          name: 'TypeError',
          message: 'Cannot read properties of undefined',
          path: '/dashboard',
          release: 'origina@0.1.0',
          environment: 'test',
        })
      ).status,
    ).toBe(202);
    expect((await api.post('/api/v1/auth/logout/', { refresh: rotated.body.refresh })).status).toBe(204);

    const reset = await api.post('/api/v1/users/users/reset/', {
      email: account.email,
      captcha: await captchaPass(api),
    });
    expect(reset.status).toBe(202);
    const token = /\/auth\/reset-password\/([\w-]+)/.exec(await latestMailTo(server, account.email))?.[1];
    const confirmed = await api.post('/api/v1/users/users/confirm/', {
      token,
      password: 'Jacaranda-Tlacuache-9',
    });
    expect(confirmed.status).toBe(200);
  });

  it('covers every operation of its tags with a successful answer, and every answer matches the document', () => {
    expect(contract.uncovered(contractTags['openapi-contract-accounts.test.ts'])).toEqual([]);
    expect(contract.problems()).toEqual([]);
  });
});
