import {
  answerImportSchema,
  answerQuerySchema,
  arrearsQuerySchema,
  arrearsSchema,
} from '@origina/domain/deduction-answers';
import { deductionLayoutSchema } from '@origina/domain/deduction-layouts';
import {
  deductionFileSchema,
  deductionPaydaysSchema,
  deductionQuerySchema,
} from '@origina/domain/payroll-deductions';
import { rolesFor } from '@origina/domain/role-workspaces';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponses, fileResponse, rawBody } from '../../http.js';
import { acceptRawBodies, refuseDeclaredSize } from '../../plugins/raw-body.js';
import { importAnswers, maxAnswerBytes } from './answer-import.js';
import { arrearsCsv, arrearsReport } from './arrears.js';
import { deductionPreview, exportDeductions } from './deduction-export.js';
import { convenioLayout, convenioPaydays, saveConvenioLayout } from './layouts.js';

const tags = ['deductions'];
const security = [{ bearer: [] }];
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const affiliateParams = z.object({ affiliate: z.string() });
const layoutAnswer = z.object({
  affiliate: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  custom: z.boolean(),
  layout: deductionLayoutSchema,
});

// A JSON answer, or a file when the query asks for one (Fastify picks the schema by content type).
function jsonOrFile(description: string, json: z.ZodType, types: readonly string[]) {
  const file = fileResponse(description, types);
  return { ...file, content: { 'application/json': { schema: json }, ...file.content } };
}

// The payroll deduction file of a convenio and payday, its column map and the employer's answer
// (issue 36, docs/deductions.md). SECURITY: admins only (the administer workspace).
export async function deductionRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.removeContentTypeParser('text/plain');
  acceptRawBodies(app, maxAnswerBytes + 1024);
  const adminOnly = app.requireRole(...rolesFor('administer'));
  const actorOf = (request: { principal?: { userId: string } | null; ip: string }) => ({
    id: request.principal!.userId,
    ip: request.ip,
  });

  api.get(
    '/api/v1/admin/deductions/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'deductionFile',
        summary:
          "A convenio's deductions for a payday (new, continuing, stop): JSON with each line's answer once imported; with format, the file (audited): csv (every field), xlsx, or layout (the convenio's column map)",
        security,
        querystring: deductionQuerySchema,
        response: {
          200: jsonOrFile(
            'The JSON preview, or the file: CSV, Excel workbook or the layout text',
            deductionFileSchema,
            ['text/csv', xlsxType, 'text/plain'],
          ),
          ...errorResponses(400, 401, 403, { 409: ['deductions.layout_value_too_wide'] }),
        },
      },
    },
    async (request, reply) => {
      const { affiliate, payday, format } = request.query;
      if (!format) return deductionPreview(context.db, affiliate, payday);
      const file = await exportDeductions(context.db, actorOf(request), { affiliate, payday, format });
      const extension = format === 'xlsx' ? 'xlsx' : file.delimited ? 'csv' : 'txt';
      const type =
        format === 'xlsx'
          ? xlsxType
          : file.delimited
            ? 'text/csv; charset=utf-8'
            : 'text/plain; charset=utf-8';
      return reply
        .header('content-type', type)
        .header(
          'content-disposition',
          `attachment; filename="descuentos-${file.code}-${payday}.${extension}"`,
        )
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  api.get(
    '/api/v1/admin/deductions/paydays/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'deductionPaydays',
        summary:
          "The convenio's paydays, latest first: the next four (from the next one on or after today) and the eight before; and the next one",
        security,
        querystring: affiliateParams,
        response: { 200: deductionPaydaysSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => convenioPaydays(context, request.query.affiliate),
  );

  api.get(
    '/api/v1/admin/deductions/layouts/:affiliate/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'deductionLayout',
        summary: "The convenio's column map for its deduction file (custom: false while it is the example)",
        security,
        params: affiliateParams,
        response: { 200: layoutAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => convenioLayout(context.db, request.params.affiliate),
  );

  api.put(
    '/api/v1/admin/deductions/layouts/:affiliate/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'saveDeductionLayout',
        summary: "Set the convenio's column map (audited)",
        security,
        params: affiliateParams,
        body: deductionLayoutSchema,
        response: { 200: layoutAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      saveConvenioLayout(context.db, actorOf(request), request.params.affiliate, request.body),
  );

  api.post(
    '/api/v1/admin/deductions/answers/',
    {
      bodyLimit: maxAnswerBytes + 1024,
      onRequest: async (request) => {
        await adminOnly(request);
        refuseDeclaredSize(request, maxAnswerBytes);
      },
      schema: {
        tags,
        operationId: 'importDeductionAnswers',
        summary:
          "Import the employer's answer for a period (applied / not applied with a reason), the file as the raw body; matched by folio or employee number and CURP; importing it again changes nothing",
        security,
        querystring: answerQuerySchema,
        body: rawBody({
          'text/csv': 'The answer file (docs/deductions.md)',
          'application/octet-stream': 'The same',
        }),
        response: {
          200: answerImportSchema,
          ...errorResponses(400, 401, 403, 413, {
            400: ['deductions.answer_unreadable', 'deductions.payday_not_reached'],
          }),
        },
      },
    },
    async (request) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return importAnswers(context.db, actorOf(request), request.query, bytes, context.today());
    },
  );

  api.get(
    '/api/v1/admin/deductions/arrears/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'deductionArrears',
        summary:
          'Deductions the employers did not apply: totals by convenio, branch and promoter, and each loan; format=csv for the totals as CSV',
        security,
        querystring: arrearsQuerySchema,
        response: {
          200: jsonOrFile('The report, or its totals as CSV', arrearsSchema, ['text/csv']),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const report = await arrearsReport(context.db);
      if (request.query.format !== 'csv') return report;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="descuentos-no-aplicados.csv"')
        .header('cache-control', 'no-store')
        .send(arrearsCsv(report));
    },
  );
}
