import { and, asc, count, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { containsPattern } from '../../db/contains-pattern.js';
import { affiliateProducts, affiliates, branchAffiliates, branches, products } from '../../db/schema.js';
import type { Language } from '../../i18n/messages.js';
import { isUuid } from '../../ids.js';
import { affiliatesFromRows, branchesFromRows, productFromRow } from './lender-presenters.js';

// Reading the lender's catalogue: pages of branches, convenios and products, and single rows.
type AffiliateRow = typeof affiliates.$inferSelect;
type ProductRow = typeof products.$inferSelect;

export interface ListWindow {
  search?: string | undefined;
  page: number;
  pageSize: number;
  includeInactive: boolean;
}

// One page of a catalogue table, active rows only unless an admin asks, with the total count.
async function pageOf<T extends typeof branches | typeof affiliates | typeof products>(
  executor: Executor,
  table: T,
  window: ListWindow,
  filters: (SQL | undefined)[],
  orderBy: SQL | ReturnType<typeof asc>,
) {
  const where = and(
    window.includeInactive ? undefined : eq(table.active, true),
    window.search ? like(table.searchText, containsPattern(window.search)) : undefined,
    ...filters,
  );
  const [total] = await executor
    .select({ value: count() })
    .from(table as typeof branches)
    .where(where);
  const rows = await executor
    .select()
    .from(table as typeof branches)
    .where(where)
    .orderBy(orderBy)
    .limit(window.pageSize)
    .offset((window.page - 1) * window.pageSize);
  return { rows: rows as unknown as T['$inferSelect'][], total: total?.value ?? 0 };
}

// Rows linked to `id` through a join table (branch ↔ convenio, convenio ↔ product), as a filter.
function linkedTo(
  executor: Executor,
  column: typeof branches.id | typeof affiliates.id | typeof products.id,
  link: typeof branchAffiliates | typeof affiliateProducts,
  mine: PgColumn,
  theirs: PgColumn,
  id: string | undefined,
) {
  if (!id) return undefined;
  return inArray(
    column,
    executor
      .select({ id: mine })
      .from(link as typeof branchAffiliates)
      .where(eq(theirs, id)),
  );
}

export async function listBranches(executor: Executor, window: ListWindow, affiliateId?: string) {
  const served = linkedTo(
    executor,
    branches.id,
    branchAffiliates,
    branchAffiliates.branchId,
    branchAffiliates.affiliateId,
    affiliateId,
  );
  const { rows, total } = await pageOf(executor, branches, window, [served], asc(branches.name));
  return { results: await branchesFromRows(executor, rows), total };
}

export async function listAffiliates(
  executor: Executor,
  window: ListWindow,
  language: Language,
  filters: { branchId?: string | undefined; frequency?: AffiliateRow['frequency'] | undefined },
) {
  const atBranch = linkedTo(
    executor,
    affiliates.id,
    branchAffiliates,
    branchAffiliates.affiliateId,
    branchAffiliates.branchId,
    filters.branchId,
  );
  const frequency = filters.frequency ? eq(affiliates.frequency, filters.frequency) : undefined;
  const { rows, total } = await pageOf(
    executor,
    affiliates,
    window,
    [atBranch, frequency],
    asc(affiliates.name),
  );
  return { results: await affiliatesFromRows(executor, rows, language), total };
}

export async function listProducts(
  executor: Executor,
  window: ListWindow,
  language: Language,
  filters: { affiliateId?: string | undefined; frequency?: ProductRow['frequency'] | undefined },
) {
  const offered = linkedTo(
    executor,
    products.id,
    affiliateProducts,
    affiliateProducts.productId,
    affiliateProducts.affiliateId,
    filters.affiliateId,
  );
  const frequency = filters.frequency ? eq(products.frequency, filters.frequency) : undefined;
  const { rows, total } = await pageOf(executor, products, window, [offered, frequency], asc(products.code));
  return { results: rows.map((row) => productFromRow(row, language)), total };
}

export async function findBranchRow(executor: Executor, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await executor.select().from(branches).where(eq(branches.id, id));
  return row;
}

export async function findAffiliateRow(executor: Executor, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await executor.select().from(affiliates).where(eq(affiliates.id, id));
  return row;
}

export async function findProductRow(executor: Executor, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await executor.select().from(products).where(eq(products.id, id));
  return row;
}

/** One entry as the API answers it, or undefined when there is none with that id. */
export async function readBranch(executor: Executor, id: string) {
  const row = await findBranchRow(executor, id);
  return row && (await branchesFromRows(executor, [row]))[0];
}

export async function readAffiliate(executor: Executor, id: string, language: Language) {
  const row = await findAffiliateRow(executor, id);
  return row && (await affiliatesFromRows(executor, [row], language))[0];
}

export async function readProduct(executor: Executor, id: string, language: Language) {
  const row = await findProductRow(executor, id);
  return row && productFromRow(row, language);
}

/** The checklist of a convenio and product: the document types either of them requires. */
export async function requiredDocumentCodes(
  executor: Executor,
  filter: { affiliate?: string | undefined; product?: string | undefined },
  /** Rows already read (a loan priced for the same application), used when they are the ones asked. */
  known: {
    affiliate?: Awaited<ReturnType<typeof findAffiliateRow>>;
    product?: Awaited<ReturnType<typeof findProductRow>>;
  } = {},
) {
  const affiliate =
    known.affiliate && known.affiliate.id === filter.affiliate
      ? known.affiliate
      : filter.affiliate
        ? await findAffiliateRow(executor, filter.affiliate)
        : undefined;
  const product =
    known.product && known.product.id === filter.product
      ? known.product
      : filter.product
        ? await findProductRow(executor, filter.product)
        : undefined;
  return new Set([...(affiliate?.requiredDocumentTypes ?? []), ...(product?.requiredDocumentTypes ?? [])]);
}
