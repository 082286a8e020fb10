import {
  contractTemplateInputSchema,
  contractTemplatePreviewSchema,
  contractTemplateSchema,
  contractTemplateVersionDetailSchema,
  templatedDocumentTypes,
} from '@origina/domain/contract-templates';
import { rolesFor } from '@origina/domain/role-workspaces';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponses, fileResponse } from '../../http.js';
import type { DefaultTemplates } from './default-templates.js';
import { previewTemplate } from './template-preview.js';
import { readTemplate, readTemplateVersion, saveTemplateVersion } from './template-versions.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const base = '/api/v1/admin/products/:productId/contract-templates/:documentType/';
const params = z.object({ productId: z.string().max(64), documentType: z.enum(templatedDocumentTypes) });

// A product's contract templates (admins only): the carátula, contrato and carta de instrucción
// as versions, previewed as PDF with a sample loan before they are saved.
export async function contractTemplateRoutes(
  app: FastifyInstance,
  { context, defaults }: { context: AppContext; defaults: DefaultTemplates },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = app.requireRole(...rolesFor('administer'));

  api.get(
    base,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'getContractTemplate',
        summary:
          "A product's template of one contract document: the text contracts use now (the latest version, or the default), the default text and every version saved, newest first",
        security,
        params,
        response: { 200: contractTemplateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      readTemplate(
        context.db,
        defaults,
        request.params.productId,
        request.params.documentType,
        request.language,
      ),
  );

  api.get(
    `${base}versions/:version/`,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'getContractTemplateVersion',
        summary: 'One saved version of a template, with its text',
        security,
        params: params.extend({ version: z.coerce.number().int().min(1).max(1_000_000) }),
        response: { 200: contractTemplateVersionDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      readTemplateVersion(
        context.db,
        request.params.productId,
        request.params.documentType,
        request.params.version,
      ),
  );

  api.post(
    `${base}versions/`,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'saveContractTemplateVersion',
        summary:
          'Save a template as its next version, with the RECA number it is registered under; refused when it names an unknown placeholder or leaves out a required one, or when another version was saved since `based_on`. Contracts made from now on use it',
        security,
        params,
        body: contractTemplateInputSchema,
        response: {
          201: contractTemplateVersionDetailSchema,
          ...errorResponses(400, 401, 403, 404, { 409: ['contract_template_changed'] }),
        },
      },
    },
    async (request, reply) => {
      const saved = await saveTemplateVersion(
        context,
        request.params.productId,
        request.params.documentType,
        request.body,
        { id: request.principal!.userId, ip: request.ip },
      );
      return reply.status(201).send(saved);
    },
  );

  api.post(
    `${base}preview/`,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'previewContractTemplate',
        summary:
          'A draft template as the PDF it would make, with a sample loan of the product (nothing is saved); checked as a save is. One at a time per admin: another while the first is being made is refused (429)',
        security,
        params,
        body: contractTemplatePreviewSchema,
        response: {
          200: fileResponse('The document as a PDF', ['application/pdf']),
          ...errorResponses(400, 401, 403, 404, { 429: ['template_preview_busy'] }),
        },
      },
    },
    async (request, reply) => {
      const pdf = await previewTemplate(
        context,
        defaults,
        request.params.productId,
        request.params.documentType,
        request.body,
        request.principal!.userId,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="vista-previa-${request.params.documentType}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
