import type { Affiliate, Product } from '@origina/domain/lender-catalog';
import type { Simulation, SimulationSummary } from '@origina/domain/simulations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';

let server: TestServer;
let ana: string;
let beto: string;
let clasico: Product;
let plus: Product;
let cdmx: Affiliate;
let jalisco: Affiliate;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  ana = await signInAs(server, 'promoter');
  beto = await signInAs(server, 'promoter');
  const products = await server.get<{ results: Product[] }>('/api/v1/promoter/products/', { token: ana });
  clasico = products.body.results.find((product) => product.code === 'NOM-QNA-CLASICO')!;
  plus = products.body.results.find((product) => product.code === 'NOM-QNA-PLUS')!;
  const affiliates = await server.get<{ results: Affiliate[] }>('/api/v1/promoter/affiliates/', {
    token: ana,
  });
  cdmx = affiliates.body.results.find((affiliate) => affiliate.code === 'GOB-CDMX')!;
  jalisco = affiliates.body.results.find((affiliate) => affiliate.code === 'GOB-JALISCO')!;
}, 120_000);
afterAll(() => server?.close());

const simulate = (body: Record<string, unknown>, token = ana, headers: Record<string, string> = {}) =>
  server.post<Simulation>('/api/v1/promoter/simulations/', body, { token, headers });

