import { rolesFor } from '@origina/domain/application-lifecycle';
import { listOf } from '@origina/domain/catalog-lists';
import {
  affiliateInputSchema,
  affiliateListQuerySchema,
  affiliateSchema,
  branchInputSchema,
  branchListQuerySchema,
  branchSchema,
  catalogPatchSchema,
  type LenderListQuery,
  productInputSchema,
  productListQuerySchema,
  productOptionSchema,
  productOptions,
  productSchema,
} from '@origina/domain/lender-catalog';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { affiliates, branches, products } from '../../db/schema.js';
import { AppError, isUniqueViolation } from '../../errors.js';
import { errorResponses, listPage } from '../../http.js';
import type { Language } from '../../i18n/messages.js';
import { isUuid } from '../../ids.js';
import { RequestValidationError } from '../../plugins/errors.js';
import { lenderCacheControl, replyCached } from './catalog-http.js';
import {
  affiliateInputFromRow,
  affiliatesFromRows,
  assertCodeFree,
  branchesFromRows,
  branchInputFromRow,
  findAffiliateRow,
  findBranchRow,
  findProductRow,
  type ListWindow,
  listAffiliates,
  listBranches,
  listProducts,
  productFromRow,
  productInputFromRow,
  saveAffiliate,
  saveBranch,
  saveProduct,
} from './lender-catalog.js';

const tags = ['catalogs'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(64) });
const notFound = () => new AppError(404, 'not_found');

// The same lifecycle for branches, convenios and products: anyone signed in reads active
// entries; admins create, change and deactivate them. Rows are never deleted.
interface LenderResource<Row extends { id: string }, Input, Output, Query extends LenderListQuery> {
  entity: string;
  listQuerySchema: z.ZodType<Query, unknown>;
  list: (
    window: ListWindow,
    language: Language,
    query: Query,
  ) => Promise<{ results: Output[]; total: number }>;
  listPath: string;
  itemPath: string;
  table: typeof branches | typeof affiliates | typeof products;
  inputSchema: z.ZodType<Input, unknown>;
  outputSchema: z.ZodType<Output>;
  find: (executor: Executor, id: string) => Promise<Row | undefined>;
  present: (executor: Executor, row: Row, language: Language) => Promise<Output>;
  inputFromRow: (executor: Executor, row: Row) => Promise<Input>;
  save: (executor: Executor, input: Input, id?: string) => Promise<{ id: string; created: boolean }>;
  summary: { list: string; item: string; create: string; update: string };
  operationIds: { list: string; item: string; create: string; update: string };
}

function registerLenderResource<
  Row extends { id: string },
  Input extends { code: string },
  Output,
  Query extends LenderListQuery,
