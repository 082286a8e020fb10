import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { broken, lineBreaks, singleLineMessage } from '../../../test/support/line-breaks.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';

// The catalogue's names and addresses print on the contract (the branch's town, the convenio's
// employer, the product's name): each is one line, and refuses a line break or a tab inside it
// with a 400 naming the field.

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  admin = await signInAs(server, 'admin');
}, 120_000);
afterAll(() => server?.close());

const catalogues = [
  {
    path: '/api/v1/promoter/branches/',
    valid: {
      code: 'SUC-LINEA',
      name: 'Sucursal Línea',
      street: 'Calle Colima',
      exterior_number: '120',
      interior_number: 'B-2',
      zip: '06700',
      settlement: 'roma norte',
      phone: '5500000000',
    },
    fields: ['name', 'street', 'exterior_number', 'interior_number', 'settlement'],
  },
  {
    path: '/api/v1/promoter/affiliates/',
    valid: {
      code: 'MUN-LINEA',
      name: 'Municipio de Prueba',
      employer: 'Tesorería Municipal',
      frequency: 'monthly',
      max_deduction_share: 0.3,
    },
    fields: ['name', 'employer'],
  },
  {
    path: '/api/v1/promoter/products/',
    valid: {
      code: 'NOM-LINEA',
      name: 'Nómina Línea',
      name_en: 'Payroll Line',
      frequency: 'biweekly',
      annual_rate: 0.55,
      rate_basis: 'days360',
      commission_rate: 0.03,
      min_amount: 3000,
      max_amount: 90000,
      terms: [24],
    },
    fields: ['name', 'name_en'],
  },
] as const;

describe('the one-line fields of the catalogues', () => {
  it('each refuse CR, LF, U+2028, U+2029 and TAB inside them, naming the field, in Spanish and English', async () => {
    let refusals = 0;
    for (const { path, valid, fields } of catalogues) {
      for (const field of fields)
        for (const [name, mark] of Object.entries(lineBreaks)) {
          const language = refusals % 2 === 0 ? 'es' : 'en';
          const value = (valid as Record<string, unknown>)[field] as string;
          const refused = await server.post<{ errors?: Record<string, string[]> }>(
            path,
            { ...valid, [field]: broken(value, mark) },
            { token: admin, headers: { 'accept-language': language } },
          );
          expect(refused.status, `${path} ${field} with ${name}`).toBe(400);
          expect(Object.keys(refused.body.errors ?? {}), `${path} ${field} with ${name}`).toEqual([field]);
          expect(refused.body.errors?.[field], `${path} ${field} with ${name}`).toEqual([
            singleLineMessage[language],
          ]);
          refusals += 1;
        }
      // Without the marks the same record is made: the mark was the fault.
      expect((await server.post(path, valid, { token: admin })).status, path).toBe(201);
    }
    expect(refusals).toBe(9 * 5);
  }, 60_000);
});
