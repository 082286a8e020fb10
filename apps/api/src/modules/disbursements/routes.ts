import { rolesAllowedTo } from '@origina/domain/lifecycle-verdicts';
import { loansToDisburseSchema } from '@origina/domain/review';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { errorResponses, fileResponse } from '../../http.js';
import { exportDisbursementBatch, loansToDisburse } from './service.js';

const tags = ['disbursements'];
const security = [{ bearer: [] }];

// The signed loans waiting for their transfer, for whoever the lifecycle model lets disburse.
export async function disbursementRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const disbursers = app.requireRole(...rolesAllowedTo('disburse'));

  api.get(
    '/api/v1/admin/disbursements/',
    {
      onRequest: disbursers,
      schema: {
        tags,
        operationId: 'listLoansToDisburse',
        summary: 'The signed loans not yet disbursed: amount to pay and CLABE, oldest signature first',
        security,
        response: {
          200: loansToDisburseSchema,
          ...errorResponses(401, 403),
        },
      },
    },
    async (_request, reply) => {
      const results = await loansToDisburse(context.db);
      reply.header('cache-control', 'no-store');
      return { count: results.length, results };
    },
  );

  api.get(
    '/api/v1/admin/disbursements/export/',
    {
      onRequest: disbursers,
      schema: {
        tags,
        operationId: 'exportLoansToDisburse',
        summary: 'The same list as a CSV batch for the bank (audited)',
        security,
        response: {
          200: fileResponse('The batch as CSV (UTF-8)', ['text/csv']),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const csv = await exportDisbursementBatch(context.db, {
        id: request.principal!.userId,
        ip: request.ip,
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="dispersiones-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