>(app: FastifyInstance, context: AppContext, resource: LenderResource<Row, Input, Output, Query>) {
  app.get(
    resource.listPath,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: resource.operationIds.list,
        summary: resource.summary.list,
        security,
        querystring: resource.listQuerySchema,
        response: { 200: listOf(resource.outputSchema), 304: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const query = request.query as Query;
      const window: ListWindow = {
        search: query.search,
        page: query.page,
        pageSize: query.page_size,
        // Only admins see deactivated entries, and only when they ask.
        includeInactive: query.include_inactive === 'true' && request.principal?.role === 'admin',
      };
      const { results, total } = await resource.list(window, request.language, query);
      const body = listPage(results, total, request.url, query.page, query.page_size);
      return replyCached(request, reply, body, lenderCacheControl);
    },
  );

  const write = async (request: FastifyRequest, input: Input, id: string | undefined) => {
    const principal = request.principal!;
    try {
      return await context.db.transaction(async (tx) => {
        await assertCodeFree(tx, resource.table, input.code, id);
        const saved = await resource.save(tx, input, id);
        await audit(tx, {
          actorId: principal.userId,
          action: `catalog.${resource.entity}.${saved.created ? 'create' : 'update'}`,
          entityType: resource.entity,
          entityId: saved.id,
          ipAddress: request.ip,
          details: { code: input.code },
        });
        const row = await resource.find(tx, saved.id);
        return resource.present(tx, row!, request.language);
      });
    } catch (error) {
      // Two admins creating the same code at once: the second meets the unique index.
      if (isUniqueViolation(error)) {
        throw new AppError(409, 'catalog_code_taken', { fieldErrors: { code: ['catalog_code_taken'] } });
      }
      throw error;
    }
  };

  app.post(
    resource.listPath,
    {
      onRequest: app.requireRole(...rolesFor('administer')),
      schema: {
        tags,
        operationId: resource.operationIds.create,
        summary: resource.summary.create,
        security,
        body: resource.inputSchema,
        response: { 201: resource.outputSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await write(request, request.body as Input, undefined);
      return reply.status(201).send(created);
    },
  );

  app.get(
    resource.itemPath,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: resource.operationIds.item,
        summary: resource.summary.item,
        security,
        params: idParams,
        response: { 200: resource.outputSchema, 304: z.null(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const row = await resource.find(context.db, (request.params as { id: string }).id);
      if (!row) throw notFound();
      return replyCached(
        request,
        reply,
        await resource.present(context.db, row, request.language),
        lenderCacheControl,
      );
    },
  );

  app.patch(
    resource.itemPath,
    {
      onRequest: app.requireRole(...rolesFor('administer')),
      schema: {
        tags,
        operationId: resource.operationIds.update,
        summary: resource.summary.update,
        security,
        params: idParams,
        body: catalogPatchSchema,
        response: { 200: resource.outputSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await resource.find(context.db, (request.params as { id: string }).id);
      if (!row) throw notFound();
      // The change is merged into the stored record and the whole is checked again.
      const merged = {
        ...(await resource.inputFromRow(context.db, row)),
        ...(request.body as Record<string, unknown>),
      };
      const parsed = resource.inputSchema.safeParse(merged, { reportInput: true });
      if (!parsed.success) throw new RequestValidationError(parsed.error.issues, 'body');
      return write(request, parsed.data, row.id);
    },
  );
}

// A filter by id that is not an id matches nothing (rather than failing in the database).
const idFilter = (value: string | undefined) =>
  value === undefined || isUuid(value) ? value : '00000000-0000-0000-0000-000000000000';

export async function lenderCatalogRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/promoter/productoptions/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'getProductOptions',
        summary:
          'The options of a product: for each allowed term, the rate, limits, commission and insurance',
        security,
        params: idParams,
        response: { 200: listOf(productOptionSchema), 304: z.null(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const row = await findProductRow(context.db, request.params.id);
      if (!row) throw notFound();
      const options = productOptions(productFromRow(row, request.language));
      return replyCached(
        request,
        reply,
        listPage(options, options.length, request.url, 1, options.length),
        lenderCacheControl,
      );
    },
  );

  registerLenderResource(app, context, {
    entity: 'branch',
    listQuerySchema: branchListQuerySchema,
    list: async (window, _language, query) => listBranches(context.db, window, idFilter(query.affiliate)),
    listPath: '/api/v1/promoter/branches/',
    itemPath: '/api/v1/promoter/branches/:id/',
    table: branches,
    inputSchema: branchInputSchema,
    outputSchema: branchSchema,
    find: findBranchRow,
    present: async (executor, row) => (await branchesFromRows(executor, [row]))[0]!,
    inputFromRow: branchInputFromRow,
    save: saveBranch,
    summary: {
      list: "The lender's branches (sucursales) with address and the convenios they serve; filter by convenio",
      item: 'One branch',
      create: 'Create a branch (admin)',
      update: 'Change or deactivate a branch (admin); the address is checked against the postal catalogue',
    },
    operationIds: {
      list: 'listBranches',
      item: 'getBranch',
      create: 'createBranch',
      update: 'updateBranch',
    },
  });

  registerLenderResource(app, context, {
    entity: 'affiliate',
    listQuerySchema: affiliateListQuerySchema,
    list: (window, language, query) =>
      listAffiliates(context.db, window, language, {
        branchId: idFilter(query.branch),
        frequency: query.frequency,
      }),
    listPath: '/api/v1/promoter/affiliates/',
    itemPath: '/api/v1/promoter/affiliates/:id',
    table: affiliates,
    inputSchema: affiliateInputSchema,
    outputSchema: affiliateSchema,
    find: findAffiliateRow,
    present: async (executor, row, language) => (await affiliatesFromRows(executor, [row], language))[0]!,
    inputFromRow: affiliateInputFromRow,
    save: saveAffiliate,
    summary: {
      list: 'Convenios (payroll agreements); filter by branch, frequency and search',
      item: 'One convenio (also when deactivated, for the applications that name it)',
      create: 'Create a convenio (admin); its products must share its payroll frequency',
      update: 'Change or deactivate a convenio (admin)',
    },
    operationIds: {
      list: 'listConvenios',
      item: 'getConvenio',
      create: 'createConvenio',
      update: 'updateConvenio',
    },
  });

  registerLenderResource(app, context, {
    entity: 'product',
    listQuerySchema: productListQuerySchema,
    list: (window, language, query) =>
      listProducts(context.db, window, language, {
        affiliateId: idFilter(query.affiliate),
        frequency: query.frequency,
      }),
    listPath: '/api/v1/promoter/products/',
    itemPath: '/api/v1/promoter/products/:id/',
    table: products,
    inputSchema: productInputSchema,
    outputSchema: productSchema,
    find: findProductRow,
    present: async (_executor, row, language) => productFromRow(row, language),
    inputFromRow: async (_executor, row) => productInputFromRow(row),
    save: saveProduct,
    summary: {
      list: 'Loan products; filter by convenio (affiliate), frequency and search',
      item: 'One product (also when deactivated, for the applications that name it)',
      create: 'Create a product (admin)',
      update: 'Change or deactivate a product (admin)',
    },
    operationIds: {
      list: 'listProducts',
      item: 'getProduct',
      create: 'createProduct',
      update: 'updateProduct',
    },
  });
}
