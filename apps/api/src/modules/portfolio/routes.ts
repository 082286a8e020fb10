import { portfolioQuerySchema, portfolioSchema } from '@origina/domain/portfolio';
import { rolesFor } from '@origina/domain/role-workspaces';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponses, fileResponse } from '../../http.js';
import { exportPortfolio, portfolioReport } from './service.js';

const tags = ['portfolio'];
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const security = [{ bearer: [] }];

// The portfolio report (issue 36), for the administration.
export async function portfolioRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const administrators = app.requireRole(...rolesFor('administer'));

  api.get(
    '/api/v1/admin/portfolio/',
    {
      onRequest: administrators,
      schema: {
        tags,
        operationId: 'portfolioReport',
        summary:
          'The disbursed loans grouped by convenio, branch, promoter or product (by=…): count, amount disbursed, balance today, loans with a balance, loans paid off by a renewal; totals to the cent',
        security,
        querystring: portfolioQuerySchema,
        response: { 200: portfolioSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return portfolioReport(context.db, request.query.by, context.today(), request.language);
    },
  );

  api.get(
    '/api/v1/admin/portfolio/export/',
    {
      onRequest: administrators,
      schema: {
        tags,
        operationId: 'exportPortfolioReport',
        summary:
          'The same report as a file (audited): CSV, or with format=xlsx an Excel workbook whose money cells are numbers; headings in the reader’s language',
        security,
        querystring: portfolioQuerySchema.extend({
          format: z.enum(['csv', 'xlsx'], { message: 'validation.invalid_value' }).default('csv'),
        }),
        response: {
          200: fileResponse('The report as CSV (UTF-8) or as an Excel workbook', ['text/csv', xlsxType]),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { by, format } = request.query;
      const today = context.today();
      const file = await exportPortfolio(
        context.db,
        { id: request.principal!.userId, ip: request.ip },
        { by, format, today, language: request.language },
      );
      return reply
        .header('content-type', format === 'xlsx' ? xlsxType : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="cartera-${by}-${today}.${format}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
}
