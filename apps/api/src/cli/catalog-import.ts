import { resolve } from 'node:path';
import {
  CatalogFileError,
  readPostalCatalogFile,
  replacePostalCatalog,
} from '../modules/catalogs/postal-catalog.js';
import { stop, withDatabase } from './with-database.js';

// npm run catalog:import -- <file>: refreshes the postal-code catalogue from Correos de México's
// download (CPdescarga.txt) or from a CSV like the bundled one, in one transaction.
const file = process.argv[2];
if (!file) stop('Usage: npm run catalog:import -- <CPdescarga.txt | codigos-postales.csv[.gz]>', 2);

let parsed: ReturnType<typeof readPostalCatalogFile>;
try {
  parsed = readPostalCatalogFile(resolve(file));
} catch (error) {
  stop(
    error instanceof CatalogFileError
      ? `${file}: ${error.message}. Nothing was changed.`
      : (error as Error).message,
  );
}

await withDatabase('npm run catalog:import', async (database) => {
  const rows = await replacePostalCatalog(database.db, parsed.settlements, file, parsed.sha256);
  return { ok: true, message: `Postal-code catalogue replaced: ${rows} settlements from ${file}.` };
});
