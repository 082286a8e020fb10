import {
  captureKinds,
  customerCodeSentSchema,
  identityActionResultSchema,
  identityActionSchema,
  identityDecisionSchema,
  identityPhotoTypes,
  identityValidationSchema,
  publicIdentityStatusSchema,
} from '@origina/domain/identity-checks';
import { conflictCodes } from '@origina/domain/lifecycle-verdicts';
import { identityDecisionBodySchema, identityReversalSchema } from '@origina/domain/review';
import { rolesFor } from '@origina/domain/role-workspaces';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { errorResponses, publicOrigin, rawBody } from '../../http.js';
import { acceptRawBodies, refuseDeclaredSize } from '../../plugins/raw-body.js';
import { privateHeaders, slugCapability } from '../../security/capability-links.js';
import { actorOf, guard } from '../applications/lifecycle-guard.js';
import { createIdentityCaptures, maxPhotoBytes } from './captures.js';
import type { Capture, Validation } from './checks.js';
import { createCustomerCodes } from './customer-codes.js';
import { authorizeBureau, sendCustomerCode, verifyPhone } from './customer-phone.js';
import { giveConsent, submitCheck } from './customer-steps.js';
import { decideIdentity, reverseIdentity } from './decision.js';
import { createIdentityLinks } from './links.js';
import { photoProblems } from './photo-checks.js';

const tags = ['identity'];
const base = '/api/v1/promoter/biometricvalidations/';

const slugParams = z.object({ slug: z.string().min(20).max(100) });
const captureResultSchema = z.object({ kind: z.enum(captureKinds), missing_captures: z.array(z.string()) });

// What the customer's link is, for the documentation of the routes it opens.
const identityCapability = slugCapability(
  "see the check's state and send its photos, nothing else (never customer data)",
  'It stops working when a new link is issued, when the photos are sent, when the application leaves capture, or after it expires.',
);

// The photos' raw-body parser accepts 10 MB on every route of this plugin; the other steps of the
// link (no account behind them) take a few hundred bytes.
const maxStepBytes = 16 * 1024;
const refuseLargeStep = async (request: FastifyRequest) => {
  if (Number(request.headers['content-length'] ?? 0) > maxStepBytes)
    throw new AppError(413, 'payload_too_large');
};

