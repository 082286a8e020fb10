import {
  auditEntrySchema,
  auditQuerySchema,
  invitationRequestSchema,
  managedUserListQuerySchema,
  managedUserPatchSchema,
  managedUserSchema,
} from '@origina/domain/administration';
import { rolesFor } from '@origina/domain/application-lifecycle';
import { listOf } from '@origina/domain/catalog-lists';
import { and, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { branches, promoters, users } from '../../db/schema.js';
import { AppError, fieldError, isUniqueViolation } from '../../errors.js';
import { errorResponses, listPage } from '../../http.js';
import { isUuid } from '../../ids.js';
import { actorOf } from '../applications/lifecycle-guard.js';
import type { AuthService } from '../auth/service.js';
import { revokeAllSessions } from '../auth/sessions.js';
import { nextErpId } from '../users/accounts.js';
import { readAuditLog } from './audit-log.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string() });

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

async function managedUser(executor: Executor, id: string) {
  if (!isUuid(id)) throw new AppError(404, 'not_found');
  const [row] = await selectManaged(executor).where(eq(users.id, id));
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

// Administration (SECURITY: admins only): accounts and their roles, invitations, the audit log.
export async function adminRoutes(
  app: FastifyInstance,
  { context, auth }: { context: AppContext; auth: AuthService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = app.requireRole(...rolesFor('administer'));

  api.get(
    '/api/v1/admin/promoters/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'listAccounts',
        summary:
          'Accounts (promoters, reviewers, admins): search by name, e-mail or ERP id; filter by role and state',
        security,
        querystring: managedUserListQuerySchema,
        response: { 200: listOf(managedUserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { search, role, active, page: number, page_size } = request.query;
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
        context.db
          .select({ count: sql<number>`count(*)::int` })
          .from(users)
          .leftJoin(promoters, eq(promoters.userId, users.id))
          .where(where),
        selectManaged(context.db)
          .where(where)
          .orderBy(users.lastName, users.firstName, users.id)
          .limit(page_size)
          .offset((number - 1) * page_size),
      ]);
      return listPage(rows.map(present), total?.count ?? 0, request.url, number, page_size);
    },
  );

  api.get(
    '/api/v1/admin/promoters/:id/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'getAccount',
        summary: 'One account',
        security,
        params,
        response: { 200: managedUserSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => present(await managedUser(context.db, request.params.id)),
  );

  api.patch(
    '/api/v1/admin/promoters/:id/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'updateAccount',
        summary:
          'Change an account: role, active (deactivating ends its sessions at once), ERP id, mobile number, branch',
        security,
        params,
        body: managedUserPatchSchema,
        response: {
          200: managedUserSchema,
          ...errorResponses(400, 401, 403, 404, {
            409: ['cannot_change_own_account', 'erp_id_taken', 'email_taken'],
          }),
        },
      },
    },
    async (request) => {
      const adminId = request.principal!.userId;
      const current = await managedUser(context.db, request.params.id);
      const changes = request.body;
      // An administrator cannot lock themselves out (someone must be left to undo it).
      if (
        current.user.id === adminId &&
        (changes.active === false || (changes.role && changes.role !== 'admin'))
      ) {
        throw new AppError(409, 'cannot_change_own_account');
      }
      if (changes.branch) {
        const [branch] = await context.db
          .select({ id: branches.id })
          .from(branches)
          .where(
            and(
              eq(branches.id, isUuid(changes.branch) ? changes.branch : sql`null`),
              eq(branches.active, true),
            ),
          );
        if (!branch) throw fieldError('branch', 'validation.branch_unknown');
      }
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
          const becomesPromoter = (changes.role ?? current.user.role) === 'promoter';
          if (current.erpId === null && (becomesPromoter || Object.keys(promoterChanges).length > 0)) {
            await tx
              .insert(promoters)
              .values({ userId: current.user.id, erpId: nextErpId(), ...promoterChanges });
          } else if (Object.keys(promoterChanges).length > 0) {
            await tx.update(promoters).set(promoterChanges).where(eq(promoters.userId, current.user.id));
          }
          if (changes.active === false && current.user.active) {
            await revokeAllSessions(tx, current.user.id, 'deactivated');
          }
          await audit(tx, {
            actorId: adminId,
            action: 'user.updated',
            entityType: 'user',
            entityId: current.user.id,
            ipAddress: request.ip,
            details: { ...changes },
          });
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError(409, 'erp_id_taken', { fieldErrors: { erp_id: ['erp_id_taken'] } });
        throw error;
      }
      return present(await managedUser(context.db, current.user.id));
    },
  );

  api.post(
    '/api/v1/admin/invitations/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'inviteUser',
        summary: 'Invite a person by e-mail: the mail carries /auth/register/{id}, which works once',
        security,
        body: invitationRequestSchema,
        response: { 201: managedUserSchema, ...errorResponses(400, 401, 403, { 409: ['email_taken'] }) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { userId } = await auth.invite({
        email: body.email,
        role: body.role,
        firstName: body.first_name,
        lastName: body.last_name,
        language: body.language,
        invitedBy: request.principal!.userId,
      });
      return reply.status(201).send(present(await managedUser(context.db, userId)));
    },
  );

  api.get(
    '/api/v1/admin/invitations/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'listInvitations',
        summary: 'Invited people who have not set a password yet',
        security,
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          page_size: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: listOf(managedUserSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { page: number, page_size } = request.query;
      const where = isNull(users.passwordHash);
      const [[total], rows] = await Promise.all([
        context.db.select({ count: sql<number>`count(*)::int` }).from(users).where(where),
        selectManaged(context.db)
          .where(where)
          .orderBy(desc(users.createdAt))
          .limit(page_size)
          .offset((number - 1) * page_size),
      ]);
      return listPage(rows.map(present), total?.count ?? 0, request.url, number, page_size);
    },
  );

  api.get(
    '/api/v1/admin/audit/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'listAuditLog',
        summary: 'The audit log, newest first: who read or changed what; search by action, actor or record',
        security,
        querystring: auditQuerySchema,
        response: { 200: listOf(auditEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { results, count } = await readAuditLog(context.db, actorOf(request), request.query);
      return listPage(results, count, request.url, request.query.page, request.query.page_size);
    },
  );
}
