import {
  auditEntrySchema,
  auditQuerySchema,
  invitationRequestSchema,
  managedUserListQuerySchema,
  managedUserPatchSchema,
  managedUserSchema,
} from '@origina/domain/administration';
import { listOf } from '@origina/domain/catalog-lists';
import { conflictCodes } from '@origina/domain/lifecycle-verdicts';
import {
  reassignmentOptionsSchema,
  reassignRequestSchema,
  reassignResultSchema,
} from '@origina/domain/promoter-reassignment';
import { rolesFor } from '@origina/domain/role-workspaces';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponses, listPage } from '../../http.js';
import { actorOf } from '../applications/lifecycle-guard.js';
import type { AuthService } from '../auth/service.js';
import { listAccounts, listInvitations, managedUser, updateAccount } from './accounts.js';
import { readAuditLog } from './audit-log.js';
import { reassignApplications, reassignmentOptions } from './reassignment.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string() });

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
      const { page, page_size } = request.query;
      const { results, total } = await listAccounts(context.db, request.query);
      return listPage(results, total, request.url, page, page_size);
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
    async (request) => managedUser(context.db, request.params.id),
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
    async (request) =>
      updateAccount(context, request.params.id, request.body, {
        id: request.principal!.userId,
        ip: request.ip,
      }),
  );

  api.get(
    '/api/v1/admin/promoters/:id/reassign/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'getReassignmentOptions',
        summary:
          "A promoter's applications that may move to another promoter (the lifecycle's reassign_promoter), and the active promoters of the same branch who may receive them",
        security,
        params,
        response: { 200: reassignmentOptionsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => reassignmentOptions(context.db, request.params.id),
  );

  api.post(
    '/api/v1/admin/promoters/:id/reassign/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'reassignApplications',
        summary:
          "Move a promoter's applications (those named, or every one that may move) to another active promoter of the same branch; each move is audited and the new owner notified, who then issues the links",
        security,
        params,
        body: reassignRequestSchema,
        response: {
          200: reassignResultSchema,
          ...errorResponses(400, 401, 403, 404, { 409: conflictCodes('reassign_promoter') }),
        },
      },
    },
    async (request) =>
      reassignApplications(
        context,
        { actor: actorOf(request), id: request.principal!.userId, ip: request.ip },
        request.params.id,
        request.body,
      ),
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
      return reply.status(201).send(await managedUser(context.db, userId));
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
      const { page, page_size } = request.query;
      const { results, total } = await listInvitations(context.db, request.query);
      return listPage(results, total, request.url, page, page_size);
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
