import {
  captureKinds,
  identityActionResultSchema,
  identityActionSchema,
  identityDecisionSchema,
  identityValidationSchema,
  publicIdentityStatusSchema,
} from '@origina/domain/identity-checks';
import { conflictCodes } from '@origina/domain/lifecycle-verdicts';
import { rolesFor } from '@origina/domain/role-workspaces';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponses, publicOrigin } from '../../http.js';
import { acceptRawBodies, refuseDeclaredSize } from '../../plugins/raw-body.js';
import { actorOf, guard } from '../applications/lifecycle-guard.js';
import { createIdentityCaptures, maxPhotoBytes } from './captures.js';
import type { Capture, Validation } from './checks.js';
import { giveConsent, submitCheck } from './customer-steps.js';
import { decideIdentity } from './decision.js';
import { createIdentityLinks } from './links.js';
import { photoProblems } from './photo-checks.js';

const tags = ['identity'];
const base = '/api/v1/promoter/biometricvalidations/';

const slugParams = z.object({ slug: z.string().min(20).max(100) });
const captureResultSchema = z.object({ kind: z.enum(captureKinds), missing_captures: z.array(z.string()) });

// What the customer's link is, for the documentation of the routes it opens.
const slugCapability =
  "The `{slug}` is a capability: a random, unguessable value handed to the customer as a link (QR, WhatsApp or SMS) by the promoter. Whoever holds it may see the check's state and send its photos, nothing else (never customer data); no account or bearer token is involved. It stops working when a new link is issued, when the photos are sent, when the application leaves capture, or after it expires.";

// Capability answers are never kept, indexed or passed on as a referrer.
const privateHeaders = (reply: FastifyReply) =>
  reply
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .header('cache-control', 'no-store');

