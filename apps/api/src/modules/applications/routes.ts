import {
  applicationCreateSchema,
  applicationListQuerySchema,
  applicationPatchSchema,
  applicationRefusalSchema,
  applicationSchema,
  applicationSummarySchema,
  renewalRefusalSchema,
} from '@origina/domain/application-api';
import { applicationStatuses } from '@origina/domain/application-lifecycle';
import { type ApplicationData, applicationSections } from '@origina/domain/application-sections';
import { listOf } from '@origina/domain/catalog-lists';
import { conflictCodes, rolesAllowedTo } from '@origina/domain/lifecycle-verdicts';
import { payoffQuerySchema, payoffSchema } from '@origina/domain/loan-payoff';
import { rolesFor } from '@origina/domain/role-workspaces';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponses, listPage } from '../../http.js';
import { notifyResubmitted } from '../review/resubmissions.js';
import { recordScreening, runScreening } from '../screening/screen-application.js';
import { createApplicationList } from './application-list.js';
import { etagOf, expectedVersion } from './application-versions.js';
import { createApplication, updateApplication } from './applications.js';
import { actorOf, guard } from './lifecycle-guard.js';
import { submittedFiguresOf } from './loan-figures.js';
import { openLoanPayoff } from './loan-payoff.js';
import { presentApplication } from './present-application.js';
import { recordRead } from './read-audit.js';
import { startRenewal } from './renewal.js';
import { changedBy, changeStatus } from './status-changes.js';
import { completeForSubmit } from './submission.js';

const tags = ['applications'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string().max(64) });

