import { count } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifiedPromoter, startTestServer, type TestServer } from '../../../test/support/server.js';
import { postalSettlements } from '../../db/schema.js';
import { bundledPostalCatalog, ensurePostalCatalog, readPostalCatalogFile } from './postal-catalog.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  await ensurePostalCatalog(server.db, pino({ level: 'silent' }));
  token = (await registerVerifiedPromoter(server)).accessToken;
}, 120_000);
afterAll(() => server?.close());

type Settlement = {
  zip: string;
  settlement: string;
  settlement_type: string;
  municipality: string;
  state: string;
  city: string | null;
};
const zip = (code: string, options: { headers?: Record<string, string> } = {}) =>
  server.get<{ count: number; next: string | null; results: Settlement[] }>(
    `/api/v1/promoter/zip-codes/?code=${code}`,
    {
      token,
      ...options,
    },
  );

describe('GET /api/v1/promoter/zip-codes/', () => {
  it('loads the whole SEPOMEX catalogue once: as many settlements as the file has', async () => {
    const [{ value }] = (await server.db.select({ value: count() }).from(postalSettlements)) as [
      { value: number },
    ];
    expect(value).toBe(155_847);
    expect(value).toBe(readPostalCatalogFile(bundledPostalCatalog).settlements.length);
    await ensurePostalCatalog(server.db, pino({ level: 'silent' }));
    const [again] = (await server.db.select({ value: count() }).from(postalSettlements)) as [
      { value: number },
    ];
    expect(again.value).toBe(155_847);
  });

  it('answers 06700 with Roma Norte, Cuauhtémoc, Ciudad de México', async () => {
    const response = await zip('06700');
    expect(response.status).toBe(200);
    expect(response.body.results).toContainEqual(
      expect.objectContaining({
        settlement: 'Roma Norte',
        settlement_type: 'Colonia',
        municipality: 'Cuauhtémoc',
        state: 'Ciudad de México',
      }),
    );
  });

  it('lists every settlement of a code that has several, and keeps leading zeros', async () => {
    const monterrey = await zip('64000');
    expect(monterrey.body.results.map((row) => row.settlement).sort()).toEqual([
      'La Finca',
      'Monterrey Centro',
    ]);
    expect(
      monterrey.body.results.every((row) => row.municipality === 'Monterrey' && row.state === 'Nuevo León'),
    ).toBe(true);
    const sanAngel = await zip('01000');
    expect(sanAngel.body.results[0]).toMatchObject({
      zip: '01000',
      settlement: 'San Ángel',
      municipality: 'Álvaro Obregón',
    });
  });

  it('answers an unknown code with an empty list and a malformed one with a translated 400', async () => {
    const unknown = await zip('00001');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ count: 0, results: [] });
    const malformed = await zip('6700');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ code: ['El código postal tiene 5 dígitos.'] });
    const english = await zip('abcde', { headers: { 'accept-language': 'en' } });
    expect(english.body.errors).toEqual({ code: ['A postal code has 5 digits.'] });
  });

  it('pages long answers, carries an ETag and answers 304 when nothing changed', async () => {
    const first = await server.get<{ count: number; next: string | null; results: Settlement[] }>(
      '/api/v1/promoter/zip-codes/?code=64000&page_size=1',
      { token },
    );
    expect(first.body.count).toBe(2);
    expect(first.body.results).toHaveLength(1);
    expect(first.body.next).toBe('/api/v1/promoter/zip-codes/?code=64000&page_size=1&page=2');
    const etag = first.headers.get('etag')!;
    const again = await server.get('/api/v1/promoter/zip-codes/?code=64000&page_size=1', {
      token,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('asks for a signed-in user', async () => {
    expect((await server.get('/api/v1/promoter/zip-codes/?code=06700')).status).toBe(401);
  });
});
