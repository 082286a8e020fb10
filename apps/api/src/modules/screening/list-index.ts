import { indexEntries, type ListIndex } from '@origina/domain/screening-match';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { screeningEntries } from '../../db/schema.js';
import { lastLoads } from './list-loads.js';

// The lists in memory, indexed for matching (packages/domain/src/screening-match.ts). Reading
// ~20,000 entries for every application would cost more than matching them: the index is kept
// per database handle while the loads in force are the ones it was built from (a load by another
// process changes their ids, and the next screening rebuilds it).
const built = new WeakMap<Database, { key: string; index: ListIndex }>();

export async function currentIndex(db: Database) {
  const loadIds = (await lastLoads(db)).flatMap((item) => (item.load ? [item.load.id] : []));
  const key = loadIds.join(',');
  const known = built.get(db);
  if (known?.key === key) return known.index;
  const rows =
    loadIds.length === 0
      ? []
      : await db.select().from(screeningEntries).where(inArray(screeningEntries.loadId, loadIds));
  const index = indexEntries(rows);
  built.set(db, { key, index });
  return index;
}

/** The stored entries the hits name, for their copy in the screening record. */
export const entriesById = async (db: Database, ids: string[]) =>
  new Map(
    (ids.length === 0
      ? []
      : await db.select().from(screeningEntries).where(inArray(screeningEntries.id, ids))
    ).map((row) => [row.id, row]),
  );
