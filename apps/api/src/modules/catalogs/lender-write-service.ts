import {
  type Affiliate,
  type AffiliateInput,
  affiliateInputSchema,
  type Branch,
  branchInputSchema,
  type Product,
  productInputSchema,
} from '@origina/domain/lender-catalog';
import type { z } from 'zod';
import { audit } from '../../audit.js';
import type { Database, Executor } from '../../db/client.js';
import { affiliates, branches, products } from '../../db/schema.js';
import { AppError, isUniqueViolation } from '../../errors.js';
import type { Language } from '../../i18n/messages.js';
import { fieldErrorsOf } from '../../plugins/errors.js';
import {
  findAffiliateRow,
  findBranchRow,
  findProductRow,
  readAffiliate,
  readBranch,
  readProduct,
} from './lender-catalog.js';
import {
  affiliateProblems,
  branchProblems,
  mergedProblems,
  type Problems,
  productProblems,
} from './lender-checks.js';
import { affiliateInputFromRow, branchInputFromRow, productInputFromRow } from './lender-presenters.js';
import { assertCodeFree, saveAffiliate, saveBranch, saveProduct } from './lender-writes.js';

// An admin creates or changes a branch, convenio or product: the whole entry is checked (schema
// and catalogue together, so one refusal names every field), saved and audited in one transaction.
interface Writer<Input extends { code: string }> {
  table: typeof branches | typeof affiliates | typeof products;
  schema: z.ZodType<Input, unknown>;
  problems: (executor: Executor, input: Record<string, unknown>, id?: string) => Promise<Problems>;
  save: (executor: Executor, input: Input, id?: string) => Promise<{ id: string; created: boolean }>;
  /** The stored entry as input, for a PATCH to be merged into; undefined when there is none. */
  stored: (executor: Executor, id: string) => Promise<Input | undefined>;
  read: (executor: Executor, id: string, language: Language) => Promise<unknown>;
  /** The stored entry with a PATCH laid over it; a shallow merge unless the entry says otherwise. */
  merged?: (stored: Input, patch: Record<string, unknown>) => Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A convenio's PATCH. The calendar merges field by field (a PATCH of the cut-off alone keeps the
 * paydays). Its paydays belong to its frequency: a new frequency starts from that frequency's
 * defaults, keeping the cut-off, unless the PATCH gives its paydays (a catorcenal reference payday
 * has no default: a change to catorcenal must give one). null asks for the defaults again.
 */
function mergedAffiliatePatch(stored: AffiliateInput, patch: Record<string, unknown>) {
  const frequencyChanged = 'frequency' in patch && patch.frequency !== stored.frequency;
  const base = frequencyChanged
    ? { cutoff_days: stored.payroll_calendar.cutoff_days }
    : stored.payroll_calendar;
  const given = patch.payroll_calendar;
  const payroll_calendar = given === undefined ? base : isObject(given) ? { ...base, ...given } : given;
  return { ...stored, ...patch, payroll_calendar };
}

const writers = {
  branch: {
    table: branches,
    schema: branchInputSchema,
    problems: branchProblems,
    save: saveBranch,
    stored: async (executor, id) => {
      const row = await findBranchRow(executor, id);
      return row && branchInputFromRow(executor, row);
    },
    read: (executor, id) => readBranch(executor, id),
  } satisfies Writer<z.output<typeof branchInputSchema>>,
  affiliate: {
    table: affiliates,
    schema: affiliateInputSchema,
    problems: affiliateProblems,
    save: saveAffiliate,
    stored: async (executor, id) => {
      const row = await findAffiliateRow(executor, id);
      return row && affiliateInputFromRow(executor, row);
    },
    read: readAffiliate,
    merged: mergedAffiliatePatch,
  } satisfies Writer<z.output<typeof affiliateInputSchema>>,
  product: {
    table: products,
    schema: productInputSchema,
    problems: productProblems,
    save: saveProduct,
    stored: async (executor, id) => {
      const row = await findProductRow(executor, id);
      return row && productInputFromRow(row);
    },
    read: readProduct,
  } satisfies Writer<z.output<typeof productInputSchema>>,
};
export type LenderEntity = keyof typeof writers;

export interface Actor {
  userId: string;
  ip: string;
  language: Language;
}

// The fields an update changed, by name (catalogue values are the lender's, not a person's; the
// log names what changed, the entry itself holds the values). Both sides are read by the schema,
// so a default or an order the schema gives is no change.
function changedFields(
  schema: z.ZodType<Record<string, unknown>, unknown>,
  stored: Record<string, unknown>,
  saved: Record<string, unknown>,
) {
  const before = schema.safeParse(stored).data ?? stored;
  return Object.keys(saved).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(saved[key]));
}

async function write(
  executor: Executor,
  entity: LenderEntity,
  body: unknown,
  actor: Actor,
  id: string | undefined,
  stored?: Record<string, unknown>,
) {
  const writer = writers[entity] as unknown as Writer<{ code: string }>;
  const parsed = writer.schema.safeParse(body, { reportInput: true });
  if (!parsed.success) {
    // The catalogue is asked too, about the values that are well-formed: one answer, every field.
    const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const problems = mergedProblems(
      fieldErrorsOf(parsed.error.issues),
      await writer.problems(executor, raw, id),
    );
    throw new AppError(400, 'invalid_input', { fieldErrors: problems });
  }
  await assertCodeFree(executor, writer.table, parsed.data.code, id);
  const saved = await writer.save(executor, parsed.data, id);
  await audit(executor, {
    actorId: actor.userId,
    action: `catalog.${entity}.${saved.created ? 'create' : 'update'}`,
    entityType: entity,
    entityId: saved.id,
    ipAddress: actor.ip,
    details: {
      code: parsed.data.code,
      ...(stored
        ? {
            changed: changedFields(
              writer.schema as z.ZodType<Record<string, unknown>, unknown>,
              stored,
              parsed.data,
            ),
          }
        : {}),
    },
  });
  return writer.read(executor, saved.id, actor.language);
}

async function inTransaction<T>(db: Database, work: (executor: Executor) => Promise<T>) {
  try {
    return await db.transaction(work);
  } catch (error) {
    // Two admins creating the same code at once: the second meets the unique index.
    if (isUniqueViolation(error)) {
      throw new AppError(409, 'catalog_code_taken', { fieldErrors: { code: ['catalog_code_taken'] } });
    }
    throw error;
  }
}

export const createEntry = (db: Database, entity: LenderEntity, body: unknown, actor: Actor) =>
  inTransaction(db, (executor) => write(executor, entity, body, actor, undefined)) as Promise<
    Branch | Affiliate | Product
  >;

/** A PATCH: any subset of the fields, merged into the stored entry and checked again as a whole. */
export function updateEntry(db: Database, entity: LenderEntity, id: string, patch: unknown, actor: Actor) {
  return inTransaction(db, async (executor) => {
    const writer = writers[entity] as unknown as Writer<{ code: string }>;
    const stored = await writer.stored(executor, id);
    if (!stored) throw new AppError(404, 'not_found');
    const changes = isObject(patch) ? patch : {};
    const body = writer.merged ? writer.merged(stored, changes) : { ...stored, ...changes };
    return write(executor, entity, body, actor, id, stored);
  }) as Promise<Branch | Affiliate | Product>;
}
