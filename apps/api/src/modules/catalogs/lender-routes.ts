import { listOf } from '@origina/domain/catalog-lists';
import {
  type AffiliateInput,
  affiliateInputSchema,
  affiliateListQuerySchema,
  affiliateSchema,
  type BranchInput,
  branchInputSchema,
  branchListQuerySchema,
  branchSchema,
  catalogPatchSchema,
  type ProductInput,
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
import { AppError } from '../../errors.js';
import { errorResponses } from '../../http.js';
import type { Language } from '../../i18n/messages.js';
import { RequestValidationError } from '../../plugins/errors.js';
import { lenderCacheControl, listPage, replyCached } from './catalog-http.js';
import {
  affiliateInputFromRow,
  affiliatesFromRows,
  assertCodeFree,
  branchesFromRows,
  branchInputFromRow,
  findAffiliateRow,
  findBranchRow,
  findProductRow,
  isUuid,
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
interface LenderResource<Row extends { id: string }, Input, Output> {
  entity: string;
  listPath: string;
  itemPath: string;
  table: typeof branches | typeof affiliates | typeof products;
  inputSchema: z.ZodType<Input, unknown>;
  outputSchema: z.ZodType<Output>;
  find: (executor: Executor, id: string) => Promise<Row | undefined>;
  present: (executor: Executor, row: Row, language: Language) => Promise<Output>;
  inputFromRow: (executor: Executor, row: Row) => Promise<Input>;
  save: (executor: Executor, input: Input, id?: string) => Promise<{ id: string; created: boolean }>;
  summary: { item: string; create: string; update: string };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

function registerLenderResource<Row extends { id: string }, Input extends { code: string }, Output>(
  app: FastifyInstance,
  context: AppContext,
  resource: LenderResource<Row, Input, Output>,
) {
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
      preHandler: app.requireRole('admin'),
      schema: {
        tags,
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
      preHandler: app.authenticate,
      schema: {
        tags,
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
      preHandler: app.requireRole('admin'),
      schema: {
        tags,
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

const includeInactive = (
  request: FastifyRequest,
  query: { include_inactive?: 'true' | 'false' | undefined },
) => query.include_inactive === 'true' && request.principal?.role === 'admin';

const windowOf = (
  request: FastifyRequest,
  query: {
    search?: string | undefined;
    page: number;
    page_size: number;
    include_inactive?: 'true' | 'false' | undefined;
  },
): ListWindow => ({
  search: query.search,
  page: query.page,
  pageSize: query.page_size,
  includeInactive: includeInactive(request, query),
});

// A filter by id that is not an id matches nothing (rather than failing in the database).
const idFilter = (value: string | undefined) =>
  value === undefined || isUuid(value) ? value : '00000000-0000-0000-0000-000000000000';

export async function lenderCatalogRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/promoter/branches/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          "The lender's branches (sucursales) with address and the convenios they serve; filter by convenio",
        security,
        querystring: branchListQuerySchema,
        response: { 200: listOf(branchSchema), 304: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { results, total } = await listBranches(
        context.db,
        windowOf(request, request.query),
        idFilter(request.query.affiliate),
      );
      const { page, page_size: pageSize } = request.query;
      return replyCached(
        request,
        reply,
        listPage(results, total, request.url, page, pageSize),
        lenderCacheControl,
      );
    },
  );

  api.get(
    '/api/v1/promoter/affiliates/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Convenios (payroll agreements); filter by branch, frequency and search',
        security,
        querystring: affiliateListQuerySchema,
        response: { 200: listOf(affiliateSchema), 304: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { branch, frequency, page, page_size: pageSize } = request.query;
      const { results, total } = await listAffiliates(
        context.db,
        windowOf(request, request.query),
        request.language,
        {
          branchId: idFilter(branch),
          frequency,
        },
      );
      return replyCached(
        request,
        reply,
        listPage(results, total, request.url, page, pageSize),
        lenderCacheControl,
      );
    },
  );

  api.get(
    '/api/v1/promoter/products/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Loan products; filter by convenio (affiliate), frequency and search',
        security,
        querystring: productListQuerySchema,
        response: { 200: listOf(productSchema), 304: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { affiliate, frequency, page, page_size: pageSize } = request.query;
      const { results, total } = await listProducts(
        context.db,
        windowOf(request, request.query),
        request.language,
        {
          affiliateId: idFilter(affiliate),
          frequency,
        },
      );
      return replyCached(
        request,
        reply,
        listPage(results, total, request.url, page, pageSize),
        lenderCacheControl,
      );
    },
  );

  api.get(
    '/api/v1/promoter/productoptions/:id/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
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

  registerLenderResource<typeof branches.$inferSelect, BranchInput, z.infer<typeof branchSchema>>(
    app,
    context,
    {
      entity: 'branch',
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
        item: 'One branch',
        create: 'Create a branch (admin)',
        update: 'Change or deactivate a branch (admin); the address is checked against the postal catalogue',
      },
    },
  );

  registerLenderResource<typeof affiliates.$inferSelect, AffiliateInput, z.infer<typeof affiliateSchema>>(
    app,
    context,
    {
      entity: 'affiliate',
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
        item: 'One convenio (also when deactivated, for the applications that name it)',
        create: 'Create a convenio (admin); its products must share its payroll frequency',
        update: 'Change or deactivate a convenio (admin)',
      },
    },
  );

  registerLenderResource<typeof products.$inferSelect, ProductInput, z.infer<typeof productSchema>>(
    app,
    context,
    {
      entity: 'product',
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
        item: 'One product (also when deactivated, for the applications that name it)',
        create: 'Create a product (admin)',
        update: 'Change or deactivate a product (admin)',
      },
    },
  );
}
