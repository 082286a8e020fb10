import { rolesAllowedTo } from '@origina/domain/lifecycle-verdicts';
import { loansToDisburseSchema } from '@origina/domain/review';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponses, fileResponse } from '../../http.js';
import { exportDisbursementBatch, loansToDisburse } from './service.js';

const tags = ['disbursements'];
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
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
      const results = await loansToDisburse(context.db, context.today());
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
        summary:
          'The same list as a batch for the bank (audited): CSV, or with format=xlsx an Excel workbook whose CLABE, bank code and other codes are text cells (leading zeros kept, no apostrophe)',
        security,
        querystring: z.object({
          format: z.enum(['csv', 'xlsx'], { message: 'validation.invalid_value' }).default('csv'),
        }),
        response: {
          200: fileResponse('The batch as CSV (UTF-8) or as an Excel workbook', ['text/csv', xlsxType]),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const batch = await exportDisbursementBatch(
        context.db,
        { id: request.principal!.userId, ip: request.ip },
        format,
        context.today(),
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', format === 'xlsx' ? xlsxType : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="dispersiones-${day}.${format}"`)
        .header('cache-control', 'no-store')
        .send(batch);
    },
  );
}
