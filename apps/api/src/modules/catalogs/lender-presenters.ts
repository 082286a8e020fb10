import type {
  Affiliate,
  AffiliateInput,
  Branch,
  BranchInput,
  Product,
  ProductInput,
} from '@origina/domain/lender-catalog';
import {
  defaultPayrollCalendar,
  type PayrollCalendar,
  payrollCalendarFor,
} from '@origina/domain/payroll-calendar';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { affiliateProducts, affiliates, branchAffiliates, type branches, products } from '../../db/schema.js';
import type { Language } from '../../i18n/messages.js';

// The catalogue's rows as the API answers them, and as input again (what a PATCH merges into).
type BranchRow = typeof branches.$inferSelect;
type AffiliateRow = typeof affiliates.$inferSelect;
type ProductRow = typeof products.$inferSelect;

export const productName = (row: Pick<ProductRow, 'nameEs' | 'nameEn'>, language: Language) =>
  language === 'en' && row.nameEn ? row.nameEn : row.nameEs;

/** A product's contract terms as stored (lender-profile.ts): null where not yet given. */
export const productTermsFromRow = (row: ProductRow) => ({
  reca_number: row.recaNumber,
  moratorio_rate: row.moratorioRate === null ? null : Number(row.moratorioRate),
  other_commissions: row.otherCommissions,
  insurer: row.insurer,
  policy_number: row.policyNumber,
  pagare_mode: row.pagareMode,
});

export function productFromRow(row: ProductRow, language: Language): Product {
  return {
    id: row.id,
    code: row.code,
    name: productName(row, language),
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
    required_document_types: row.requiredDocumentTypes,
    checklist: row.checklist,
    active: row.active,
    max_age_at_end: row.maxAgeAtEnd,
    renewal_min_paid_share: Number(row.renewalMinPaidShare),
    ...productTermsFromRow(row),
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
    checklist: row.checklist,
    active: row.active,
    max_age_at_end: row.maxAgeAtEnd,
    renewal_min_paid_share: Number(row.renewalMinPaidShare),
    ...productTermsFromRow(row),
  };
}

/**
 * A convenio's payroll calendar, read from its row (what the schedule, the contract and the
 * screens date payments by). The row is resolved again for its frequency, so a row written
 * before the calendar existed, or by hand, still answers a whole calendar: docs/domain-rules.md's defaults
 * for what it lacks (a catorcenal one without a reference payday: the demo's Friday).
 */
export function payrollCalendarOf(row: AffiliateRow): PayrollCalendar {
  const resolved = payrollCalendarFor(row.frequency, {
    weekday: row.paydayWeekday,
    reference_payday: row.paydayReference,
    days: row.paydayDays,
    cutoff_days: row.cutoffDays,
  });
  if ('calendar' in resolved) return resolved.calendar;
  return { ...defaultPayrollCalendar(row.frequency), cutoff_days: row.cutoffDays };
}

/** The calendar as the row keeps it: what its frequency does not use is stored empty. */
export const payrollCalendarColumns = (calendar: PayrollCalendar) => ({
  paydayWeekday: calendar.weekday,
  paydayReference: calendar.reference_payday,
  paydayDays: calendar.days,
  cutoffDays: calendar.cutoff_days,
});

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
      payroll_calendar: payrollCalendarOf(row),
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
    payroll_calendar: payrollCalendarOf(row),
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
