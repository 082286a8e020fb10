import { conflictCodes, rolesAllowedTo } from '@origina/domain/lifecycle-verdicts';
import { rolesFor } from '@origina/domain/role-workspaces';
import {
  applicationScreeningSchema,
  screeningDecisionSchema,
  screeningListQuerySchema,
  screeningListSchema,
} from '@origina/domain/screening';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import { errorResponses, fileResponse } from '../../http.js';
import { actorOf, guard } from '../applications/lifecycle-guard.js';
import { changedBy } from '../applications/status-changes.js';
import { decideScreening } from './compliance-decisions.js';
import { applicationScreening, screeningCsv, screeningList } from './compliance-report.js';

// Compliance (the anti-money-laundering officer): the screenings with hits, one application's
// screening, the decision on its hits, the CSV of every hit; and the desk's read of the same
// screening (the banner and risk grade on its review screen).

const tags = ['compliance'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string().max(64) });
const decisionConflicts = [
  ...new Set([
    ...conflictCodes('clear_screening'),
    ...conflictCodes('reject_screening'),
    'application_not_editable',
  ]),
];

export async function complianceRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const officers = app.requireRole(...rolesFor('comply'));
  const deciders = app.requireRole(...rolesAllowedTo('clear_screening'));
  const desk = app.requireRole(...rolesFor('review'));

  api.get(
    '/api/v1/compliance/screenings/',
    {
      onRequest: officers,
      schema: {
        tags,
        operationId: 'listScreenings',
        summary: 'Applications a screening found on a list: pending a decision, cleared or rejected',
        security,
        querystring: screeningListQuerySchema,
        response: { 200: screeningListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ results: await screeningList(context.db, request.query.status) }),
  );

  api.get(
    '/api/v1/compliance/screenings/export/',
    {
      onRequest: officers,
      schema: {
        tags,
        operationId: 'exportScreeningHits',
        summary:
          'Every hit as CSV: application, list entry, what matched, score, risk grade, decision, who and when',
        security,
        response: { 200: fileResponse('The hits as CSV (UTF-8)', ['text/csv']), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const csv = await screeningCsv(context.db);
      await audit(context.db, {
        actorId: request.principal!.userId,
        action: 'screening.exported',
        entityType: 'screening',
        ipAddress: request.ip,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="coincidencias-listas-${context.today()}.csv"`)
        .send(csv);
    },
  );

  for (const [path, onRequest, operationId] of [
    ['/api/v1/compliance/applications/:id/screening/', officers, 'readScreening'],
    ['/api/v1/review/applications/:id/screening/', desk, 'readScreeningForReview'],
  ] as const)
    api.get(
      path,
      {
        onRequest,
        schema: {
          tags,
          operationId,
          summary:
            "One application's screening: the customer's data, every hit found, the risk grade and the decision",
          security,
          params,
          response: { 200: applicationScreeningSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const { row } = await guard(context.db, actorOf(request), 'read', request.params.id);
        return applicationScreening(context.db, row);
      },
    );

  api.post(
    '/api/v1/compliance/applications/:id/screening/',
    {
      onRequest: deciders,
      schema: {
        tags,
        operationId: 'decideScreening',
        summary:
          'Clear the pending hits as false matches (the status stays; audited with the reason) or reject the application (the promoter is told, not the reason)',
        security,
        params,
        body: screeningDecisionSchema,
        response: {
          200: applicationScreeningSchema,
          ...errorResponses(400, 401, 403, 404, { 409: decisionConflicts }),
        },
      },
    },
    async (request) => {
      const action = request.body.decision === 'clear' ? 'clear_screening' : 'reject_screening';
      const { row, to } = await guard(context.db, actorOf(request), action, request.params.id);
      const decided = await decideScreening(context, row, to, request.body, changedBy(request));
      return applicationScreening(context.db, decided);
    },
  );
}
