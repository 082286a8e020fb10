import type {
  Affiliate,
  AffiliateInput,
  Branch,
  BranchInput,
  Product,
  ProductInput,
} from '@origina/domain/lender-catalog';
import { folded } from '@origina/domain/text-search';
import { and, asc, count, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { containsPattern } from '../../db/contains-pattern.js';
import {
  affiliateProducts,
  affiliates,
  branchAffiliates,
  branches,
  postalSettlements,
  products,
} from '../../db/schema.js';
import { AppError, fieldError } from '../../errors.js';
import type { Language } from '../../i18n/messages.js';
import { isUuid, newId } from '../../ids.js';

type BranchRow = typeof branches.$inferSelect;
type AffiliateRow = typeof affiliates.$inferSelect;
type ProductRow = typeof products.$inferSelect;

export const productName = (row: Pick<ProductRow, 'nameEs' | 'nameEn'>, language: Language) =>
  language === 'en' && row.nameEn ? row.nameEn : row.nameEs;

export function productFromRow(row: ProductRow, language: Language): Product {
  return {
    id: row.id,
    code: row.code,
    name: productName(row, language),
    frequency: row.frequency,
    annual_rate: Number(row.annualRate),
    rate_basis: row.rateBasis,
    iva_on_interest: row.ivaOnInterest,
    commission_rate: Number(row.commissionRate),
    insurance_per_period: Number(row.insurancePerPeriod),
    min_amount: Number(row.minAmount),
    max_amount: Number(row.maxAmount),
    terms: row.terms,
    term_rates: row.termRates,
    required_document_types: row.requiredDocumentTypes,
    active: row.active,
  };
}

// What a stored row looks like as input again, so a PATCH can be merged with it and re-checked.
export function productInputFromRow(row: ProductRow): ProductInput {
  return {
    code: row.code,
    name: row.nameEs,
    name_en: row.nameEn,
    frequency: row.frequency,
    annual_rate: Number(row.annualRate),
    rate_basis: row.rateBasis,
    iva_on_interest: row.ivaOnInterest,
    commission_rate: Number(row.commissionRate),
    insurance_per_period: Number(row.insurancePerPeriod),
    min_amount: Number(row.minAmount),
    max_amount: Number(row.maxAmount),
    terms: row.terms,
    term_rates: row.termRates,
    required_document_types: row.requiredDocumentTypes as ProductInput['required_document_types'],
    active: row.active,
  };
}

async function productReferences(executor: Executor, affiliateIds: string[], language: Language) {
  if (affiliateIds.length === 0) return new Map<string, Affiliate['products']>();
  const rows = await executor
    .select({
      affiliateId: affiliateProducts.affiliateId,
      id: products.id,
      code: products.code,
      nameEs: products.nameEs,
      nameEn: products.nameEn,
    })
    .from(affiliateProducts)
    .innerJoin(products, eq(products.id, affiliateProducts.productId))
    .where(and(inArray(affiliateProducts.affiliateId, affiliateIds), eq(products.active, true)))
    .orderBy(asc(products.code));
  const byAffiliate = new Map<string, Affiliate['products']>();
  for (const row of rows) {
    const list = byAffiliate.get(row.affiliateId) ?? [];
    list.push({ id: row.id, code: row.code, name: productName(row, language) });
    byAffiliate.set(row.affiliateId, list);
  }
  return byAffiliate;
}

async function affiliateReferences(executor: Executor, branchIds: string[]) {
  if (branchIds.length === 0) return new Map<string, Branch['affiliates']>();
  const rows = await executor
    .select({
      branchId: branchAffiliates.branchId,
      id: affiliates.id,
      code: affiliates.code,
      name: affiliates.name,
    })
    .from(branchAffiliates)
    .innerJoin(affiliates, eq(affiliates.id, branchAffiliates.affiliateId))
    .where(and(inArray(branchAffiliates.branchId, branchIds), eq(affiliates.active, true)))
    .orderBy(asc(affiliates.name));
  const byBranch = new Map<string, Branch['affiliates']>();
  for (const { branchId, ...reference } of rows) {
    byBranch.set(branchId, [...(byBranch.get(branchId) ?? []), reference]);
  }
  return byBranch;
}

export async function affiliatesFromRows(executor: Executor, rows: AffiliateRow[], language: Language) {
  const offered = await productReferences(
    executor,
    rows.map((row) => row.id),
    language,
  );
  return rows.map(
    (row): Affiliate => ({
      id: row.id,
      code: row.code,
      name: row.name,
      employer: row.employer,
      frequency: row.frequency,
      max_deduction_share: Number(row.maxDeductionShare),
      products: offered.get(row.id) ?? [],
      required_document_types: row.requiredDocumentTypes,
      active: row.active,
    }),
  );
}

export async function branchesFromRows(executor: Executor, rows: BranchRow[]) {
  const served = await affiliateReferences(
    executor,
    rows.map((row) => row.id),
  );
  return rows.map(
    (row): Branch => ({
      id: row.id,
      code: row.code,
      name: row.name,
      street: row.street,
      exterior_number: row.exteriorNumber,
      interior_number: row.interiorNumber,
      zip: row.zip,
      settlement: row.settlement,
      municipality: row.municipality,
      state: row.state,
      phone: row.phone,
      affiliates: served.get(row.id) ?? [],
      active: row.active,
    }),
  );
}

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

// Ids of the given codes, or a refusal naming the field when one does not exist.
async function idsOfCodes(
  executor: Executor,
  table: typeof products | typeof affiliates,
  codes: string[],
  field: string,
) {
  if (codes.length === 0) return [];
  const rows = await executor
    .select({ id: table.id, code: table.code, frequency: table.frequency })
    .from(table as typeof products)
    .where(inArray(table.code, codes));
  if (rows.length !== new Set(codes).size) throw fieldError(field, 'validation.unknown_reference');
  return rows;
}

async function replaceLinks<T extends typeof affiliateProducts | typeof branchAffiliates>(
  executor: Executor,
  table: T,
  ownerColumn: T extends typeof affiliateProducts
    ? typeof affiliateProducts.affiliateId
    : typeof branchAffiliates.branchId,
  ownerId: string,
  rows: Record<string, string>[],
) {
  await executor.delete(table).where(eq(ownerColumn, ownerId));
  if (rows.length > 0) await executor.insert(table).values(rows as never);
}

async function idOfCode(
  executor: Executor,
  table: typeof products | typeof affiliates | typeof branches,
  code: string,
) {
  const [row] = await executor
    .select({ id: table.id })
    .from(table as typeof products)
    .where(eq(table.code, code));
  return row?.id;
}

// Updates the record when it exists, creates it otherwise; answers its id.
async function upsert(
  executor: Executor,
  table: typeof products | typeof affiliates | typeof branches,
  existingId: string | undefined,
  values: Record<string, unknown>,
) {
  if (existingId) {
    await executor
      .update(table)
      .set({ ...values, updatedAt: new Date() } as never)
      .where(eq(table.id, existingId));
    return existingId;
  }
  const id = newId();
  await executor.insert(table).values({ id, ...values } as never);
  return id;
}

// Creates the product, or updates the one with the same code (or the given id), and keeps every
// convenio that offers it on the same payroll frequency.
export async function saveProduct(executor: Executor, input: ProductInput, id?: string) {
  const existingId = id ?? (await idOfCode(executor, products, input.code));
  if (existingId) {
    const offeredBy = await executor
      .select({ frequency: affiliates.frequency })
      .from(affiliateProducts)
      .innerJoin(affiliates, eq(affiliates.id, affiliateProducts.affiliateId))
      .where(eq(affiliateProducts.productId, existingId));
    if (offeredBy.some((row) => row.frequency !== input.frequency)) {
      throw fieldError('frequency', 'validation.frequency_mismatch');
    }
  }
  const values = {
    code: input.code,
    nameEs: input.name,
    nameEn: input.name_en ?? null,
    frequency: input.frequency,
    annualRate: String(input.annual_rate),
    rateBasis: input.rate_basis,
    ivaOnInterest: input.iva_on_interest,
    commissionRate: String(input.commission_rate),
    insurancePerPeriod: input.insurance_per_period.toFixed(2),
    minAmount: input.min_amount.toFixed(2),
    maxAmount: input.max_amount.toFixed(2),
    terms: input.terms,
    termRates: input.term_rates,
    requiredDocumentTypes: input.required_document_types,
    active: input.active,
    searchText: folded(`${input.code} ${input.name} ${input.name_en ?? ''}`),
  };
  return { id: await upsert(executor, products, existingId, values), created: !existingId };
}

export async function saveAffiliate(executor: Executor, input: AffiliateInput, id?: string) {
  const offered = await idsOfCodes(executor, products, input.products, 'products');
  if (offered.some((product) => product.frequency !== input.frequency)) {
    throw fieldError('products', 'validation.frequency_mismatch');
  }
  const existingId = id ?? (await idOfCode(executor, affiliates, input.code));
  const values = {
    code: input.code,
    name: input.name,
    employer: input.employer,
    frequency: input.frequency,
    maxDeductionShare: String(input.max_deduction_share),
    requiredDocumentTypes: input.required_document_types,
    active: input.active,
    searchText: folded(`${input.code} ${input.name} ${input.employer}`),
  };
  const affiliateId = await upsert(executor, affiliates, existingId, values);
  await replaceLinks(
    executor,
    affiliateProducts,
    affiliateProducts.affiliateId,
    affiliateId,
    offered.map((product) => ({ affiliateId, productId: product.id })),
  );
  return { id: affiliateId, created: !existingId };
}

export async function saveBranch(executor: Executor, input: BranchInput, id?: string) {
  // The address must exist in the postal catalogue; municipality and state are taken from it.
  const settlements = await executor
    .select({
      settlement: postalSettlements.settlement,
      municipality: postalSettlements.municipality,
      state: postalSettlements.state,
    })
    .from(postalSettlements)
    .where(eq(postalSettlements.zip, input.zip));
  if (settlements.length === 0) throw fieldError('zip', 'validation.zip_unknown');
  const place = settlements.find((candidate) => folded(candidate.settlement) === folded(input.settlement));
  if (!place) throw fieldError('settlement', 'validation.settlement_unknown');
  const served = await idsOfCodes(executor, affiliates, input.affiliates, 'affiliates');
  const existingId = id ?? (await idOfCode(executor, branches, input.code));
  const values = {
    code: input.code,
    name: input.name,
    street: input.street,
    exteriorNumber: input.exterior_number,
    interiorNumber: input.interior_number ?? null,
    zip: input.zip,
    settlement: place.settlement,
    municipality: place.municipality,
    state: place.state,
    phone: input.phone,
    active: input.active,
    searchText: folded(
      `${input.code} ${input.name} ${place.settlement} ${place.municipality} ${place.state}`,
    ),
  };
  const branchId = await upsert(executor, branches, existingId, values);
  await replaceLinks(
    executor,
    branchAffiliates,
    branchAffiliates.branchId,
    branchId,
    served.map((affiliate) => ({ branchId, affiliateId: affiliate.id })),
  );
  return { id: branchId, created: !existingId };
}

// A code belongs to one record: writing another record's code is a conflict, not an update.
export async function assertCodeFree(
  executor: Executor,
  table: typeof products | typeof affiliates | typeof branches,
  code: string,
  ownId?: string,
) {
  const holder = await idOfCode(executor, table, code);
  if (holder && holder !== ownId) {
    throw new AppError(409, 'catalog_code_taken', { fieldErrors: { code: ['catalog_code_taken'] } });
  }
}

export async function affiliateInputFromRow(executor: Executor, row: AffiliateRow): Promise<AffiliateInput> {
  const offered = await executor
    .select({ code: products.code })
    .from(affiliateProducts)
    .innerJoin(products, eq(products.id, affiliateProducts.productId))
    .where(eq(affiliateProducts.affiliateId, row.id));
  return {
    code: row.code,
    name: row.name,
    employer: row.employer,
    frequency: row.frequency,
    max_deduction_share: Number(row.maxDeductionShare),
    products: offered.map((product) => product.code),
    required_document_types: row.requiredDocumentTypes as AffiliateInput['required_document_types'],
    active: row.active,
  };
}

export async function branchInputFromRow(executor: Executor, row: BranchRow): Promise<BranchInput> {
  const served = await executor
    .select({ code: affiliates.code })
    .from(branchAffiliates)
    .innerJoin(affiliates, eq(affiliates.id, branchAffiliates.affiliateId))
    .where(eq(branchAffiliates.branchId, row.id));
  return {
    code: row.code,
    name: row.name,
    street: row.street,
    exterior_number: row.exteriorNumber,
    interior_number: row.interiorNumber,
    zip: row.zip,
    settlement: row.settlement,
    phone: row.phone,
    affiliates: served.map((affiliate) => affiliate.code),
    active: row.active,
  };
}

/** The checklist of a convenio and product: the document types either of them requires. */
export async function requiredDocumentCodes(
  executor: Executor,
  filter: { affiliate?: string | undefined; product?: string | undefined },
) {
  const affiliate = filter.affiliate ? await findAffiliateRow(executor, filter.affiliate) : undefined;
  const product = filter.product ? await findProductRow(executor, filter.product) : undefined;
  return new Set([...(affiliate?.requiredDocumentTypes ?? []), ...(product?.requiredDocumentTypes ?? [])]);
}
