import { applicationStatuses, conflictCodes, rolesFor } from '@origina/domain/application-lifecycle';
import {
  type ApplicationData,
  applicationCreateSchema,
  applicationListQuerySchema,
  applicationPatchSchema,
  applicationRefusalSchema,
  applicationSchema,
  applicationSections,
  applicationSummarySchema,
} from '@origina/domain/application-sections';
import { listOf } from '@origina/domain/catalog-lists';
import { normalizeMobile } from '@origina/domain/mexican-ids';
import { and, asc, count, desc, eq, gte, like, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import { containsPattern } from '../../db/contains-pattern.js';
import { affiliates, applications, products } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { errorResponses, listPage } from '../../http.js';
import { translate } from '../../i18n/messages.js';
import { isUuid } from '../../ids.js';
import {
  changedBy,
  changeStatus,
  createApplication,
  etagOf,
  expectedVersion,
  presentApplication,
  summaryOf,
  updateApplication,
} from './applications.js';
import { actorOf, guard } from './lifecycle-guard.js';
import { missingForSubmit } from './section-checks.js';

const tags = ['applications'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string().max(64) });
const orderings = {
  created_at: asc(applications.createdAt),
  '-created_at': desc(applications.createdAt),
  updated_at: asc(applications.updatedAt),
  '-updated_at': desc(applications.updatedAt),
  folio: asc(applications.folio),
  '-folio': desc(applications.folio),
  customer_name: asc(applications.customerName),
  '-customer_name': desc(applications.customerName),
};

// Mexico City's midnight of a calendar day, for date-range filters.
const mexicoMidnight = (isoDate: string) => new Date(`${isoDate}T06:00:00Z`);

type ListValues = Partial<Record<'status' | 'affiliate' | 'product' | 'search', string>> &
  Partial<Record<'from' | 'to', Date>>;

// The list's filters, with placeholders for the values that are given.
const listFilters = (values: ListValues) =>
  and(
    eq(applications.promoterId, sql.placeholder('promoter')),
    values.status ? eq(applications.status, sql.placeholder('status')) : undefined,
    values.affiliate ? eq(applications.affiliateId, sql.placeholder('affiliate')) : undefined,
    values.product ? eq(applications.productId, sql.placeholder('product')) : undefined,
    values.from ? gte(applications.createdAt, sql.placeholder('from')) : undefined,
    values.to ? lt(applications.createdAt, sql.placeholder('to')) : undefined,
    values.search ? like(applications.searchText, sql.placeholder('search')) : undefined,
  );
const shapeOf = (values: ListValues) =>
  (['status', 'affiliate', 'product', 'from', 'to', 'search'] as const)
    .map((name) => (values[name] === undefined ? '0' : '1'))
    .join('');

function madeOnce<T>(cache: Map<string, T>, name: string, make: () => T) {
  const found = cache.get(name);
  if (found) return found;
  const made = make();
  cache.set(name, made);
  return made;
}

