import { clabe } from 'clabe-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifiedPromoter, startTestServer, type TestServer } from '../../../test/support/server.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await registerVerifiedPromoter(server)).accessToken;
});
afterAll(() => server?.close());

type Bank = { code: string; tag: string; name: string };
type BankList = { count: number; next: string | null; previous: string | null; results: Bank[] };
const banks = (query = '') => server.get<BankList>(`/api/v1/promoter/banks/${query}`, { token });

describe('GET /api/v1/promoter/banks/', () => {
  it('lists every bank Banxico gives a CLABE code, with three-digit codes, in code order', async () => {
    const all = await banks('?page_size=200');
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(Object.values(clabe.banksMap).filter((bank) => bank.tag && bank.name).length);
    expect(all.body.count).toBeGreaterThan(100);
    expect(all.body.results).toContainEqual({
      code: '002',
      tag: 'BANAMEX',
      name: 'Banco Nacional de México',
    });
    const codes = all.body.results.map((bank) => bank.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes.every((code) => /^\d{3}$/.test(code))).toBe(true);
  });

  it('finds banks by code, short name or name, without minding accents or case', async () => {
    expect((await banks('?search=banamex')).body.results.map((bank) => bank.code)).toContain('002');
    expect((await banks('?search=012')).body.results[0]).toMatchObject({ tag: 'BBVA BANCOMER' });
    expect((await banks('?search=BANCO%20DE%20MEXICO')).body.results.map((bank) => bank.name)).toContain(
      'Banco de México',
    );
    expect((await banks('?search=no-such-bank')).body).toMatchObject({ count: 0, results: [] });
  });

  it('pages the list with next and previous links', async () => {
    const first = await banks('?page_size=10');
    expect(first.body.results).toHaveLength(10);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe('/api/v1/promoter/banks/?page_size=10&page=2');
    const second = await server.get<BankList>(first.body.next!, { token });
    expect(second.body.results[0]!.code > first.body.results[9]!.code).toBe(true);
    expect(second.body.previous).toBe('/api/v1/promoter/banks/?page_size=10&page=1');
    expect((await banks('?page_size=501')).status).toBe(400);
  });

  it('asks for a signed-in user', async () => {
    expect((await server.get('/api/v1/promoter/banks/')).status).toBe(401);
  });
});
