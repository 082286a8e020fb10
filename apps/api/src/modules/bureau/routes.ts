import {
  applicationKycSchema,
  bureauInquiryInputSchema,
  bureauInquirySchema,
  maxBureauReportBytes,
} from '@origina/domain/bureau-inquiry';
import { conflictCodes, rolesAllowedTo } from '@origina/domain/lifecycle-verdicts';
import { rolesFor } from '@origina/domain/role-workspaces';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { errorResponses, fileResponse, rawBody } from '../../http.js';
import { acceptRawBodies, refuseDeclaredSize } from '../../plugins/raw-body.js';
import { actorOf, guard } from '../applications/lifecycle-guard.js';
import { bureauFacts } from './bureau-facts.js';
import { attachReport, readAuthorization, readReport, type StoredPdf } from './bureau-files.js';
import { createBureauProvider } from './bureau-provider.js';
import { bureauSubjectOf } from './bureau-subject.js';
import { recordInquiry } from './inquiries.js';
import { kycSummary } from './kyc-summary.js';

// The desk's view of the customer's consents and the credit bureau (issue 32): what the customer
// accepted on their link, the verified mobile, the bureau authorization and its PDF, and the
// bureau inquiry: recorded by hand (BUREAU_PROVIDER=manual) or run through a bureau's API.

const tags = ['bureau'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string().max(64) });
const base = '/api/v1/review/applications/:id/';
const inquiryConflicts = [...conflictCodes('record_bureau_inquiry'), 'bureau_not_authorized'];

const sendPdf = (reply: FastifyReply, pdf: StoredPdf) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${pdf.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(pdf.content);

export async function bureauRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  acceptRawBodies(app, maxBureauReportBytes + 1024);
  const desk = app.requireRole(...rolesFor('review'));
  const recorders = app.requireRole(...rolesAllowedTo('record_bureau_inquiry'));
  const provider = createBureauProvider(context.config.bureau, context.log);
  const recorder = (request: { principal?: { userId: string; role: string } | null; ip: string }) => ({
    id: request.principal!.userId,
    role: request.principal!.role as 'reviewer' | 'admin',
    ip: request.ip,
  });

  api.get(
    `${base}kyc/`,
    {
      onRequest: desk,
      schema: {
        tags,
        operationId: 'getReviewKyc',
        summary:
          "The customer's consents and the credit bureau: the privacy notice version accepted and each answer, the verified mobile, the bureau authorization and the latest inquiry",
        security,
        params,
        response: { 200: applicationKycSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { row } = await guard(context.db, actorOf(request), 'read', request.params.id);
      return kycSummary(context.db, row, provider.name);
    },
  );

  api.post(
    `${base}bureau-inquiry/`,
    {
      onRequest: recorders,
      schema: {
        tags,
        operationId: 'recordBureauInquiry',
        summary:
          'Record the credit-bureau inquiry run outside (folio, date in Mexico City, score; null only for a customer without credit history), no earlier than the customer authorized it and not after today; audited',
        security,
        params,
        body: bureauInquiryInputSchema,
        response: {
          201: bureauInquirySchema,
          ...errorResponses(400, 401, 403, 404, {
            409: [...inquiryConflicts, 'bureau_inquiry_before_authorization'],
          }),
        },
      },
    },
    async (request, reply) => {
      const { row } = await guard(context.db, actorOf(request), 'record_bureau_inquiry', request.params.id);
      const inquiry = await recordInquiry(
        context,
        row,
        { ...request.body, provider: 'manual' },
        recorder(request),
      );
      return reply.status(201).send(inquiry);
    },
  );

  api.post(
    `${base}bureau-inquiry/run/`,
    {
      onRequest: recorders,
      schema: {
        tags,
        operationId: 'runBureauInquiry',
        summary:
          "Run the inquiry through the configured bureau's API (BUREAU_PROVIDER) and record its answer (folio, today, score); with `manual`, 409",
        security,
        params,
        response: {
          201: bureauInquirySchema,
          ...errorResponses(401, 403, 404, {
            409: [...inquiryConflicts, 'bureau_provider_manual', 'application_incomplete'],
            502: ['bureau_provider_failed'],
            504: ['bureau_provider_timeout'],
          }),
        },
      },
    },
    async (request, reply) => {
      const { row } = await guard(context.db, actorOf(request), 'record_bureau_inquiry', request.params.id);
      if (!provider.inquire) throw new AppError(409, 'bureau_provider_manual');
      // Never asked before the customer authorized it: the bureau is not called at all.
      if (!(await bureauFacts(context.db, row.id)).authorizedOn)
        throw new AppError(409, 'bureau_not_authorized');
      const answer = await provider.inquire(await bureauSubjectOf(context.db, row));
      const inquiry = await recordInquiry(
        context,
        row,
        { folio: answer.folio, inquired_on: context.today(), score: answer.score, provider: provider.name },
        recorder(request),
      );
      return reply.status(201).send(inquiry);
    },
  );

  api.put(
    `${base}bureau-inquiry/report/`,
    {
      bodyLimit: maxBureauReportBytes + 1024,
      onRequest: async (request) => {
        await recorders(request);
        refuseDeclaredSize(request, maxBureauReportBytes);
        await guard(
          context.db,
          actorOf(request),
          'record_bureau_inquiry',
          (request.params as { id: string }).id,
        );
      },
      schema: {
        tags,
        operationId: 'attachBureauReport',
        summary:
          'The PDF of the bureau report, as the raw body (application/pdf, 10 MB at most), attached to the latest inquiry (replacing one attached before); answers the inquiry',
        security,
        params,
        body: rawBody({ 'application/pdf': 'The report PDF, as raw bytes' }),
        response: {
          200: bureauInquirySchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, {
            409: [...conflictCodes('record_bureau_inquiry'), 'bureau_report_without_inquiry'],
          }),
        },
      },
    },
    async (request) => {
      const { row } = await guard(context.db, actorOf(request), 'record_bureau_inquiry', request.params.id);
      return attachReport(context, row, request.body, recorder(request));
    },
  );

  const pdfs = [
    {
      path: `${base}bureau-inquiry/report/`,
      operationId: 'downloadBureauReport',
      summary: 'The bureau report PDF attached to the latest inquiry, never cached',
      read: readReport,
    },
    {
      path: `${base}bureau-authorization/`,
      operationId: 'downloadBureauAuthorization',
      summary: "The customer's credit-bureau authorization as a PDF, never cached",
      read: readAuthorization,
    },
  ];
  for (const { path, operationId, summary, read } of pdfs) {
    api.get(
      path,
      {
        onRequest: desk,
        schema: {
          tags,
          operationId,
          summary,
          security,
          params,
          response: { 200: fileResponse('The PDF', ['application/pdf']), ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { row } = await guard(context.db, actorOf(request), 'read', request.params.id);
        return sendPdf(reply, await read(context, row));
      },
    );
  }
}
