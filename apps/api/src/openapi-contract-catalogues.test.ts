import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoChoices } from '../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../test/support/catalogues.js';
import { lenderProfileBody } from '../test/support/lender-profile.js';
import { contractTags, createContractRecorder, loadOperations } from '../test/support/openapi-contract.js';
import { registerPromoter, startTestServer, type TestServer, uniqueEmail } from '../test/support/server.js';

// One valid request per operation through the real server; every answer must be one the document
// declares (test/support/openapi-contract.ts says how). This suite: catalogues, simulations and
// administration.

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

describe('the catalogue, simulation and administration operations of the document, through the real server', () => {
  it('answers what the document declares: catalogues, simulations and administration', async () => {
    const admin = await signInAs(server, 'admin');
    const promoter = await signInAs(server, 'promoter');

    for (const path of [
      '/api/v1/promoter/banks/',
      '/api/v1/promoter/countries/',
      '/api/v1/promoter/identificationtypes/',
      '/api/v1/users/documenttypes/',
      '/api/v1/promoter/zip-codes/?code=06700',
    ])
      expect((await api.get(path, { token: promoter })).status, path).toBe(200);

    const product = await api.post<{ id: string }>(
      '/api/v1/promoter/products/',
      {
        code: 'NOM-QNA-CONTRATO',
        name: 'Nómina Quincenal Contrato',
        name_en: 'Biweekly Contract',
        frequency: 'biweekly',
        annual_rate: 0.55,
        rate_basis: 'days360',
        commission_rate: 0.03,
        insurance_per_period: 20,
        min_amount: 3000,
        max_amount: 90000,
        terms: [12, 24],
        reca_number: '1234-567-123456/01-12345-0126',
        moratorio_rate: 0.8,
        other_commissions: [{ concept: 'Estado de cuenta impreso', amount: '$50.00 más IVA' }],
        insurer: 'Seguros Prueba, S.A.',
        policy_number: 'POL-1',
        pagare_mode: 'electronic',
      },
      { token: admin },
    );
    expect(product.status).toBe(201);
    const affiliate = await api.post<{ id: string }>(
      '/api/v1/promoter/affiliates/',
      {
        code: 'MUN-CONTRATO',
        name: 'Municipio Contrato',
        employer: 'Tesorería Municipal',
        frequency: 'biweekly',
        max_deduction_share: 0.3,
        products: ['NOM-QNA-CONTRATO'],
        required_document_types: ['ine_front'],
      },
      { token: admin },
    );
    expect(affiliate.status).toBe(201);
    const branch = await api.post<{ id: string }>(
      '/api/v1/promoter/branches/',
      {
        code: 'SUC-CONTRATO',
        name: 'Sucursal Contrato',
        street: 'Calle Falsa',
        exterior_number: '1',
        zip: '06700',
        settlement: 'Roma Norte',
        phone: '5500000000',
        affiliates: ['MUN-CONTRATO'],
      },
      { token: admin },
    );
    expect(branch.status).toBe(201);
    for (const [kind, id, change] of [
      ['products', product.body.id, { name: 'Nómina Quincenal Contrato II' }],
      ['affiliates', affiliate.body.id, { name: 'Municipio Contrato II' }],
      ['branches', branch.body.id, { name: 'Sucursal Contrato II' }],
    ] as const) {
      // Convenios are addressed without the trailing slash (docs/product-spec.md's paths, kept as they are).
      const path = `/api/v1/promoter/${kind}/${id}${kind === 'affiliates' ? '' : '/'}`;
      expect((await api.get(`/api/v1/promoter/${kind}/`, { token: promoter })).status).toBe(200);
      expect((await api.get(path, { token: promoter })).status).toBe(200);
      expect((await api.request('PATCH', path, { token: admin, body: change })).status).toBe(200);
    }
    // …and with it, like every other path.
    const convenio = `/api/v1/promoter/affiliates/${affiliate.body.id}/`;
    expect((await api.get(convenio, { token: promoter })).status).toBe(200);
    expect(
      (await api.request('PATCH', convenio, { token: admin, body: { name: 'Municipio Contrato III' } }))
        .status,
    ).toBe(200);
    expect(
      (await api.get(`/api/v1/promoter/productoptions/${product.body.id}/`, { token: promoter })).status,
    ).toBe(200);

    const choices = await demoChoices(api, promoter);
    const simulation = await api.post<{ id: string }>(
      '/api/v1/promoter/simulations/',
      { product: choices.product, affiliate: choices.affiliate, amount: 10000, term: 24 },
      { token: promoter },
    );
    expect(simulation.status).toBe(201);
    expect((await api.get('/api/v1/promoter/simulations/', { token: promoter })).status).toBe(200);
    expect(
      (await api.get(`/api/v1/promoter/simulations/${simulation.body.id}/`, { token: promoter })).status,
    ).toBe(200);

    const accounts = await api.get<{ results: { id: string; role: string }[] }>('/api/v1/admin/promoters/', {
      token: admin,
    });
    expect(accounts.status).toBe(200);
    const someone = accounts.body.results.find((account) => account.role === 'promoter')!;
    expect((await api.get(`/api/v1/admin/promoters/${someone.id}/`, { token: admin })).status).toBe(200);
    expect(
      (
        await api.request('PATCH', `/api/v1/admin/promoters/${someone.id}/`, {
          token: admin,
          body: { mobile_number: '+52 55 1234 5678' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.post(
          '/api/v1/admin/invitations/',
          { email: uniqueEmail('invitada'), first_name: 'Iris', last_name: 'Invitada', role: 'reviewer' },
          { token: admin },
        )
      ).status,
    ).toBe(201);
    expect((await api.get('/api/v1/admin/invitations/', { token: admin })).status).toBe(200);
    expect((await api.get('/api/v1/admin/audit/', { token: admin })).status).toBe(200);

    // A product's contract template: read it, see a draft as PDF, save it, read the version saved.
    const templates = `/api/v1/admin/products/${product.body.id}/contract-templates/caratula/`;
    const template = await api.get<{ default_body: string }>(templates, { token: admin });
    expect(template.status).toBe(200);
    const draft = { body: template.body.default_body, reca_number: 'RECA-CONTRATO-1' };
    expect((await api.post(`${templates}preview/`, draft, { token: admin })).status).toBe(200);
    expect(
      (await api.post(`${templates}versions/`, { ...draft, based_on: null }, { token: admin })).status,
    ).toBe(201);
    expect((await api.get(`${templates}versions/1/`, { token: admin })).status).toBe(200);
    expect((await api.get('/api/v1/admin/lender-profile/', { token: admin })).status).toBe(200);
    expect(
      (await api.request('PUT', '/api/v1/admin/lender-profile/', { token: admin, body: lenderProfileBody }))
        .status,
    ).toBe(200);

    // Reassignment: what a promoter's applications may move to, and the move (of none here).
    const ids: string[] = [];
    for (const token of [await signInAs(server, 'promoter'), await signInAs(server, 'promoter')]) {
      ids.push((await api.get<{ id: string }>('/api/v1/users/users/whoami/', { token })).body.id);
    }
    const [leaving, staying] = ids as [string, string];
    expect((await api.get(`/api/v1/admin/promoters/${leaving}/reassign/`, { token: admin })).status).toBe(
      200,
    );
    expect(
      (await api.post(`/api/v1/admin/promoters/${leaving}/reassign/`, { to: staying }, { token: admin }))
        .status,
    ).toBe(200);
  }, 120_000);

  it('answers what the document declares to the wrong role, an unverified account, too large a body and a type it does not read', async () => {
    const reviewer = await signInAs(server, 'reviewer');
    const promoter = await signInAs(server, 'promoter');
    const unverified = (await registerPromoter(api)).accessToken;
    const simulations = '/api/v1/promoter/simulations/';
    const request = { product: 'x', affiliate: 'x', amount: 10000, term: 24 };
    const wrongRole = await api.post<{ code: string }>(simulations, request, { token: reviewer });
    expect([wrongRole.status, wrongRole.body.code]).toEqual([403, 'permission_denied']);
    const notVerified = await api.get<{ code: string }>('/api/v1/promoter/banks/', { token: unverified });
    expect([notVerified.status, notVerified.body.code]).toEqual([403, 'email_not_verified']);
    const tooLarge = await api.request('POST', simulations, {
      token: promoter,
      headers: { 'content-type': 'application/json' },
      rawBody: JSON.stringify({ ...request, padding: 'x'.repeat(server.config.bodyLimitBytes) }),
    });
    expect(tooLarge.status).toBe(413);
    const wrongType = await api.request('POST', simulations, {
      token: promoter,
      headers: { 'content-type': 'application/xml' },
      rawBody: '<simulation/>',
    });
    expect(wrongType.status).toBe(415);
  });

  it('covers every operation of its tags with a successful answer, and every answer matches the document', () => {
    expect(contract.uncovered(contractTags['openapi-contract-catalogues.test.ts'])).toEqual([]);
    expect(contract.problems()).toEqual([]);
  });
});
