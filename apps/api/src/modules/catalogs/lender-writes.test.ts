import type { Affiliate, Branch, Product } from '@origina/domain/lender-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';

let server: TestServer;
let promoter: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  promoter = await signInAs(server, 'promoter');
  admin = await signInAs(server, 'admin');
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
const patch = <T>(path: string, body: unknown, token = admin) =>
  server.request<T>('PATCH', path, { body, token });

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

describe('admin writes: POST and PATCH on the same paths', () => {
  const newProduct = {
    code: 'NOM-QNA-PRUEBA',
    name: 'Nómina Quincenal Prueba',
    name_en: 'Biweekly Test',
    frequency: 'biweekly',
    annual_rate: 0.55,
    rate_basis: 'days360',
    commission_rate: 0.03,
    insurance_per_period: 20,
    min_amount: 3000,
    max_amount: 90000,
    terms: [24, 12, 48],
  };

  it('refuses a promoter and a reviewer with 403, and changes nothing', async () => {
    const reviewer = await signInAs(server, 'reviewer');
    for (const token of [promoter, reviewer]) {
      const created = await server.post('/api/v1/promoter/products/', newProduct, { token });
      expect(created.status).toBe(403);
    }
    const product = await productByCode('NOM-QNA-PLUS');
    const changed = await patch(`/api/v1/promoter/products/${product.id}/`, { annual_rate: 0.1 }, promoter);
    expect(changed.status).toBe(403);
    const branch = (await list<Branch>('/api/v1/promoter/branches/')).body.results[0]!;
    expect((await patch(`/api/v1/promoter/branches/${branch.id}/`, { name: 'X' }, promoter)).status).toBe(
      403,
    );
    const affiliate = await affiliateByCode('GOB-CDMX');
    expect((await patch(`/api/v1/promoter/affiliates/${affiliate.id}`, { name: 'X' }, promoter)).status).toBe(
      403,
    );
    expect((await productByCode('NOM-QNA-PLUS')).annual_rate).toBe(0.48);
  });

  it('lets an admin create a product, then refuses the same code again with 409', async () => {
    const created = await server.post<Product>('/api/v1/promoter/products/', newProduct, { token: admin });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: 'NOM-QNA-PRUEBA',
      terms: [12, 24, 48],
      iva_on_interest: true,
    });
    const again = await server.post('/api/v1/promoter/products/', newProduct, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.errors?.code).toEqual(['Ya existe otro registro con esta clave.']);
  });

  it('refuses bad products with translated field errors', async () => {
    const response = await server.post(
      '/api/v1/promoter/products/',
      {
        ...newProduct,
        code: 'NOM-MALO',
        min_amount: 5000,
        max_amount: 100,
        annual_rate: 58,
        frequency: 'daily',
      },
      { token: admin, headers: { 'accept-language': 'en' } },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({
      annual_rate: [expect.stringContaining('fraction')],
      frequency: [
        'The frequency must be weekly, every 14 days (fortnightly), twice a month (biweekly) or monthly.',
      ],
    });
  });

  it('merges a PATCH with the stored record and checks the whole again', async () => {
    const product = await productByCode('NOM-QNA-PRUEBA');
    const changed = await patch<Product>(`/api/v1/promoter/products/${product.id}/`, {
      annual_rate: 0.5,
      term_rates: { '48': 0.52 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ annual_rate: 0.5, max_amount: 90000, term_rates: { '48': 0.52 } });
    const inverted = await patch(`/api/v1/promoter/products/${product.id}/`, { max_amount: 1000 });
    expect(inverted.status).toBe(400);
    expect(Object.keys(inverted.body.errors ?? {})).toEqual(['max_amount']);
    const unknownField = await patch(`/api/v1/promoter/products/${product.id}/`, { status: 'approved' });
    expect(unknownField.status).toBe(400);
  });

  it('keeps a convenio and its products on one payroll frequency', async () => {
    const created = await server.post<Affiliate>(
      '/api/v1/promoter/affiliates/',
      {
        code: 'MUN-PRUEBA',
        name: 'Municipio de Prueba',
        employer: 'Tesorería Municipal',
        frequency: 'monthly',
        max_deduction_share: 0.3,
        products: ['NOM-QNA-PRUEBA'],
      },
      { token: admin },
    );
    expect(created.status).toBe(400);
    expect(Object.keys(created.body.errors ?? {})).toEqual(['products']);
    const biweekly = await server.post<Affiliate>(
      '/api/v1/promoter/affiliates/',
      {
        code: 'MUN-PRUEBA',
        name: 'Municipio de Prueba',
        employer: 'Tesorería Municipal',
        frequency: 'biweekly',
        max_deduction_share: 0.3,
        products: ['NOM-QNA-PRUEBA'],
        required_document_types: ['ine_front', 'pay_stub'],
      },
      { token: admin },
    );
    expect(biweekly.status).toBe(201);
    const product = await productByCode('NOM-QNA-PRUEBA');
    const weekly = await patch(`/api/v1/promoter/products/${product.id}/`, { frequency: 'weekly' });
    expect(weekly.status).toBe(400);
    expect(Object.keys(weekly.body.errors ?? {})).toEqual(['frequency']);
  });

  it('checks a branch address against the postal catalogue', async () => {
    const branch = {
      code: 'SUC-NUEVA',
      name: 'Sucursal Nueva',
      street: 'Calle Falsa',
      exterior_number: '1',
      zip: '06700',
      settlement: 'Colonia Que No Existe',
      phone: '5500000000',
      affiliates: ['MUN-PRUEBA'],
    };
    const wrongSettlement = await server.post('/api/v1/promoter/branches/', branch, { token: admin });
    expect(wrongSettlement.status).toBe(400);
    expect(Object.keys(wrongSettlement.body.errors ?? {})).toEqual(['settlement']);
    const unknownZip = await server.post(
      '/api/v1/promoter/branches/',
      { ...branch, zip: '00001' },
      { token: admin },
    );
    expect(Object.keys(unknownZip.body.errors ?? {})).toEqual(['zip']);
    const created = await server.post<Branch>(
      '/api/v1/promoter/branches/',
      { ...branch, settlement: 'roma norte' },
      { token: admin },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ settlement: 'Roma Norte', municipality: 'Cuauhtémoc' });
    expect(created.body.affiliates.map((affiliate) => affiliate.code)).toEqual(['MUN-PRUEBA']);
  });

  it('deactivates: the entry leaves the lists but stays readable by id', async () => {
    const product = await productByCode('NOM-QNA-PRUEBA');
    const affiliate = await affiliateByCode('MUN-PRUEBA');
    const off = await patch<Product>(`/api/v1/promoter/products/${product.id}/`, { active: false });
    expect(off.body.active).toBe(false);
    const listed = await list<Product>('/api/v1/promoter/products/?search=prueba');
    expect(listed.body.count).toBe(0);
    const byId = await server.get<Product>(`/api/v1/promoter/products/${product.id}/`, { token: promoter });
    expect(byId.body).toMatchObject({ code: 'NOM-QNA-PRUEBA', active: false });
    // A convenio no longer offers a deactivated product.
    const convenio = await server.get<Affiliate>(`/api/v1/promoter/affiliates/${affiliate.id}`, {
      token: promoter,
    });
    expect(convenio.body.products).toEqual([]);
    // Only an admin may list deactivated entries, to reactivate them.
    const forAdmin = await list<Product>(
      '/api/v1/promoter/products/?search=prueba&include_inactive=true',
      admin,
    );
    expect(forAdmin.body.count).toBe(1);
    const forPromoter = await list<Product>('/api/v1/promoter/products/?search=prueba&include_inactive=true');
    expect(forPromoter.body.count).toBe(0);
  });
});

