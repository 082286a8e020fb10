import { randomBytes } from 'node:crypto';
import { conflictCodes, rolesFor } from '@origina/domain/application-lifecycle';
import {
  captureKinds,
  identityActionResultSchema,
  identityActionSchema,
  identityDecisionSchema,
  identityPhotoTypes,
  identityValidationSchema,
  publicIdentityStatusSchema,
} from '@origina/domain/identity-checks';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { applications, biometricCaptures, biometricValidations } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { errorResponses, publicOrigin } from '../../http.js';
import { isUuid, newId } from '../../ids.js';
import { createSlugSealer } from '../../security/capability-slugs.js';
import { enforceLimit } from '../../security/rate-limit-store.js';
import {
  inspectFile,
  storeClaimed,
  takeDirectUpload,
  uploadedFileColumns,
} from '../../storage/file-inspection.js';
import { incomingKey } from '../../storage/file-storage.js';
import { actorOf, guard, guardRow } from '../applications/lifecycle-guard.js';
import { notify } from '../notifications/notifications.js';
import { photoProblem, photoProblems } from './photo-checks.js';

const tags = ['identity'];
const base = '/api/v1/promoter/biometricvalidations/';
const maxPhotoBytes = 10 * 1024 * 1024;
const linkLifetimeMs = 72 * 60 * 60 * 1000;
const uploadWindowMs = 60 * 60 * 1000;
// The privacy notice the customer accepts (DOMAIN.md, Privacy); a new text gets a new version.
const privacyNoticeVersion = '2026-11';

type Validation = typeof biometricValidations.$inferSelect;

// Guessing slugs, asking upload URLs without end and re-issuing links without end are refused (429).
const limits = {
  unknownSlugs: { max: 20, windowSeconds: 15 * 60 },
  // Three photos, each retaken several times.
  captureUrls: { max: 30, windowSeconds: 60 * 60 },
  linksPerApplication: { max: 20, windowSeconds: 60 * 60 },
};

const slugParams = z.object({ slug: z.string().min(20).max(100) });
const captureResultSchema = z.object({ kind: z.enum(captureKinds), missing_captures: z.array(z.string()) });

// What the customer's link is, for the documentation of the routes it opens.
const slugCapability =
  "The `{slug}` is a capability: a random, unguessable value handed to the customer as a link (QR, WhatsApp or SMS) by the promoter. Whoever holds it may see the check's state and send its photos, nothing else (never customer data); no account or bearer token is involved. It stops working when a new link is issued, when the photos are sent, when the application leaves capture, or after it expires.";

