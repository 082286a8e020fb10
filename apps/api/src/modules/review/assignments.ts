import { capturedBy } from '@origina/domain/lifecycle-verdicts';
import type { ReviewAssignment } from '@origina/domain/review';
import { rolesFor } from '@origina/domain/role-workspaces';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import { applicationEvents, applications, users } from '../../db/schema.js';
import { AppError, fieldError } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { factsOfRow, guardRow } from '../applications/lifecycle-guard.js';
import { notify } from '../notifications/notifications.js';
import { nameOf } from './review-record.js';

// An admin hands applications at the desk to a reviewer (or moves them from one to another),
// several at once: all or none, each audited, the reviewer told in the same transaction.

export async function assignApplications(
  context: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  input: ReviewAssignment,
  admin: { id: string; ip: string },
) {
  const ids = [...new Set(input.applications)];
  if (!isUuid(input.reviewer)) throw fieldError('reviewer', 'validation.unknown_reviewer');
  const [reviewer] = await context.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.id, input.reviewer),
        eq(users.active, true),
        inArray(users.role, rolesFor('review')),
        // An invitation not yet taken up is nobody to wait on.
        isNotNull(users.passwordHash),
      ),
    );
  // Only an active account of the desk, signed up, decides applications.
  if (!reviewer) throw fieldError('reviewer', 'validation.unknown_reviewer');
  if (ids.some((id) => !isUuid(id))) throw new AppError(404, 'not_found');
  const assigned = await context.db.transaction(async (tx) => {
    const rows = await tx.select().from(applications).where(inArray(applications.id, ids)).for('update');
    if (rows.length !== ids.length) throw new AppError(404, 'not_found');
    const done: { id: string; folio: string }[] = [];
    for (const row of rows) {
      const { to } = await guardRow(tx, { role: 'admin', userId: admin.id }, 'assign', row);
      // Whoever captured an application (or held it before a reassignment) never decides it.
      if (capturedBy(factsOfRow(row), reviewer.id)) throw new AppError(409, 'own_application');
      // Already theirs: nothing to change, nobody to tell.
      if (row.reviewerId === reviewer.id && row.status === to) continue;
      await tx
        .update(applications)
        .set({
          status: to!,
          reviewerId: reviewer.id,
          takenAt: new Date(),
          version: sql`${applications.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(applications.id, row.id));
      if (row.status !== to)
        await tx.insert(applicationEvents).values({
          applicationId: row.id,
          fromStatus: row.status,
          toStatus: to!,
          actorId: admin.id,
          reason: null,
        });
      await notify(tx, context, {
        userId: reviewer.id,
        kind: 'assigned',
        application: { id: row.id, folio: row.folio },
        status: to,
        message: null,
      });
      await audit(tx, {
        actorId: admin.id,
        action: 'application.assigned',
        entityType: 'application',
        entityId: row.id,
        ipAddress: admin.ip,
        details: { reviewer: reviewer.id, ...(row.reviewerId ? { reviewer_before: row.reviewerId } : {}) },
      });
      done.push({ id: row.id, folio: row.folio });
    }
    return done;
  });
  void context.mailer.dispatch();
  return { assigned, reviewer: nameOf(reviewer)! };
}
