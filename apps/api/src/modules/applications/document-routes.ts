import { randomBytes } from 'node:crypto';
import { conflictCodes, rolesFor } from '@origina/domain/application-lifecycle';
import { documentTypeCodeSchema } from '@origina/domain/application-sections';
import { listOf } from '@origina/domain/catalog-lists';
import { applicationDocumentSchema, documentTypes } from '@origina/domain/document-types';
import { identityPhotoTypes } from '@origina/domain/identity-checks';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import { applicationDocuments, applications } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { errorResponses, fileResponse, listPage } from '../../http.js';
import { isUuid, newId } from '../../ids.js';
import {
  inspectFile,
  storeClaimed,
  takeDirectUpload,
  uploadedFileColumns,
} from '../../storage/file-inspection.js';
import { incomingKey } from '../../storage/file-storage.js';
import { actorOf, guard, guardRow, visibleApplications } from './lifecycle-guard.js';

const tags = ['documents'];
const security = [{ bearer: [] }];
const base = '/api/v1/users/applicationdocuments/';
// An upload URL works once and for a limited time.
const uploadWindowMs = 60 * 60 * 1000;
const largestDocument = Math.max(...documentTypes.map((type) => type.max_size_bytes));
const storageKeyOf = (applicationId: string, documentId: string) => `${applicationId}/${documentId}`;

const createSchema = z.strictObject({
  application: z.string({ error: 'validation.required' }).trim().max(64),
  document_type: documentTypeCodeSchema,
  file_name: z.string({ error: 'validation.required' }).trim().min(1).max(200),
  size: z.number({ error: 'validation.required' }).int().min(1),
  content_type: z.string({ error: 'validation.required' }).trim().max(100),
});

type DocumentRow = typeof applicationDocuments.$inferSelect;

// Where the file goes: the API's own upload route, or the bucket's presigned POST with its fields.
interface UploadTarget {
  url: string;
  fields: Record<string, string> | null;
}

const present = (row: DocumentRow, upload?: UploadTarget) => ({
  id: row.id,
  application: row.applicationId,
  document_type: row.documentType,
  file_name: row.fileName,
  size: row.size ?? row.declaredSize,
  content_type: row.contentType ?? row.declaredType,
  status: row.status,
  sha256: row.sha256,
  uploaded_at: row.uploadedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  upload_url: upload?.url ?? null,
  upload_fields: upload?.fields ?? null,
  confirm_url: upload?.fields ? `${base}${row.id}/confirm/` : null,
  download_url: row.status === 'uploaded' ? `${base}${row.id}/download/` : null,
});

