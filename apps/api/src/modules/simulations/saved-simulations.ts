import type { Simulation, SimulationSummary, simulationListQuerySchema } from '@origina/domain/simulations';
import { and, count, desc, eq, like } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { containsPattern } from '../../db/contains-pattern.js';
import { branches, promoters, simulations, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Language } from '../../i18n/messages.js';
import { isUuid } from '../../ids.js';

// A promoter's saved simulations, read back as they were calculated: only by the promoter who
// saved them.

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

type StoredResult = Omit<Simulation, keyof SimulationSummary | 'first_payment_date' | 'capacity'> & {
  first_payment_date?: string;
  capacity:
    | (Omit<NonNullable<Simulation['capacity']>, 'other_loans'> &
        Partial<Pick<NonNullable<Simulation['capacity']>, 'other_loans'>>)
    | null;
};

// A result as stored, in today's shape: one saved before the payroll calendar names no first
// payment date (its schedule's first row has it) and no other loans (none were counted).
function resultOf(row: SimulationRow) {
  const result = row.result as unknown as StoredResult;
  return {
    ...result,
    first_payment_date: result.first_payment_date ?? result.schedule[0]!.date,
    capacity: result.capacity && { ...result.capacity, other_loans: result.capacity.other_loans ?? [] },
  };
}

export async function simulationOf(
  executor: Executor,
  row: SimulationRow,
  language: Language,
): Promise<Simulation> {
  return {
    ...(row.terms as Omit<Simulation, keyof SimulationSummary>),
    ...resultOf(row),
    ...summaryOf(row, language),
    start_date: row.startDate,
    net_pay: row.netPay === null ? null : Number(row.netPay),
    existing_deductions: row.existingDeductions === null ? null : Number(row.existingDeductions),
    prepared_by: await preparedBy(executor, row.promoterId),
  };
}

type ListQuery = z.output<typeof simulationListQuerySchema>;

/** The promoter's saved simulations, newest first, searched by product, convenio or amount. */
export async function listSimulations(
  executor: Executor,
  promoterId: string,
  query: ListQuery,
  language: Language,
) {
  const { search, page, page_size: pageSize } = query;
  const where = and(
    eq(simulations.promoterId, promoterId),
    search ? like(simulations.searchText, containsPattern(amountAsStored(search))) : undefined,
  );
  const [total] = await executor.select({ value: count() }).from(simulations).where(where);
  const rows = await executor
    .select()
    .from(simulations)
    .where(where)
    .orderBy(desc(simulations.createdAt), desc(simulations.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { results: rows.map((row) => summaryOf(row, language)), total: total?.value ?? 0 };
}

/** One of the promoter's simulations; another promoter's is answered exactly like one that does
 * not exist (404). */
export async function savedSimulation(
  executor: Executor,
  promoterId: string,
  id: string,
  language: Language,
) {
  const row = isUuid(id)
    ? await executor.query.simulations.findFirst({
        where: (simulation, { and: both, eq: equals }) =>
          both(equals(simulation.id, id), equals(simulation.promoterId, promoterId)),
      })
    : undefined;
  if (!row) throw new AppError(404, 'not_found');
  return simulationOf(executor, row, language);
}
