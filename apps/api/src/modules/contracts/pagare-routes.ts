import {
  contractSchema,
  maxPagareScanBytes,
  pagareScanContentTypes,
  pagareScanDecisionSchema,
} from '@origina/domain/contract-documents';
import { conflictCodes, rolesAllowedTo } from '@origina/domain/lifecycle-verdicts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponses, fileResponse, rawBody } from '../../http.js';
import { acceptRawBodies, refuseDeclaredSize } from '../../plugins/raw-body.js';
import type { ApplicationRow } from '../applications/applications.js';
import { actorOf, guard } from '../applications/lifecycle-guard.js';
import { contractAnswer } from './contract-set.js';
import { decidePagareScan, readPagareScan, uploadPagareScan } from './pagare-scans.js';
import type { ContractService } from './service.js';

// A pagaré signed by hand on paper: its scan, uploaded by the owner promoter and decided by the
// desk (pagare-scans.ts); disbursing waits for an accepted one.

const tags = ['contracts'];
const security = [{ bearer: [] }];
const path = '/api/v1/promoter/applications/:id/contract/pagare-scan/';
const params = z.object({ id: z.string().max(64) });

export async function pagareScanRoutes(
  app: FastifyInstance,
  { context, contracts }: { context: AppContext; contracts: ContractService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Whatever it is declared as, the scan arrives as bytes and is judged by its content.
  app.removeContentTypeParser('text/plain');
  acceptRawBodies(app, maxPagareScanBytes + 1024);
  const uploader = app.requireRole(...rolesAllowedTo('upload_pagare_scan'));
  const deciders = app.requireRole(...rolesAllowedTo('decide_pagare_scan'));
  const readers = app.requireRole(...rolesAllowedTo('read_contract'));
  // The contract as it stands after the change (the application's status does not move).
  const presented = async (row: ApplicationRow, userId: string) =>
    contractAnswer(context.db, row, await contracts.ensure(row, userId), context.today());

  api.put(
    path,
    {
      bodyLimit: maxPagareScanBytes + 1024,
      // Who may send it, and whether the application takes it now, before a byte is read.
      onRequest: async (request) => {
        await uploader(request);
        refuseDeclaredSize(request, maxPagareScanBytes);
        const { id } = request.params as { id: string };
        await guard(context.db, actorOf(request), 'upload_pagare_scan', id);
      },
      schema: {
        tags,
        operationId: 'uploadPagareScan',
        summary: `The scan of the pagaré the customer signed by hand, as the raw body (${pagareScanContentTypes.join(', ')}; 10 MB at most), replacing one not yet accepted; answers the contract`,
        security,
        params,
        body: rawBody(
          Object.fromEntries(pagareScanContentTypes.map((type) => [type, 'The scan, as raw bytes'])),
        ),
        response: {
          200: contractSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, {
            409: conflictCodes('upload_pagare_scan'),
            408: ['request_timeout'],
            503: ['server_busy'],
          }),
        },
      },
    },
    async (request) => {
      const { row } = await guard(context.db, actorOf(request), 'upload_pagare_scan', request.params.id);
      const userId = request.principal!.userId;
      await uploadPagareScan(context, row, request.body, { id: userId, ip: request.ip });
      return presented(row, userId);
    },
  );

  api.post(
    `${path}decision/`,
    {
      onRequest: deciders,
      schema: {
        tags,
        operationId: 'decidePagareScan',
        summary: 'The desk accepts the pagaré scan, or rejects it with a reason; answers the contract',
        security,
        params,
        body: pagareScanDecisionSchema,
        response: {
          200: contractSchema,
          ...errorResponses(400, 401, 403, 404, { 409: conflictCodes('decide_pagare_scan') }),
        },
      },
    },
    async (request) => {
      const { row } = await guard(context.db, actorOf(request), 'decide_pagare_scan', request.params.id);
      const principal = request.principal!;
      await decidePagareScan(context, row, request.body, {
        role: principal.role as 'reviewer' | 'admin',
        id: principal.userId,
        ip: request.ip,
      });
      return presented(row, principal.userId);
    },
  );

  api.get(
    `${path}file/`,
    {
      onRequest: readers,
      schema: {
        tags,
        operationId: 'downloadPagareScan',
        summary: 'The pagaré scan as uploaded (photos re-encoded without metadata), never cached',
        security,
        params,
        response: {
          200: fileResponse('The scan', [...pagareScanContentTypes]),
          ...errorResponses(401, 403, 404, { 409: conflictCodes('read_contract') }),
        },
      },
    },
    async (request, reply) => {
      const { row } = await guard(context.db, actorOf(request), 'read_contract', request.params.id);
      const { scan, content } = await readPagareScan(context, row, {
        id: request.principal!.userId,
        ip: request.ip,
      });
      return reply
        .header('content-type', scan.contentType)
        .header('content-disposition', `attachment; filename="${scan.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(content);
    },
  );
}
