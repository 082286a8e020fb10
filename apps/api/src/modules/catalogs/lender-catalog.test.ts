import type { Affiliate, Branch, Product, ProductOption } from '@origina/domain/lender-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';

let server: TestServer;
let promoter: string;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  promoter = await signInAs(server, 'promoter');
}, 120_000);
afterAll(() => server?.close());

interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
const list = <T>(path: string, token = promoter, headers: Record<string, string> = {}) =>
  server.get<Page<T>>(path, { token, headers });

async function productByCode(code: string) {
  const { body } = await list<Product>(`/api/v1/promoter/products/?search=${code}`);
  const product = body.results.find((candidate) => candidate.code === code);
  if (!product) throw new Error(`no product ${code}`);
  return product;
}
async function affiliateByCode(code: string) {
  const { body } = await list<Affiliate>(`/api/v1/promoter/affiliates/?search=${code}`);
  const affiliate = body.results.find((candidate) => candidate.code === code);
  if (!affiliate) throw new Error(`no convenio ${code}`);
  return affiliate;
}

describe('the demo lender catalogue', () => {
  it('has at least 5 branches, 9 convenios across the four frequencies (catorcenal included) and 7 products', async () => {
    const branches = await list<Branch>('/api/v1/promoter/branches/');
    const affiliates = await list<Affiliate>('/api/v1/promoter/affiliates/');
    const products = await list<Product>('/api/v1/promoter/products/');
    expect(branches.body.count).toBeGreaterThanOrEqual(5);
    expect(affiliates.body.count).toBeGreaterThanOrEqual(9);
    expect(new Set(affiliates.body.results.map((affiliate) => affiliate.frequency))).toEqual(
      new Set(['weekly', 'fortnightly', 'biweekly', 'monthly']),
    );
    expect(products.body.count).toBeGreaterThanOrEqual(7);
    expect(new Set(products.body.results.map((product) => product.annual_rate)).size).toBeGreaterThanOrEqual(
      5,
    );
  });
});

