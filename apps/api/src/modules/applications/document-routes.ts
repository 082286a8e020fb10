import { randomBytes } from 'node:crypto';
import { documentTypeCodeSchema } from '@origina/domain/application-api';
import { listOf } from '@origina/domain/catalog-lists';
import { applicationDocumentSchema, documentTypes } from '@origina/domain/document-types';
import { identityPhotoTypes } from '@origina/domain/identity-checks';
import { conflictCodes } from '@origina/domain/lifecycle-verdicts';
import { rolesFor } from '@origina/domain/role-workspaces';
import { singleLineText } from '@origina/domain/text-rule';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponses, fileResponse, listPage, rawBody } from '../../http.js';
import { acceptRawBodies, refuseDeclaredSize } from '../../plugins/raw-body.js';
import {
  announceDocument,
  confirmDirectUpload,
  type DocumentRow,
  documentForUpload,
  documentTypeOf,
  listDocuments,
  readDocumentFile,
  removeDocument,
  takeUpload,
  visibleDocument,
} from './documents-service.js';
import { actorOf, guard } from './lifecycle-guard.js';

const tags = ['documents'];
const security = [{ bearer: [] }];
const base = '/api/v1/users/applicationdocuments/';
const largestDocument = Math.max(...documentTypes.map((type) => type.max_size_bytes));

const createSchema = z.strictObject({
  application: z.string({ error: 'validation.required' }).trim().max(64),
  document_type: documentTypeCodeSchema,
  // A file's name is one line: it ends up in a download's Content-Disposition.
  file_name: singleLineText({ error: 'validation.required' }).min(1).max(200),
  size: z.number({ error: 'validation.required' }).int().min(1),
  content_type: z.string({ error: 'validation.required' }).trim().max(100),
});

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
  acceptRawBodies(app, largestDocument + 1024);
  const tokenHash = (token: string) => context.hashSecret('document_upload', token);
  const uploads = new WeakMap<FastifyRequest, DocumentRow>();

  // Who reads documents: whoever may read the application (a promoter their own; the credit
  // desk those submitted at least once).
  const readers = app.requireRole('promoter', 'reviewer', 'admin');

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
          ...errorResponses(400, 401, 403, 404, 413, 415, 429, {
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
      const token = randomBytes(32).toString('base64url');
      const { row, direct } = await announceDocument(context, application, {
        documentType: input.document_type,
        fileName: input.file_name,
        size: input.size,
        contentType: input.content_type,
        uploadTokenHash: tokenHash(token),
      });
      const upload = direct ?? { url: `${base}${row.id}/upload/${token}/`, fields: null };
      return reply.status(201).send(present(row, upload));
    },
  );

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
            409: [...conflictCodes('upload_document'), 'upload_missing', 'document_max_files'],
            503: ['server_busy'],
          }),
        },
      },
    },
    async (request) => {
      const row = await visibleDocument(context.db, request.params.id, request.principal!);
      return present(await confirmDirectUpload(context, row, actorOf(request), request.ip));
    },
  );

  api.post(
    `${base}:id/upload/:token/`,
    {
      bodyLimit: largestDocument + 1024,
      // The URL's token and the declared size are checked before a byte of the body is read.
      onRequest: async (request) => {
        const { id, token } = request.params as { id: string; token: string };
        // The upload URL acts for the promoter who asked for it: the same rule as their own upload.
        const row = await documentForUpload(context.db, id, tokenHash(token));
        refuseDeclaredSize(request, documentTypeOf(row.documentType).max_size_bytes);
        uploads.set(request, row);
      },
      schema: {
        tags,
        operationId: 'uploadDocumentFile',
        description:
          'The `{token}` is a capability: a random, single-use upload token answered, with this URL, by the authenticated request that created the document record. Whoever holds it may send this one file, once, within its lifetime; no bearer token is needed, so the file can go straight from the browser.',
        security: [],
        summary:
          'The file itself, as the raw body, at the upload_url (single use). Checked by content: 413 too large, 415 not an accepted type, 409 when the type already has all the files it takes',
        params: z.object({ id: z.string().max(64), token: z.string().max(100) }),
        body: rawBody(
          Object.fromEntries(
            [...new Set(documentTypes.flatMap((type) => type.accepted_types))].map((type) => [
              type,
              "The file, as raw bytes (its document type's accepted_types say which it may be)",
            ]),
          ),
        ),
        response: {
          200: applicationDocumentSchema,
          ...errorResponses(400, 404, 409, 410, 413, 415, { 408: ['request_timeout'], 503: ['server_busy'] }),
        },
      },
    },
    async (request) => present(await takeUpload(context, uploads.get(request)!, request.body, request.ip)),
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
      const { rows, total } = await listDocuments(context.db, request.principal!, query);
      return listPage(
        rows.map((row) => present(row)),
        total,
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
      const document = await visibleDocument(context.db, request.params.id, request.principal!);
      await guard(context.db, actorOf(request), 'upload_document', document.applicationId);
      await removeDocument(context, document, request.principal!.userId, request.ip);
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
    async (request) => present(await visibleDocument(context.db, request.params.id, request.principal!)),
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
      const document = await visibleDocument(context.db, request.params.id, request.principal!);
      const content = await readDocumentFile(context, document, request.principal!.userId, request.ip);
      const asciiName = document.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('content-type', document.contentType ?? 'application/octet-stream')
        .header(
          'content-disposition',
          `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(content);
    },
  );
}
