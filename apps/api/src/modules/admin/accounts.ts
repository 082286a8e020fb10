import type { managedUserListQuerySchema, managedUserPatchSchema } from '@origina/domain/administration';
import { rolesFor } from '@origina/domain/role-workspaces';
import { and, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { branches, promoters, users } from '../../db/schema.js';
import { AppError, fieldError, isUniqueViolation } from '../../errors.js';
import { isUuid } from '../../ids.js';
import { revokeAllSessions } from '../auth/sessions.js';
import { releaseHeldBy } from '../review/decisions.js';
import { nextErpId } from '../users/accounts.js';

// The accounts an administrator manages: listed and searched, one read, and changed (role,
// state, the promoter's ERP id, mobile number and branch).

// A LIKE pattern on raw text (names and e-mails keep their accents; ILIKE ignores case only).
const containing = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

function selectManaged(executor: Executor) {
  return executor
    .select({
      user: users,
      erpId: promoters.erpId,
      mobileNumber: promoters.mobileNumber,
      branch: { id: branches.id, code: branches.code, name: branches.name },
    })
    .from(users)
    .leftJoin(promoters, eq(promoters.userId, users.id))
    .leftJoin(branches, eq(branches.id, promoters.branchId));
}

type ManagedRow = Awaited<ReturnType<ReturnType<typeof selectManaged>['where']>>[number];

const present = (row: ManagedRow) => ({
  id: row.user.id,
  email: row.user.email,
  first_name: row.user.firstName,
  last_name: row.user.lastName,
  role: row.user.role,
  active: row.user.active,
  email_verified: row.user.emailVerifiedAt !== null,
  invitation_pending: row.user.passwordHash === null,
  erp_id: row.erpId,
  mobile_number: row.mobileNumber,
  branch: row.branch?.id ? row.branch : null,
  created_at: row.user.createdAt.toISOString(),
});

async function managedRow(executor: Executor, id: string) {
  if (!isUuid(id)) throw new AppError(404, 'not_found');
  const [row] = await selectManaged(executor).where(eq(users.id, id));
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

/** One account as the administration screens show it; 404 for an unknown id. */
export const managedUser = async (executor: Executor, id: string) => present(await managedRow(executor, id));

type Page = { page: number; page_size: number };
type AccountQuery = z.output<typeof managedUserListQuerySchema>;
type AccountChanges = z.output<typeof managedUserPatchSchema>;

/** Accounts matching a search (name, e-mail or ERP id), a role and a state; one page and the count. */
export async function listAccounts(executor: Executor, query: AccountQuery) {
  const { search, role, active, page, page_size } = query;
  const conditions: (SQL | undefined)[] = [
    role ? eq(users.role, role) : undefined,
    active ? eq(users.active, active === 'true') : undefined,
  ];
  if (search) {
    const pattern = containing(search);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(promoters.erpId, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    executor
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(promoters, eq(promoters.userId, users.id))
      .where(where),
    selectManaged(executor)
      .where(where)
      .orderBy(users.lastName, users.firstName, users.id)
      .limit(page_size)
      .offset((page - 1) * page_size),
  ]);
  return { results: rows.map(present), total: total?.count ?? 0 };
}

/** Invited people who have not set a password yet, newest first. */
export async function listInvitations(executor: Executor, { page, page_size }: Page) {
  const where = isNull(users.passwordHash);
  const [[total], rows] = await Promise.all([
    executor.select({ count: sql<number>`count(*)::int` }).from(users).where(where),
    selectManaged(executor)
      .where(where)
      .orderBy(desc(users.createdAt))
      .limit(page_size)
      .offset((page - 1) * page_size),
  ]);
  return { results: rows.map(present), total: total?.count ?? 0 };
}

async function activeBranch(executor: Executor, id: string) {
  const [branch] = await executor
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.id, isUuid(id) ? id : sql`null`), eq(branches.active, true)));
  if (!branch) throw fieldError('branch', 'validation.branch_unknown');
}

// The fields only a promoter's account holds (its row in promoters).
const promoterFields = ['erp_id', 'mobile_number', 'branch'] as const;