describe('GET /api/v1/promoter/products/', () => {
  it('answers every product field with money and rates as numbers', async () => {
    const product = await productByCode('NOM-QNA-CLASICO');
    expect(product).toMatchObject({
      name: 'Nómina Quincenal Clásico',
      frequency: 'biweekly',
      annual_rate: 0.6,
      rate_basis: 'periods',
      iva_on_interest: true,
      commission_rate: 0.02,
      insurance_per_period: 0,
      min_amount: 5000,
      max_amount: 150000,
      terms: [12, 24, 36, 48, 72],
      term_rates: { '72': 0.64 },
      active: true,
    });
  });

  it('names products in the request language', async () => {
    const { body } = await list<Product>('/api/v1/promoter/products/?search=clasico', promoter, {
      'accept-language': 'en-US,en;q=0.9',
    });
    expect(body.results.map((product) => product.name)).toEqual(['Semi-monthly Payroll Classic']);
  });

  it('filters by convenio: only what the convenio offers', async () => {
    const cdmx = await affiliateByCode('GOB-CDMX');
    const { body } = await list<Product>(`/api/v1/promoter/products/?affiliate=${cdmx.id}`);
    expect(body.results.map((product) => product.code).sort()).toEqual(['NOM-QNA-CLASICO', 'NOM-QNA-PLUS']);
  });

  it('paginates with next and previous links that keep the filters', async () => {
    const first = await list<Product>('/api/v1/promoter/products/?page_size=4&frequency=biweekly');
    expect(first.body.count).toBe(3);
    const small = await list<Product>('/api/v1/promoter/products/?page_size=2');
    expect(small.body.results).toHaveLength(2);
    expect(small.body.previous).toBeNull();
    expect(small.body.next).toBe('/api/v1/promoter/products/?page_size=2&page=2');
    const second = await list<Product>(small.body.next!);
    expect(second.body.previous).toBe('/api/v1/promoter/products/?page_size=2&page=1');
    expect(second.body.results.map((product) => product.code)).not.toContain(small.body.results[0]!.code);
  });

  it('searches without caring about accents or case', async () => {
    const { body } = await list<Product>('/api/v1/promoter/products/?search=NOMINA%20quincenal%20plus');
    expect(body.results.map((product) => product.code)).toEqual(['NOM-QNA-PLUS']);
    const none = await list<Product>('/api/v1/promoter/products/?search=%25');
    expect(none.body.count).toBe(0);
  });

  it('answers one product, and 404 for an unknown or malformed id', async () => {
    const product = await productByCode('NOM-MEN-PENSION');
    const one = await server.get<Product>(`/api/v1/promoter/products/${product.id}/`, { token: promoter });
    expect(one.status).toBe(200);
    expect(one.body.code).toBe('NOM-MEN-PENSION');
    const unknown = await server.get(`/api/v1/promoter/products/0190f0b4-0000-7000-8000-000000000000/`, {
      token: promoter,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('No encontrado.');
    expect((await server.get('/api/v1/promoter/products/abc/', { token: promoter })).status).toBe(404);
  });

  it('asks for a session', async () => {
    expect((await server.get('/api/v1/promoter/products/')).status).toBe(401);
  });

  it('carries an ETag: the same question again gets an empty 304', async () => {
    const first = await list<Product>('/api/v1/promoter/products/');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toContain('private');
    const again = await list<Product>('/api/v1/promoter/products/', promoter, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    const english = await list<Product>('/api/v1/promoter/products/', promoter, {
      'if-none-match': etag,
      'accept-language': 'en',
    });
    expect(english.status).toBe(200);
  });
});

describe('GET /api/v1/promoter/productoptions/{id}/', () => {
  it('lists one option per term, with the rate a term sets for itself', async () => {
    const product = await productByCode('NOM-QNA-CLASICO');
    const { status, body } = await list<ProductOption>(`/api/v1/promoter/productoptions/${product.id}/`);
    expect(status).toBe(200);
    expect(body.results.map((option) => [option.term, option.annual_rate])).toEqual([
      [12, 0.6],
      [24, 0.6],
      [36, 0.6],
      [48, 0.6],
      [72, 0.64],
    ]);
    expect(body.results[0]).toMatchObject({ min_amount: 5000, max_amount: 150000, commission_rate: 0.02 });
  });

  it('answers 404 for an unknown product', async () => {
    const response = await server.get(
      '/api/v1/promoter/productoptions/0190f0b4-0000-7000-8000-000000000000/',
      {
        token: promoter,
      },
    );
    expect(response.status).toBe(404);
  });
});

describe('GET /api/v1/promoter/affiliates/', () => {
  it('answers a convenio with its employer, frequency, share, products and documents', async () => {
    const cdmx = await affiliateByCode('GOB-CDMX');
    expect(cdmx).toMatchObject({
      name: 'Gobierno de la Ciudad de México',
      frequency: 'biweekly',
      max_deduction_share: 0.3,
      active: true,
    });
    expect(cdmx.products.map((product) => product.code).sort()).toEqual(['NOM-QNA-CLASICO', 'NOM-QNA-PLUS']);
    expect(cdmx.required_document_types).toContain('ine_front');
    const one = await server.get<Affiliate>(`/api/v1/promoter/affiliates/${cdmx.id}`, { token: promoter });
    expect(one.body.code).toBe('GOB-CDMX');
  });

  it('filters by branch and by frequency', async () => {
    const branches = await list<Branch>('/api/v1/promoter/branches/?search=monterrey');
    const monterrey = branches.body.results[0]!;
    const { body } = await list<Affiliate>(`/api/v1/promoter/affiliates/?branch=${monterrey.id}`);
    expect(body.results.map((affiliate) => affiliate.code).sort()).toEqual([
      'GOB-NUEVO-LEON',
      'MAQUILA-NORTE',
      'PENSIONADOS-IMSS',
    ]);
    const weekly = await list<Affiliate>('/api/v1/promoter/affiliates/?frequency=weekly');
    expect(weekly.body.results.every((affiliate) => affiliate.frequency === 'weekly')).toBe(true);
    expect(weekly.body.count).toBe(2);
    const bad = await list('/api/v1/promoter/affiliates/?frequency=daily');
    expect(bad.status).toBe(400);
  });

  it('searches by employer', async () => {
    const { body } = await list<Affiliate>('/api/v1/promoter/affiliates/?search=educacion%20publica');
    expect(body.results.map((affiliate) => affiliate.code)).toEqual(['SEP-DOCENTES']);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await server.get('/api/v1/promoter/affiliates/0190f0b4-0000-7000-8000-000000000000', {
      token: promoter,
    });
    expect(response.status).toBe(404);
  });
});

describe('GET /api/v1/promoter/branches/', () => {
  it('answers branches with the address from the postal catalogue and the convenios they serve', async () => {
    const { body } = await list<Branch>('/api/v1/promoter/branches/?search=roma');
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({
      zip: '06700',
      settlement: 'Roma Norte',
      municipality: 'Cuauhtémoc',
      state: 'Ciudad de México',
    });
    expect(body.results[0]!.affiliates.map((affiliate) => affiliate.code)).toContain('GOB-CDMX');
  });

  it('filters by convenio', async () => {
    const weekly = await affiliateByCode('AGRO-BAJIO');
    const { body } = await list<Branch>(`/api/v1/promoter/branches/?affiliate=${weekly.id}`);
    expect(body.results.map((branch) => branch.code)).toEqual(['SUC-QRO-CENTRO']);
  });
});