export async function applicationRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const mine = createApplicationList(context.db);
  // These are the capturing promoter's routes: 401 and 403 come before the body is read.
  const promoterOnly = app.requireRole(...rolesFor('capture'));

  api.get(
    '/api/v1/promoter/applications/',
    {
      onRequest: promoterOnly,
      schema: {
        tags,
        operationId: 'listApplications',
        summary:
          "The promoter's own applications: filter by status, convenio, product and dates; search by folio, customer name, CURP or phone",
        security,
        querystring: applicationListQuerySchema,
        response: { 200: listOf(applicationSummarySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const query = request.query;
      const { results, total } = await mine.list(request.principal!.userId, query, request.language);
      return listPage(results, total, request.url, query.page, query.page_size);
    },
  );

  api.get(
    '/api/v1/promoter/applications/stats/',
    {
      onRequest: promoterOnly,
      schema: {
        tags,
        operationId: 'getApplicationStats',
        summary: "How many of the promoter's applications are in each status",
        security,
        response: {
          200: z.object({
            total: z.number(),
            // One property per status, so the document names each (a record's keys are not properties).
            by_status: z.object(
              Object.fromEntries(applicationStatuses.map((status) => [status, z.number()])) as Record<
                (typeof applicationStatuses)[number],
                z.ZodNumber
              >,
            ),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => mine.stats(request.principal!.userId),
  );

  api.post(
    '/api/v1/promoter/applications/',
    {
      onRequest: promoterOnly,
      schema: {
        tags,
        operationId: 'createApplication',
        summary:
          'Start an application (a draft) from the pre-solicitud, optionally from a saved simulation; accepts Idempotency-Key',
        security,
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
        body: applicationCreateSchema,
        response: {
          200: applicationSchema,
          201: applicationSchema,
          ...errorResponses(400, 401, 403, { 422: ['idempotency_key_reused'] }),
        },
      },
    },
    async (request, reply) => {
      const { row, created } = await createApplication(
        context.db,
        {
          promoterId: request.principal!.userId,
          preSolicitud: request.body.pre_solicitud,
          simulation: request.body.simulation,
        },
        { key: request.headers['idempotency-key'], body: request.body },
        request.ip,
      );
      reply.header('etag', etagOf(row)).header('location', `/api/v1/promoter/applications/${row.id}/`);
      return reply.status(created ? 201 : 200).send(await presentApplication(context, row, request.language));
    },
  );

  api.get(
    '/api/v1/promoter/applications/:id/',
    {
      onRequest: promoterOnly,
      schema: {
        tags,
        operationId: 'getApplication',
        summary: 'One of the promoter’s applications with all its data and history; ETag is its version',
        security,
        params,
        response: { 200: applicationSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { row } = await guard(context.db, actorOf(request), 'read', request.params.id);
      await recordRead(context.db, row, changedBy(request), 'application.read');
      reply.header('etag', etagOf(row)).header('cache-control', 'no-store');
      return presentApplication(context, row, request.language);
    },
  );

  for (const method of ['PATCH', 'PUT'] as const) {
    api.route({
      method,
      url: '/api/v1/promoter/applications/:id/',
      onRequest: promoterOnly,
      schema: {
        tags,
        operationId: method === 'PATCH' ? 'saveApplicationSections' : 'replaceApplication',
        summary:
          method === 'PATCH'
            ? 'Save one or more steps (sections) of a draft; If-Match with the version is required (412 when stale); accepts Idempotency-Key (a retry of the last save answers the application as it is)'
            : 'Replace the data of a draft (every section given is checked); If-Match required; accepts Idempotency-Key',
        security,
        params,
        headers: z.object({
          'if-match': z.string().max(40).optional(),
          'idempotency-key': z.string().min(8).max(100).optional(),
        }),
        body: applicationPatchSchema,
        response: {
          200: applicationSchema,
          ...errorResponses(400, 401, 403, 404, 412, 428, {
            409: conflictCodes('save_section'),
            422: ['idempotency_key_reused'],
          }),
        },
      },
      handler: async (request, reply) => {
        // A PUT replaces every section, so every section must be open to change.
        const parts = method === 'PATCH' ? Object.keys(request.body) : applicationSections;
        const { row } = await guard(context.db, actorOf(request), 'save_section', request.params.id, {
          parts,
        });
        const version = expectedVersion(request.headers['if-match']);
        const { row: updated, loan } = await updateApplication(
          context.db,
          row,
          version,
          request.body as ApplicationData,
          method === 'PATCH' ? 'merge' : 'replace',
          changedBy(request),
          { today: context.today(), validityDays: context.config.contractValidityDays },
          request.headers['idempotency-key'],
        );
        reply.header('etag', etagOf(updated));
        return presentApplication(context, updated, request.language, { loan });
      },
    });
  }

  api.post(
    '/api/v1/promoter/applications/:id/submit/',
    {
      onRequest: promoterOnly,
      schema: {
        tags,
        operationId: 'submitApplication',
        summary:
          'Submit a draft (or resubmit after changes were requested): every step is checked again; 409 lists what is missing',
        security,
        params,
        response: { 200: applicationSchema, 409: applicationRefusalSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { row, to } = await guard(context.db, actorOf(request), 'submit', request.params.id, {
        // Completeness is checked once the cheaper rules pass; a refusal lists what is missing.
        complete: completeForSubmit(context.db, request.language, context.today()),
      });
      // Screened against every loaded list, recorded with the submission (docs/screening.md).
      const screening = await runScreening(context, row, 'submit');
      const submitted = await changeStatus(context, row, to!, changedBy(request), null, {
        set: { submittedFigures: await submittedFiguresOf(context, row) },
        alongside: async (tx) => {
          await recordScreening(tx, context, row, screening);
          // Back to the reviewer who asked for the changes: they hear of it.
          if (to === 'in_review') await notifyResubmitted(tx, context, row);
        },
      });
      reply.header('etag', etagOf(submitted));
      return presentApplication(context, submitted, request.language);
    },
  );

  api.post(
    '/api/v1/promoter/applications/:id/cancel/',
    {
      onRequest: promoterOnly,
      schema: {
        tags,
        operationId: 'cancelApplication',
        summary: 'Cancel a draft or an application with changes requested',
        security,
        params,
        body: z.object({ reason: z.string().trim().max(500).nullish() }).nullish(),
        response: {
          200: applicationSchema,
          ...errorResponses(401, 403, 404, { 409: conflictCodes('cancel') }),
        },
      },
    },
    async (request, reply) => {
      const { row, to } = await guard(context.db, actorOf(request), 'cancel', request.params.id);
      const cancelled = await changeStatus(
        context,
        row,
        to!,
        changedBy(request),
        request.body?.reason ?? null,
      );
      reply.header('etag', etagOf(cancelled));
      return presentApplication(context, cancelled, request.language);
    },
  );

  api.get(
    '/api/v1/promoter/applications/:id/payoff/',
    {
      onRequest: app.requireRole(...rolesAllowedTo('quote_payoff')),
      schema: {
        tags,
        operationId: 'getLoanPayoff',
        summary:
          "A disbursed loan's payoff on a date (today in Mexico City when left out): principal outstanding after the payments due so far, interest accrued since the last payday and its IVA, from the contract's schedule",
        security,
        params,
        querystring: payoffQuerySchema,
        response: {
          200: payoffSchema,
          ...errorResponses(400, 401, 403, 404, {
            409: [...conflictCodes('quote_payoff'), 'contract_not_ready', 'loan_settled'],
          }),
        },
      },
    },
    async (request) => {
      const { row } = await guard(context.db, actorOf(request), 'quote_payoff', request.params.id);
      return openLoanPayoff(context.db, row, request.query.date ?? context.today());
    },
  );

  api.post(
    '/api/v1/promoter/applications/:id/renewal/',
    {
      onRequest: app.requireRole(...rolesAllowedTo('renew')),
      schema: {
        tags,
        operationId: 'renewLoan',
        summary:
          'Start a renewal of a disbursed loan: a new draft prefilled from it (customer, employment, references; documents asked again) that pays it off; one open renewal per loan; accepts Idempotency-Key',
        security,
        params,
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
        response: {
          200: applicationSchema,
          201: applicationSchema,
          ...errorResponses(400, 401, 403, 404, { 422: ['idempotency_key_reused'] }),
          // renewal_open carries the renewal under way (open_renewal), for the screen's link.
          409: renewalRefusalSchema.describe(
            errorResponses({
              409: [...conflictCodes('renew'), 'loan_settled', 'renewal_share_not_met', 'contract_not_ready'],
            })[409]!.description ?? '',
          ),
        },
      },
    },
    async (request, reply) => {
      const { row: loan } = await guard(context.db, actorOf(request), 'renew', request.params.id, {
        replayKey: request.headers['idempotency-key'],
      });
      const { row, created } = await startRenewal(
        context.db,
        loan,
        { id: request.principal!.userId, ip: request.ip, role: request.principal!.role },
        request.headers['idempotency-key'],
        context.today(),
      );
      reply.header('etag', etagOf(row)).header('location', `/api/v1/promoter/applications/${row.id}/`);
      return reply.status(created ? 201 : 200).send(await presentApplication(context, row, request.language));
    },
  );
}