export async function identityRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Photos arrive as the raw body.
  acceptRawBodies(app, maxPhotoBytes + 1024);
  const links = createIdentityLinks(context);
  const captures = createIdentityCaptures(context);
  const uploads = new WeakMap<FastifyRequest, { validation: Validation; capture: Capture }>();

  api.post(
    base,
    {
      onRequest: app.requireRole(...rolesFor('capture')),
      schema: {
        tags,
        operationId: 'issueIdentityLink',
        summary: "Create the customer's identity link for an application (revokes the previous one)",
        security: [{ bearer: [] }],
        body: z.strictObject({ application: z.string().max(64) }),
        response: {
          201: identityValidationSchema,
          ...errorResponses(400, 401, 403, 404, { 409: conflictCodes('issue_identity_link') }),
        },
      },
    },
    async (request, reply) => {
      const { row: application } = await guard(
        context.db,
        actorOf(request),
        'issue_identity_link',
        request.body.application,
      );
      const link = await links.issue(
        application,
        { id: request.principal!.userId, ip: request.ip },
        publicOrigin(request, context.config),
      );
      return reply.status(201).send(link);
    },
  );

  api.get(
    `${base}:slug/`,
    {
      schema: {
        tags,
        operationId: 'getIdentityCheck',
        description: slugCapability,
        security: [],
        summary: 'What the customer’s page needs (no authentication; never customer data)',
        params: slugParams,
        response: { 200: publicIdentityStatusSchema, ...errorResponses(404, 410, 429) },
      },
    },
    async (request, reply) => {
      privateHeaders(reply);
      return links.open(request.params.slug, request.ip);
    },
  );

  api.patch(
    `${base}:slug/`,
    {
      schema: {
        tags,
        operationId: 'updateIdentityCheck',
        description: slugCapability,
        security: [],
        summary:
          'One action of the customer: consent, ask an upload URL for a capture, or submit (no authentication)',
        params: slugParams,
        body: identityActionSchema,
        response: {
          200: identityActionResultSchema,
          ...errorResponses(400, 404, 410, 429, {
            409: ['identity.link_used', 'identity.consent_required', 'identity.captures_missing'],
          }),
        },
      },
    },
    async (request, reply) => {
      privateHeaders(reply);
      const { slug } = request.params;
      const validation = await links.find(slug, request.ip);
      const body = request.body;
      if ('consent' in body) return giveConsent(context, validation, body.consent.notice_version);
      if (!('capture' in body)) return submitCheck(context, validation);
      const upload = await captures.requestUpload(validation, body.capture, body.content_type);
      if (upload.direct) {
        return {
          status: validation.status,
          upload_url: upload.direct.url,
          upload_fields: upload.direct.fields,
          confirm_url: `${base}${slug}/captures/${upload.id}/confirm/`,
          missing_captures: upload.missing,
        };
      }
      return {
        status: validation.status,
        upload_url: `${base}${slug}/captures/${upload.id}/${upload.token}/`,
        missing_captures: upload.missing,
      };
    },
  );

  api.post(
    `${base}:slug/captures/:id/:token/`,
    {
      bodyLimit: maxPhotoBytes + 1024,
      // The link, the photo's token and the declared size are checked before the body is read.
      onRequest: async (request, reply) => {
        privateHeaders(reply);
        const { slug, id, token } = request.params as { slug: string; id: string; token: string };
        const validation = await links.find(slug, request.ip);
        const capture = await captures.pending(validation, id, token);
        refuseDeclaredSize(request, maxPhotoBytes);
        uploads.set(request, { validation, capture });
      },
      schema: {
        tags,
        operationId: 'uploadIdentityCapture',
        description: `${slugCapability} The \`{token}\` is a second, single-use capability for one photo, answered by the PATCH that asked for the upload; it is spent once the photo is stored.`,
        security: [],
        summary:
          'The photo itself at its single-use upload URL; 422 names what to fix (too small, blank, blurry)',
        params: slugParams.extend({ id: z.string().max(64), token: z.string().max(100) }),
        response: {
          200: captureResultSchema,
          ...errorResponses(400, 404, 410, 413, 415, 429, {
            408: ['request_timeout'],
            409: ['identity.link_used'],
            422: photoProblems,
            503: ['server_busy'],
          }),
        },
      },
    },
    async (request, reply) => {
      privateHeaders(reply);
      const { validation, capture } = uploads.get(request)!;
      return captures.receive(validation, capture, request.body);
    },
  );

  api.post(
    `${base}:slug/captures/:id/confirm/`,
    {
      schema: {
        tags,
        operationId: 'confirmIdentityCapture',
        description: `${slugCapability} Used after a direct upload to the bucket, when documents are kept in S3-compatible storage.`,
        security: [],
        summary:
          'After a direct upload of the photo to the bucket: the server reads it, runs the same checks (422 names what to fix) and records it; a refused photo is deleted',
        params: slugParams.extend({ id: z.string().max(64) }),
        response: {
          200: captureResultSchema,
          ...errorResponses(400, 404, 410, 413, 415, {
            409: ['identity.link_used', 'upload_missing'],
            422: photoProblems,
            503: ['server_busy'],
          }),
        },
      },
    },
    async (request, reply) => {
      privateHeaders(reply);
      const validation = await links.find(request.params.slug, request.ip);
      const capture = await captures.pending(validation, request.params.id);
      return captures.confirm(validation, capture);
    },
  );

  api.get(
    '/api/v1/promoter/applications/:id/biometricvalidation/',
    {
      onRequest: app.requireRole(...rolesFor('capture')),
      schema: {
        tags,
        operationId: 'getApplicationIdentityCheck',
        summary:
          'The identity check of an application with the customer’s link: its promoter only (the desk reads the check on the review answer)',
        security: [{ bearer: [] }],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: identityValidationSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { row: application } = await guard(
        context.db,
        actorOf(request),
        'read_identity_link',
        request.params.id,
      );
      return links.latest(application, publicOrigin(request, context.config));
    },
  );

  api.post(
    '/api/v1/review/applications/:id/biometricvalidation/decide/',
    {
      onRequest: app.requireRole(...rolesFor('review')),
      schema: {
        tags,
        operationId: 'decideIdentityCheck',
        summary:
          'The decision on a submitted identity check, by the reviewer who took the application (the link is never shown to the desk)',
        security: [{ bearer: [] }],
        params: z.object({ id: z.string().max(64) }),
        body: z.strictObject({
          result: z.enum(['approved', 'rejected']),
          reason: z.string().trim().max(500).nullish(),
        }),
        response: {
          200: identityDecisionSchema,
          ...errorResponses(400, 401, 403, 404, { 409: conflictCodes('decide_identity') }),
        },
      },
    },
    async (request) => {
      await guard(context.db, actorOf(request), 'decide_identity', request.params.id);
      return decideIdentity(context, request.params.id, request.body, {
        id: request.principal!.userId,
        ip: request.ip,
      });
    },
  );
}
