import autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import { customer } from '../support/customer.js';
import { promoterOnPostgres, report } from './harness.js';

const seconds = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
const connections = 50;
let setup: Awaited<ReturnType<typeof promoterOnPostgres>> | undefined;
afterAll(() => setup?.close(), 60_000);

describe('load', () => {
  it(`${connections} connections for ${seconds} s of authenticated reads and step saves: no errors, no 5xx`, async () => {
    setup = await promoterOnPostgres('carga');
    const { api, token } = setup;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const drafts: string[] = [];
    // More drafts than connections: a save never waits for one.
    for (let index = 0; index < connections * 2; index += 1) {
      const response = await fetch(`${api.url}/api/v1/promoter/applications/`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ pre_solicitud: customer.pre_solicitud }),
      });
      drafts.push(((await response.json()) as { id: string }).id);
    }
    // A save takes a draft no other save holds and names the version its last save made; the
    // draft is free again once answered (autocannon's context lasts one round of the sequence).
    type Draft = { id: string; version: number };
    type Round = { draft?: Draft };
    const free: Draft[] = drafts.map((id) => ({ id, version: 1 }));
    let saves = 0;
    // Each connection reads its profile and the list, then saves a step of a draft.
    const result = await autocannon({
      url: api.url,
      connections,
      duration: seconds,
      requests: [
        { method: 'GET', path: '/api/v1/users/users/whoami/', headers: auth },
        { method: 'GET', path: '/api/v1/promoter/applications/?page_size=20', headers: auth },
        {
          method: 'PATCH',
          setupRequest: (request, context: Round) => {
            const draft = free.pop()!;
            context.draft = draft;
            saves += 1;
            return {
              ...request,
              path: `/api/v1/promoter/applications/${draft.id}/`,
              headers: { ...auth, 'if-match': `"${draft.version}"` },
              body: JSON.stringify({
                pre_solicitud: {
                  ...customer.pre_solicitud,
                  mobile: `55${String(10_000_000 + saves).slice(-8)}`,
                },
              }),
            };
          },
          onResponse: (status, body, context: Round) => {
            const draft = context.draft!;
            if (status === 200) draft.version = (JSON.parse(body) as { version: number }).version;
            free.push(draft);
          },
        },
      ],
    });
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([status, { count }]) => `${status}×${count}`)
      .join(', ');
    report(
      `load ${connections} connections × ${seconds} s on PostgreSQL: ${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.errors} errors, ${result.timeouts} timeouts, statuses ${statuses}`,
    );
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result['5xx']).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result.requests.total).toBeGreaterThan(seconds * 10);
  }, 600_000);
});
