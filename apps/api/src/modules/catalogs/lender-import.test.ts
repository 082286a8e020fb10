import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPostalCodes } from '../../../test/support/catalogues.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { affiliateProducts, affiliates, branches, products } from '../../db/schema.js';
import {
  demoLenderCatalog,
  importLenderCatalog,
  LenderImportError,
  readLenderCatalogFile,
} from './lender-import.js';

let server: TestServer;
const directory = mkdtempSync(join(tmpdir(), 'origina-lender-import-'));
beforeAll(async () => {
  server = await startTestServer();
  await loadPostalCodes(server.db, ['06700', '44100', '64000', '72000', '97000', '76000']);
}, 120_000);
afterAll(() => server?.close());

function file(name: string, text: string) {
  const path = join(directory, name);
  writeFileSync(path, text);
  return path;
}

async function importFile(path: string) {
  const { rows, sha256 } = readLenderCatalogFile(path);
  return importLenderCatalog(server.db, rows, path, sha256, 'en');
}

async function rowCounts() {
  const total = async (
    table: typeof products | typeof affiliates | typeof branches | typeof affiliateProducts,
  ) => {
    const [row] = await server.db.select({ value: count() }).from(table as typeof products);
    return row?.value ?? 0;
  };
  return {
    products: await total(products),
    affiliates: await total(affiliates),
    branches: await total(branches),
    links: await total(affiliateProducts),
  };
}

async function refusal(path: string) {
  try {
    await importFile(path);
  } catch (error) {
    if (error instanceof LenderImportError) return error.problems;
    throw error;
  }
  throw new Error('the import was accepted');
}

const productsHeader =
  'code,name,name_en,frequency,annual_rate,rate_basis,iva_on_interest,commission_rate,insurance_per_period,min_amount,max_amount,terms,term_rates,required_document_types,active';

const affiliatesHeader =
  'code,name,employer,frequency,max_deduction_share,payday_weekday,payday_reference,payday_days,cutoff_days';

