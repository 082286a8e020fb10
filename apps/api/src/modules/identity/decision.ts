import type { DecisionDetails } from '@origina/domain/decision-record';
import type { IdentityDecisionBody, IdentityReversal } from '@origina/domain/review';
import { and, desc, eq } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { applicationEvents, applications, biometricValidations } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { checklistAsTicked } from '../review/checklist-record.js';
import { presentCheck, type Validation } from './checks.js';

export type IdentityDecision = IdentityDecisionBody;

type Actor = { id: string; ip: string };

const latestCheck = async (executor: Executor, applicationId: string) =>
  (
    (await executor
      .select()
      .from(biometricValidations)
      .where(eq(biometricValidations.applicationId, applicationId))
      .orderBy(desc(biometricValidations.createdAt))
      .limit(1)) as [Validation]
  )[0];

// The guard judged the application before the transaction: inside it, the application is locked
// and judged again on what the decision needs (still in review, still held by this reviewer), so
// two decisions, or a decision and a reassignment, at once cannot both land.
async function lockHeld(tx: Executor, applicationId: string, actor: Actor) {
  const [row] = await tx
    .select({ status: applications.status, reviewerId: applications.reviewerId })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update');
  if (row?.status !== 'in_review') throw new AppError(409, 'application_not_reviewable');
  if (row.reviewerId !== actor.id) throw new AppError(409, 'application_taken');
}

// The history's row for a decision on the check: the application stays in review, so the row
// goes from in_review to in_review and says what happened in its details (the desk's eyes only).
const historyRow = (
  tx: Executor,
  applicationId: string,
  actor: Actor,
  row: { reasonCode: string | null; reason: string | null; details: DecisionDetails },
) =>
  tx.insert(applicationEvents).values({
    applicationId,
    fromStatus: 'in_review',
    toStatus: 'in_review',
    actorId: actor.id,
    ...row,
  });

/** The reviewer's decision on the application's latest check (the lifecycle guard found it
 * submitted and not yet decided before this is called): the check, the history and the audit in
 * one transaction. */
export async function decideIdentity(
  context: AppContext,
  application: { id: string; productId: string | null },
  decision: IdentityDecision,
  actor: Actor,
) {
  const latest = await latestCheck(context.db, application.id);
  const checklist = await checklistAsTicked(context.db, application.productId, decision.checklist);
  const details: DecisionDetails = {
    identity: decision.result,
    ...(checklist ? { checklist } : {}),
    ...(decision.signals_seen ? { signals_seen: decision.signals_seen } : {}),
  };
  const decided = await context.db.transaction(async (tx) => {
    await lockHeld(tx, application.id, actor);
    const [updated] = await tx
      .update(biometricValidations)
      .set({
        result: decision.result,
        resultReason: decision.reason ?? null,
        decidedBy: actor.id,
        decidedAt: new Date(),
      })
      // Decided once: a decision sent at the same time as this one finds it decided.
      .where(and(eq(biometricValidations.id, latest.id), eq(biometricValidations.result, 'needs_review')))
      .returning();
    if (!updated) throw new AppError(409, 'identity_already_decided');
    await historyRow(tx, application.id, actor, {
      reasonCode: decision.reason_code ?? null,
      reason: decision.reason ?? null,
      details,
    });
    await audit(tx, {
      actorId: actor.id,
      action: `identity.${decision.result}`,
      entityType: 'application',
      entityId: latest.applicationId,
      ipAddress: actor.ip,
      details:
        decision.reason || decision.reason_code || checklist || decision.signals_seen
          ? { reason: decision.reason ?? undefined, reason_code: decision.reason_code, ...details }
          : undefined,
    });
    return updated;
  });
  return presentCheck(context.db, decided);
}

/** The reviewer who holds the application undoes the identity decision (the guard found it
 * decided): the check is to review again, and the history says what it was and why it changed. */
export async function reverseIdentity(
  context: AppContext,
  application: { id: string },
  reversal: IdentityReversal,
  actor: Actor,
) {
  const latest = await latestCheck(context.db, application.id);
  const before = latest.result as 'approved' | 'rejected';
  const reversed = await context.db.transaction(async (tx) => {
    await lockHeld(tx, application.id, actor);
    const [updated] = await tx
      .update(biometricValidations)
      .set({ result: 'needs_review', resultReason: null, decidedBy: null, decidedAt: null })
      // Reversed once: a second reversal at the same time finds it to review already.
      .where(and(eq(biometricValidations.id, latest.id), eq(biometricValidations.result, before)))
      .returning();
    if (!updated) throw new AppError(409, 'identity_not_decided');
    const details: DecisionDetails = { identity: 'reversed', identity_before: before };
    await historyRow(tx, application.id, actor, {
      reasonCode: reversal.reason_code ?? null,
      reason: reversal.reason,
      details,
    });
    await audit(tx, {
      actorId: actor.id,
      action: 'identity.reversed',
      entityType: 'application',
      entityId: application.id,
      ipAddress: actor.ip,
      details: { reason: reversal.reason, reason_code: reversal.reason_code, identity_before: before },
    });
    return updated;
  });
  return presentCheck(context.db, reversed);
}
