import { and, eq, gt, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { applications, biometricValidations } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { notify } from '../notifications/notifications.js';
import { consented, lockOpenCheck, missingCaptures, usableLink, type Validation } from './checks.js';

// The customer's steps through the link besides the photos: consent to the privacy notice first,
// then, once every photo arrived, sending the check to the desk. A sent check takes nothing more.

export async function giveConsent(context: AppContext, validation: Validation, noticeVersion: string) {
  usableLink(validation);
  // Written only while the check still takes it: the link may have been sent, replaced or expired
  // since it was read, and consent must never reopen a sent check or revive a revoked link.
  const [updated] = await context.db
    .update(biometricValidations)
    .set({ consentAt: new Date(), consentVersion: noticeVersion, status: 'opened' })
    .where(
      and(
        eq(biometricValidations.id, validation.id),
        inArray(biometricValidations.status, ['pending', 'opened']),
        gt(biometricValidations.expiresAt, new Date()),
      ),
    )
    .returning({ id: biometricValidations.id });
  if (!updated) throw await lateRefusal(context, validation);
  return { status: 'opened' as const, missing_captures: await missingCaptures(context.db, validation) };
}

// What a step that lost the race answers: the link used (409), or gone (410).
async function lateRefusal(context: AppContext, validation: Validation) {
  const [current] = await context.db
    .select({ status: biometricValidations.status })
    .from(biometricValidations)
    .where(eq(biometricValidations.id, validation.id));
  return current?.status === 'submitted'
    ? new AppError(409, 'identity.link_used')
    : new AppError(410, 'identity.link_gone');
}

/** Every photo passed the automatic checks when it arrived; whether the face is the ID's is the
 * reviewer's call (no face model runs offline here), so the result waits for review. The check is
 * locked: a photo arriving at the same time is either counted or refused. */
export async function submitCheck(context: AppContext, validation: Validation) {
  consented(validation);
  await context.db.transaction(async (tx) => {
    await lockOpenCheck(tx, validation);
    if ((await missingCaptures(tx, validation)).length > 0)
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
  return { status: 'submitted' as const, missing_captures: [] };
}
