import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { missingProductTerms } from '@origina/domain/lender-profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPostalCodes } from '../../../test/support/catalogues.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { lenderProfile, products } from '../../db/schema.js';
import { type ProfileDefaults, readLenderProfile } from '../lender-profile/profile.js';
import {
  demoLenderCatalog,
  importLenderCatalog,
  LenderImportError,
  readLenderCatalogFile,
  seedDemoLenderCatalog,
} from './lender-import.js';
import { productTermsFromRow } from './lender-presenters.js';

// The lender profile and the products' contract terms in a catalogue import (README, Catalogues),
// and the demo's seed, which fills every one of them with fictitious values.

let server: TestServer;
const directory = mkdtempSync(join(tmpdir(), 'origina-lender-terms-'));
const demo = JSON.parse(readFileSync(demoLenderCatalog, 'utf8')) as {
  lender_profile: { legal_name: string; rfc: string; une: Record<string, string> };
  branches: { zip: string }[];
};
const noDefaults: ProfileDefaults = { legalName: null, rfc: null, address: null };

beforeAll(async () => {
  server = await startTestServer();
  await loadPostalCodes(
    server.db,
    demo.branches.map((branch) => branch.zip),
  );
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

async function refusal(path: string) {
  try {
    await importFile(path);
  } catch (error) {
    if (error instanceof LenderImportError) return error.problems;
    throw error;
  }
  throw new Error('the import was accepted');
}

describe('the lender profile and contract terms in a catalogue import', () => {
  it("seeds the demo with a complete, plainly fictitious profile and every product's terms", async () => {
    expect(await seedDemoLenderCatalog(server.db)).toBe(true);
    const profile = await readLenderProfile(server.db, noDefaults);
    expect(profile.missing).toEqual([]);
    expect(profile.legal_name).toBe('Financiera Ejemplo, S.A. de C.V., SOFOM, E.N.R.');
    expect(profile.web_address).toMatch(/\.example$/);
    const rows = await server.db.select().from(products);
    expect(rows).toHaveLength(7);
    for (const row of rows) {
      const terms = productTermsFromRow(row);
      expect(
        missingProductTerms({ ...terms, insurance_per_period: Number(row.insurancePerPeriod) }),
        row.code,
      ).toEqual([]);
      expect(terms.reca_number, row.code).toBe('0000-000-000000/00-00000-0000 (ficticio)');
      if (Number(row.insurancePerPeriod) > 0) expect(terms.insurer, row.code).toMatch(/ficticia/);
    }
  });

  it('gives a demo made before the profile existed the demo profile and terms, keeping what an admin gave', async () => {
    await server.db.delete(lenderProfile);
    await server.db
      .update(products)
      .set({ recaNumber: null, moratorioRate: null })
      .where(eq(products.code, 'NOM-QNA-CLASICO'));
    await server.db.update(products).set({ recaNumber: 'PROPIO-1' }).where(eq(products.code, 'NOM-QNA-PLUS'));
    expect(await seedDemoLenderCatalog(server.db)).toBe(false);
    expect((await readLenderProfile(server.db, noDefaults)).missing).toEqual([]);
    const byCode = Object.fromEntries(
      (await server.db.select().from(products)).map((row) => [row.code, productTermsFromRow(row)]),
    );
    expect(byCode['NOM-QNA-CLASICO']).toMatchObject({ reca_number: expect.stringMatching(/ficticio/) });
    expect(byCode['NOM-QNA-CLASICO']?.moratorio_rate).toBeGreaterThan(0);
    expect(byCode['NOM-QNA-PLUS']?.reca_number).toBe('PROPIO-1');
  });

  it('imports a lender_profile object from JSON, and refuses a bad one by field, changing nothing', async () => {
    const own = { ...demo.lender_profile, legal_name: 'Otra Financiera, S.A. de C.V., SOFOM, E.N.R.' };
    const counts = await importFile(file('profile.json', JSON.stringify({ lender_profile: own })));
    expect(counts.lender_profile).toEqual({ created: 0, updated: 1 });
    expect((await readLenderProfile(server.db, noDefaults)).legal_name).toBe(own.legal_name);

    const bad = { ...own, rfc: 'NO-ES-RFC', une: { ...own.une, email: 'sin-arroba' } };
    expect(await refusal(file('bad-profile.json', JSON.stringify({ lender_profile: bad })))).toEqual([
      'lender_profile: rfc: The RFC does not have the right format.',
      'lender_profile: une.email: Enter a valid e-mail.',
    ]);
    expect((await readLenderProfile(server.db, noDefaults)).rfc).toBe(own.rfc);
  });

  it('imports contract terms from products.csv, other commissions as "concept: amount" separated by "|"', async () => {
    const header =
      'code,name,frequency,annual_rate,rate_basis,commission_rate,insurance_per_period,min_amount,max_amount,terms,reca_number,moratorio_rate,other_commissions,insurer,policy_number,pagare_mode';
    const path = file(
      'products.csv',
      [
        header,
        'NOM-CSV-TERMS,Nómina términos,monthly,0.4,periods,0.01,25,1000,50000,12|24,1234-567-123456/01-12345-0126,0.6,"Estado de cuenta impreso: $50.00 más IVA | Reposición de tarjeta: $100.00",Seguros Prueba S.A.,POL-77,paper',
        'NOM-CSV-LATER,Nómina sin registro,monthly,0.4,periods,0.01,0,1000,50000,12,,,,,,',
      ].join('\n'),
    );
    expect((await importFile(path)).products).toEqual({ created: 2, updated: 0 });
    const [terms] = await server.db.select().from(products).where(eq(products.code, 'NOM-CSV-TERMS'));
    expect(productTermsFromRow(terms!)).toEqual({
      reca_number: '1234-567-123456/01-12345-0126',
      moratorio_rate: 0.6,
      other_commissions: [
        { concept: 'Estado de cuenta impreso', amount: '$50.00 más IVA' },
        { concept: 'Reposición de tarjeta', amount: '$100.00' },
      ],
      insurer: 'Seguros Prueba S.A.',
      policy_number: 'POL-77',
      pagare_mode: 'paper',
    });
    // A product may be imported before its contract is registered: its terms wait, empty.
    const [later] = await server.db.select().from(products).where(eq(products.code, 'NOM-CSV-LATER'));
    expect(productTermsFromRow(later!)).toEqual({
      reca_number: null,
      moratorio_rate: null,
      other_commissions: [],
      insurer: null,
      policy_number: null,
      pagare_mode: 'electronic',
    });

    const bad = file(
      'products-bad-terms.csv',
      [
        header,
        'NOM-CSV-BAD,Nómina mala,monthly,0.4,periods,0.01,0,1000,50000,12,,11,Sin importe,,,firma',
      ].join('\n'),
    );
    expect(await refusal(bad)).toEqual([
      expect.stringMatching(/^products line 2: moratorio_rate: /),
      'products line 2: other_commissions.0.amount: This field is required.',
      'products line 2: pagare_mode: Choose an option from the list.',
    ]);
  });
});
