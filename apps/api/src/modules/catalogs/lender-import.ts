import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { affiliateInputSchema, branchInputSchema, productInputSchema } from '@origina/domain/lender-catalog';
import { type LenderProfileInput, lenderProfileInputSchema } from '@origina/domain/lender-profile';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../audit.js';
import type { Database, Executor } from '../../db/client.js';
import { catalogImports, products } from '../../db/schema.js';
import { AppError, type FieldMessage, fieldText } from '../../errors.js';
import type { Language } from '../../i18n/messages.js';
import { fieldErrorsOf } from '../../plugins/errors.js';
import { hasLenderProfile, writeLenderProfile } from '../lender-profile/profile.js';
import { seedSamplePrivacyNotice } from '../privacy-notice/notices.js';
import { parseCsv } from './csv.js';
import { csvColumnOf, csvValues } from './lender-csv.js';
import { productTermColumns, saveAffiliate, saveBranch, saveProduct } from './lender-writes.js';

// Products first, then the convenios that offer them, then the branches that serve those.
export const lenderResources = ['products', 'affiliates', 'branches'] as const;
type LenderResource = (typeof lenderResources)[number];

const schemas: Record<LenderResource, z.ZodType> = {
  products: productInputSchema,
  affiliates: affiliateInputSchema,
  branches: branchInputSchema,
};
const savers: Record<LenderResource, (executor: Executor, input: never) => Promise<{ created: boolean }>> = {
  products: saveProduct,
  affiliates: saveAffiliate,
  branches: saveBranch,
};

// The demo lender data shipped with the product (5+ branches, 9 convenios, 7 products).
export const demoLenderCatalog = fileURLToPath(
  new URL('../../../data/lender/demo-catalog.json', import.meta.url),
);

/** One record of an import file and where it is, for error messages ("line 4", "item 2"). */
interface SourceRow {
  where: string;
  values: Record<string, unknown>;
  /** The column of the file a field is in, when the file's names are not the fields' (CSV). */
  column?: (field: string) => string;
}
// A JSON file may also carry the lender profile (one object, written whole).
export type LenderCatalogRows = Partial<Record<LenderResource, SourceRow[]>> & { lender_profile?: SourceRow };

export class LenderImportError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

function resourceOfCsv(path: string): LenderResource {
  const match = /^(products|affiliates|branches)\b/i.exec(basename(path));
  if (!match) {
    throw new LenderImportError([
      `${basename(path)}: name a CSV file after what it holds: products.csv, affiliates.csv or branches.csv`,
    ]);
  }
  return match[1]!.toLowerCase() as LenderResource;
}

