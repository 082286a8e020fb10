import {
  type ApplicationAction,
  conflictCodes,
  deskQueueStatuses,
  judgeRole,
  rolesFor,
} from '@origina/domain/application-lifecycle';
import { listOf } from '@origina/domain/catalog-lists';
import { identityPhotoTypes } from '@origina/domain/identity-checks';
import {
  type ReviewDecision,
  reviewApplicationSchema,
  reviewDecisionSchema,
  reviewQueueItemSchema,
  reviewQueueQuerySchema,
} from '@origina/domain/review';
import { aliasedTable, and, asc, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { containsPattern } from '../../db/contains-pattern.js';
import {
  affiliates,
  applications,
  biometricCaptures,
  biometricValidations,
  products,
  users,
} from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { errorResponses, fileResponse, listPage } from '../../http.js';
import type { Language } from '../../i18n/messages.js';
import { isUuid } from '../../ids.js';
import {
  type ApplicationRow,
  changedBy,
  changeStatus,
  etagOf,
  expectedVersion,
  presentApplication,
  summaryOf,
} from '../applications/applications.js';
import { actorOf, guard, refusal, visibleApplications } from '../applications/lifecycle-guard.js';
import { productName } from '../catalogs/lender-presenters.js';
import type { ContractService } from '../contracts/service.js';
import { recordDisbursement } from '../disbursements/service.js';

const tags = ['review'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string() });

const nameOf = (row: { id: string | null; firstName: string | null; lastName: string | null }) =>
  row.id ? { id: row.id, name: `${row.firstName} ${row.lastName}` } : null;

async function person(executor: Executor, id: string | null) {
  if (!id) return null;
  const [row] = await executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row ? nameOf(row) : null;
}

async function identityResult(executor: Executor, applicationId: string) {
  const [latest] = await executor
    .select({ result: biometricValidations.result })
    .from(biometricValidations)
    .where(eq(biometricValidations.applicationId, applicationId))
    .orderBy(desc(biometricValidations.createdAt))
    .limit(1);
  return latest?.result ?? null;
}

// The photos of the latest identity check that arrived, for the reviewer to compare with the ID.
async function identityCaptures(executor: Executor, applicationId: string) {
  const [latest] = await executor
    .select({ id: biometricValidations.id })
    .from(biometricValidations)
    .where(eq(biometricValidations.applicationId, applicationId))
    .orderBy(desc(biometricValidations.createdAt))
    .limit(1);
  if (!latest) return [];
  const captures = await executor
    .select({ id: biometricCaptures.id, kind: biometricCaptures.kind })
    .from(biometricCaptures)
    .where(and(eq(biometricCaptures.validationId, latest.id), eq(biometricCaptures.status, 'uploaded')))
    .orderBy(biometricCaptures.createdAt);
  return captures.map((capture) => ({
    ...capture,
    download_url: `/api/v1/review/applications/${applicationId}/captures/${capture.id}/`,
  }));
}

async function presentForReview(executor: Executor, row: ApplicationRow, language: Language) {
  return {
    ...(await presentApplication(executor, row, language)),
    promoter: await person(executor, row.promoterId),
    reviewer: await person(executor, row.reviewerId),
    identity_result: await identityResult(executor, row.id),
    identity_captures: await identityCaptures(executor, row.id),
  };
}

// Each decision is one of the model's actions.
const decisionActions = {
  approve: 'approve',
  reject: 'reject',
  request_changes: 'request_changes',
  disburse: 'disburse',
} as const satisfies Record<ReviewDecision['decision'], ApplicationAction>;
const decisionConflicts = [...new Set(Object.values(decisionActions).flatMap(conflictCodes))];

// What the history records as the why of a decision.
const reasonOf = (decision: ReviewDecision) => {
  if (decision.decision === 'reject') return decision.comment;
  if (decision.decision === 'request_changes') return decision.message;
  return decision.comment ?? null;
};

