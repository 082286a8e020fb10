import type { Product } from '@origina/domain/lender-catalog';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { auditLog } from '../../db/schema.js';
import { translate } from '../../i18n/messages.js';

// A product's contract terms (RECA number, moratorio rate, other commissions, insurer and policy,
// pagaré mode) are set with the product by an administrator, and read back with it.

let server: TestServer;
let admin: string;
let promoter: string;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  [admin, promoter] = await Promise.all([signInAs(server, 'admin'), signInAs(server, 'promoter')]);
}, 120_000);
afterAll(() => server?.close());

const product = {
  code: 'NOM-MEN-TERMINOS',
  name: 'Nómina Mensual Términos',
  frequency: 'monthly',
  annual_rate: 0.5,
  rate_basis: 'periods',
  commission_rate: 0.02,
  insurance_per_period: 30,
  min_amount: 2000,
  max_amount: 60000,
  terms: [12, 24],
};
const terms = {
  reca_number: '1234-567-123456/01-12345-0126',
  moratorio_rate: 0.75,
  other_commissions: [{ concept: 'Estado de cuenta impreso', amount: '$50.00 más IVA por evento' }],
  insurer: 'Seguros Prueba, S.A.',
  policy_number: 'POL-2026-001',
  pagare_mode: 'paper',
};

describe("a product's contract terms", () => {
  it('round-trip: created with the product, read in the list and by id, changed and cleared by PATCH', async () => {
    const created = await server.post<Product>(
      '/api/v1/promoter/products/',
      { ...product, ...terms },
      {
        token: admin,
      },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(terms);
    const item = `/api/v1/promoter/products/${created.body.id}/`;
    expect((await server.get<Product>(item, { token: promoter })).body).toMatchObject(terms);
    const listed = await server.get<{ results: Product[] }>(
      `/api/v1/promoter/products/?search=${product.code}`,
      { token: promoter },
    );
    expect(listed.body.results.find((row) => row.code === product.code)).toMatchObject(terms);

    const changed = await server.request<Product>('PATCH', item, {
      token: admin,
      body: { moratorio_rate: null, other_commissions: [], pagare_mode: 'electronic' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      reca_number: terms.reca_number,
      moratorio_rate: null,
      other_commissions: [],
      insurer: terms.insurer,
      pagare_mode: 'electronic',
    });
    // The log names what the PATCH changed, and only that.
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'catalog.product.update'), eq(auditLog.entityId, created.body.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.details).toEqual({
      code: product.code,
      changed: ['moratorio_rate', 'other_commissions', 'pagare_mode'],
    });
  });

  it('are optional when a product is created, and empty until given', async () => {
    const created = await server.post<Product>(
      '/api/v1/promoter/products/',
      { ...product, code: 'NOM-MEN-SIN-RECA' },
      { token: admin },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      reca_number: null,
      moratorio_rate: null,
      other_commissions: [],
      insurer: null,
      policy_number: null,
      pagare_mode: 'electronic',
    });
  });

  it.each(['es', 'en'] as const)('refuse bad terms with 400 naming each field, in %s', async (language) => {
    const refused = await server.post(
      '/api/v1/promoter/products/',
      {
        ...product,
        code: 'NOM-MEN-MALO',
        reca_number: 'RECA\n# CLÁUSULA',
        moratorio_rate: 11,
        other_commissions: [{ concept: 'Pago tardío', amount: '' }],
        pagare_mode: 'papel',
      },
      { token: admin, headers: { 'accept-language': language } },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      reca_number: [translate(language, 'validation.single_line')],
      moratorio_rate: [translate(language, 'validation.rate_range')],
      'other_commissions.0.amount': [translate(language, 'validation.required')],
      pagare_mode: [translate(language, 'validation.choose')],
    });
  });
});