describe('POST /api/v1/promoter/simulations/', () => {
  it('computes the DOMAIN.md worked example from the product: 584.13 a quincena, CAT 88.7 %', async () => {
    const response = await simulate({
      product: clasico.id,
      affiliate: cdmx.id,
      amount: 10000,
      term: 24,
      start_date: '2026-11-22',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      product: { code: 'NOM-QNA-CLASICO' },
      affiliate: { code: 'GOB-CDMX' },
      amount: 10000,
      term: 24,
      frequency: 'biweekly',
      payment: 584.13,
      commission: 200,
      commission_iva: 32,
      cat: 88.7,
      start_date: '2026-11-22',
      // If signed on 22 Nov: 7 Dec at the earliest, and 15 Dec's cut-off (5 Dec) is after the
      // validity's end (27 Nov).
      first_payment_date: '2026-12-15',
      capacity: null,
    });
    expect(response.body.schedule).toHaveLength(24);
    expect(response.body.schedule[0]).toMatchObject({
      date: '2026-12-15',
      interest: 250,
      iva: 40,
      principal: 294.13,
    });
    expect(response.body.schedule.at(-1)!.closing_balance).toBe(0);
  });

  it('simulates a catorcenal convenio: payments every 14 days, CAT annualised over 26 periods', async () => {
    const products = await server.get<{ results: Product[] }>('/api/v1/promoter/products/', { token: ana });
    const affiliates = await server.get<{ results: Affiliate[] }>('/api/v1/promoter/affiliates/', {
      token: ana,
    });
    const imss = products.body.results.find((product) => product.code === 'NOM-CAT-IMSS')!;
    const workers = affiliates.body.results.find((affiliate) => affiliate.code === 'IMSS-ACTIVOS')!;
    const response = await simulate({
      product: imss.id,
      affiliate: workers.id,
      amount: 10000,
      term: 26,
      start_date: '2026-11-22',
    });
    expect(response.status).toBe(201);
    // Expected figures computed independently (Python, exact decimals, bisection IRR).
    expect(response.body).toMatchObject({
      frequency: 'fortnightly',
      payment: 524.81,
      commission: 150,
      cat: 77.9,
    });
    // The convenio's paydays are 9 Jan 2026 + k × 14 days: 11 Dec is the first at least 14 days
    // after 22 Nov whose cut-off (1 Dec) is after the validity's end (27 Nov).
    expect(response.body.first_payment_date).toBe('2026-12-11');
    expect(response.body.schedule[0]).toMatchObject({
      date: '2026-12-11',
      interest: 211.54,
      iva: 33.85,
      principal: 279.42,
    });
    expect(response.body.schedule[1]!.date).toBe('2026-12-25');
    expect(response.body.schedule.at(-1)).toMatchObject({ principal: 512.31, closing_balance: 0 });
  });

  it('ignores results the browser sends and recomputes them', async () => {
    const response = await simulate({
      product: clasico.id,
      amount: 10000,
      term: 24,
      payment: 1,
      cat: 0,
      schedule: [],
      total_payment: 5,
    });
    expect(response.status).toBe(201);
    expect(response.body.payment).toBe(584.13);
    expect(response.body.cat).toBe(88.7);
    expect(response.body.schedule).toHaveLength(24);
  });

  it('uses the rate a term sets for itself', async () => {
    const response = await simulate({ product: clasico.id, amount: 10000, term: 72 });
    expect(response.body.annual_rate).toBe(0.64);
  });

  it('works out the payroll capacity with the convenio share and flags a loan that exceeds it', async () => {
    const fits = await simulate({
      product: clasico.id,
      affiliate: cdmx.id,
      amount: 10000,
      term: 24,
      net_pay: 8000,
      existing_deductions: 400,
    });
    expect(fits.body.capacity).toEqual({
      max_payment: 2000,
      max_amount: 34238,
      exceeds: false,
      other_loans: [],
    });
    const exceeds = await simulate({
      product: clasico.id,
      affiliate: jalisco.id,
      amount: 60000,
      term: 24,
      net_pay: 8000,
    });
    // Jalisco allows 35 % of net pay.
    expect(exceeds.body.capacity).toMatchObject({ max_payment: 2800, exceeds: true });
  });

  it('refuses what the product does not allow, with translated field errors', async () => {
    const tooSmall = await simulate({ product: clasico.id, amount: 100, term: 24 }, ana, {
      'accept-language': 'en',
    });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.errors).toEqual({ amount: ['The amount is below the product minimum.'] });
    const tooBig = await simulate({ product: clasico.id, amount: 150000.01, term: 24 });
    expect(tooBig.body.errors).toEqual({ amount: ['El monto es mayor que el máximo del producto.'] });
    const badTerm = await simulate({ product: clasico.id, amount: 10000, term: 25 });
    expect(Object.keys(badTerm.body.errors ?? {})).toEqual(['term']);
    const notOffered = await simulate({ product: plus.id, affiliate: jalisco.id, amount: 30000, term: 24 });
    expect(notOffered.body.errors).toEqual({ product: ['Este convenio no ofrece ese producto.'] });
    const noConvenio = await simulate({ product: clasico.id, amount: 10000, term: 24, net_pay: 8000 });
    expect(Object.keys(noConvenio.body.errors ?? {})).toEqual(['affiliate']);
    const unknown = await simulate({
      product: '0190f0b4-0000-7000-8000-000000000000',
      amount: 10000,
      term: 24,
    });
    expect(Object.keys(unknown.body.errors ?? {})).toEqual(['product']);
    const malformed = await simulate({
      product: clasico.id,
      amount: 'diez mil',
      term: 24.5,
      start_date: '2026-02-30',
    });
    expect(Object.keys(malformed.body.errors ?? {}).sort()).toEqual(['amount', 'start_date', 'term']);
  });

  it('asks for a session', async () => {
    expect(
      (await server.post('/api/v1/promoter/simulations/', { product: clasico.id, amount: 10000, term: 24 }))
        .status,
    ).toBe(401);
  });
});