describe('npm run catalog:import with lender data', () => {
  it('imports the demo JSON, and importing it twice creates no duplicates', async () => {
    const first = await importFile(demoLenderCatalog);
    expect(first.products).toEqual({ created: 7, updated: 0 });
    expect(first.affiliates).toEqual({ created: 9, updated: 0 });
    expect(first.branches.created).toBeGreaterThanOrEqual(5);
    const before = await rowCounts();
    const second = await importFile(demoLenderCatalog);
    expect(second.products).toEqual({ created: 0, updated: 7 });
    expect(second.affiliates).toEqual({ created: 0, updated: 9 });
    expect(await rowCounts()).toEqual(before);
  });

  it('imports products from CSV: lists with "|", a term rate as term:rate, booleans in Spanish', async () => {
    const path = file(
      'products.csv',
      `${productsHeader}\nNOM-CSV-UNO,"Nómina CSV, uno",CSV one,monthly,0.4,periods,sí,0.01,0,1000,50000,12|24,24:0.41,pay_stub|bank_statement,true\n`,
    );
    const counts = await importFile(path);
    expect(counts.products).toEqual({ created: 1, updated: 0 });
    const [row] = await server.db.select().from(products).where(eq(products.code, 'NOM-CSV-UNO'));
    expect(row).toMatchObject({
      nameEs: 'Nómina CSV, uno',
      terms: [12, 24],
      termRates: { '24': 0.41 },
      requiredDocumentTypes: ['pay_stub', 'bank_statement'],
      ivaOnInterest: true,
    });
  });

  it('refuses a CSV with a bad row, names the line and field, and changes nothing', async () => {
    const before = await rowCounts();
    const path = file(
      'products-bad.csv',
      [
        productsHeader,
        'NOM-CSV-DOS,Nómina dos,,monthly,0.4,periods,true,0.01,0,1000,50000,12|24,,,true',
        'NOM-CSV-TRES,Nómina tres,,monthly,cuarenta,periods,true,0.01,0,1000,50000,12|24,,,true',
        'NOM-CSV-CUATRO,Nómina cuatro,,monthly,0.4,periods,true,0.01,0,90000,50000,12,,,true',
      ].join('\n'),
    );
    const problems = await refusal(path);
    expect(problems).toEqual([
      'products line 3: annual_rate: The value does not have the expected format.',
      'products line 4: max_amount: The maximum amount cannot be lower than the minimum.',
    ]);
    expect(await rowCounts()).toEqual(before);
  });

  it('rolls back everything when a row fails against the database (an unknown product code)', async () => {
    const before = await rowCounts();
    const path = file(
      'catalog.json',
      JSON.stringify({
        products: [
          {
            code: 'NOM-NUEVO',
            name: 'Nuevo',
            frequency: 'weekly',
            annual_rate: 0.8,
            rate_basis: 'periods',
            commission_rate: 0,
            min_amount: 1000,
            max_amount: 5000,
            terms: [10],
          },
        ],
        affiliates: [
          {
            code: 'CONV-NUEVO',
            name: 'Convenio nuevo',
            employer: 'Empresa',
            frequency: 'weekly',
            max_deduction_share: 0.3,
            products: ['NOM-NUEVO', 'NO-EXISTE'],
          },
        ],
      }),
    );
    expect(await refusal(path)).toEqual([
      'affiliates item 1: products: These codes are not in the catalogue: NO-EXISTE.',
    ]);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses the same code twice in one file', async () => {
    const demo = readLenderCatalogFile(demoLenderCatalog).rows;
    const twice = { products: [...(demo.products ?? []), demo.products![0]!].map((row) => row.values) };
    expect(await refusal(file('twice.json', JSON.stringify(twice)))).toEqual([
      'products item 8: code: NOM-SEM-EXPRESS already appears at item 1',
    ]);
  });

  it("stores the demo convenios' calendars from the JSON", async () => {
    const [imss] = await server.db.select().from(affiliates).where(eq(affiliates.code, 'IMSS-ACTIVOS'));
    expect(imss).toMatchObject({ paydayReference: '2026-01-09', paydayDays: [], cutoffDays: 10 });
    const [agro] = await server.db.select().from(affiliates).where(eq(affiliates.code, 'AGRO-BAJIO'));
    expect(agro).toMatchObject({ paydayWeekday: 6, cutoffDays: 7 });
  });

  it('imports convenios\' calendars from CSV columns: weekday names, "último", defaults when empty', async () => {
    const path = file(
      'affiliates.csv',
      [
        affiliatesHeader,
        'CSV-SEM,Semanal CSV,Empresa,weekly,0.25,Sábado,,,7',
        'CSV-CAT,Catorcenal CSV,Empresa,fortnightly,0.3,,2026-01-09,,',
        'CSV-QNA,Quincenal CSV,Empresa,biweekly,0.3,,,15|último,12',
        'CSV-MEN,Mensual CSV,Empresa,monthly,0.3,,,,',
      ].join('\n'),
    );
    expect((await importFile(path)).affiliates).toEqual({ created: 4, updated: 0 });
    const calendars = Object.fromEntries(
      (await server.db.select().from(affiliates))
        .filter((row) => row.code.startsWith('CSV-'))
        .map((row) => [row.code, [row.paydayWeekday, row.paydayReference, row.paydayDays, row.cutoffDays]]),
    );
    expect(calendars).toEqual({
      'CSV-SEM': [6, null, [], 7],
      'CSV-CAT': [null, '2026-01-09', [], 10],
      'CSV-QNA': [null, null, [15, 31], 12],
      'CSV-MEN': [null, null, [31], 10],
    });
  });

  it('names the calendar columns that are wrong, by line', async () => {
    const before = await rowCounts();
    const path = file(
      'affiliates-bad.csv',
      [
        affiliatesHeader,
        'CSV-CAT-DOS,Catorcenal sin fecha,Empresa,fortnightly,0.3,,,,',
        'CSV-SEM-DOS,Semanal mal,Empresa,weekly,0.3,viernez,,,90',
        'CSV-QNA-DOS,Quincenal de un día,Empresa,biweekly,0.3,,,15,',
      ].join('\n'),
    );
    expect(await refusal(path)).toEqual([
      expect.stringMatching(
        /^affiliates line 2: payday_reference: An every-14-days \(catorcenal\) convenio needs/,
      ),
      expect.stringMatching(/^affiliates line 3: payday_weekday: /),
      'affiliates line 3: cutoff_days: The cut-off is from 0 to 60 days before the payday.',
      expect.stringMatching(/^affiliates line 4: payday_days: A twice-a-month \(quincenal\) payroll/),
    ]);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a CSV whose name does not say what it holds', () => {
    expect(() => readLenderCatalogFile(file('catalogo.csv', `${productsHeader}\n`))).toThrow(
      LenderImportError,
    );
  });
});
