import { documentTypeCodes } from '@origina/domain/document-types';
import { type PayrollFrequency, payrollFrequencies } from '@origina/domain/lender-catalog';
import { isSingleLine } from '@origina/domain/text-rule';
import { folded } from '@origina/domain/text-search';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { affiliateProducts, affiliates, postalSettlements, products } from '../../db/schema.js';
import { AppError, type FieldMessage } from '../../errors.js';

// What the catalogue itself says about an entry (the postal code exists, the colonia is one of
// its own, the codes it names exist, a convenio and its products share a payroll frequency).
// Every problem is collected, so one refusal names every field to fix. The input may be one the
// schema refused: only the values that are well-formed are looked up.
export type Problems = Record<string, FieldMessage[]>;
type Raw = Record<string, unknown>;

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const isFrequency = (value: unknown): value is PayrollFrequency =>
  (payrollFrequencies as readonly unknown[]).includes(value);

/** The distinct catalogue codes of a list, as the schema writes them (trimmed, upper case). */
const codesIn = (value: unknown) =>
  Array.isArray(value)
    ? [...new Set(value.filter((item) => typeof item === 'string').map((item) => item.trim().toUpperCase()))]
    : [];

const add = (problems: Problems, field: string, message: FieldMessage) => {
  problems[field] = [...(problems[field] ?? []), message];
};

export async function rowsOfCodes(
  executor: Executor,
  table: typeof products | typeof affiliates,
  codes: string[],
) {
  if (codes.length === 0) return [];
  return executor
    .select({ id: table.id, code: table.code, frequency: table.frequency })
    .from(table as typeof products)
    .where(inArray(table.code, codes));
}

async function knownCodes(
  problems: Problems,
  executor: Executor,
  table: typeof products | typeof affiliates,
  value: unknown,
  field: string,
) {
  const codes = codesIn(value);
  const rows = await rowsOfCodes(executor, table, codes);
  const found = new Set(rows.map((row) => row.code));
  const unknown = codes.filter((code) => !found.has(code));
  if (unknown.length > 0)
    add(problems, field, { key: 'validation.unknown_codes', params: { codes: unknown.join(', ') } });
  return rows;
}

function knownDocumentTypes(problems: Problems, value: unknown) {
  const codes = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  const unknown = codes.filter((code) => !(documentTypeCodes as readonly string[]).includes(code));
  if (unknown.length === 0) return;
  add(problems, 'required_document_types', {
    key: 'validation.document_types_unknown',
    params: { codes: unknown.join(', '), known: documentTypeCodes.join(', ') },
  });
}

export const settlementsOf = (executor: Executor, zip: string) =>
  executor
    .select({
      settlement: postalSettlements.settlement,
      municipality: postalSettlements.municipality,
      state: postalSettlements.state,
    })
    .from(postalSettlements)
    .where(eq(postalSettlements.zip, zip));

/** The postal code's settlement that the typed name is (accents and case aside). */
export const placeIn = <T extends { settlement: string }>(settlements: T[], name: string) =>
  settlements.find((candidate) => folded(candidate.settlement) === folded(name));

export async function branchProblems(executor: Executor, input: Raw): Promise<Problems> {
  const problems: Problems = {};
  const zip = textOf(input.zip);
  const settlement = textOf(input.settlement);
  if (/^\d{5}$/.test(zip)) {
    const settlements = await settlementsOf(executor, zip);
    if (settlements.length === 0) add(problems, 'zip', 'validation.zip_unknown');
    else if (settlement.length >= 2 && isSingleLine(settlement) && !placeIn(settlements, settlement)) {
      add(problems, 'settlement', {
        key: 'validation.settlement_of_zip',
        params: { zip, settlements: settlements.map((row) => row.settlement).join(', ') },
      });
    }
  }
  await knownCodes(problems, executor, affiliates, input.affiliates, 'affiliates');
  return problems;
}

export async function affiliateProblems(executor: Executor, input: Raw): Promise<Problems> {
  const problems: Problems = {};
  const offered = await knownCodes(problems, executor, products, input.products, 'products');
  if (isFrequency(input.frequency) && offered.some((product) => product.frequency !== input.frequency)) {
    add(problems, 'products', 'validation.frequency_mismatch');
  }
  knownDocumentTypes(problems, input.required_document_types);
  return problems;
}

/** A product's frequency may change only while no convenio that offers it pays on another. */
export async function productProblems(executor: Executor, input: Raw, id?: string): Promise<Problems> {
  const problems: Problems = {};
  const code = textOf(input.code).toUpperCase();
  const existingId = id ?? (code ? (await rowsOfCodes(executor, products, [code]))[0]?.id : undefined);
  if (existingId && isFrequency(input.frequency)) {
    const offeredBy = await executor
      .select({ frequency: affiliates.frequency })
      .from(affiliateProducts)
      .innerJoin(affiliates, eq(affiliates.id, affiliateProducts.affiliateId))
      .where(eq(affiliateProducts.productId, existingId));
    if (offeredBy.some((row) => row.frequency !== input.frequency)) {
      add(problems, 'frequency', 'validation.frequency_mismatch');
    }
  }
  knownDocumentTypes(problems, input.required_document_types);
  return problems;
}

/**
 * The schema's refusals with the catalogue's: a catalogue message for a field replaces the
 * schema's for it and its items (an unknown document type is named once, not once per item).
 */
export function mergedProblems(fromSchema: Problems, fromCatalogue: Problems): Problems {
  const merged = { ...fromSchema };
  for (const field of Object.keys(fromCatalogue)) {
    for (const key of Object.keys(merged))
      if (key === field || key.startsWith(`${field}.`)) delete merged[key];
  }
  return { ...merged, ...fromCatalogue };
}

export function assertNoProblems(problems: Problems) {
  if (Object.keys(problems).length > 0) throw new AppError(400, 'invalid_input', { fieldErrors: problems });
}
