import type { ScreeningSource } from '@origina/domain/screening-match';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Language } from '../../i18n/messages.js';
import { ListFileError, listNames } from './list-files.js';
import { lastLoads, replaceList } from './list-loads.js';
import { parseList } from './parse-list.js';

// A list file received (the admin's upload or the CLI): parsed as its source publishes it, then
// loaded in place of the source's entries. A file that does not parse answers 400 naming the row.

// OFAC's sdn.csv is a few MB, the UN's XML about 2 MB: room to grow.
export const maxListBytes = 40 * 1024 * 1024;

export async function loadListFile(
  db: Executor,
  load: {
    source: ScreeningSource;
    bytes: Buffer;
    fileName: string;
    loadedBy: string | null;
    altBytes?: Buffer;
  },
) {
  let entries: ReturnType<typeof parseList>;
  try {
    entries = parseList(load.source, load.bytes, load.altBytes);
  } catch (error) {
    if (!(error instanceof ListFileError)) throw error;
    const params = {
      list: (language: Language) => listNames[load.source][language],
      line: String(error.line ?? ''),
    };
    throw new AppError(400, error.key, { detail: { key: error.key, params } });
  }
  return replaceList(db, load, entries);
}

export async function listLoadsNow(db: Executor) {
  const loads = await lastLoads(db);
  return {
    sources: loads.map(({ source, load }) => ({
      source,
      last_load: load
        ? {
            source,
            file_name: load.fileName,
            sha256: load.sha256,
            entries: load.entries,
            loaded_at: load.loadedAt.toISOString(),
          }
        : null,
    })),
  };
}
