import type { Actor } from '@origina/domain/application-lifecycle';
import { type DocumentTypeCode, documentTypes } from '@origina/domain/document-types';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { applicationDocuments, applications } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { isUuid, newId } from '../../ids.js';
import { enforceLimit } from '../../security/rate-limit-store.js';
import {
  inspectFile,
  storeClaimed,
  takeDirectUpload,
  uploadedFileColumns,
} from '../../storage/file-inspection.js';
import { incomingKey } from '../../storage/file-storage.js';
import type { ApplicationRow } from './applications.js';
import { guard, guardRow, visibleApplications } from './lifecycle-guard.js';

// The documents of an application: announced (a record and a single-use upload URL), then
// uploaded (the file checked by content and recorded), listed, read and removed.

export type DocumentRow = typeof applicationDocuments.$inferSelect;
type Viewer = { role: string; userId: string };

// An upload URL works once and for a limited time.
const uploadWindowMs = 60 * 60 * 1000;
// A promoter's upload URLs (DOCUMENT_UPLOADS_PER_HOUR, 120 by default), as the identity link's (30
// an hour a link): the capture of several applications with retakes fits in an hour; asking
// without end is refused (429).
const uploadsPerPromoter = (context: AppContext) => ({
  max: context.config.documentUploadsPerHour,
  windowSeconds: 60 * 60,
});
const storageKeyOf = (row: Pick<DocumentRow, 'applicationId' | 'id'>) => `${row.applicationId}/${row.id}`;

export const documentTypeOf = (code: string) => documentTypes.find((type) => type.code === code)!;

/** How many files of a type an application holds, leaving out one record (the one being sent). */
async function uploadedOfType(executor: Executor, applicationId: string, type: string, except?: string) {
  const [stored] = await executor
    .select({ value: count() })
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.applicationId, applicationId),
        eq(applicationDocuments.documentType, type),
        eq(applicationDocuments.status, 'uploaded'),
        except ? ne(applicationDocuments.id, except) : undefined,
      ),
    );
  return stored?.value ?? 0;
}

/** A document whose application the viewer sees; any other id answers 404 as one that does not exist. */
export async function visibleDocument(executor: Executor, id: string, viewer: Viewer) {
  if (!isUuid(id)) throw new AppError(404, 'not_found');
  const [found] = await executor
    .select({ document: applicationDocuments })
    .from(applicationDocuments)
    .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
    .where(and(eq(applicationDocuments.id, id), visibleApplications(viewer)));
  if (!found) throw new AppError(404, 'not_found');
  return found.document;
}

export interface Announcement {
  documentType: DocumentTypeCode;
  fileName: string;
  size: number;
  contentType: string;
  uploadTokenHash: string;
}

/** Records a document to come, checked against what its type takes; answers the record and, when
 * the store takes files straight from the browser, where to send it. */
export async function announceDocument(
  context: AppContext,
  application: ApplicationRow,
  input: Announcement,
) {
  await enforceLimit(
    context.rateLimits,
    `document-upload:${application.promoterId}`,
    uploadsPerPromoter(context),
  );
  const type = documentTypeOf(input.documentType);
  if (input.size > type.max_size_bytes) throw new AppError(413, 'file_too_large');
  if (!(type.accepted_types as readonly string[]).includes(input.contentType)) {
    throw new AppError(415, 'file_type_not_accepted');
  }
  // Two pay stubs are two files, and an INE front is one: past the most a type takes, one must be
  // removed first. Announced records may still race; the upload itself counts again.
  if ((await uploadedOfType(context.db, application.id, type.code)) >= type.max_files) {
    throw new AppError(409, 'document_max_files');
  }
  const id = newId();
  const direct = await context.storage.directUpload(
    incomingKey(storageKeyOf({ applicationId: application.id, id })),
    {
      contentType: input.contentType,
      maxBytes: type.max_size_bytes,
      expiresSeconds: uploadWindowMs / 1000,
    },
  );
  const [row] = await context.db
    .insert(applicationDocuments)
    .values({
      id,
      applicationId: application.id,
      documentType: input.documentType,
      fileName: input.fileName,
      declaredSize: input.size,
      declaredType: input.contentType,
      uploadTokenHash: input.uploadTokenHash,
    })
    .returning();
  return { row: row!, direct };
}

/** The record an upload URL names, while its token is unspent and in time, and its application
 * still takes documents from the promoter who asked for the URL. */
export async function documentForUpload(executor: Executor, id: string, tokenHash: string) {
  if (!isUuid(id)) throw new AppError(404, 'not_found');
  const [row] = await executor.select().from(applicationDocuments).where(eq(applicationDocuments.id, id));
  if (!row?.uploadTokenHash || row.uploadTokenHash !== tokenHash) throw new AppError(404, 'not_found');
  if (Date.now() - row.createdAt.getTime() > uploadWindowMs) throw new AppError(410, 'link_expired');
  const [application] = await executor
    .select()
    .from(applications)
    .where(eq(applications.id, row.applicationId));
  if (!application) throw new AppError(404, 'not_found');
  await guardRow(
    executor,
    { role: 'promoter', userId: application.promoterId },
    'upload_document',
    application,
  );
  return row;
}

