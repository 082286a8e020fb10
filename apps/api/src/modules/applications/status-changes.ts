import type { ApplicationStatus } from '@origina/domain/application-lifecycle';
import type { DecisionDetails } from '@origina/domain/decision-record';
import { and, eq, sql } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { applicationEvents, applications } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { notify } from '../notifications/notifications.js';
import { staleVersion } from './application-versions.js';
import type { ApplicationRow } from './applications.js';

/** Who changes an application, and from where (for its history and the audit log). */
export const changedBy = (request: { principal: { userId: string } | null; ip: string }) => ({
  id: request.principal!.userId,
  ip: request.ip,
});

/** Moves an application to `to` (the lifecycle guard allowed it): its history, the promoter's
 * notification and the audit entry in the same transaction. */
export async function changeStatus(
  context: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  row: ApplicationRow,
  to: ApplicationStatus,
  // The customer, acting through a link, has no account (null).
  actor: { id: string | null; ip: string },
  reason: string | null,
  // A reviewer's decision names the version it was taken on, and may set the review columns.
  // `alongside` writes what the change stands for (a contract signed, a transfer) in the same
  // transaction, after the status has changed.
  options: {
    version?: number;
    reasonCode?: string | undefined;
    /** The desk's evidence for a decision (checklist ticked, signals seen), kept in its history row. */
    details?: DecisionDetails | undefined;
    set?: Partial<
      Pick<ApplicationRow, 'reviewerId' | 'takenAt' | 'reopenedSections' | 'submittedAt' | 'submittedFigures'>
    >;
    alongside?: (tx: Executor) => Promise<void>;
    /** The audit's name for a change the status alone misnames (a release reads 'submitted'). */
    auditAction?: string;
    /** More the audit entry keeps about the change (a transfer's tracking key and date). */
    auditDetails?: Record<string, string>;
  } = {},
) {
  if (options.version !== undefined && options.version !== row.version) throw staleVersion(row);
  const changed = await context.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(applications)
      .set({
        status: to,
        version: sql`${applications.version} + 1`,
        updatedAt: new Date(),
        // A submission, or a resubmission after a changes request (back to the queue, or to the
        // reviewer who holds it): it keeps its first submission date, its place in the queue.
        ...(row.status === 'draft' || row.status === 'changes_requested'
          ? to === 'submitted' || to === 'in_review'
            ? { submittedAt: row.submittedAt ?? new Date(), reopenedSections: null }
            : {}
          : {}),
        ...options.set,
      })
      .where(
        and(
          eq(applications.id, row.id),
          eq(applications.status, row.status),
          options.version === undefined ? undefined : eq(applications.version, options.version),
        ),
      )
      .returning();
    // Changed between the read and this write: by status (409) or, for a versioned decision, at all
    // (412; the new ETag is not known here).
    if (!updated && options.version !== undefined) throw new AppError(412, 'version_mismatch');
    if (!updated) throw new AppError(409, 'application_not_editable');
    await options.alongside?.(tx);
    await tx.insert(applicationEvents).values({
      applicationId: row.id,
      fromStatus: row.status,
      toStatus: to,
      actorId: actor.id,
      reasonCode: options.reasonCode ?? null,
      reason,
      details: options.details ?? null,
    });
    // The promoter hears of what others do to their application (the credit desk's decisions);
    // a record set right where the status stays (a transfer's correction) tells of no change.
    if (actor.id !== row.promoterId && to !== row.status) {
      await notify(tx, context, {
        userId: row.promoterId,
        kind: to === 'changes_requested' ? 'changes_requested' : 'status_changed',
        application: { id: row.id, folio: row.folio },
        status: to,
        message: reason,
        reasonCode: options.reasonCode ?? null,
      });
    }
    await audit(tx, {
      actorId: actor.id,
      action: options.auditAction ?? `application.${to}`,
      entityType: 'application',
      entityId: row.id,
      ipAddress: actor.ip,
      details:
        reason || options.reasonCode || options.auditDetails || options.details
          ? { reason_code: options.reasonCode, reason, ...options.auditDetails, ...options.details }
          : undefined,
    });
    return updated;
  });
  void context.mailer.dispatch();
  return changed;
}
