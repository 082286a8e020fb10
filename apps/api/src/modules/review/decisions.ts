import type { ApplicationAction, ApplicationStatus } from '@origina/domain/application-lifecycle';
import { conflictCodes } from '@origina/domain/lifecycle-verdicts';
import type { ReviewDecision } from '@origina/domain/review';
import { and, eq } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { applications } from '../../db/schema.js';
import { fieldError } from '../../errors.js';
import { staleVersion } from '../applications/application-versions.js';
import type { ApplicationRow } from '../applications/applications.js';
import { guardRow } from '../applications/lifecycle-guard.js';
import { changeStatus } from '../applications/status-changes.js';
import type { ContractService } from '../contracts/service.js';
import { correctDisbursement, recordDisbursement, recordedDisbursement } from '../disbursements/service.js';
import { contractMakingConflicts } from '../lender-profile/contract-parties.js';
import { checklistAsTicked } from './checklist-record.js';
import { snapshotForChanges } from './resubmissions.js';

// The desk's moves on an application, each on the version the reviewer saw: taking it, and
// deciding it.

// Each decision is one of the model's actions.
export const decisionActions = {
  approve: 'approve',
  reject: 'reject',
  request_changes: 'request_changes',
  disburse: 'disburse',
  correct_disbursement: 'correct_disbursement',
} as const satisfies Record<ReviewDecision['decision'], ApplicationAction>;
// An approval is also refused when its contract cannot be made (the loan no longer fits the
// catalogue or the capacity, or the lender profile or the product's terms lack a field).
export const decisionConflicts = [
  ...new Set([
    ...Object.values(decisionActions).flatMap(conflictCodes),
    'approval_loan_invalid',
    'contract_not_ready',
    // A renewal's disbursement (issue 36): its loan already paid off, or a payoff above the transfer.
    'loan_settled',
    'renewal_payoff_not_covered',
    // A buy-out's (issue 36): payoffs above the transfer (a letter past its last day on the day
    // paid answers the lifecycle's own `payoff_letter_expired`).
    'payoffs_exceed_disbursement',
    ...contractMakingConflicts,
  ]),
];

// What the history records as the why of a decision.
const reasonOf = (decision: ReviewDecision) => {
  if (decision.decision === 'reject') return decision.comment;
  if (decision.decision === 'request_changes') return decision.message;
  return decision.comment ?? null;
};

// Its category from a fixed list, translated where it is shown (a rejection's reason, a changes
// request's category).
const reasonCodeOf = (decision: ReviewDecision) => {
  if (decision.decision === 'reject') return decision.reason;
  if (decision.decision === 'request_changes') return decision.category;
  return undefined;
};

// The desk's evidence for a decision: the checklist as ticked and the signals seen (both optional).
async function evidenceOf(context: AppContext, row: ApplicationRow, decision: ReviewDecision) {
  if (decision.decision === 'disburse' || decision.decision === 'correct_disbursement') return undefined;
  const checklist = await checklistAsTicked(context.db, row.productId, decision.checklist);
  if (!checklist && !decision.signals_seen) return undefined;
  return {
    ...(checklist ? { checklist } : {}),
    ...(decision.signals_seen ? { signals_seen: decision.signals_seen } : {}),
  };
}

type Actor = { id: string; ip: string };

/** The reviewer takes the application (the guard allowed it and named where it goes). */
export const takeApplication = (
  context: AppContext,
  row: ApplicationRow,
  to: ApplicationStatus,
  version: number,
  actor: Actor,
) =>
  changeStatus(context, row, to, actor, null, {
    version,
    set: { reviewerId: actor.id, takenAt: new Date() },
  });

/** An admin returns a taken application to the queue: nobody holds it, and it keeps its place
 * (the day it was submitted). `version` is absent when the server releases on its own account
 * (its reviewer was deactivated). */
export const releaseApplication = (
  context: AppContext,
  row: ApplicationRow,
  to: ApplicationStatus,
  version: number | undefined,
  actor: Actor,
) =>
  changeStatus(context, row, to, actor, null, {
    version,
    set: { reviewerId: null, takenAt: null, submittedAt: row.submittedAt },
    auditAction: 'application.released',
  });

