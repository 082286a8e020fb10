import type { Actor } from '@origina/domain/application-lifecycle';
import { riskGrade, riskInputsOf } from '@origina/domain/risk-grade';
import type { StoredScreeningHit } from '@origina/domain/screening';
import { screenPerson } from '@origina/domain/screening-match';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { applicationScreenings, applications, users } from '../../db/schema.js';
import { isUuid, newId } from '../../ids.js';
import type { ApplicationRow } from '../applications/applications.js';
import { notify } from '../notifications/notifications.js';
import { currentIndex, entriesById } from './list-index.js';
import { screeningRecordOf } from './screening-state.js';

// Screening an application against every loaded list, on submit and again on approval: the
// matching runs first (outside any transaction), and the result is recorded by the caller's
// transaction (submit) or on its own (approval: kept even when the approval is refused).

type Context = Pick<AppContext, 'db' | 'config' | 'mailer'>;
export type Stage = 'submit' | 'approve';

const rfcOf = (data: unknown) => {
  const value = (data as { datos_generales?: { rfc?: unknown } } | null)?.datos_generales?.rfc;
  return typeof value === 'string' && value !== '' ? value : null;
};

export async function runScreening(context: Context, row: ApplicationRow, stage: Stage) {
  const index = await currentIndex(context.db);
  const found = screenPerson(
    index,
    { name: row.customerName, curp: row.curp || null, rfc: rfcOf(row.data) },
    context.config.screening.nameThreshold,
  );
  const entries = await entriesById(
    context.db,
    found.map((hit) => hit.entryId),
  );
  const hits: StoredScreeningHit[] = found.map((hit) => {
    const entry = entries.get(hit.entryId);
    return {
      source: hit.source,
      reference: hit.reference,
      entry_name: hit.entryName,
      entry_aliases: entry?.aliases ?? [],
      entry_curp: entry?.curp ?? null,
      entry_rfc: entry?.rfc ?? null,
      entry_details:
        [entry?.birthDate ? `DOB ${entry.birthDate}` : null, entry?.details].filter(Boolean).join(' — ') ||
        null,
      matched: hit.matched,
      matched_value: hit.matchedValue,
      score: hit.score,
    };
  });
  const risk = riskGrade(riskInputsOf(row.data, hits.length), context.config.screening.riskAmount);
  return { stage, hits, riskGrade: risk.grade, riskFactors: risk.factors };
}
export type ScreeningRun = Awaited<ReturnType<typeof runScreening>>;

/** Records a screening; when it leaves a hit compliance has not decided, and none was pending
 * before, every active compliance officer hears of it (inbox and e-mail). */
export async function recordScreening(
  executor: Executor,
  context: Context,
  row: ApplicationRow,
  run: ScreeningRun,
) {
  const before = await screeningRecordOf(executor, row.id);
  await executor.insert(applicationScreenings).values({
    id: newId(),
    applicationId: row.id,
    stage: run.stage,
    riskGrade: run.riskGrade,
    riskFactors: run.riskFactors,
    hits: run.hits,
  });
  const after = await screeningRecordOf(executor, row.id);
  if (after.state !== 'hit' || before.state === 'hit') return;
  const officers = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'compliance'), eq(users.active, true)));
  for (const officer of officers)
    await notify(executor, context, {
      userId: officer.id,
      kind: 'screening_hit',
      application: { id: row.id, folio: row.folio },
      status: null,
      message: null,
    });
}

/** The approval's screening, in its own transaction: a hit it finds stays recorded whatever the
 * approval's answer. */
async function screenForApproval(context: Context, row: ApplicationRow) {
  const run = await runScreening(context, row, 'approve');
  await context.db.transaction((tx) => recordScreening(tx, context, row, run));
  void context.mailer.dispatch();
}

/** Before an approval is judged: the application is screened again when the approval could be
 * given (in review, held by this reviewer), so that a hit is answered first (409 screening_hit). */
export async function screenBeforeApproval(context: Context, actor: Actor, id: string) {
  if (!actor || !('userId' in actor) || !isUuid(id)) return;
  const [row] = await context.db.select().from(applications).where(eq(applications.id, id));
  if (row?.status !== 'in_review' || row.reviewerId !== actor.userId) return;
  await screenForApproval(context, row);
}