function rowsOfCsv(path: string, text: string): LenderCatalogRows {
  const [header, ...lines] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) throw new LenderImportError([`${basename(path)}: the file is empty`]);
  const fields = header.map((name) => name.trim().toLowerCase());
  const rows = lines
    .map((cells, index) => ({ cells, line: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
    .map(({ cells, line }) => ({
      where: `line ${line}`,
      values: csvValues(fields, cells),
      column: csvColumnOf,
    }));
  return { [resourceOfCsv(path)]: rows };
}

function rowsOfJson(path: string, text: string): LenderCatalogRows {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new LenderImportError([`${basename(path)}: not valid JSON (${(error as Error).message})`]);
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new LenderImportError([
      `${basename(path)}: expected an object with products, affiliates, branches and/or lender_profile`,
    ]);
  }
  const rows: LenderCatalogRows = {};
  for (const [key, list] of Object.entries(document)) {
    if (key === 'lender_profile') {
      rows.lender_profile = { where: '', values: list as Record<string, unknown> };
      continue;
    }
    if (!(lenderResources as readonly string[]).includes(key) || !Array.isArray(list)) {
      throw new LenderImportError([
        `${basename(path)}: "${key}" is not products, affiliates or branches as a list, nor lender_profile`,
      ]);
    }
    rows[key as LenderResource] = list.map((values, index) => ({
      where: `item ${index + 1}`,
      values: values as Record<string, unknown>,
    }));
  }
  return rows;
}

export function readLenderCatalogFile(path: string) {
  const raw = readFileSync(path);
  const text = raw.toString('utf8');
  const rows = path.toLowerCase().endsWith('.json') ? rowsOfJson(path, text) : rowsOfCsv(path, text);
  return { rows, sha256: createHash('sha256').update(raw).digest('hex') };
}

const describe = (
  resource: string,
  row: SourceRow,
  errors: Record<string, FieldMessage[]>,
  language: Language,
) =>
  Object.entries(errors).map(
    ([field, messages]) =>
      `${resource}${row.where ? ` ${row.where}` : ''}: ${row.column?.(field) ?? field}: ${messages.map((message) => fieldText(language, message)).join(' ')}`,
  );

// Every row is checked before anything is written; then all of them are written in one
// transaction, so a file with a bad row changes nothing. Rows are matched by code: importing the
// same file again updates in place and creates nothing.
export async function importLenderCatalog(
  db: Database,
  rows: LenderCatalogRows,
  source: string,
  sha256: string,
  language: Language,
) {
  const problems: string[] = [];
  const parsed: { resource: LenderResource; row: SourceRow; input: { code: string } }[] = [];
  for (const resource of lenderResources) {
    const seen = new Map<string, string>();
    for (const row of rows[resource] ?? []) {
      const result = schemas[resource].safeParse(row.values);
      if (!result.success) {
        problems.push(...describe(resource, row, fieldErrorsOf(result.error.issues), language));
        continue;
      }
      const input = result.data as { code: string };
      const earlier = seen.get(input.code);
      if (earlier)
        problems.push(`${resource} ${row.where}: code: ${input.code} already appears at ${earlier}`);
      seen.set(input.code, row.where);
      parsed.push({ resource, row, input });
    }
  }
  let profile: LenderProfileInput | undefined;
  if (rows.lender_profile) {
    const result = lenderProfileInputSchema.safeParse(rows.lender_profile.values);
    if (result.success) profile = result.data;
    else
      problems.push(
        ...describe('lender_profile', rows.lender_profile, fieldErrorsOf(result.error.issues), language),
      );
  }
  if (problems.length > 0) throw new LenderImportError(problems);

  const counts = Object.fromEntries(
    [...lenderResources, 'lender_profile'].map((resource) => [resource, { created: 0, updated: 0 }]),
  ) as Record<LenderResource | 'lender_profile', { created: number; updated: number }>;
  await db.transaction(async (tx) => {
    if (profile) {
      const { created } = await writeLenderProfile(tx, profile, null);
      counts.lender_profile[created ? 'created' : 'updated'] += 1;
    }
    for (const { resource, row, input } of parsed) {
      try {
        const saved = await savers[resource](tx, input as never);
        counts[resource][saved.created ? 'created' : 'updated'] += 1;
      } catch (error) {
        if (error instanceof AppError && error.fieldErrors) {
          throw new LenderImportError(describe(resource, row, error.fieldErrors, language));
        }
        throw error;
      }
    }
    const total = parsed.length + (profile ? 1 : 0);
    await tx
      .insert(catalogImports)
      .values({ catalog: 'lender', source, rows: total, sha256 })
      .onConflictDoUpdate({
        target: catalogImports.catalog,
        set: { source, rows: total, sha256, importedAt: sql`now()` },
      });
    await audit(tx, {
      actorId: null,
      action: 'catalog.lender.import',
      entityType: 'catalog',
      details: { source, counts },
    });
  });
  return counts;
}

// The embedded demo starts with the demo lender data, once: an empty catalogue gets it, and an
// admin's later changes are never overwritten. A demo made before the lender profile existed gets
// the demo's (fictitious) profile, and its demo products the demo's contract terms, where none
// was ever given, so that it keeps making contracts.
export async function seedDemoLenderCatalog(db: Database) {
  await seedSamplePrivacyNotice(db);
  const [existing] = await db.select({ value: count() }).from(products);
  const { rows, sha256 } = readLenderCatalogFile(demoLenderCatalog);
  if ((existing?.value ?? 0) === 0) {
    await importLenderCatalog(db, rows, 'demo lender catalogue', sha256, 'en');
    return true;
  }
  await db.transaction(async (tx) => {
    if (rows.lender_profile && !(await hasLenderProfile(tx)))
      await writeLenderProfile(tx, lenderProfileInputSchema.parse(rows.lender_profile.values), null);
    for (const row of rows.products ?? []) {
      const demo = productInputSchema.parse(row.values);
      await tx
        .update(products)
        .set(productTermColumns(demo))
        .where(
          and(eq(products.code, demo.code), isNull(products.recaNumber), isNull(products.moratorioRate)),
        );
      // A demo database made before products had a checklist gets the demo's items (issue 34).
      if (demo.checklist?.length)
        await tx
          .update(products)
          .set({ checklist: demo.checklist })
          .where(and(eq(products.code, demo.code), sql`${products.checklist} = '[]'::jsonb`));
    }
  });
  return false;
}
