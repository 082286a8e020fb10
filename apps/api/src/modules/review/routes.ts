import { listOf } from '@origina/domain/catalog-lists';
import { identityPhotoTypes } from '@origina/domain/identity-checks';
import { conflictCodes, judgeRole, rolesAllowedTo } from '@origina/domain/lifecycle-verdicts';
import {
  type ReviewDecision,
  reviewApplicationSchema,
  reviewAssignmentResultSchema,
  reviewAssignmentSchema,
  reviewDecisionSchema,
  reviewQueueItemSchema,
  reviewQueueQuerySchema,
} from '@origina/domain/review';
import { rolesFor } from '@origina/domain/role-workspaces';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponses, fileResponse, listPage } from '../../http.js';
import { etagOf, expectedVersion } from '../applications/application-versions.js';
import { actorOf, guard, refusal } from '../applications/lifecycle-guard.js';
import { recordRead } from '../applications/read-audit.js';
import { changedBy } from '../applications/status-changes.js';
import type { ContractService } from '../contracts/service.js';
import { screenBeforeApproval } from '../screening/screen-application.js';
import { assignApplications } from './assignments.js';
import {
  decideApplication,
  decisionActions,
  decisionConflicts,
  releaseApplication,
  takeApplication,
} from './decisions.js';
import { identityPhoto } from './identity-photos.js';
import { reviewQueue } from './queue.js';
import { presentForReview } from './review-record.js';

const tags = ['review'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string() });

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
        summary:
          'The review queue: submitted and in-review applications, oldest first; filters (status, convenio, branch, promoter, product, mine) and sort; a search looks through every status',
        description:
          '`search` matches the folio, customer name, CURP, mobile (digits, with or without spaces, dashes or +52) and the promoter’s name, in every status the desk may see. `affiliate`, `branch`, `promoter` and `product` are ids. `sort`: `oldest` (default), `newest`, or grouped by `convenio`, `branch`, `promoter`, `product` (oldest first within each group). Each row’s `ageing` (`on_time`, `amber`, `red`) compares how long it has waited since its first submission with the thresholds the admin set (`GET /api/v1/review/settings/`); null once the desk no longer works on it.',
        security,
        querystring: reviewQueueQuerySchema,
        response: { 200: listOf(reviewQueueItemSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const query = request.query;
      const { results, total } = await reviewQueue(
        context.db,
        request.principal!,
        query,
        request.language,
        context.today(),
      );
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
      await recordRead(context.db, row, changedBy(request), 'application.review_read');
      reply.header('etag', etagOf(row)).header('cache-control', 'no-store');
      return presentForReview(context, row, request.language, request.principal!);
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
      const photo = await identityPhoto(context, row, request.params.capture, changedBy(request));
      // Shown inline (an <img> on the review screen); opened on its own, it runs nothing.
      return reply
        .header('content-type', photo.contentType)
        .header('content-disposition', 'inline')
        .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'")
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(photo.content);
    },
  );

  // Moves in the queue, each on the version seen: a reviewer takes an application; an admin hands
  // a taken one back.
  const queueMoves = [
    {
      name: 'take',
      operationId: 'takeApplication',
      summary: 'Take a submitted application for review (If-Match: the version seen)',
      move: takeApplication,
    },
    {
      name: 'release',
      operationId: 'releaseApplication',
      summary: 'Return a taken application to the queue (admins; If-Match: the version seen)',
      description:
        'For an application whose reviewer cannot go on: it becomes `submitted` again, held by nobody, with its submission date kept. Deactivating a reviewer (or making them a promoter) does the same to every application they hold.',
      move: releaseApplication,
    },
  ] as const;
  for (const { name, operationId, summary, move, ...more } of queueMoves) {
    api.post(
      `/api/v1/review/applications/:id/${name}/`,
      {
        onRequest: desk,
        schema: {
          tags,
          operationId,
          summary,
          ...more,
          security,
          params,
          response: {
            200: reviewApplicationSchema,
            ...errorResponses(401, 403, 404, 412, 428, { 409: conflictCodes(name) }),
          },
        },
      },
      async (request, reply) => {
        const { row, to } = await guard(context.db, actorOf(request), name, request.params.id);
        const version = expectedVersion(request.headers['if-match']);
        const moved = await move(context, row, to!, version, changedBy(request));
        reply.header('etag', etagOf(moved));
        return presentForReview(context, moved, request.language, request.principal!);
      },
    );
  }

  api.post(
    '/api/v1/review/applications/assign/',
    {
      onRequest: app.requireRole(...rolesAllowedTo('assign')),
      schema: {
        tags,
        operationId: 'assignApplications',
        summary:
          'Assign applications at the desk to a reviewer, or reassign them (admins; one or several at once)',
        description:
          'All or none: each application must be submitted or in review (else 409), the reviewer an active reviewer or admin who did not capture it. Each becomes `in_review`, held by the reviewer, keeping its submission date; each assignment is audited (`application.assigned`, with the reviewer before) and the reviewer is notified (`assigned`).',
        security,
        body: reviewAssignmentSchema,
        response: {
          200: reviewAssignmentResultSchema,
          ...errorResponses(400, 401, 403, 404, { 409: [...conflictCodes('assign'), 'own_application'] }),
        },
      },
    },
    (request) => assignApplications(context, request.body, changedBy(request)),
  );

  api.post(
    '/api/v1/review/applications/:id/decide/',
    {
      onRequest: desk,
      // The decision names the action: whether this role may take it is answered before the rest
      // of the body is read, the text rule included (a reviewer's disbursement is 403 whatever
      // else it says).
      config: {
        bodyRoleCheck: (request) => {
          const named = (request.body as { decision?: unknown } | undefined)?.decision;
          if (typeof named !== 'string' || !Object.hasOwn(decisionActions, named)) return;
          const verdict = judgeRole(decisionActions[named as ReviewDecision['decision']], actorOf(request));
          if (verdict && !verdict.allowed) throw refusal(verdict);
        },
      },
      schema: {
        tags,
        operationId: 'decideApplication',
        summary:
          'Approve, reject (reason and comment), request changes (sections and message), or, for admins, record the transfer of a signed loan (SPEI tracking key and date paid) or correct a recorded one (with a comment saying why) (If-Match)',
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
      // The approval's screening comes first and is kept whatever the answer (a hit: 409).
      if (action === 'approve') await screenBeforeApproval(context, actorOf(request), request.params.id);
      const { row, to } = await guard(context.db, actorOf(request), action, request.params.id, {
        today: context.today(),
      });
      const version = expectedVersion(request.headers['if-match']);
      const decided = await decideApplication(
        context,
        contracts,
        { row, to: to!, version },
        decision,
        changedBy(request),
      );
      reply.header('etag', etagOf(decided));
      return presentForReview(context, decided, request.language, request.principal!);
    },
  );
}
