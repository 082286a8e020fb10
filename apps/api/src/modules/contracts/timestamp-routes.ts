import { rolesAllowedTo } from '@origina/domain/lifecycle-verdicts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { errorResponses, fileResponse } from '../../http.js';
import { actorOf, guard } from '../applications/lifecycle-guard.js';
import type { Timestamps } from '../timestamps/service.js';
import { timestampFile } from './timestamp-files.js';

// The files that let a signed document's timestamp be checked without this server: each signed
// document's token (.tsr), for whoever reads the contract, and the local authority's certificates,
// for anyone.

export async function timestampRoutes(
  app: FastifyInstance,
  { context, timestamps }: { context: AppContext; timestamps: Timestamps },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/promoter/applications/:id/contract/documents/:documentId/timestamp/',
    {
      onRequest: app.requireRole(...rolesAllowedTo('read_contract')),
      schema: {
        tags: ['contracts'],
        operationId: 'downloadContractTimestamp',
        summary:
          'A signed document’s RFC 3161 timestamp (TimeStampResp, .tsr): `openssl ts -verify -data <pdf> -in <tsr>` checks it',
        security: [{ bearer: [] }],
        params: z.object({ id: z.string().max(64), documentId: z.string().max(64) }),
        response: {
          200: fileResponse('The timestamp response', ['application/timestamp-reply']),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { row } = await guard(context.db, actorOf(request), 'read_contract', request.params.id);
      const file = await timestampFile(context, row, request.params.documentId);
      return reply
        .header('content-type', 'application/timestamp-reply')
        .header(
          'content-disposition',
          `attachment; filename="${row.folio}-${file.type.replace(/_/g, '-')}-firmado.tsr"`,
        )
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );

  api.get(
    '/api/v1/signatures/timestamp-authority/',
    {
      schema: {
        tags: ['signatures'],
        operationId: 'getLocalTimestampAuthority',
        summary:
          'The certificates (PEM) of this server’s own time-stamping authority, to check its tokens with (no authentication)',
        security: [],
        response: {
          200: fileResponse('The certificates, as PEM', ['application/x-pem-file']),
          // None yet: the key is made with the first local timestamp (or never, with TSA_URL).
          ...errorResponses(404),
        },
      },
    },
    async (_request, reply) => {
      const pem = await timestamps.localCertificates();
      if (!pem) throw new AppError(404, 'not_found');
      return reply
        .header('content-type', 'application/x-pem-file')
        .header('content-disposition', 'attachment; filename="sello-de-tiempo-local.pem"')
        .send(pem);
    },
  );
}