// The credit desk (SECURITY: reviewers and admins only): the queue, an application's full record,
// taking it, and deciding it on the version the reviewer saw.
export async function reviewRoutes(
  app: FastifyInstance,
  { context, contracts }: { context: AppContext; contracts: ContractService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const desk = app.requireRole(...rolesFor('review'));

  api.get(
    '/api/v1/review/applications/',
    {
      onRequest: desk,
      schema: {
        tags,
        operationId: 'listReviewQueue',
        summary: 'The review queue: submitted and in-review applications, oldest first',
        security,
        querystring: reviewQueueQuerySchema,
        response: { 200: listOf(reviewQueueItemSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const query = request.query;
      const promoter = aliasedTable(users, 'promoter');
      const reviewer = aliasedTable(users, 'reviewer');
      const where = and(
        // Only what the desk may see (submitted at least once), whatever the filter asks.
        visibleApplications(request.principal!),
        query.status
          ? eq(applications.status, query.status)
          : inArray(applications.status, [...deskQueueStatuses]),
        query.search ? like(applications.searchText, containsPattern(query.search)) : undefined,
        query.mine === 'true' ? eq(applications.reviewerId, request.principal!.userId) : undefined,
      );
      const [{ total }] = (await context.db
        .select({ total: sql<number>`count(*)::int` })
        .from(applications)
        .where(where)) as [{ total: number }];
      const rows = await context.db
        .select({
          application: applications,
          affiliate: { id: affiliates.id, code: affiliates.code, name: affiliates.name },
          product: { id: products.id, code: products.code, nameEs: products.nameEs, nameEn: products.nameEn },
          promoter: { id: promoter.id, firstName: promoter.firstName, lastName: promoter.lastName },
          reviewer: { id: reviewer.id, firstName: reviewer.firstName, lastName: reviewer.lastName },
          identity: sql<string | null>`(select ${biometricValidations.result} from ${biometricValidations}
            where ${biometricValidations.applicationId} = ${applications.id}
            order by ${biometricValidations.createdAt} desc limit 1)`,
        })
        .from(applications)
        .leftJoin(affiliates, eq(affiliates.id, applications.affiliateId))
        .leftJoin(products, eq(products.id, applications.productId))
        .leftJoin(promoter, eq(promoter.id, applications.promoterId))
        .leftJoin(reviewer, eq(reviewer.id, applications.reviewerId))
        .where(where)
        .orderBy(asc(applications.submittedAt), desc(applications.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size);
      const results = rows.map((row) => ({
        ...summaryOf(row.application, {
          affiliate: row.affiliate?.id ? row.affiliate : null,
          product: row.product?.id
            ? { id: row.product.id, code: row.product.code, name: productName(row.product, request.language) }
            : null,
        }),
        promoter: nameOf(row.promoter ?? { id: null, firstName: null, lastName: null }),
        reviewer: nameOf(row.reviewer ?? { id: null, firstName: null, lastName: null }),
        identity_result: row.identity as 'needs_review' | 'approved' | 'rejected' | null,
      }));
      return listPage(results, total, request.url, query.page, query.page_size);
    },
  );

  api.get(
    '/api/v1/review/applications/:id/',
    {
      onRequest: desk,
      schema: {
        tags,
        operationId: 'getReviewApplication',
        summary: 'An application as the credit desk sees it (every section, documents, history); audited',
        security,
        params,
        response: { 200: reviewApplicationSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { row } = await guard(context.db, actorOf(request), 'read', request.params.id);
      await audit(context.db, {
        actorId: request.principal!.userId,
        action: 'application.review_read',
        entityType: 'application',
        entityId: row.id,
        ipAddress: request.ip,
      });
      reply.header('etag', etagOf(row)).header('cache-control', 'no-store');
      return presentForReview(context.db, row, request.language);
    },
  );

  api.get(
    '/api/v1/review/applications/:id/captures/:capture/',
    {
      onRequest: desk,
      schema: {
        tags,
        operationId: 'getIdentityCapture',
        summary:
          'A photo of the customer’s identity check (ID front and back, selfie); audited, never cached',
        security,
        params: z.object({ id: z.string(), capture: z.string() }),
        response: {
          200: fileResponse('The photo as the customer sent it, re-encoded', identityPhotoTypes),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { row } = await guard(context.db, actorOf(request), 'read', request.params.id);
      if (!isUuid(request.params.capture)) throw new AppError(404, 'not_found');
      const [capture] = await context.db
        .select({ capture: biometricCaptures })
        .from(biometricCaptures)
        .innerJoin(biometricValidations, eq(biometricValidations.id, biometricCaptures.validationId))
        .where(
          and(
            eq(biometricCaptures.id, request.params.capture),
            eq(biometricValidations.applicationId, row.id),
          ),
        );
      if (!capture?.capture.storageKey) throw new AppError(404, 'not_found');
      await audit(context.db, {
        actorId: request.principal!.userId,
        action: 'identity.capture_read',
        entityType: 'application',
        entityId: row.id,
        ipAddress: request.ip,
        details: { capture: capture.capture.kind },
      });
      return reply
        .header('content-type', capture.capture.contentType ?? 'image/jpeg')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(await context.storage.read(capture.capture.storageKey));
    },
  );

  api.post(
    '/api/v1/review/applications/:id/take/',
    {
      onRequest: desk,
      schema: {
        tags,
        operationId: 'takeApplication',
        summary: 'Take a submitted application for review (If-Match: the version seen)',
        security,
        params,
        response: {
          200: reviewApplicationSchema,
          ...errorResponses(401, 403, 404, 412, 428, { 409: conflictCodes('take') }),
        },
      },
    },
    async (request, reply) => {
      const { row, to } = await guard(context.db, actorOf(request), 'take', request.params.id);
      const version = expectedVersion(request.headers['if-match']);
      const taken = await changeStatus(context, row, to!, changedBy(request), null, {
        version,
        set: { reviewerId: request.principal!.userId, takenAt: new Date() },
      });
      reply.header('etag', etagOf(taken));
      return presentForReview(context.db, taken, request.language);
    },
  );

  api.post(
    '/api/v1/review/applications/:id/decide/',
    {
      onRequest: desk,
      // The decision names the action: whether this role may take it is answered before the rest
      // of the body is read (a reviewer's disbursement is 403 whatever else it says).
      preValidation: async (request) => {
        const named = (request.body as { decision?: unknown } | undefined)?.decision;
        if (typeof named !== 'string' || !Object.hasOwn(decisionActions, named)) return;
        const verdict = judgeRole(decisionActions[named as ReviewDecision['decision']], actorOf(request));
        if (verdict && !verdict.allowed) throw refusal(verdict);
      },
      schema: {
        tags,
        operationId: 'decideApplication',
        summary:
          'Approve, reject (reason and comment), request changes (sections and message), or, for admins, record the transfer of a signed loan (SPEI tracking key and date paid) (If-Match)',
        security,
        params,
        body: reviewDecisionSchema,
        response: {
          200: reviewApplicationSchema,
          ...errorResponses(400, 401, 403, 404, 412, 428, { 409: decisionConflicts }),
        },
      },
    },
    async (request, reply) => {
      const decision = request.body;
      const action = decisionActions[decision.decision];
      const { row, to } = await guard(context.db, actorOf(request), action, request.params.id);
      const version = expectedVersion(request.headers['if-match']);
      const decided = await changeStatus(context, row, to!, changedBy(request), reasonOf(decision), {
        version,
        reasonCode: decision.decision === 'reject' ? decision.reason : undefined,
        ...(decision.decision === 'request_changes' ? { set: { reopenedSections: decision.sections } } : {}),
        // The transfer is recorded with the status: both or neither.
        ...(decision.decision === 'disburse'
          ? {
              alongside: (tx: Executor) =>
                recordDisbursement(tx, row, {
                  reference: decision.reference,
                  paidAt: decision.paid_at,
                  recordedBy: request.principal!.userId,
                }),
            }
          : {}),
      });
      // The contract exists as soon as the approval answers.
      if (decision.decision === 'approve') await contracts.generate(decided, request.principal!.userId);
      reply.header('etag', etagOf(decided));
      return presentForReview(context.db, decided, request.language);
    },
  );
}
