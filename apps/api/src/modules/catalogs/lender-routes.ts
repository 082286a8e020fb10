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
import { rolesFor } from '@origina/domain/role-workspaces';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { errorResponses, listPage } from '../../http.js';
import type { Language } from '../../i18n/messages.js';
import { isUuid } from '../../ids.js';
import { lenderCacheControl, replyCached } from './catalog-http.js';
import {
  findProductRow,
  type ListWindow,
  listAffiliates,
  listBranches,
  listProducts,
  readAffiliate,
  readBranch,
  readProduct,
} from './lender-catalog.js';
import { productFromRow } from './lender-presenters.js';
import { type Actor, createEntry, type LenderEntity, updateEntry } from './lender-write-service.js';

const tags = ['catalogs'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(64) });
const notFound = () => new AppError(404, 'not_found');

// The same lifecycle for branches, convenios and products: anyone signed in reads active
// entries; admins create, change and deactivate them. Rows are never deleted.
interface LenderResource<Input, Output, Query extends LenderListQuery> {
  entity: LenderEntity;
  listQuerySchema: z.ZodType<Query, unknown>;
  list: (
    window: ListWindow,
    language: Language,
    query: Query,
  ) => Promise<{ results: Output[]; total: number }>;
  listPath: string;
  itemPath: string;
  // Where the item also answers, and the suffix of its operation ids there (the convenio item:
  // SPEC's path has no trailing slash, every other path has one, so it answers both).
  itemAlias?: { path: string; operationSuffix: string };
  inputSchema: z.ZodType<Input, unknown>;
  outputSchema: z.ZodType<Output>;
  read: (id: string, language: Language) => Promise<Output | undefined>;
  summary: { list: string; item: string; create: string; update: string };
  operationIds: { list: string; item: string; create: string; update: string };
}

const actorOf = (request: FastifyRequest): Actor => ({
  userId: request.principal!.userId,
  ip: request.ip,
  language: request.language,
});

function registerLenderResource<Input, Output, Query extends LenderListQuery>(
  app: FastifyInstance,
  context: AppContext,
  resource: LenderResource<Input, Output, Query>,
) {
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

  app.post(
    resource.listPath,
    {
      onRequest: app.requireRole(...rolesFor('administer')),
      // The write service checks the body itself, with the catalogue, so that one refusal names
      // every field; the schema stays here for the API's description.
      attachValidation: true,
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
      const created = await createEntry(context.db, resource.entity, request.body, actorOf(request));
      return reply.status(201).send(created);
    },
  );

  const itemPaths = [
    { path: resource.itemPath, suffix: '' },
    ...(resource.itemAlias
      ? [{ path: resource.itemAlias.path, suffix: resource.itemAlias.operationSuffix }]
      : []),
  ];
  for (const { path, suffix } of itemPaths) {
    app.get(
      path,
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          operationId: `${resource.operationIds.item}${suffix}`,
          summary: resource.summary.item,
          security,
          params: idParams,
          response: { 200: resource.outputSchema, 304: z.null(), ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        const entry = await resource.read((request.params as { id: string }).id, request.language);
        if (!entry) throw notFound();
        return replyCached(request, reply, entry, lenderCacheControl);
      },
    );

    app.patch(
      path,
      {
        onRequest: app.requireRole(...rolesFor('administer')),
        schema: {
          tags,
          operationId: `${resource.operationIds.update}${suffix}`,
          summary: resource.summary.update,
          security,
          params: idParams,
          body: catalogPatchSchema,
          response: { 200: resource.outputSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { id } = request.params as { id: string };
        return updateEntry(context.db, resource.entity, id, request.body, actorOf(request));
      },
    );
  }
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
    inputSchema: branchInputSchema,
    outputSchema: branchSchema,
    read: (id) => readBranch(context.db, id),
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
    itemAlias: { path: '/api/v1/promoter/affiliates/:id/', operationSuffix: 'WithSlash' },
    inputSchema: affiliateInputSchema,
    outputSchema: affiliateSchema,
    read: (id, language) => readAffiliate(context.db, id, language),
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
    inputSchema: productInputSchema,
    outputSchema: productSchema,
    read: (id, language) => readProduct(context.db, id, language),
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
