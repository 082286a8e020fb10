import type { AffiliateInput, BranchInput, ProductInput } from '@origina/domain/lender-catalog';
import { folded } from '@origina/domain/text-search';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { affiliateProducts, affiliates, branchAffiliates, branches, products } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newId } from '../../ids.js';
import {
  affiliateProblems,
  assertNoProblems,
  branchProblems,
  placeIn,
  productProblems,
  rowsOfCodes,
  settlementsOf,
} from './lender-checks.js';
import { payrollCalendarColumns } from './lender-presenters.js';

// Writing the lender's catalogue (the admin screens and the CSV import): each save checks the
// entry against the catalogue first and refuses it with every problem at once.
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

/** A product's contract terms as its row keeps them. */
export const productTermColumns = (input: ProductInput) => ({
  recaNumber: input.reca_number ?? null,
  moratorioRate: typeof input.moratorio_rate === 'number' ? String(input.moratorio_rate) : null,
  otherCommissions: input.other_commissions,
  insurer: input.insurer ?? null,
  policyNumber: input.policy_number ?? null,
  pagareMode: input.pagare_mode,
});

// Creates the product, or updates the one with the same code (or the given id), and keeps every
// convenio that offers it on the same payroll frequency.
export async function saveProduct(executor: Executor, input: ProductInput, id?: string) {
  assertNoProblems(await productProblems(executor, input, id));
  const existingId = id ?? (await idOfCode(executor, products, input.code));
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
    ...(input.checklist ? { checklist: input.checklist } : {}),
    active: input.active,
    maxAgeAtEnd: input.max_age_at_end ?? null,
    renewalMinPaidShare: String(input.renewal_min_paid_share),
    ...productTermColumns(input),
    searchText: folded(`${input.code} ${input.name} ${input.name_en ?? ''}`),
  };
  return { id: await upsert(executor, products, existingId, values), created: !existingId };
}

export async function saveAffiliate(executor: Executor, input: AffiliateInput, id?: string) {
  assertNoProblems(await affiliateProblems(executor, input));
  const offered = await rowsOfCodes(executor, products, input.products);
  const existingId = id ?? (await idOfCode(executor, affiliates, input.code));
  const values = {
    code: input.code,
    name: input.name,
    employer: input.employer,
    frequency: input.frequency,
    maxDeductionShare: String(input.max_deduction_share),
    ...payrollCalendarColumns(input.payroll_calendar),
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
  assertNoProblems(await branchProblems(executor, input));
  // The address is the postal catalogue's: municipality and state are taken from it.
  const place = placeIn(await settlementsOf(executor, input.zip), input.settlement)!;
  const served = await rowsOfCodes(executor, affiliates, input.affiliates);
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
