import { type Actor, lifecycle } from '@origina/domain/application-lifecycle';
import { judge } from '@origina/domain/lifecycle-verdicts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { applications, promoters, users } from '../../db/schema.js';
import { AppError, fieldError } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { factsOfRow, refusal } from '../applications/lifecycle-guard.js';
import { notify } from '../notifications/notifications.js';

// A promoter's applications moved to another active promoter of the same branch (a departing
// promoter's work): which ones the lifecycle model lets move, who may receive them, and the move
// itself, audited per application (from → to) and told to the new owner.

const movableStatuses = lifecycle.reassign_promoter.from;

async function promoterOf(executor: Executor, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      active: users.active,
      erpId: promoters.erpId,
      branchId: promoters.branchId,
    })
    .from(users)
    .leftJoin(promoters, eq(promoters.userId, users.id))
    .where(eq(users.id, id));
  return row ?? null;
}

type Person = NonNullable<Awaited<ReturnType<typeof promoterOf>>>;
const nameOf = (person: Person) =>
  `${person.firstName} ${person.lastName}`.trim() + (person.erpId ? ` (${person.erpId})` : '');

/** Who may receive a promoter's applications: the other active promoters of their branch. */
async function candidatesFor(executor: Executor, source: Person) {
  const rows = await executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      erpId: promoters.erpId,
      branchId: promoters.branchId,
    })
    .from(users)
    .innerJoin(promoters, eq(promoters.userId, users.id))
    .where(and(eq(users.role, 'promoter'), eq(users.active, true), ne(users.id, source.id)))
    .orderBy(asc(users.lastName), asc(users.firstName));
  // A promoter without a branch hands over to others without one.
  return rows
    .filter((row) => row.branchId === (source.branchId ?? null))
    .map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`.trim(), erp_id: row.erpId }));
}

async function sourceOf(executor: Executor, id: string) {
  const source = await promoterOf(executor, id);
  if (!source) throw new AppError(404, 'not_found');
  return source;
}

/** What the reassignment dialog offers: the promoter's applications (those the model lets move
 * first, newest first) and who may receive them. */
export async function reassignmentOptions(executor: Executor, promoterId: string) {
  const source = await sourceOf(executor, promoterId);
  const owned = await executor
    .select({
      id: applications.id,
      folio: applications.folio,
      status: applications.status,
      customer_name: applications.customerName,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .where(and(eq(applications.promoterId, source.id), inArray(applications.status, [...movableStatuses])))
    .orderBy(asc(applications.folio));
  return {
    applications: owned.map(({ updatedAt, ...row }) => ({
      ...row,
      // A draft is its promoter's business (the model's canSee): moved, never read, by the admin.
      customer_name: row.status === 'draft' ? null : row.customer_name,
      updated_at: updatedAt.toISOString(),
    })),
    promoters: await candidatesFor(executor, source),
  };
}

export interface ReassignRequest {
  to: string;
  applications?: string[] | undefined;
}

/** Moves the named applications (or every one the model lets move) from one promoter to another
 * active promoter of the same branch. All or nothing: one the model refuses refuses the request. */
export async function reassignApplications(
  context: AppContext,
  admin: { actor: Actor; id: string; ip: string },
  promoterId: string,
  request: ReassignRequest,
) {
  const source = await sourceOf(context.db, promoterId);
  const target = await promoterOf(context.db, request.to);
  const receivable = await candidatesFor(context.db, source);
  if (!target || !receivable.some((candidate) => candidate.id === target.id))
    throw fieldError('to', 'validation.reassign_target');
  const moved = await context.db.transaction(async (tx) => {
    const wanted = request.applications;
    const rows = await tx
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.promoterId, source.id),
          wanted
            ? inArray(applications.id, wanted.filter(isUuid))
            : inArray(applications.status, [...movableStatuses]),
        ),
      )
      .orderBy(asc(applications.folio))
      .for('update');
    // An application named that this promoter does not hold is answered as one that does not exist.
    if (wanted && new Set(wanted).size !== rows.length) throw new AppError(404, 'not_found');
    for (const row of rows) {
      const verdict = judge('reassign_promoter', admin.actor, factsOfRow(row));
      if (!verdict.allowed) throw refusal(verdict);
    }
    for (const row of rows) {
      // The one who held it stays on record: having captured part of it, they never decide it.
      const formerPromoterIds = [...new Set([...row.formerPromoterIds, source.id])];
      await tx
        .update(applications)
        .set({ promoterId: target.id, formerPromoterIds, version: row.version + 1, updatedAt: new Date() })
        .where(eq(applications.id, row.id));
      await audit(tx, {
        actorId: admin.id,
        action: 'application.promoter_reassigned',
        entityType: 'application',
        entityId: row.id,
        ipAddress: admin.ip,
        details: {
          folio: row.folio,
          from_promoter: nameOf(source),
          to_promoter: nameOf(target),
          from_promoter_id: source.id,
          to_promoter_id: target.id,
        },
      });
      await notify(tx, context, {
        userId: target.id,
        kind: 'application_reassigned',
        application: { id: row.id, folio: row.folio },
        status: row.status,
        message: null,
      });
    }
    return rows;
  });
  return {
    count: moved.length,
    to: { id: target.id, name: `${target.firstName} ${target.lastName}`.trim(), erp_id: target.erpId },
    applications: moved.map((row) => ({ id: row.id, folio: row.folio, status: row.status })),
  };
}
