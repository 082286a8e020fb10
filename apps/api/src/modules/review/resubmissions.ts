import { deskQueueStatuses } from '@origina/domain/application-lifecycle';
import type { ChangesSinceRequest } from '@origina/domain/review';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import {
  affiliates,
  applicationDocuments,
  branches,
  changeRequestSnapshots,
  products,
} from '../../db/schema.js';
import { newId } from '../../ids.js';
import type { ApplicationRow } from '../applications/applications.js';
import { notify } from '../notifications/notifications.js';

// A changes request and the resubmission that answers it: what the application said when the
// reviewer asked (kept with the request), the reviewer told when it comes back, and what changed
// in between for the review screen.

/** Keeps the application's sections and its uploaded documents as they stand, in the changes
 * request's transaction. */
export async function snapshotForChanges(tx: Executor, row: ApplicationRow) {
  const documents = await tx
    .select({ id: applicationDocuments.id })
    .from(applicationDocuments)
    .where(and(eq(applicationDocuments.applicationId, row.id), eq(applicationDocuments.status, 'uploaded')));
  await tx.insert(changeRequestSnapshots).values({
    id: newId(),
    applicationId: row.id,
    data: row.data,
    documentIds: documents.map((document) => document.id),
  });
}

/** The reviewer who still holds a resubmitted application hears of it (in the resubmission's
 * transaction). */
export async function notifyResubmitted(
  tx: Executor,
  context: Pick<AppContext, 'mailer' | 'config'>,
  row: ApplicationRow,
) {
  if (!row.reviewerId) return;
  await notify(tx, context, {
    userId: row.reviewerId,
    kind: 'resubmitted',
    application: { id: row.id, folio: row.folio },
    status: 'in_review',
    message: null,
  });
}

// Catalogue ids are shown by their names.
const namedFields: Record<string, (executor: Executor, id: string) => Promise<string | undefined>> = {
  branch: async (executor, id) =>
    (await executor.select({ name: branches.name }).from(branches).where(eq(branches.id, id)))[0]?.name,
  affiliate: async (executor, id) =>
    (await executor.select({ name: affiliates.name }).from(affiliates).where(eq(affiliates.id, id)))[0]?.name,
  product: async (executor, id) =>
    (await executor.select({ name: products.nameEs }).from(products).where(eq(products.id, id)))[0]?.name,
};

// The references read as the capture lists them: name and phone, one after the other.
const referencesText = (value: unknown) =>
  Array.isArray(value)
    ? value
        .map(
          (item) => `${(item as { name?: string }).name ?? ''} · ${(item as { phone?: string }).phone ?? ''}`,
        )
        .join('; ')
    : value;

async function readable(executor: Executor, field: string, value: unknown) {
  if (value === undefined || value === null) return null;
  if (field === 'references') return referencesText(value);
  const name = namedFields[field];
  return name && typeof value === 'string' ? ((await name(executor, value)) ?? value) : value;
}

const sectionsOf = (data: Record<string, unknown>) =>
  data as Record<string, Record<string, unknown> | undefined>;

/** What changed since the latest changes request, for an application back at the desk after it
 * (null otherwise): each changed field with its value before and after, and the documents
 * uploaded since. */
export async function changesSinceRequest(
  executor: Executor,
  row: ApplicationRow,
): Promise<ChangesSinceRequest> {
  if (!(deskQueueStatuses as readonly string[]).includes(row.status)) return null;
  const [snapshot] = await executor
    .select()
    .from(changeRequestSnapshots)
    .where(eq(changeRequestSnapshots.applicationId, row.id))
    .orderBy(desc(changeRequestSnapshots.createdAt))
    .limit(1);
  if (!snapshot) return null;
  const before = sectionsOf(snapshot.data);
  const after = sectionsOf(row.data);
  const fields: NonNullable<ChangesSinceRequest>['fields'] = [];
  for (const section of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[section] ?? {};
    const is = after[section] ?? {};
    for (const field of new Set([...Object.keys(was), ...Object.keys(is)])) {
      if (JSON.stringify(was[field] ?? null) === JSON.stringify(is[field] ?? null)) continue;
      fields.push({
        section,
        field,
        before: await readable(executor, field, was[field]),
        after: await readable(executor, field, is[field]),
      });
    }
  }
  const uploaded = await executor
    .select({ id: applicationDocuments.id })
    .from(applicationDocuments)
    .where(and(eq(applicationDocuments.applicationId, row.id), eq(applicationDocuments.status, 'uploaded')));
  const known = new Set(snapshot.documentIds);
  return {
    requested_at: snapshot.createdAt.toISOString(),
    fields,
    new_documents: uploaded.map((document) => document.id).filter((id) => !known.has(id)),
  };
}
