import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type ScreeningSource, screeningSources } from '@origina/domain/screening-match';
import { AppError } from '../errors.js';
import { translate } from '../i18n/messages.js';
import { loadListFile } from '../modules/screening/list-upload.js';
import { stop, withDatabase } from './with-database.js';

// npm run screening:import -- --source uif|ofac|un FILE [--alt alt.csv]
// Loads a screening list (docs/screening.md), replacing the source's previous load in one
// transaction, records the load (date, file, SHA-256, entries) and prints how many entries it
// holds. OFAC's alternate names (alt.csv) come with --alt.
const usage = 'Usage: npm run screening:import -- --source uif|ofac|un FILE [--alt alt.csv]';

let args: ReturnType<typeof parse>;
const parse = () =>
  parseArgs({
    options: { source: { type: 'string' }, alt: { type: 'string' } },
    allowPositionals: true,
  });
try {
  args = parse();
} catch (error) {
  stop(`${(error as Error).message}\n${usage}`, 2);
}
const source = args.values.source as ScreeningSource | undefined;
const file = args.positionals[0];
if (!source || !file) stop(usage, 2);
if (!screeningSources.includes(source)) stop(`--source must be one of: ${screeningSources.join(', ')}.`, 2);
if (args.values.alt && source !== 'ofac') stop('--alt is for OFAC (alt.csv) only.', 2);

const read = (path: string) => {
  try {
    return readFileSync(resolve(path));
  } catch (error) {
    stop(`${path}: ${(error as Error).message}`);
  }
};
const bytes = read(file);
const altBytes = args.values.alt ? read(args.values.alt) : undefined;

await withDatabase('npm run screening:import', async (database) => {
  try {
    const loaded = await loadListFile(database.db, {
      source,
      bytes,
      altBytes,
      fileName: basename(file),
      loadedBy: null,
    });
    return {
      ok: true,
      message: `List ${source} loaded from ${file} (SHA-256 ${loaded.sha256}): it holds ${loaded.entries} entries.`,
    };
  } catch (error) {
    if (!(error instanceof AppError) || !error.detail || typeof error.detail === 'string') throw error;
    return {
      ok: false,
      message: `${file}: ${translate('en', error.detail.key, error.detail.params)} Nothing was changed.`,
    };
  }
});