/**
 * Stores a checked file under its own key, then records it in one transaction that locks the
 * application and asks the lifecycle again (a submit or cancel either waits for it or makes it
 * refuse), spends the token in the statement that records the file (a second use finds none) and
 * counts the type's files under that lock (uploads announced together cannot pass its most).
 */
function recordUpload(
  context: AppContext,
  row: DocumentRow,
  file: { content: Buffer; type: string },
  ipAddress: string,
) {
  return storeClaimed(context.storage, storageKeyOf(row), file.content, (key) =>
    context.db.transaction(async (tx) => {
      const [application] = await tx
        .select()
        .from(applications)
        .where(eq(applications.id, row.applicationId))
        .for('update');
      if (!application) throw new AppError(404, 'not_found');
      const owner: Actor = { role: 'promoter', userId: application.promoterId };
      await guardRow(tx, owner, 'upload_document', application);
      if (
        (await uploadedOfType(tx, application.id, row.documentType, row.id)) >=
        documentTypeOf(row.documentType).max_files
      ) {
        throw new AppError(409, 'document_max_files');
      }
      const [stored] = await tx
        .update(applicationDocuments)
        .set(uploadedFileColumns(file, key))
        .where(
          and(
            eq(applicationDocuments.id, row.id),
            eq(applicationDocuments.uploadTokenHash, row.uploadTokenHash ?? ''),
          ),
        )
        .returning();
      if (!stored) throw new AppError(404, 'not_found');
      await audit(tx, {
        actorId: application.promoterId,
        action: 'document.upload',
        entityType: 'application_document',
        entityId: row.id,
        ipAddress,
        details: { application: row.applicationId, type: row.documentType, size: stored.size },
      });
      return stored;
    }),
  );
}

export interface DocumentQuery {
  application?: string;
  document_type?: string;
  status?: 'pending' | 'uploaded';
  page: number;
  page_size: number;
}

/** One page of the documents of the applications the viewer sees, newest first, and how many in all. */
export async function listDocuments(executor: Executor, viewer: Viewer, query: DocumentQuery) {
  // An application that is not an id has no documents (PostgreSQL would refuse the comparison).
  if (query.application && !isUuid(query.application)) return { rows: [], total: 0 };
  const visible = executor
    .select({ id: applications.id })
    .from(applications)
    .where(visibleApplications(viewer));
  const where = and(
    inArray(applicationDocuments.applicationId, visible),
    query.application ? eq(applicationDocuments.applicationId, query.application) : undefined,
    query.document_type ? eq(applicationDocuments.documentType, query.document_type) : undefined,
    query.status ? eq(applicationDocuments.status, query.status) : undefined,
  );
  const [total] = await executor.select({ value: count() }).from(applicationDocuments).where(where);
  const rows = await executor
    .select()
    .from(applicationDocuments)
    .where(where)
    .orderBy(desc(applicationDocuments.createdAt))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { rows, total: total?.value ?? 0 };
}

export async function removeDocument(
  context: AppContext,
  document: DocumentRow,
  actorId: string,
  ipAddress: string,
) {
  await context.db.transaction(async (tx) => {
    await tx.delete(applicationDocuments).where(eq(applicationDocuments.id, document.id));
    await audit(tx, {
      actorId,
      action: 'document.delete',
      entityType: 'application_document',
      entityId: document.id,
      ipAddress,
      details: { document_type: document.documentType },
    });
  });
  // The record is gone first: a file left behind by a failed removal is unreachable, never a
  // record without its file.
  if (document.storageKey) await context.storage.remove(document.storageKey).catch(() => undefined);
}

/** An uploaded document's file, its reading recorded in the audit log. */
export async function readDocumentFile(
  context: AppContext,
  document: DocumentRow,
  actorId: string,
  ipAddress: string,
) {
  if (document.status !== 'uploaded' || !document.storageKey) throw new AppError(404, 'not_found');
  await audit(context.db, {
    actorId,
    action: 'document.download',
    entityType: 'application_document',
    entityId: document.id,
    ipAddress,
    // Which document was read, by its type (the log's reader sees "Recibo de nómina").
    details: { type: document.documentType },
  });
  return context.storage.read(document.storageKey);
}

/** A file sent to the API's upload URL: checked by content, then recorded. */
export async function takeUpload(context: AppContext, row: DocumentRow, body: unknown, ipAddress: string) {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(400, 'file_empty');
  const type = documentTypeOf(row.documentType);
  const file = await inspectFile(body, type.accepted_types, type.max_size_bytes);
  return recordUpload(context, row, file, ipAddress);
}

/** A file the browser sent straight to the store: read back, checked by content, then recorded. */
export async function confirmDirectUpload(
  context: AppContext,
  row: DocumentRow,
  actor: Actor,
  ipAddress: string,
) {
  // Confirmed already (or never announced for a direct upload): the upload was single use.
  if (!row.uploadTokenHash) throw new AppError(404, 'not_found');
  await guard(context.db, actor, 'upload_document', row.applicationId);
  const type = documentTypeOf(row.documentType);
  const file = await takeDirectUpload(context.storage, storageKeyOf(row), type.max_size_bytes, (content) =>
    inspectFile(content, type.accepted_types, type.max_size_bytes),
  );
  return recordUpload(context, row, file, ipAddress);
}