export async function documentRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const promoterOnly = app.requireRole(...rolesFor('capture'));
  // Files arrive as the raw body (the browser sends the File as it is).
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: largestDocument + 1024 },
    (_request, body, done) => done(null, body),
  );
  const tokenHash = (token: string) => context.hashSecret('document_upload', token);

  // Who reads documents: whoever may read the application (a promoter their own; the credit
  // desk those submitted at least once).
  const readers = app.requireRole('promoter', 'reviewer', 'admin');
  const visibleTo = (principal: NonNullable<FastifyRequest['principal']>) => visibleApplications(principal);

  async function visibleDocument(id: string, principal: NonNullable<FastifyRequest['principal']>) {
    if (!isUuid(id)) throw new AppError(404, 'not_found');
    const [found] = await context.db
      .select({ document: applicationDocuments })
      .from(applicationDocuments)
      .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
      .where(and(eq(applicationDocuments.id, id), visibleTo(principal)));
    if (!found) throw new AppError(404, 'not_found');
    return found.document;
  }

  api.post(
    base,
    {
      onRequest: promoterOnly,
      schema: {
        tags,
        operationId: 'createDocument',
        summary:
          'Announce a document of an application (type, name, size, type): answers the record with a single-use upload_url',
        security,
        body: createSchema,
        response: {
          201: applicationDocumentSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, {
            409: [...conflictCodes('upload_document'), 'document_max_files'],
          }),
        },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const { row: application } = await guard(
        context.db,
        actorOf(request),
        'upload_document',
        input.application,
      );
      const type = documentTypes.find((candidate) => candidate.code === input.document_type)!;
      if (input.size > type.max_size_bytes) throw new AppError(413, 'file_too_large');
      if (!(type.accepted_types as readonly string[]).includes(input.content_type)) {
        throw new AppError(415, 'file_type_not_accepted');
      }
      // Two pay stubs are two files, and an INE front is one: past the most a type takes, one
      // must be removed first.
      const [stored] = await context.db
        .select({ value: count() })
        .from(applicationDocuments)
        .where(
          and(
            eq(applicationDocuments.applicationId, application.id),
            eq(applicationDocuments.documentType, type.code),
            eq(applicationDocuments.status, 'uploaded'),
          ),
        );
      if ((stored?.value ?? 0) >= type.max_files) throw new AppError(409, 'document_max_files');
      const token = randomBytes(32).toString('base64url');
      const id = newId();
      const direct = await context.storage.directUpload(incomingKey(storageKeyOf(application.id, id)), {
        contentType: input.content_type,
        maxBytes: type.max_size_bytes,
        expiresSeconds: uploadWindowMs / 1000,
      });
      const [row] = await context.db
        .insert(applicationDocuments)
        .values({
          id,
          applicationId: application.id,
          documentType: input.document_type,
          fileName: input.file_name,
          declaredSize: input.size,
          declaredType: input.content_type,
          uploadTokenHash: tokenHash(token),
        })
        .returning();
      const upload = direct ?? { url: `${base}${id}/upload/${token}/`, fields: null };
      return reply.status(201).send(present(row!, upload));
    },
  );

  // The file is stored under its own key, then recorded in one transaction that locks the
  // application and asks the lifecycle again (a submit or cancel either waits for it or makes it
  // refuse) and spends the token in the statement that records the file (a second use finds none).
  function recordUpload(row: DocumentRow, file: { content: Buffer; type: string }, ipAddress: string) {
    return storeClaimed(context.storage, storageKeyOf(row.applicationId, row.id), file.content, (key) =>
      context.db.transaction(async (tx) => {
        const [application] = await tx
          .select()
          .from(applications)
          .where(eq(applications.id, row.applicationId))
          .for('update');
        if (!application) throw new AppError(404, 'not_found');
        const owner = { role: 'promoter' as const, userId: application.promoterId };
        await guardRow(tx, owner, 'upload_document', application);
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

  api.post(
    `${base}:id/confirm/`,
    {
      onRequest: promoterOnly,
      schema: {
        tags,
        operationId: 'confirmDocumentUpload',
        summary:
          'After a direct upload to the bucket (upload_fields given): the server reads the file, checks size and type by content, and records it; a refused file is deleted',
        security,
        params: z.object({ id: z.string().max(64) }),
        response: {
          200: applicationDocumentSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, {
            409: [...conflictCodes('upload_document'), 'upload_missing'],
          }),
        },
      },
    },
    async (request) => {
      const principal = request.principal!;
      const row = await visibleDocument(request.params.id, principal);
      // Confirmed already (or never announced for a direct upload): the upload was single use.
      if (!row.uploadTokenHash) throw new AppError(404, 'not_found');
      await guard(context.db, actorOf(request), 'upload_document', row.applicationId);
      const type = documentTypes.find((candidate) => candidate.code === row.documentType)!;
      const file = await takeDirectUpload(
        context.storage,
        storageKeyOf(row.applicationId, row.id),
        type.max_size_bytes,
        (content) => inspectFile(content, type.accepted_types, type.max_size_bytes),
      );
      return present(await recordUpload(row, file, request.ip));
    },
  );

  api.post(
    `${base}:id/upload/:token/`,
    {
      bodyLimit: largestDocument + 1024,
      schema: {
        tags,
        operationId: 'uploadDocumentFile',
        description:
          'The `{token}` is a capability: a random, single-use upload token answered, with this URL, by the authenticated request that created the document record. Whoever holds it may send this one file, once, within its lifetime; no bearer token is needed, so the file can go straight from the browser.',
        security: [],
        summary:
          'The file itself, as the raw body, at the upload_url (single use). Checked by content: 413 too large, 415 not an accepted type',
        params: z.object({ id: z.string().max(64), token: z.string().max(100) }),
        response: { 200: applicationDocumentSchema, ...errorResponses(400, 404, 409, 410, 413, 415) },
      },
    },
    async (request) => {
      const { id, token } = request.params;
      if (!isUuid(id)) throw new AppError(404, 'not_found');
      const [row] = await context.db
        .select()
        .from(applicationDocuments)
        .where(eq(applicationDocuments.id, id));
      if (!row?.uploadTokenHash || row.uploadTokenHash !== tokenHash(token))
        throw new AppError(404, 'not_found');
      if (Date.now() - row.createdAt.getTime() > uploadWindowMs) throw new AppError(410, 'link_expired');
      const [application] = await context.db
        .select()
        .from(applications)
        .where(eq(applications.id, row.applicationId));
      if (!application) throw new AppError(404, 'not_found');
      // The upload URL acts for the promoter who asked for it: the same rule as their own upload.
      await guardRow(
        context.db,
        { role: 'promoter', userId: application.promoterId },
        'upload_document',
        application,
      );
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(400, 'file_empty');
      const type = documentTypes.find((candidate) => candidate.code === row.documentType)!;
      const file = await inspectFile(body, type.accepted_types, type.max_size_bytes);
      return present(await recordUpload(row, file, request.ip));
    },
  );

  api.get(
    base,
    {
      onRequest: readers,
      schema: {
        tags,
        operationId: 'listDocuments',
        summary:
          'Documents of the promoter’s applications (the credit desk: of submitted ones); filter by application and type',
        security,
        querystring: z.object({
          application: z.string().trim().max(64).optional(),
          document_type: z.string().trim().max(40).optional(),
          status: z.enum(['pending', 'uploaded']).optional(),
          page: z.coerce.number().int().min(1).default(1),
          page_size: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: { 200: listOf(applicationDocumentSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const query = request.query;
      // An application that is not an id has no documents (PostgreSQL would refuse the comparison).
      if (query.application && !isUuid(query.application))
        return listPage([], 0, request.url, query.page, query.page_size);
      const visible = context.db
        .select({ id: applications.id })
        .from(applications)
        .where(visibleTo(request.principal!));
      const where = and(
        inArray(applicationDocuments.applicationId, visible),
        query.application ? eq(applicationDocuments.applicationId, query.application) : undefined,
        query.document_type ? eq(applicationDocuments.documentType, query.document_type) : undefined,
        query.status ? eq(applicationDocuments.status, query.status) : undefined,
      );
      const [total] = await context.db.select({ value: count() }).from(applicationDocuments).where(where);
      const rows = await context.db
        .select()
        .from(applicationDocuments)
        .where(where)
        .orderBy(desc(applicationDocuments.createdAt))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size);
      return listPage(
        rows.map((row) => present(row)),
        total?.value ?? 0,
        request.url,
        query.page,
        query.page_size,
      );
    },
  );

  api.delete(
    `${base}:id/`,
    {
      onRequest: promoterOnly,
      schema: {
        tags,
        operationId: 'deleteDocument',
        summary:
          'Remove a file from an application while its documents are open to change (a wrong file, or one more than the type takes)',
        security,
        params: z.object({ id: z.string().max(64) }),
        response: {
          204: z.null().describe('Removed'),
          ...errorResponses(401, 403, 404, { 409: conflictCodes('upload_document') }),
        },
      },
    },
    async (request, reply) => {
      const document = await visibleDocument(request.params.id, request.principal!);
      await guard(context.db, actorOf(request), 'upload_document', document.applicationId);
      await context.db.transaction(async (tx) => {
        await tx.delete(applicationDocuments).where(eq(applicationDocuments.id, document.id));
        await audit(tx, {
          actorId: request.principal!.userId,
          action: 'document.delete',
          entityType: 'application_document',
          entityId: document.id,
          ipAddress: request.ip,
          details: { document_type: document.documentType },
        });
      });
      // The record is gone first: a file left behind by a failed removal is unreachable, never
      // a record without its file.
      if (document.storageKey) await context.storage.remove(document.storageKey).catch(() => undefined);
      return reply.status(204).send(null);
    },
  );

  api.get(
    `${base}:id/`,
    {
      onRequest: readers,
      schema: {
        tags,
        operationId: 'getDocument',
        summary: 'One document’s metadata',
        security,
        params: z.object({ id: z.string().max(64) }),
        response: { 200: applicationDocumentSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => present(await visibleDocument(request.params.id, request.principal!)),
  );

  api.get(
    `${base}:id/download/`,
    {
      onRequest: readers,
      schema: {
        tags,
        operationId: 'downloadDocument',
        summary: 'The file, for its promoter or the credit desk, as an attachment that is never cached',
        security,
        params: z.object({ id: z.string().max(64) }),
        response: {
          200: fileResponse('The file as uploaded (photos re-encoded without their metadata)', [
            'application/pdf',
            ...identityPhotoTypes,
          ]),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const document = await visibleDocument(request.params.id, request.principal!);
      if (document.status !== 'uploaded' || !document.storageKey) throw new AppError(404, 'not_found');
      await audit(context.db, {
        actorId: request.principal!.userId,
        action: 'document.download',
        entityType: 'application_document',
        entityId: document.id,
        ipAddress: request.ip,
      });
      const asciiName = document.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('content-type', document.contentType ?? 'application/octet-stream')
        .header(
          'content-disposition',
          `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(await context.storage.read(document.storageKey));
    },
  );
}
