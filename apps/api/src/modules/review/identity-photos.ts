import { and, eq } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import { biometricCaptures, biometricValidations } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { isUuid } from '../../ids.js';
import type { ApplicationRow } from '../applications/applications.js';

/** A photo of the application's identity check, for the reviewer to compare with the ID; every
 * read is recorded. */
export async function identityPhoto(
  context: AppContext,
  row: ApplicationRow,
  captureId: string,
  actor: { id: string; ip: string },
) {
  if (!isUuid(captureId)) throw new AppError(404, 'not_found');
  const [found] = await context.db
    .select({ capture: biometricCaptures })
    .from(biometricCaptures)
    .innerJoin(biometricValidations, eq(biometricValidations.id, biometricCaptures.validationId))
    .where(and(eq(biometricCaptures.id, captureId), eq(biometricValidations.applicationId, row.id)));
  if (!found?.capture.storageKey) throw new AppError(404, 'not_found');
  await audit(context.db, {
    actorId: actor.id,
    action: 'identity.capture_read',
    entityType: 'application',
    entityId: row.id,
    ipAddress: actor.ip,
    details: { capture: found.capture.kind },
  });
  return {
    contentType: found.capture.contentType ?? 'image/jpeg',
    content: await context.storage.read(found.capture.storageKey),
  };
}
