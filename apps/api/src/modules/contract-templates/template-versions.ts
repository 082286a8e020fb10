import {
  type ContractTemplate,
  type ContractTemplateInput,
  type TemplatedDocumentType,
  templateProblems,
} from '@origina/domain/contract-templates';
import type { ContractTemplates } from '@origina/domain/contract-text';
import { and, desc, eq } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { contractTemplates, users } from '../../db/schema.js';
import { AppError, type FieldMessage, isUniqueViolation } from '../../errors.js';
import type { Language } from '../../i18n/messages.js';
import { newId } from '../../ids.js';
import { findProductRow } from '../catalogs/lender-catalog.js';
import { productFromRow } from '../catalogs/lender-presenters.js';
import type { DefaultTemplates } from './default-templates.js';

// A product's contract templates: numbered versions, never changed once saved; contracts use the
// latest of each type and record its number (contracts/service.ts).

/** The templates a product's contracts are made from now, and the version of each (null: the
 * default text). */
export async function templatesForProduct(executor: Executor, productId: string, defaults: DefaultTemplates) {
  const latest = await executor
    .selectDistinctOn([contractTemplates.documentType])
    .from(contractTemplates)
    .where(eq(contractTemplates.productId, productId))
    .orderBy(contractTemplates.documentType, desc(contractTemplates.version));
  const saved = (type: TemplatedDocumentType) => latest.find((row) => row.documentType === type);
  const templateOf = (type: TemplatedDocumentType) => {
    const row = saved(type);
    return row ? { body: row.body, reca: row.recaNumber } : { body: defaults[type], reca: null };
  };
  const templates: ContractTemplates = {
    contrato: templateOf('contrato'),
    caratula: templateOf('caratula'),
    carta_instruccion: templateOf('carta_instruccion'),
  };
  const versionOf = (type: string) => saved(type as TemplatedDocumentType)?.version ?? null;
  return { templates, versionOf };
}

async function productOf(executor: Executor, productId: string) {
  const product = await findProductRow(executor, productId);
  if (!product) throw new AppError(404, 'not_found');
  return product;
}

const versionColumns = {
  version: contractTemplates.version,
  recaNumber: contractTemplates.recaNumber,
  createdAt: contractTemplates.createdAt,
  createdBy: contractTemplates.createdBy,
  firstName: users.firstName,
  lastName: users.lastName,
};

const presentVersion = (row: {
  version: number;
  recaNumber: string;
  createdAt: Date;
  createdBy: string;
  firstName: string;
  lastName: string;
}) => ({
  version: row.version,
  reca_number: row.recaNumber,
  created_at: row.createdAt.toISOString(),
  created_by: { id: row.createdBy, name: `${row.firstName} ${row.lastName}` },
});

const ofType = (productId: string, type: TemplatedDocumentType) =>
  and(eq(contractTemplates.productId, productId), eq(contractTemplates.documentType, type));

/** One product's template of one type: what contracts use now, the default text, every version. */
export async function readTemplate(
  executor: Executor,
  defaults: DefaultTemplates,
  productId: string,
  type: TemplatedDocumentType,
  language: Language,
): Promise<ContractTemplate> {
  const product = await productOf(executor, productId);
  const versions = await executor
    .select(versionColumns)
    .from(contractTemplates)
    .innerJoin(users, eq(users.id, contractTemplates.createdBy))
    .where(ofType(productId, type))
    .orderBy(desc(contractTemplates.version));
  const [latest] = versions.length
    ? await executor
        .select({ body: contractTemplates.body })
        .from(contractTemplates)
        .where(and(ofType(productId, type), eq(contractTemplates.version, versions[0]!.version)))
    : [];
  return {
    product: { id: product.id, code: product.code, name: productFromRow(product, language).name },
    document_type: type,
    current: latest
      ? { version: versions[0]!.version, body: latest.body, reca_number: versions[0]!.recaNumber }
      : { version: null, body: defaults[type], reca_number: null },
    default_body: defaults[type],
    versions: versions.map(presentVersion),
  };
}

/** One saved version, with its text. */
export async function readTemplateVersion(
  executor: Executor,
  productId: string,
  type: TemplatedDocumentType,
  version: number,
) {
  await productOf(executor, productId);
  const [row] = await executor
    .select({ ...versionColumns, body: contractTemplates.body })
    .from(contractTemplates)
    .innerJoin(users, eq(users.id, contractTemplates.createdBy))
    .where(and(ofType(productId, type), eq(contractTemplates.version, version)));
  if (!row) throw new AppError(404, 'not_found');
  return { ...presentVersion(row), body: row.body };
}

/** A template that names an unknown placeholder or leaves out a required one is refused (400),
 * naming them, before it is previewed or saved. */
export function checkTemplate(type: TemplatedDocumentType, body: string) {
  const { unknown, missing } = templateProblems(type, body);
  const messages: FieldMessage[] = [];
  if (unknown.length > 0)
    messages.push({ key: 'validation.template_unknown_placeholders', params: { names: unknown.join(', ') } });
  if (missing.length > 0)
    messages.push({
      key: 'validation.template_missing_placeholders',
      params: { names: missing.map((name) => `{{${name}}}`).join(', ') },
    });
  if (messages.length > 0) throw new AppError(400, 'invalid_input', { fieldErrors: { body: messages } });
}

/** A new version, numbered after the latest; refused (409) when the editor started from another
 * version than the latest, which someone saved meanwhile. */
export async function saveTemplateVersion(
  context: AppContext,
  productId: string,
  type: TemplatedDocumentType,
  input: ContractTemplateInput,
  actor: { id: string; ip: string },
) {
  const product = await productOf(context.db, productId);
  checkTemplate(type, input.body);
  let version: number;
  try {
    version = await context.db.transaction(async (tx) => {
      const [latest] = await tx
        .select({ version: contractTemplates.version })
        .from(contractTemplates)
        .where(ofType(productId, type))
        .orderBy(desc(contractTemplates.version))
        .limit(1);
      if ((latest?.version ?? null) !== input.based_on) throw new AppError(409, 'contract_template_changed');
      const next = (latest?.version ?? 0) + 1;
      await tx.insert(contractTemplates).values({
        id: newId(),
        productId,
        documentType: type,
        version: next,
        body: input.body,
        recaNumber: input.reca_number,
        createdBy: actor.id,
      });
      await audit(tx, {
        actorId: actor.id,
        action: 'contract_template.save',
        entityType: 'catalog',
        entityId: productId,
        ipAddress: actor.ip,
        details: { code: product.code, document: type, version: next },
      });
      return next;
    });
  } catch (error) {
    // Two saves from the same version at once: the second finds the number taken.
    if (isUniqueViolation(error)) throw new AppError(409, 'contract_template_changed');
    throw error;
  }
  return readTemplateVersion(context.db, productId, type, version);
}