export async function identityRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Photos arrive as the raw body.
  acceptRawBodies(app, maxPhotoBytes + 1024);
  const links = createIdentityLinks(context);
  const captures = createIdentityCaptures(context);
  const codes = createCustomerCodes(context);
  const evidenceOf = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  });
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
          ...errorResponses(400, 401, 403, 404, {
            409: [...conflictCodes('issue_identity_link'), 'privacy_notice_missing'],
          }),
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
        description: identityCapability,
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
      // A customer's step is a few hundred bytes: a larger declared body is refused before it is read.
      onRequest: refuseLargeStep,
      schema: {
        tags,
        operationId: 'updateIdentityCheck',
        description: identityCapability,
        security: [],
        summary:
          'One action of the customer, in the steps_left order: accept the privacy notice (`consent`, the version read: 409 when stale), verify the mobile (`phone_code`), authorize the bureau inquiry (`bureau_authorization`, with a code sent after the verification), ask an upload URL for a photo (`capture`), or send the check (`submitted`) (no authentication)',
        params: slugParams,
        body: identityActionSchema,
        response: {
          200: identityActionResultSchema,
          ...errorResponses(400, 404, 410, 413, 429, {
            409: [
              'identity.link_used',
              'identity.consent_required',
              'identity.phone_required',
              'identity.bureau_required',
              'identity.captures_missing',
              'identity.notice_stale',
              'identity.notice_missing',
            ],
          }),
        },
      },
    },
    async (request, reply) => {
      privateHeaders(reply);
      const { slug } = request.params;
      const validation = await links.find(slug, request.ip);
      const body = request.body;
      if ('consent' in body) return giveConsent(context, validation, body.consent, evidenceOf(request));
      if ('phone_code' in body) return verifyPhone(context, codes, validation, body.phone_code);
      if ('bureau_authorization' in body)
        return authorizeBureau(
          context,
          codes,
          validation,
          body.bureau_authorization.code,
          evidenceOf(request),
        );
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
    `${base}:slug/phone-code/`,
    {
      // A customer's step is a few hundred bytes: a larger declared body is refused before it is read.
      onRequest: refuseLargeStep,
      schema: {
        tags,
        operationId: 'sendIdentityPhoneCode',
        description: identityCapability,
        security: [],
        summary:
          "A six-digit code by SMS to the application's mobile (the console when no gateway is set): to verify the number, or, once verified, to confirm the bureau authorization; a minute between codes, an hourly cap per link and per application, ten minutes of life",
        params: slugParams,
        response: {
          200: customerCodeSentSchema,
          ...errorResponses(404, 410, 413, 429, {
            409: [
              'identity.link_used',
              'identity.consent_required',
              'identity.code_not_needed',
              'identity.mobile_missing',
            ],
            502: ['identity.code_not_sent'],
          }),
        },
      },
    },
    async (request, reply) => {
      privateHeaders(reply);
      const validation = await links.find(request.params.slug, request.ip);
      return sendCustomerCode(context, codes, validation);
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
        description: `${identityCapability} The \`{token}\` is a second, single-use capability for one photo, answered by the PATCH that asked for the upload; it is spent once the photo is stored.`,
        security: [],
        summary:
          'The photo itself at its single-use upload URL; 422 names what to fix (too small, blank, blurry)',
        params: slugParams.extend({ id: z.string().max(64), token: z.string().max(100) }),
        body: rawBody(
          Object.fromEntries(identityPhotoTypes.map((type) => [type, 'The photo, as raw bytes'])),
        ),
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
      // A customer's step is a few hundred bytes: a larger declared body is refused before it is read.
      onRequest: refuseLargeStep,
      schema: {
        tags,
        operationId: 'confirmIdentityCapture',
        description: `${identityCapability} Used after a direct upload to the bucket, when documents are kept in S3-compatible storage.`,
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
        response: {
          200: identityValidationSchema,
          // No link issued yet: a state of the step the screen follows, not a missing resource
          // (a 404 every three seconds of polling filled the promoter's console).
          204: z.null().describe('No link issued yet'),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { row: application } = await guard(
        context.db,
        actorOf(request),
        'read_identity_link',
        request.params.id,
      );
      const latest = await links.latest(application, publicOrigin(request, context.config));
      return latest ?? reply.status(204).send(null);
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
        description:
          'Once: a decided check answers 409 `identity_already_decided` (reverse it first). `reason_code`, `reason` (a note kept on the desk), `checklist` (the ids of the product checklist items ticked) and `signals_seen` are optional; the history records them.',
        security: [{ bearer: [] }],
        params: z.object({ id: z.string().max(64) }),
        body: identityDecisionBodySchema,
        response: {
          200: identityDecisionSchema,
          ...errorResponses(400, 401, 403, 404, { 409: conflictCodes('decide_identity') }),
        },
      },
    },
    async (request) => {
      const { row } = await guard(context.db, actorOf(request), 'decide_identity', request.params.id);
      return decideIdentity(context, row, request.body, {
        id: request.principal!.userId,
        ip: request.ip,
      });
    },
  );

  api.post(
    '/api/v1/review/applications/:id/biometricvalidation/reverse/',
    {
      onRequest: app.requireRole(...rolesFor('review')),
      schema: {
        tags,
        operationId: 'reverseIdentityDecision',
        summary:
          'Reverse the identity decision (approved or rejected goes back to to-review), with a reason, by the reviewer who holds the application, until it is decided',
        security: [{ bearer: [] }],
        params: z.object({ id: z.string().max(64) }),
        body: identityReversalSchema,
        response: {
          200: identityDecisionSchema,
          ...errorResponses(400, 401, 403, 404, { 409: conflictCodes('reverse_identity') }),
        },
      },
    },
    async (request) => {
      const { row } = await guard(context.db, actorOf(request), 'reverse_identity', request.params.id);
      return reverseIdentity(context, row, request.body, {
        id: request.principal!.userId,
        ip: request.ip,
      });
    },
  );
}
