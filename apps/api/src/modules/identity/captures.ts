import { type CaptureKind, identityPhotoTypes } from '@origina/domain/identity-checks';
import { and, eq } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import { biometricCaptures } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { isUuid, newId } from '../../ids.js';
import { newLinkToken } from '../../security/one-time-secrets.js';
import { enforceLimit } from '../../security/rate-limit-store.js';
import {
  inspectFile,
  storeClaimed,
  takeDirectUpload,
  uploadedFileColumns,
} from '../../storage/file-inspection.js';
import { incomingKey } from '../../storage/file-storage.js';
import { type Capture, lockOpenCheck, missingCaptures, usableLink, type Validation } from './checks.js';
import { requireSteps } from './customer-steps.js';
import { photoProblem } from './photo-checks.js';

// The photos of an identity check: an upload URL per photo (single use, expiring), the photo
// checked by content when it arrives, then recorded while the check still takes it.

export const maxPhotoBytes = 10 * 1024 * 1024;
const uploadWindowMs = 60 * 60 * 1000;
// Three photos, each retaken several times; asking upload URLs without end is refused (429).
const captureUrls = { max: 30, windowSeconds: 60 * 60 };

const captureKey = (validation: Validation, captureId: string) =>
  `${validation.applicationId}/${validation.id}/${captureId}`;

// The photo as stored: checked by content and re-encoded, then refused (422) if unusable.
async function checkedPhoto(content: Buffer) {
  const file = await inspectFile(content, identityPhotoTypes, maxPhotoBytes);
  const problem = await photoProblem(file.content);
  if (problem) throw new AppError(422, problem);
  return file;
}

export function createIdentityCaptures(context: AppContext) {
  // Upload tokens are kept only as an HMAC under the server key, like documents' (one-time-secrets.ts).
  const tokenHash = (token: string) => context.hashSecret('identity_upload', token);

  // The photo is stored under its own key, then recorded in one transaction that locks the check
  // and asks again whether it still takes photos (the customer's submit, or the application's
  // submit or cancel, either waits for it or makes it refuse); the upload is spent in the
  // statement that records the photo.
  function record(validation: Validation, capture: Capture, file: { content: Buffer; type: string }) {
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
        return { kind: capture.kind, missing_captures: await missingCaptures(tx, validation) };
      }),
    );
  }

  return {
    /** A single-use upload for one photo: the API's own route (its token), or, with a bucket, a
     * presigned POST (`direct`). */
    async requestUpload(validation: Validation, kind: CaptureKind, contentType: string | undefined) {
      // Photos come after the consent to the notice, biometric data included.
      usableLink(validation);
      await requireSteps(context.db, validation, ['privacy']);
      await enforceLimit(context.rateLimits, `identity-capture:${validation.id}`, captureUrls);
      const token = newLinkToken();
      const id = newId();
      const direct = await context.storage.directUpload(incomingKey(captureKey(validation, id)), {
        contentType: contentType ?? 'image/jpeg',
        maxBytes: maxPhotoBytes,
        expiresSeconds: uploadWindowMs / 1000,
      });
      await context.db
        .insert(biometricCaptures)
        .values({ id, validationId: validation.id, kind, uploadTokenHash: tokenHash(token) });
      return { id, token, direct, missing: await missingCaptures(context.db, validation) };
    },

    /** A photo still to arrive for an open link: its upload is single use and expires. The API's
     * own upload route also names its token; a confirmation after a direct upload needs none (the
     * presigned POST was the secret). */
    async pending(validation: Validation, id: string, token?: string) {
      usableLink(validation);
      if (!isUuid(id)) throw new AppError(404, 'not_found');
      const [capture] = await context.db
        .select()
        .from(biometricCaptures)
        .where(and(eq(biometricCaptures.id, id), eq(biometricCaptures.validationId, validation.id)));
      if (!capture?.uploadTokenHash) throw new AppError(404, 'not_found');
      if (token !== undefined && capture.uploadTokenHash !== tokenHash(token))
        throw new AppError(404, 'not_found');
      if (Date.now() - capture.createdAt.getTime() > uploadWindowMs) throw new AppError(410, 'link_expired');
      return capture;
    },

    /** The photo sent to the API's upload route. */
    async receive(validation: Validation, capture: Capture, content: unknown) {
      if (!Buffer.isBuffer(content) || content.length === 0) throw new AppError(400, 'file_empty');
      return record(validation, capture, await checkedPhoto(content));
    },

    /** The photo the browser put in the bucket: read, checked and recorded (a refused one is deleted). */
    async confirm(validation: Validation, capture: Capture) {
      const file = await takeDirectUpload(
        context.storage,
        captureKey(validation, capture.id),
        maxPhotoBytes,
        checkedPhoto,
      );
      return record(validation, capture, file);
    },
  };
}