export async function identityRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Photos arrive as the raw body.
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: maxPhotoBytes + 1024 },
    (_request, body, done) => done(null, body),
  );
  const slugs = createSlugSealer(context.config.jwtSecret, 'identity-link');
  const { hashOf } = slugs;
  const linkOf = (request: FastifyRequest, slug: string) =>
    `${publicOrigin(request, context.config)}/identidad/${slug}`;

  const privateHeaders = (reply: FastifyReply) =>
    reply
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .header('cache-control', 'no-store');

  // The validation a public request names: unknown slugs are rate limited per address; revoked or
  // expired links are gone (410).
  async function bySlug(request: FastifyRequest, slug: string) {
    const [found] = await context.db
      .select()
      .from(biometricValidations)
      .where(eq(biometricValidations.slugHash, hashOf(slug)));
    if (!found) {
      await enforceLimit(context.rateLimits, `identity-unknown:${request.ip}`, limits.unknownSlugs);
      throw new AppError(404, 'identity.link_unknown');
    }
    if (
      found.status === 'revoked' ||
      (found.status !== 'submitted' && found.expiresAt.getTime() < Date.now())
    ) {
      throw new AppError(410, 'identity.link_gone');
    }
    // A used link still reports that it was used; an open one works only while the application
    // takes an identity check (a cancelled or submitted application's link is gone).
    if (found.status !== 'submitted') await takesIdentityCheck(context.db, found.applicationId, false);
    return found;
  }

  // Inside a transaction: locks the check and its application, and refuses unless the check still
  // takes photos (not yet sent, not replaced) and the application still takes a check.
  async function lockOpenCheck(tx: Executor, validation: Validation) {
    const [current] = await tx
      .select()
      .from(biometricValidations)
      .where(eq(biometricValidations.id, validation.id))
      .for('update');
    if (current?.status === 'submitted') throw new AppError(409, 'identity.link_used');
    if (current?.status !== 'pending' && current?.status !== 'opened')
      throw new AppError(410, 'identity.link_gone');
    await takesIdentityCheck(tx, validation.applicationId, true);
  }

  // The customer acts only while the application takes an identity check (lifecycle model); the
  // application's row is locked inside a transaction so that its submit or cancel waits.
  async function takesIdentityCheck(executor: Executor, applicationId: string, lock: boolean) {
    const query = executor.select().from(applications).where(eq(applications.id, applicationId));
    const [application] = lock ? await query.for('update') : await query;
    // The model's refusal (cancelled, submitted, not reopened) means the link is gone for the
    // customer; anything else (the database unreachable) stays what it is.
    await guardRow(executor, { role: 'customer' }, 'verify_identity', application!).catch((error) => {
      throw error instanceof AppError ? new AppError(410, 'identity.link_gone') : error;
    });
  }

  const capturesOf = (validationId: string, executor: Executor = context.db) =>
    executor.select().from(biometricCaptures).where(eq(biometricCaptures.validationId, validationId));
  const missingOf = async (validation: Validation, executor: Executor = context.db) => {
    const captures = await capturesOf(validation.id, executor);
    const uploaded = new Set(captures.filter((row) => row.status === 'uploaded').map((row) => row.kind));
    return captureKinds.filter((kind) => !uploaded.has(kind));
  };

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
      await enforceLimit(context.rateLimits, `identity-link:${application.id}`, limits.linksPerApplication);
      const slug = slugs.newSlug();
      const created = await context.db.transaction(async (tx) => {
        await tx
          .update(biometricValidations)
          .set({ status: 'revoked' })
          .where(
            and(
              eq(biometricValidations.applicationId, application.id),
              ne(biometricValidations.status, 'submitted'),
            ),
          );
        const [row] = await tx
          .insert(biometricValidations)
          .values({
            id: newId(),
            applicationId: application.id,
            slugHash: hashOf(slug),
            slugEncrypted: slugs.seal(slug),
            expiresAt: new Date(Date.now() + linkLifetimeMs),
            createdBy: request.principal!.userId,
          })
          .returning();
        await audit(tx, {
          actorId: request.principal!.userId,
          action: 'identity.link.create',
          entityType: 'application',
          entityId: application.id,
          ipAddress: request.ip,
        });
        return row!;
      });
      return reply.status(201).send(await present(request, created));
    },
  );

  async function present(request: FastifyRequest, validation: Validation) {
    const slug = slugs.open(validation.slugEncrypted);
    return { slug, url: linkOf(request, slug), ...(await presentCheck(validation)) };
  }

  async function presentCheck(validation: Validation) {
    const captures = await capturesOf(validation.id);
    return {
      status: validation.status,
      expires_at: validation.expiresAt.toISOString(),
      result: validation.result,
      result_reason: validation.resultReason,
      captures: captureKinds.map((kind) => {
        const uploaded = captures.find((row) => row.kind === kind && row.status === 'uploaded');
        return {
          kind,
          uploaded_at: uploaded?.uploadedAt?.toISOString() ?? null,
          size: uploaded?.size ?? null,
        };
      }),
    };
  }

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
      let validation = await bySlug(request, request.params.slug);
      if (validation.status === 'pending') {
        [validation] = (await context.db
          .update(biometricValidations)
          .set({ status: 'opened', openedAt: new Date() })
          .where(eq(biometricValidations.id, validation.id))
          .returning()) as [Validation];
      }
      return {
        status: validation.status as 'pending' | 'opened' | 'submitted',
        expires_at: validation.expiresAt.toISOString(),
        lender: context.config.lender.name,
        notice_version: privacyNoticeVersion,
        consent_given: validation.consentAt !== null,
        missing_captures: await missingOf(validation),
      };
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
      const validation = await bySlug(request, request.params.slug);
      // Once submitted, the link is used up.
      if (validation.status === 'submitted') throw new AppError(409, 'identity.link_used');
      const body = request.body;
      if ('consent' in body) {
        await context.db
          .update(biometricValidations)
          .set({ consentAt: new Date(), consentVersion: body.consent.notice_version, status: 'opened' })
          .where(eq(biometricValidations.id, validation.id));
        return { status: 'opened', missing_captures: await missingOf(validation) };
      }
      if (!validation.consentAt) throw new AppError(409, 'identity.consent_required');
      if ('capture' in body) {
        await enforceLimit(context.rateLimits, `identity-capture:${validation.id}`, limits.captureUrls);
        const token = randomBytes(32).toString('base64url');
        const id = newId();
        const direct = await context.storage.directUpload(incomingKey(captureKey(validation, id)), {
          contentType: body.content_type ?? 'image/jpeg',
          maxBytes: maxPhotoBytes,
          expiresSeconds: uploadWindowMs / 1000,
        });
        await context.db
          .insert(biometricCaptures)
          .values({ id, validationId: validation.id, kind: body.capture, uploadTokenHash: hashOf(token) });
        const missing_captures = await missingOf(validation);
        if (direct) {
          return {
            status: validation.status,
            upload_url: direct.url,
            upload_fields: direct.fields,
            confirm_url: `${base}${request.params.slug}/captures/${id}/confirm/`,
            missing_captures,
          };
        }
        return {
          status: validation.status,
          upload_url: `${base}${request.params.slug}/captures/${id}/${token}/`,
          missing_captures,
        };
      }
      // Every photo passed the automatic checks when it arrived; whether the face is the ID's is
      // the reviewer's call (no face model runs offline here), so the result waits for review.
      // The check is locked: a photo arriving at the same time is either counted or refused.
      await context.db.transaction(async (tx) => {
        await lockOpenCheck(tx, validation);
        if ((await missingOf(validation, tx)).length > 0)
          throw new AppError(409, 'identity.captures_missing');
        await tx
          .update(biometricValidations)
          .set({ status: 'submitted', submittedAt: new Date(), result: 'needs_review' })
          .where(eq(biometricValidations.id, validation.id));
        const [application] = await tx
          .select({ id: applications.id, folio: applications.folio, promoterId: applications.promoterId })
          .from(applications)
          .where(eq(applications.id, validation.applicationId));
        if (application) {
          await notify(tx, context, {
            userId: application.promoterId,
            kind: 'identity_submitted',
            application: { id: application.id, folio: application.folio },
            status: null,
            message: null,
          });
        }
      });
      void context.mailer.dispatch();
      return { status: 'submitted', missing_captures: [] };
    },
  );

  const captureKey = (validation: Validation, captureId: string) =>
    `${validation.applicationId}/${validation.id}/${captureId}`;
  // The photo as stored: checked by content and re-encoded, then refused (422) if unusable.
  const checkedPhoto = async (content: Buffer) => {
    const file = await inspectFile(content, identityPhotoTypes, maxPhotoBytes);
    const problem = await photoProblem(file.content);
    if (problem) throw new AppError(422, problem);
    return file;
  };
  // The photo is stored under its own key, then recorded in one transaction that locks the check
  // and asks again whether it still takes photos (the customer's submit, or the application's
  // submit or cancel, either waits for it or makes it refuse); the upload is spent in the statement
  // that records the photo.
  function recordCapture(
    validation: Validation,
    capture: typeof biometricCaptures.$inferSelect,
    file: { content: Buffer; type: string },
  ) {
    return storeClaimed(context.storage, captureKey(validation, capture.id), file.content, (key) =>
      context.db.transaction(async (tx) => {
        await lockOpenCheck(tx, validation);
        const [stored] = await tx
          .update(biometricCaptures)
          .set(uploadedFileColumns(file, key))
          .where(
            and(
              eq(biometricCaptures.id, capture.id),
              eq(biometricCaptures.uploadTokenHash, capture.uploadTokenHash ?? ''),
            ),
          )
          .returning();
        if (!stored) throw new AppError(404, 'not_found');
        await audit(tx, {
          actorId: null,
          action: 'identity.capture',
          entityType: 'application',
          entityId: validation.applicationId,
          ipAddress: null,
          details: { capture: capture.kind, size: stored.size },
        });
        return { kind: capture.kind, missing_captures: await missingOf(validation, tx) };
      }),
    );
  }

  // A photo still to arrive for an open link: its upload is single use and expires. The API's own
  // upload route also names its token; a confirmation after a direct upload needs none (the
  // presigned POST was the secret).
  async function pendingCapture(request: FastifyRequest, slug: string, id: string, token?: string) {
    const validation = await bySlug(request, slug);
    if (validation.status === 'submitted') throw new AppError(409, 'identity.link_used');
    if (!isUuid(id)) throw new AppError(404, 'not_found');
    const [capture] = await context.db
      .select()
      .from(biometricCaptures)
      .where(and(eq(biometricCaptures.id, id), eq(biometricCaptures.validationId, validation.id)));
    if (!capture?.uploadTokenHash) throw new AppError(404, 'not_found');
    if (token !== undefined && capture.uploadTokenHash !== hashOf(token))
      throw new AppError(404, 'not_found');
    if (Date.now() - capture.createdAt.getTime() > uploadWindowMs) throw new AppError(410, 'link_expired');
    return { validation, capture };
  }

  api.post(
    `${base}:slug/captures/:id/:token/`,
    {
      bodyLimit: maxPhotoBytes + 1024,
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
          ...errorResponses(400, 404, 410, 413, 415, { 409: ['identity.link_used'], 422: photoProblems }),
        },
      },
    },
    async (request, reply) => {
      privateHeaders(reply);
      const { slug, id, token } = request.params;
      const { validation, capture } = await pendingCapture(request, slug, id, token);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new AppError(400, 'file_empty');
      const file = await checkedPhoto(request.body);
      return recordCapture(validation, capture, file);
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
          }),
        },
      },
    },
    async (request, reply) => {
      privateHeaders(reply);
      const { validation, capture } = await pendingCapture(request, request.params.slug, request.params.id);
      const file = await takeDirectUpload(
        context.storage,
        captureKey(validation, capture.id),
        maxPhotoBytes,
        checkedPhoto,
      );
      return recordCapture(validation, capture, file);
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
      const [latest] = await context.db
        .select()
        .from(biometricValidations)
        .where(eq(biometricValidations.applicationId, application.id))
        .orderBy(desc(biometricValidations.createdAt))
        .limit(1);
      if (!latest) throw new AppError(404, 'not_found');
      return present(request, latest);
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
      // The guard found the latest check submitted.
      const [latest] = (await context.db
        .select()
        .from(biometricValidations)
        .where(eq(biometricValidations.applicationId, request.params.id))
        .orderBy(desc(biometricValidations.createdAt))
        .limit(1)) as [Validation];
      const [decided] = await context.db
        .update(biometricValidations)
        .set({
          result: request.body.result,
          resultReason: request.body.reason ?? null,
          decidedBy: request.principal!.userId,
          decidedAt: new Date(),
        })
        .where(eq(biometricValidations.id, latest.id))
        .returning();
      await audit(context.db, {
        actorId: request.principal!.userId,
        action: `identity.${request.body.result}`,
        entityType: 'application',
        entityId: latest.applicationId,
        ipAddress: request.ip,
        details: request.body.reason ? { reason: request.body.reason } : undefined,
      });
      return presentCheck(decided!);
    },
  );
}