describe('GET /api/v1/promoter/simulations/', () => {
  it('lists only the promoter’s own simulations, newest first, with search and pages', async () => {
    const mine = await simulate({ product: plus.id, affiliate: cdmx.id, amount: 45000, term: 48 });
    const theirs = await simulate({ product: plus.id, affiliate: cdmx.id, amount: 46000, term: 48 }, beto);
    const list = await server.get<{ count: number; next: string | null; results: SimulationSummary[] }>(
      '/api/v1/promoter/simulations/?page_size=2',
      { token: ana },
    );
    expect(list.body.results[0]!.id).toBe(mine.body.id);
    expect(list.body.results[0]).toMatchObject({ amount: 45000, product: { code: 'NOM-QNA-PLUS' } });
    expect(list.body.count).toBeGreaterThan(2);
    expect(list.body.next).toBe('/api/v1/promoter/simulations/?page_size=2&page=2');
    const all = await server.get<{ results: SimulationSummary[] }>(
      '/api/v1/promoter/simulations/?page_size=100',
      {
        token: ana,
      },
    );
    expect(all.body.results.map((simulation) => simulation.id)).not.toContain(theirs.body.id);
    const searched = await server.get<{ results: SimulationSummary[] }>(
      '/api/v1/promoter/simulations/?search=plus',
      {
        token: ana,
      },
    );
    expect(searched.body.results.map((simulation) => simulation.id)).toEqual([mine.body.id]);
  });

  it('finds a simulation by its amount as people write it, and names its product in the reader’s language', async () => {
    const saved = await simulate({ product: clasico.id, affiliate: cdmx.id, amount: 12345, term: 24 });
    for (const typed of ['12,345', '$12,345.00', '12345'])
      expect(
        (
          await server.get<{ results: SimulationSummary[] }>(
            `/api/v1/promoter/simulations/?search=${encodeURIComponent(typed)}`,
            { token: ana },
          )
        ).body.results.map((simulation) => simulation.id),
        typed,
      ).toEqual([saved.body.id]);
    const english = { 'accept-language': 'en' };
    const read = await server.get<Simulation>(`/api/v1/promoter/simulations/${saved.body.id}/`, {
      token: ana,
      headers: english,
    });
    expect(read.body.product.name).toBe('Semi-monthly Payroll Classic');
    // Who prepared it, for the printed copy (this promoter has no branch yet).
    expect(read.body.prepared_by).toEqual({ name: 'Prueba promoter', branch: null });
    const spanish = await server.get<Simulation>(`/api/v1/promoter/simulations/${saved.body.id}/`, {
      token: ana,
    });
    expect(spanish.body.product.name).toBe('Nómina Quincenal Clásico');
    const listed = await server.get<{ results: SimulationSummary[] }>(
      '/api/v1/promoter/simulations/?search=classic',
      {
        token: ana,
        headers: english,
      },
    );
    expect(listed.body.results.map((simulation) => simulation.product.name)).toContain(
      'Semi-monthly Payroll Classic',
    );
  });

  it('answers one simulation as it was calculated, and 404 for another promoter’s', async () => {
    const saved = await simulate({ product: clasico.id, amount: 12000, term: 36, start_date: '2026-12-01' });
    const own = await server.get<Simulation>(`/api/v1/promoter/simulations/${saved.body.id}/`, {
      token: ana,
    });
    expect(own.status).toBe(200);
    expect(own.body).toEqual(saved.body);
    const other = await server.get(`/api/v1/promoter/simulations/${saved.body.id}/`, { token: beto });
    expect(other.status).toBe(404);
    expect((await server.get('/api/v1/promoter/simulations/nope/', { token: ana })).status).toBe(404);
  });

  it('keeps a saved simulation as it was when the product changes later', async () => {
    const saved = await simulate({ product: clasico.id, amount: 20000, term: 24 });
    const admin = await signInAs(server, 'admin');
    const changed = await server.request('PATCH', `/api/v1/promoter/products/${clasico.id}/`, {
      token: admin,
      body: { annual_rate: 0.7 },
    });
    expect(changed.status).toBe(200);
    const again = await server.get<Simulation>(`/api/v1/promoter/simulations/${saved.body.id}/`, {
      token: ana,
    });
    expect(again.body.annual_rate).toBe(0.6);
    expect(again.body.payment).toBe(saved.body.payment);
  });
});
