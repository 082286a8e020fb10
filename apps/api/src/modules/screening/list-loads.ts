import { createHash } from 'node:crypto';
import { type ScreeningSource, screeningSources } from '@origina/domain/screening-match';
import { desc, eq, inArray } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { Executor } from '../../db/client.js';
import { screeningEntries, screeningListLoads } from '../../db/schema.js';
import { newId } from '../../ids.js';
import type { ParsedEntry } from './list-files.js';

// Loading a list replaces its source's entries in one transaction (a file that fails half-way
// changes nothing) and records the load: when, which file, its SHA-256, how many entries.

const batch = 500;

export async function replaceList(
  db: Executor,
  load: { source: ScreeningSource; fileName: string; bytes: Buffer; loadedBy: string | null },
  entries: readonly ParsedEntry[],
) {
  const id = newId();
  const sha256 = createHash('sha256').update(load.bytes).digest('hex');
  await db.transaction(async (tx) => {
    const earlier = tx
      .select({ id: screeningListLoads.id })
      .from(screeningListLoads)
      .where(eq(screeningListLoads.source, load.source));
    await tx.delete(screeningEntries).where(inArray(screeningEntries.loadId, earlier));
    await tx.insert(screeningListLoads).values({
      id,
      source: load.source,
      fileName: load.fileName,
      sha256,
      entries: entries.length,
      loadedBy: load.loadedBy,
    });
    for (let start = 0; start < entries.length; start += batch)
      await tx.insert(screeningEntries).values(
        entries.slice(start, start + batch).map((entry) => ({
          id: newId(),
          loadId: id,
          source: load.source,
          ...entry,
        })),
      );
    await audit(tx, {
      actorId: load.loadedBy,
      action: 'screening.list_load',
      entityType: 'screening_list',
      entityId: id,
      details: { source: load.source, entries: entries.length, sha256 },
    });
  });
  return { id, sha256, entries: entries.length };
}

/** Each source's load in force (its latest), or null for a list never loaded. */
export async function lastLoads(db: Executor) {
  const loads = await Promise.all(
    screeningSources.map(async (source) => {
      const [load] = await db
        .select()
        .from(screeningListLoads)
        .where(eq(screeningListLoads.source, source))
        .orderBy(desc(screeningListLoads.loadedAt))
        .limit(1);
      return { source, load: load ?? null };
    }),
  );
  return loads;
}
