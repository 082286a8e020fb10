import { contractSchema } from '@origina/domain/contract-documents';
import { conflictCodes, rolesAllowedTo } from '@origina/domain/lifecycle-verdicts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponses, fileResponse } from '../../http.js';
import { actorOf, guard } from '../applications/lifecycle-guard.js';
import { changedBy } from '../applications/status-changes.js';
import { contractMakingConflicts } from '../lender-profile/contract-parties.js';
import { contractAnswer } from './contract-set.js';
import type { ContractService } from './service.js';

const tags = ['contracts'];
const security = [{ bearer: [] }];
const base = '/api/v1/promoter/applications/:id/contract/';
// A loan approved before contracts existed gets its set on its first read.
const readConflicts = [...conflictCodes('read_contract'), ...contractMakingConflicts];

export async function contractRoutes(
  app: FastifyInstance,
  { context, contracts }: { context: AppContext; contracts: ContractService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const readers = app.requireRole(...rolesAllowedTo('read_contract'));

  api.get(
    base,
    {
      onRequest: readers,
      schema: {
        tags,
        operationId: 'getContract',
        summary:
          "An approved loan's contract set: its status, version and documents (its promoter and the desk)",
        security,
        params: z.object({ id: z.string().max(64) }),
        response: { 200: contractSchema, ...errorResponses(401, 403, 404, { 409: readConflicts }) },
      },
    },
    async (request) => {
      const { row } = await guard(context.db, actorOf(request), 'read_contract', request.params.id);
      return contractAnswer(
        context.db,
        row,
        await contracts.ensure(row, request.principal!.userId),
        context.today(),
      );
    },
  );

  api.post(
    `${base}reissue/`,
    {
      onRequest: app.requireRole(...rolesAllowedTo('reissue_contract')),
      schema: {
        tags,
        operationId: 'reissueContract',
        summary:
          "A new version of a contract past its validity, dated today on the convenio's payroll calendar with the figures approved; the customer signs again (its promoter or an admin)",
        security,
        params: z.object({ id: z.string().max(64) }),
        response: {
          200: contractSchema,
          ...errorResponses(401, 403, 404, {
            409: [...conflictCodes('reissue_contract'), ...contractMakingConflicts],
          }),
        },
      },
    },
    async (request) => {
      const { row } = await guard(context.db, actorOf(request), 'reissue_contract', request.params.id, {
        today: context.today(),
      });
      const made = await contracts.reissue(row, changedBy(request));
      return contractAnswer(context.db, row, made, context.today());
    },
  );

  api.get(
    `${base}download/`,
    {
      onRequest: readers,
      schema: {
        tags,
        operationId: 'downloadContractSet',
        summary:
          'The whole contract set (the signed copies and the constancia once signed) as one ZIP, with a SHA256SUMS file; an attachment that is never cached',
        security,
        params: z.object({ id: z.string().max(64) }),
        response: {
          200: fileResponse('The set as a ZIP', ['application/zip']),
          ...errorResponses(401, 403, 404, { 409: readConflicts }),
        },
      },
    },
    async (request, reply) => {
      const { row } = await guard(context.db, actorOf(request), 'read_contract', request.params.id);
      const content = await contracts.archive(row, { id: request.principal!.userId, ip: request.ip });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${row.folio}-contrato.zip"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(content);
    },
  );

  api.get(
    `${base}documents/:documentId/`,
    {
      onRequest: readers,
      schema: {
        tags,
        operationId: 'downloadContractDocument',
        summary: 'One PDF of the contract set, as an attachment that is never cached',
        security,
        params: z.object({ id: z.string().max(64), documentId: z.string().max(64) }),
        response: {
          200: fileResponse('The document as a PDF', ['application/pdf']),
          ...errorResponses(401, 403, 404, { 409: readConflicts }),
        },
      },
    },
    async (request, reply) => {
      const { row } = await guard(context.db, actorOf(request), 'read_contract', request.params.id);
      const document = await contracts.document(row, request.params.documentId, {
        id: request.principal!.userId,
        ip: request.ip,
      });
      const fileName = `${row.folio}-${document.type.replace(/_/g, '-')}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(document.content);
    },
  );
}
