import { basename, resolve } from 'node:path';
import type { Language } from '../i18n/messages.js';
import {
  importLenderCatalog,
  LenderImportError,
  lenderResources,
  readLenderCatalogFile,
} from '../modules/catalogs/lender-import.js';
import {
  CatalogFileError,
  ensurePostalCatalog,
  readPostalCatalogFile,
  replacePostalCatalog,
} from '../modules/catalogs/postal-catalog.js';
import { stop, withDatabase } from './with-database.js';

// npm run catalog:import -- <file>
// - the lender's own data: a JSON file with products, affiliates and/or branches, or one CSV per
//   resource named products.csv, affiliates.csv or branches.csv (see README);
// - the postal-code catalogue: Correos de México's download (CPdescarga.txt) or a CSV like the
//   bundled one.
// Either way in one transaction: a file with a bad row changes nothing.
const file = process.argv[2];
if (!file) {
  stop(
    'Usage: npm run catalog:import -- <catalog.json | products.csv | affiliates.csv | branches.csv | CPdescarga.txt | codigos-postales.csv[.gz]>',
    2,
  );
}

const language: Language = /^en/i.test(process.env.LANG ?? '') ? 'en' : 'es';
const name = basename(file).toLowerCase();
const isLenderFile = name.endsWith('.json') || lenderResources.some((resource) => name.startsWith(resource));

if (isLenderFile) await importLender(file);
else await importPostal(file);

async function importLender(path: string) {
  let parsed: ReturnType<typeof readLenderCatalogFile>;
  try {
    parsed = readLenderCatalogFile(resolve(path));
  } catch (error) {
    stop(
      error instanceof LenderImportError
        ? `${error.message}\nNothing was changed.`
        : (error as Error).message,
    );
  }
  await withDatabase('npm run catalog:import', async (database) => {
    // Branch addresses are checked against the postal catalogue, so it must be there first.
    await ensurePostalCatalog(database.db, { info: () => undefined });
    try {
      const counts = await importLenderCatalog(database.db, parsed.rows, path, parsed.sha256, language);
      const summary = Object.entries(counts)
        .map(([resource, { created, updated }]) => `${resource}: ${created} created, ${updated} updated`)
        .join('; ');
      return { ok: true, message: `Lender catalogue imported from ${path}: ${summary}.` };
    } catch (error) {
      if (error instanceof LenderImportError)
        return { ok: false, message: `${error.message}\nNothing was changed.` };
      throw error;
    }
  });
}

async function importPostal(path: string) {
  let parsed: ReturnType<typeof readPostalCatalogFile>;
  try {
    parsed = readPostalCatalogFile(resolve(path));
  } catch (error) {
    stop(
      error instanceof CatalogFileError
        ? `${path}: ${error.message}. Nothing was changed.`
        : (error as Error).message,
    );
  }
  await withDatabase('npm run catalog:import', async (database) => {
    const rows = await replacePostalCatalog(database.db, parsed.settlements, path, parsed.sha256);
    return { ok: true, message: `Postal-code catalogue replaced: ${rows} settlements from ${path}.` };
  });
}