/** Every application a reviewer holds goes back to the queue, released by the admin who
 * deactivated the reviewer (or made them a promoter): nothing waits on someone who cannot decide. */
export async function releaseHeldBy(context: AppContext, reviewerId: string, admin: Actor) {
  const held = await context.db
    .select()
    .from(applications)
    .where(and(eq(applications.reviewerId, reviewerId), eq(applications.status, 'in_review')));
  for (const row of held) {
    const { to } = await guardRow(context.db, { role: 'admin', userId: admin.id }, 'release', row);
    await releaseApplication(context, row, to!, undefined, admin);
  }
  // A changes request they asked for is held by nobody now: its resubmission waits in the queue.
  const asked = await context.db
    .update(applications)
    .set({ reviewerId: null, takenAt: null })
    .where(and(eq(applications.reviewerId, reviewerId), eq(applications.status, 'changes_requested')))
    .returning({ id: applications.id });
  for (const { id } of asked)
    await audit(context.db, {
      actorId: admin.id,
      action: 'application.released',
      entityType: 'application',
      entityId: id,
      ipAddress: admin.ip,
    });
  return held.length;
}

/** Approve, reject, request changes, record the transfer or set its record right; an approval
 * makes the contract, in the same transaction. */
export async function decideApplication(
  context: AppContext,
  contracts: ContractService,
  change: { row: ApplicationRow; to: ApplicationStatus; version: number },
  decision: ReviewDecision,
  actor: Actor,
) {
  const { row, to, version } = change;
  if (version !== row.version) throw staleVersion(row);
  return changeStatus(context, row, to, actor, reasonOf(decision), {
    version,
    reasonCode: reasonCodeOf(decision),
    details: await evidenceOf(context, row, decision),
    // A changes request keeps what the application said, to show what changed when it returns.
    ...(decision.decision === 'request_changes'
      ? {
          set: { reopenedSections: decision.sections },
          alongside: (tx: Executor) => snapshotForChanges(tx, row),
        }
      : {}),
    ...(await transferRecord(context, row, decision, actor)),
    ...(decision.decision === 'approve' ? await contractRecord(contracts, row, actor) : {}),
  });
}

// An approval and its contract are one step: the set is made (files stored) before, and recorded
// in the approval's transaction; if it cannot be made, nothing about the approval is written.
async function contractRecord(contracts: ContractService, row: ApplicationRow, actor: Actor) {
  const prepared = await contracts.prepareForApproval(row);
  return { alongside: (tx: Executor) => prepared.record(tx, actor.id) };
}

// The transfer is recorded, or corrected, with the status change: both or neither.
type TransferOptions = Pick<
  NonNullable<Parameters<typeof changeStatus>[5]>,
  'alongside' | 'auditAction' | 'auditDetails'
>;
async function transferRecord(
  context: AppContext,
  row: ApplicationRow,
  decision: ReviewDecision,
  actor: Actor,
): Promise<TransferOptions> {
  if (decision.decision === 'disburse')
    return {
      alongside: (tx: Executor) =>
        recordDisbursement(tx, context.mailer, row, {
          reference: decision.reference,
          paidAt: decision.paid_at,
          recordedBy: actor.id,
        }),
      auditDetails: { reference: decision.reference, paid_at: decision.paid_at },
    };
  if (decision.decision !== 'correct_disbursement') return {};
  const before = await recordedDisbursement(context.db, row.id);
  const corrected = { reference: decision.reference, paidAt: decision.paid_at };
  // A correction that changes nothing would mail the customer the same record again.
  if (before.reference === decision.reference && before.paidAt === decision.paid_at)
    throw fieldError('reference', 'validation.nothing_to_correct');
  return {
    alongside: (tx: Executor) => correctDisbursement(tx, context.mailer, row, corrected),
    auditAction: 'application.disbursement_corrected',
    // What the record said before stays here: the disbursement row holds only what is true now.
    auditDetails: {
      reference: decision.reference,
      paid_at: decision.paid_at,
      reference_before: before.reference,
      paid_at_before: before.paidAt,
    },
  };
}
