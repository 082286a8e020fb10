import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runToEnd } from '../../test/support/processes.js';
import { demoLenderCatalog } from '../modules/catalogs/lender-import.js';

const entry = 'apps/api/dist/cli/catalog-import.js';
let directory: string;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'origina-catalog-import-'));
  if (!existsSync(join(repoRoot, entry))) {
    const build = await runToEnd('npm', ['run', 'build'], {});
    if (build.code !== 0) throw new Error(build.output);
  }
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const run = (file: string) =>
  runToEnd('node', [entry, file], {
    DATA_DIR: join(directory, 'data'),
    LOG_LEVEL: 'warn',
    LANG: 'en_US.UTF-8',
  });

describe('npm run catalog:import -- <lender file>', () => {
  it('refuses a bad file naming the row and exits 1; a good one is imported, and again without duplicates', async () => {
    const bad = join(directory, 'affiliates.csv');
    writeFileSync(
      bad,
      'code,name,employer,frequency,max_deduction_share,products\nCONV-UNO,Convenio uno,Empresa,biweekly,0.3,\nCONV-DOS,Convenio dos,Empresa,yearly,0.3,\n',
    );
    const refused = await run(bad);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'affiliates line 3: frequency: The frequency must be weekly, every 14 days (fortnightly), twice a month (biweekly) or monthly.',
    );
    expect(refused.output).toContain('Nothing was changed.');

    const first = await run(demoLenderCatalog);
    expect(first.output).toContain('products: 7 created, 0 updated; affiliates: 9 created, 0 updated');
    expect(first.code).toBe(0);
    const second = await run(demoLenderCatalog);
    expect(second.output).toContain('products: 0 created, 7 updated; affiliates: 0 created, 9 updated');
  }, 180_000);
});