export async function applicationRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Mis Solicitudes is the busiest screen: its queries are prepared once per shape (which filters,
  // which order), so neither the query builder nor the planner works on them again.
  const listQueries = new Map<string, ReturnType<typeof prepareList>>();
  const countQueries = new Map<string, ReturnType<typeof prepareCount>>();
  const prepareList = (values: ListValues, ordering: keyof typeof orderings, name: string) =>
    context.db
      .select({
        application: applications,
        affiliate: { id: affiliates.id, code: affiliates.code, name: affiliates.name },
        product: { id: products.id, code: products.code, nameEs: products.nameEs, nameEn: products.nameEn },
        // Counted once, in the same round trip (a window count would read every matching row).
        total: sql<number>`(select count(*) from ${applications} where ${listFilters(values)})`.mapWith(
          Number,
        ),
      })
      .from(applications)
      .leftJoin(affiliates, eq(affiliates.id, applications.affiliateId))
      .leftJoin(products, eq(products.id, applications.productId))
      .where(listFilters(values))
      .orderBy(orderings[ordering], desc(applications.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  const prepareCount = (values: ListValues, name: string) =>
    context.db.select({ value: count() }).from(applications).where(listFilters(values)).prepare(name);
  const listQuery = (values: ListValues, ordering: keyof typeof orderings) => {
    const name = `applications_list_${shapeOf(values)}_${ordering.replace('-', 'desc_')}`;
    return madeOnce(listQueries, name, () => prepareList(values, ordering, name));
  };
  const countQuery = (values: ListValues) => {
    const name = `applications_count_${shapeOf(values)}`;
    return madeOnce(countQueries, name, () => prepareCount(values, name));
  };
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
      const empty = listPage([], 0, request.url, query.page, query.page_size);
      // An id that is not one matches nothing.
      if ((query.affiliate && !isUuid(query.affiliate)) || (query.product && !isUuid(query.product)))
        return empty;
      const search = query.search
        ? containsPattern(normalizeMobile(query.search) ?? query.search)
        : undefined;
      const values = {
        promoter: request.principal!.userId,
        status: query.status,
        affiliate: query.affiliate,
        product: query.product,
        from: query.created_from ? mexicoMidnight(query.created_from) : undefined,
        to: query.created_to ? new Date(mexicoMidnight(query.created_to).getTime() + 86_400_000) : undefined,
        search,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      };
      const rows = await listQuery(values, query.ordering).execute(values);
      // Past the last page no row carries the total: count it apart (rare).
      const total =
        rows[0]?.total ?? (query.page > 1 ? ((await countQuery(values).execute(values))[0]?.value ?? 0) : 0);
      const results = rows.map((row) =>
        summaryOf(row.application, {
          affiliate: row.affiliate?.id ? row.affiliate : null,
          product: row.product?.id
            ? {
                id: row.product.id,
                code: row.product.code,
                name:
                  request.language === 'en' && row.product.nameEn ? row.product.nameEn : row.product.nameEs,
              }
            : null,
        }),
      );
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
    async (request) => {
      const rows = await context.db
        .select({ status: applications.status, value: count() })
        .from(applications)
        .where(eq(applications.promoterId, request.principal!.userId))
        .groupBy(applications.status);
      const byStatus = Object.fromEntries(applicationStatuses.map((status) => [status, 0])) as Record<
        (typeof applicationStatuses)[number],
        number
      >;
      for (const row of rows) byStatus[row.status] = row.value;
      return { total: rows.reduce((sum, row) => sum + row.value, 0), by_status: byStatus };
    },
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
      return reply
        .status(created ? 201 : 200)
        .send(await presentApplication(context.db, row, request.language));
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
      // Customers' personal data: every full read is recorded.
      await audit(context.db, {
        actorId: request.principal!.userId,
        action: 'application.read',
        entityType: 'application',
        entityId: row.id,
        ipAddress: request.ip,
      });
      reply.header('etag', etagOf(row)).header('cache-control', 'no-store');
      return presentApplication(context.db, row, request.language);
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
            ? 'Save one or more steps (sections) of a draft; If-Match with the version is required (412 when stale)'
            : 'Replace the data of a draft (every section given is checked); If-Match required',
        security,
        params,
        headers: z.object({ 'if-match': z.string().max(40).optional() }),
        body: applicationPatchSchema,
        response: {
          200: applicationSchema,
          ...errorResponses(400, 401, 403, 404, 412, 428, { 409: conflictCodes('save_section') }),
        },
      },
      handler: async (request, reply) => {
        // A PUT replaces every section, so every section must be open to change.
        const parts = method === 'PATCH' ? Object.keys(request.body) : applicationSections;
        const { row } = await guard(context.db, actorOf(request), 'save_section', request.params.id, {
          parts,
        });
        const version = expectedVersion(request.headers['if-match']);
        const updated = await updateApplication(
          context.db,
          row,
          version,
          request.body as ApplicationData,
          method === 'PATCH' ? 'merge' : 'replace',
          changedBy(request),
        );
        reply.header('etag', etagOf(updated));
        return presentApplication(context.db, updated, request.language);
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
      // Completeness is checked once the cheaper rules pass; a refusal lists what is missing.
      const complete = async (row: { id: string; data: unknown }) => {
        const missing = await missingForSubmit(context.db, row.id, row.data as ApplicationData);
        if (missing.length === 0) return true;
        throw new AppError(409, 'application_incomplete', {
          extra: {
            missing: missing.map((item) => ({
              step: item.step,
              field: item.field,
              message: translate(
                request.language,
                item.key,
                Object.fromEntries(
                  Object.entries(item.params ?? {}).map(([name, value]) => [
                    name,
                    typeof value === 'string' ? value : value(request.language),
                  ]),
                ),
              ),
            })),
          },
        });
      };
      const { row, to } = await guard(context.db, actorOf(request), 'submit', request.params.id, {
        complete,
      });
      const submitted = await changeStatus(context, row, to!, changedBy(request), null);
      reply.header('etag', etagOf(submitted));
      return presentApplication(context.db, submitted, request.language);
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
      return presentApplication(context.db, cancelled, request.language);
    },
  );
}
