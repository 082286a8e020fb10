import { rolesFor } from '@origina/domain/application-lifecycle';
import { todayInMexico } from '@origina/domain/calendar-date';
import { listOf } from '@origina/domain/catalog-lists';
import { productOptions } from '@origina/domain/lender-catalog';
import {
  loanInputProblems,
  type Simulation,
  type SimulationSummary,
  simulate,
  simulationListQuerySchema,
  simulationRequestSchema,
  simulationSchema,
  simulationSummarySchema,
} from '@origina/domain/simulations';
import { folded } from '@origina/domain/text-search';
import { and, count, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { containsPattern } from '../../db/contains-pattern.js';
import { branches, promoters, simulations, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { errorResponses, listPage } from '../../http.js';
import type { Language, MessageKey } from '../../i18n/messages.js';
import { isUuid, newId } from '../../ids.js';
import { findAffiliateRow, findProductRow } from '../catalogs/lender-catalog.js';
import { productFromRow } from '../catalogs/lender-presenters.js';

const tags = ['simulations'];
const security = [{ bearer: [] }];
const refusal = (errors: Record<string, MessageKey>) =>
  new AppError(400, 'invalid_input', {
    fieldErrors: Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, [key]])),
  });

type SimulationRow = typeof simulations.$inferSelect;

// An amount as people type it ("$10,000", "10,000.00") searches as it is stored ("10000").
const amountAsStored = (search: string) =>
  /^\$?\s*\d{1,3}(,\d{3})+(\.\d{1,2})?$|^\$?\s*\d+(\.\d{1,2})?$/.test(search.trim())
    ? search.replace(/[$,\s]/g, '').replace(/\.0+$/, '')
    : search;

type StoredProduct = SimulationSummary['product'] & { name_en?: string | null };

// The product's name in the reader's language (simulations saved before both names were kept
// have the one they were saved with).
function summaryOf(row: SimulationRow, language: Language): SimulationSummary {
  const terms = row.terms as {
    product: StoredProduct;
    affiliate: SimulationSummary['affiliate'];
    frequency: SimulationSummary['frequency'];
  };
  const result = row.result as { payment: number; total_payment: number; cat: number };
  const { name_en: nameEn, ...product } = terms.product;
  return {
    id: row.id,
    product: { ...product, name: language === 'en' && nameEn ? nameEn : product.name },
    affiliate: terms.affiliate,
    amount: Number(row.amount),
    term: row.term,
    frequency: terms.frequency,
    payment: result.payment,
    total_payment: result.total_payment,
    cat: result.cat,
    created_at: row.createdAt.toISOString(),
  };
}

// The promoter who saved the simulation, and the branch they work from (null until one is set).
async function preparedBy(executor: Executor, promoterId: string) {
  const [found] = await executor
    .select({ firstName: users.firstName, lastName: users.lastName, branch: branches.name })
    .from(users)
    .leftJoin(promoters, eq(promoters.userId, users.id))
    .leftJoin(branches, eq(branches.id, promoters.branchId))
    .where(eq(users.id, promoterId))
    .limit(1);
  return { name: found ? `${found.firstName} ${found.lastName}`.trim() : '', branch: found?.branch ?? null };
}

async function simulationOf(executor: Executor, row: SimulationRow, language: Language): Promise<Simulation> {
  return {
    ...(row.terms as Omit<Simulation, keyof SimulationSummary>),
    ...(row.result as Omit<Simulation, keyof SimulationSummary>),
    ...summaryOf(row, language),
    start_date: row.startDate,
    net_pay: row.netPay === null ? null : Number(row.netPay),
    existing_deductions: row.existingDeductions === null ? null : Number(row.existingDeductions),
    prepared_by: await preparedBy(executor, row.promoterId),
  };
}