// What each field of the dialog is now, to keep only what really changes.
const currentValues = (row: ManagedRow) => ({
  role: row.user.role,
  active: row.user.active,
  erp_id: row.erpId,
  mobile_number: row.mobileNumber,
  branch: row.branch?.id ?? null,
});

/** The fields whose value the request changes, with their values before and after; fields sent
 * with the value they already hold are no change (nothing written, nothing audited). */
function effectiveChanges(row: ManagedRow, changes: AccountChanges) {
  const before = currentValues(row);
  const after: Partial<AccountChanges> = {};
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(changes) as (keyof AccountChanges)[]) {
    const value = changes[key];
    if (value === undefined || value === before[key]) continue;
    Object.assign(after, { [key]: value });
    previous[key] = before[key];
  }
  return { after, previous, fields: Object.keys(after) as (keyof AccountChanges)[] };
}

/** Changes an account; deactivating it ends its sessions at once, and what it held for review goes
 * back to the queue (so does a reviewer's when they become a promoter). Only the fields that change
 * are written and audited (each with its value before); a promoter's fields (ERP id, mobile,
 * branch) are refused on an account that is not, or does not become, a promoter, so no other role
 * ever receives an ERP id. */
export async function updateAccount(
  context: AppContext,
  id: string,
  requested: AccountChanges,
  admin: { id: string; ip: string },
) {
  const current = await managedRow(context.db, id);
  const { after: changes, previous, fields } = effectiveChanges(current, requested);
  // An administrator cannot lock themselves out (someone must be left to undo it).
  if (
    current.user.id === admin.id &&
    (changes.active === false || (changes.role && changes.role !== 'admin'))
  )
    throw new AppError(409, 'cannot_change_own_account');
  const becomesPromoter = (changes.role ?? current.user.role) === 'promoter';
  if (!becomesPromoter) {
    const refused = promoterFields.find((field) => changes[field] !== undefined);
    if (refused) throw fieldError(refused, 'validation.promoter_only');
  }
  if (changes.branch) await activeBranch(context.db, changes.branch);
  if (fields.length === 0) return present(current);
  try {
    await context.db.transaction(async (tx) => {
      const userChanges = {
        ...(changes.role ? { role: changes.role } : {}),
        ...(changes.active !== undefined ? { active: changes.active } : {}),
      };
      if (Object.keys(userChanges).length > 0) {
        await tx.update(users).set(userChanges).where(eq(users.id, current.user.id));
      }
      const promoterChanges = {
        ...(changes.erp_id ? { erpId: changes.erp_id } : {}),
        ...(changes.mobile_number !== undefined ? { mobileNumber: changes.mobile_number } : {}),
        ...(changes.branch !== undefined ? { branchId: changes.branch } : {}),
      };
      // A promoter row (and its ERP id) is made only for an account that is a promoter.
      if (current.erpId === null && becomesPromoter) {
        const [made] = await tx
          .insert(promoters)
          .values({ userId: current.user.id, erpId: nextErpId(), ...promoterChanges })
          .returning({ erpId: promoters.erpId });
        if (!changes.erp_id) {
          Object.assign(changes, { erp_id: made!.erpId });
          previous.erp_id = null;
          fields.push('erp_id');
        }
      } else if (Object.keys(promoterChanges).length > 0) {
        await tx.update(promoters).set(promoterChanges).where(eq(promoters.userId, current.user.id));
      }
      if (changes.active === false && current.user.active) {
        await revokeAllSessions(tx, current.user.id, 'deactivated');
      }
      await audit(tx, {
        actorId: admin.id,
        action: 'user.updated',
        entityType: 'user',
        entityId: current.user.id,
        ipAddress: admin.ip,
        details: { account_fields: fields, ...changes, before: previous },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(409, 'erp_id_taken', { fieldErrors: { erp_id: ['erp_id_taken'] } });
    throw error;
  }
  // Whoever can no longer decide (deactivated, or now a promoter or a compliance officer) holds
  // nothing: their applications go back to the queue.
  if (changes.active === false || (changes.role && !rolesFor('review').includes(changes.role)))
    await releaseHeldBy(context, current.user.id, admin);
  return managedUser(context.db, current.user.id);
}