describe('one refusal names every field to fix', () => {
  const badBranch = {
    code: 'x',
    name: '',
    street: 'Calle Falsa',
    exterior_number: '1',
    zip: '06700',
    settlement: 'Colonia Que No Existe',
    phone: '55',
    affiliates: ['NO-EXISTE', 'GOB-CDMX'],
  };

  it('answers one 400 for a branch with the schema and the catalogue problems together', async () => {
    const response = await server.post('/api/v1/promoter/branches/', badBranch, { token: admin });
    expect(response.status).toBe(400);
    const errors = response.body.errors ?? {};
    expect(Object.keys(errors).sort()).toEqual(['affiliates', 'code', 'name', 'phone', 'settlement']);
    expect(errors.settlement?.[0]).toContain('Roma Norte');
    expect(errors.affiliates).toEqual(['Estas claves no existen en el catálogo: NO-EXISTE.']);
  });

  it('says an unknown postal code alongside the other problems, and never looks for its colonia', async () => {
    const response = await server.post(
      '/api/v1/promoter/branches/',
      { ...badBranch, zip: '00001' },
      { token: admin },
    );
    expect(Object.keys(response.body.errors ?? {}).sort()).toEqual([
      'affiliates',
      'code',
      'name',
      'phone',
      'zip',
    ]);
  });

  it('merges a PATCH and names every problem of the whole', async () => {
    const branch = (await list<Branch>('/api/v1/promoter/branches/?search=roma')).body.results[0]!;
    const response = await patch(`/api/v1/promoter/branches/${branch.id}/`, {
      phone: '1',
      settlement: 'Narvarte',
      affiliates: ['NADA'],
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors ?? {}).sort()).toEqual(['affiliates', 'phone', 'settlement']);
  });

  it('names the unknown document types once, and the ones that exist', async () => {
    const response = await server.post(
      '/api/v1/promoter/affiliates/',
      {
        code: 'DOC-PRUEBA',
        name: 'Convenio Documentos',
        employer: 'Secretaría de Pruebas',
        frequency: 'biweekly',
        max_deduction_share: 1.5,
        required_document_types: ['ine_front', 'passport', 'pay_stub'],
      },
      { token: admin, headers: { 'accept-language': 'en' } },
    );
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors ?? {}).sort()).toEqual([
      'max_deduction_share',
      'required_document_types',
    ]);
    const [message] = response.body.errors?.required_document_types ?? [];
    expect(message).toMatch(
      /^These document types do not exist: passport\. The ones that exist are: .*pay_stub/,
    );
  });

  it('names the range of a term of 0', async () => {
    const response = await server.post(
      '/api/v1/promoter/products/',
      {
        code: 'PLAZO-CERO',
        name: 'Plazo cero',
        frequency: 'monthly',
        annual_rate: 0.5,
        rate_basis: 'periods',
        commission_rate: 0.01,
        min_amount: 1000,
        max_amount: 2000,
        terms: [0, 12],
      },
      { token: admin },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ 'terms.0': ['Cada plazo va de 1 a 520 pagos.'] });
  });
});