export async function simulationRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The simulator is a promoter's sales tool (application-lifecycle.ts, workspaces).
  const simulators = app.requireRole(...rolesFor('simulate'));

  api.post(
    '/api/v1/promoter/simulations/',
    {
      onRequest: simulators,
      schema: {
        tags,
        operationId: 'createSimulation',
        summary:
          'Simulate a loan and save it: the server computes the schedule, CAT and capacity from the inputs and the product',
        security,
        body: simulationRequestSchema,
        response: { 201: simulationSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const productRow = await findProductRow(context.db, input.product);
      if (!productRow?.active) throw refusal({ product: 'validation.unknown_reference' });
      const product = productFromRow(productRow, request.language);
      const affiliateRow = input.affiliate ? await findAffiliateRow(context.db, input.affiliate) : undefined;
      if (input.affiliate && !affiliateRow?.active)
        throw refusal({ affiliate: 'validation.unknown_reference' });
      if (affiliateRow) {
        const offered = await context.db.query.affiliateProducts.findFirst({
          where: (link, { and: both, eq: equals }) =>
            both(equals(link.affiliateId, affiliateRow.id), equals(link.productId, productRow.id)),
        });
        if (!offered) throw refusal({ product: 'simulation.product_not_offered' });
      }
      if (input.net_pay != null && !affiliateRow)
        throw refusal({ affiliate: 'simulation.affiliate_for_capacity' });

      const option = productOptions(product).find((candidate) => candidate.term === input.term);
      const problems = loanInputProblems(option, input.amount);
      if (!option || Object.keys(problems).length > 0) throw refusal(problems);

      const startDate = input.start_date ?? todayInMexico();
      const maxDeductionShare = affiliateRow ? Number(affiliateRow.maxDeductionShare) : null;
      const outcome = simulate({
        option,
        amount: input.amount,
        startDate,
        netPay: input.net_pay,
        existingDeductions: input.existing_deductions,
        maxDeductionShare,
      });
      const affiliate = affiliateRow
        ? { id: affiliateRow.id, code: affiliateRow.code, name: affiliateRow.name }
        : null;
      const terms = {
        product: { id: product.id, code: product.code, name: productRow.nameEs, name_en: productRow.nameEn },
        affiliate,
        frequency: option.frequency,
        annual_rate: option.annual_rate,
        rate_basis: option.rate_basis,
        iva_on_interest: option.iva_on_interest,
        commission_rate: option.commission_rate,
        insurance_per_period: option.insurance_per_period,
        max_deduction_share: maxDeductionShare,
      };
      const [row] = await context.db
        .insert(simulations)
        .values({
          id: newId(),
          promoterId: request.principal!.userId,
          productId: product.id,
          affiliateId: affiliate?.id ?? null,
          amount: input.amount.toFixed(2),
          term: input.term,
          startDate,
          netPay: input.net_pay == null ? null : input.net_pay.toFixed(2),
          existingDeductions: input.existing_deductions == null ? null : input.existing_deductions.toFixed(2),
          terms,
          result: outcome as unknown as Record<string, unknown>,
          searchText: folded(
            `${product.code} ${productRow.nameEs} ${productRow.nameEn ?? ''} ${affiliate?.code ?? ''} ${affiliate?.name ?? ''} ${input.amount}`,
          ),
        })
        .returning();
      return reply.status(201).send(await simulationOf(context.db, row!, request.language));
    },
  );

  api.get(
    '/api/v1/promoter/simulations/',
    {
      onRequest: simulators,
      schema: {
        tags,
        operationId: 'listSimulations',
        summary:
          "The signed-in promoter's saved simulations, newest first; search by product, convenio or amount",
        security,
        querystring: simulationListQuerySchema,
        response: { 200: listOf(simulationSummarySchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { search, page, page_size: pageSize } = request.query;
      const where = and(
        eq(simulations.promoterId, request.principal!.userId),
        search ? like(simulations.searchText, containsPattern(amountAsStored(search))) : undefined,
      );
      const [total] = await context.db.select({ value: count() }).from(simulations).where(where);
      const rows = await context.db
        .select()
        .from(simulations)
        .where(where)
        .orderBy(desc(simulations.createdAt), desc(simulations.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return listPage(
        rows.map((row) => summaryOf(row, request.language)),
        total?.value ?? 0,
        request.url,
        page,
        pageSize,
      );
    },
  );

  api.get(
    '/api/v1/promoter/simulations/:id/',
    {
      onRequest: simulators,
      schema: {
        tags,
        operationId: 'getSimulation',
        summary: 'One saved simulation, as it was calculated (only its own promoter sees it)',
        security,
        params: z.object({ id: z.string().max(64) }),
        response: { 200: simulationSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = isUuid(id)
        ? await context.db.query.simulations.findFirst({
            where: (simulation, { and: both, eq: equals }) =>
              both(equals(simulation.id, id), equals(simulation.promoterId, request.principal!.userId)),
          })
        : undefined;
      // Another promoter's simulation is answered exactly like one that does not exist.
      if (!row) throw new AppError(404, 'not_found');
      return simulationOf(context.db, row, request.language);
    },
  );
}
