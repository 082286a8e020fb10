import type { ApplicationFacts } from '@origina/domain/application-lifecycle';
import type { ScreeningState, StoredScreeningHit } from '@origina/domain/screening';
import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { applicationScreenings, screeningDecisions } from '../../db/schema.js';

// An application's screening state: a hit found on any screening stays pending until compliance
// decides it (a later screening that no longer finds it, a list reloaded without the entry, does
// not clear it); a clearing covers the entries it saw, so the approval's screening finding them
// again is still cleared, while a new entry is pending again.

export const hitKey = (hit: Pick<StoredScreeningHit, 'source' | 'reference'>) =>
  `${hit.source}:${hit.reference}`;

export async function screeningRecordOf(executor: Executor, applicationId: string) {
  const runs = await executor
    .select()
    .from(applicationScreenings)
    .where(eq(applicationScreenings.applicationId, applicationId))
    .orderBy(asc(applicationScreenings.screenedAt));
  const decisions = await executor
    .select()
    .from(screeningDecisions)
    .where(eq(screeningDecisions.applicationId, applicationId))
    .orderBy(desc(screeningDecisions.decidedAt));
  const cleared = new Set(
    decisions.filter((item) => item.decision === 'clear').flatMap((item) => item.entries),
  );
  const found = new Map<string, StoredScreeningHit>();
  for (const run of runs) for (const hit of run.hits) found.set(hitKey(hit), hit);
  const pending = [...found.keys()].filter((key) => !cleared.has(key));
  const state: ScreeningState = decisions.some((item) => item.decision === 'reject')
    ? 'rejected'
    : pending.length > 0
      ? 'hit'
      : found.size > 0
        ? 'cleared'
        : 'clear';
  return { state, runs, decisions, pending, latest: runs.at(-1) ?? null };
}

/** The lifecycle model's screening fact (a rejection counts as a hit: the list names them). */
export async function screeningFacts(
  executor: Executor,
  applicationId: string,
): Promise<ApplicationFacts['screening']> {
  const { state } = await screeningRecordOf(executor, applicationId);
  return state === 'hit' || state === 'rejected' ? 'hit' : state;
}
