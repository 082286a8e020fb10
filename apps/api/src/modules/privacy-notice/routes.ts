import { privacyNoticeInputSchema, privacyNoticeSchema } from '@origina/domain/customer-consents';
import { privacyNoticeAdminSchema } from '@origina/domain/privacy-notice-admin';
import { rolesFor } from '@origina/domain/role-workspaces';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponses } from '../../http.js';
import { noticeVersion, noticeVersions, saveNoticeVersion } from './notice-versions.js';

const tags = ['privacy-notice'];
const security = [{ bearer: [] }];
const path = '/api/v1/admin/privacy-notice/';

// The lender's privacy notice (admins only): the versions, one of them, and a new version. The
// customer's identity link shows the newest; an application keeps the version its customer read.
export async function privacyNoticeRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = app.requireRole(...rolesFor('administer'));

  api.get(
    path,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'listPrivacyNoticeVersions',
        summary:
          'The privacy notice in force and every version (number, date, who wrote it, whether a sample)',
        security,
        response: { 200: privacyNoticeAdminSchema, ...errorResponses(401, 403) },
      },
    },
    () => noticeVersions(context.db),
  );

  api.get(
    `${path}:version/`,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'getPrivacyNoticeVersion',
        summary: 'One version of the privacy notice, as it was written',
        security,
        params: z.object({ version: z.coerce.number().int().min(1).max(1_000_000) }),
        response: {
          200: privacyNoticeSchema,
          ...errorResponses(400, 401, 403, 404, { 404: ['privacy_notice_not_found'] }),
        },
      },
    },
    (request) => noticeVersion(context.db, request.params.version),
  );

  api.post(
    path,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'createPrivacyNoticeVersion',
        summary:
          'A new version of the privacy notice (the text and the voluntary purposes); customers read it from now on; audited',
        security,
        body: privacyNoticeInputSchema,
        response: { 201: privacyNoticeSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const saved = await saveNoticeVersion(context.db, request.body, {
        id: request.principal!.userId,
        ip: request.ip,
      });
      return reply.status(201).send(saved);
    },
  );
}
