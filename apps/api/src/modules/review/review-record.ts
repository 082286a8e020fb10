import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { biometricCaptures, biometricValidations, products, users } from '../../db/schema.js';
import type { Language } from '../../i18n/messages.js';
import type { ApplicationRow } from '../applications/applications.js';
import type { FiguresContext } from '../applications/loan-figures.js';
import { presentApplication } from '../applications/present-application.js';
import { changesSinceRequest } from './resubmissions.js';
import { signalsOf } from './signals.js';

// An application as the credit desk reads it: the promoter's record, plus who captured and who
// reviews it, and the identity check's result and photos.

export const nameOf = (row: { id: string | null; firstName: string | null; lastName: string | null }) =>
  row.id ? { id: row.id, name: `${row.firstName} ${row.lastName}` } : null;

async function person(executor: Executor, id: string | null) {
  if (!id) return null;
  const [row] = await executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row ? nameOf(row) : null;
}

async function identityResult(executor: Executor, applicationId: string) {
  const [latest] = await executor
    .select({ result: biometricValidations.result })
    .from(biometricValidations)
    .where(eq(biometricValidations.applicationId, applicationId))
    .orderBy(desc(biometricValidations.createdAt))
    .limit(1);
  return latest?.result ?? null;
}

// The photos of the latest identity check that arrived, for the reviewer to compare with the ID.
async function identityCaptures(executor: Executor, applicationId: string) {
  const [latest] = await executor
    .select({ id: biometricValidations.id })
    .from(biometricValidations)
    .where(eq(biometricValidations.applicationId, applicationId))
    .orderBy(desc(biometricValidations.createdAt))
    .limit(1);
  if (!latest) return [];
  const captures = await executor
    .select({ id: biometricCaptures.id, kind: biometricCaptures.kind })
    .from(biometricCaptures)
    .where(and(eq(biometricCaptures.validationId, latest.id), eq(biometricCaptures.status, 'uploaded')))
    .orderBy(biometricCaptures.createdAt);
  return captures.map((capture) => ({
    ...capture,
    download_url: `/api/v1/review/applications/${applicationId}/captures/${capture.id}/`,
  }));
}

// The product's checklist as it stands now (its items in both languages; the screen shows one).
async function productChecklist(executor: Executor, productId: string | null) {
  if (!productId) return [];
  const [product] = await executor
    .select({ checklist: products.checklist })
    .from(products)
    .where(eq(products.id, productId));
  return product?.checklist ?? [];
}

export async function presentForReview(
  context: FiguresContext,
  row: ApplicationRow,
  language: Language,
  reader: { role: string; userId: string },
) {
  const executor = context.db;
  const signals = await signalsOf(executor, [row], reader, context.today());
  return {
    // The desk sees every other loan of the customer by folio.
    ...(await presentApplication(context, row, language, { names: 'all' })),
    promoter: await person(executor, row.promoterId),
    // Submitted: held by nobody, as the queue says and the take button offers.
    reviewer: row.status === 'submitted' ? null : await person(executor, row.reviewerId),
    identity_result: await identityResult(executor, row.id),
    identity_captures: await identityCaptures(executor, row.id),
    signals: signals.get(row.id) ?? [],
    checklist: await productChecklist(executor, row.productId),
    changes_since_request: await changesSinceRequest(executor, row),
  };
}
