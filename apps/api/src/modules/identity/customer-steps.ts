import { customerContactOf } from '@origina/domain/application-sections';
import type { CustomerConsent, CustomerLinkStep } from '@origina/domain/customer-consents';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { applicationConsents, applications, biometricValidations } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newId } from '../../ids.js';
import { notify } from '../notifications/notifications.js';
import { currentNotice } from '../privacy-notice/notices.js';
import { lockOpenCheck, missingCaptures, usableLink, type Validation } from './checks.js';
import { applicationContact, consentsMissing } from './customer-progress.js';

// The customer's steps through the link, in order (customerLinkSteps): the privacy notice, the
// mobile verified, the bureau authorization, then the photos and sending the check to the desk.
// A sent check takes nothing more.

export interface Evidence {
  ip: string;
  userAgent: string;
}

/** The steps the link still waits for: the application's consents, then this check's photos. */
export async function stepsLeft(executor: Executor, validation: Validation): Promise<CustomerLinkStep[]> {
  const application = await applicationContact(executor, validation.applicationId);
  const missing: CustomerLinkStep[] = await consentsMissing(executor, application);
  if (validation.status !== 'submitted') missing.push('photos');
  return missing;
}

/** Refuses a step while an earlier one it needs is missing (phone after privacy, bureau after a
 * verified phone, photos after the consent). */
export async function requireSteps(executor: Executor, validation: Validation, before: CustomerLinkStep[]) {
  const application = await applicationContact(executor, validation.applicationId);
  const missing = await consentsMissing(executor, application);
  const first = before.find((step) => (missing as string[]).includes(step));
  if (first === 'privacy') throw new AppError(409, 'identity.consent_required');
  if (first === 'phone') throw new AppError(409, 'identity.phone_required');
  if (first === 'bureau') throw new AppError(409, 'identity.bureau_required');
  return application;
}

/** Records the customer's answer to the notice in force (a stale version is refused: they must
 * read the one in force), with the address and browser as evidence. */
export async function giveConsent(
  context: AppContext,
  validation: Validation,
  consent: CustomerConsent,
  evidence: Evidence,
) {
  usableLink(validation);
  const notice = await currentNotice(context.db);
  if (!notice) throw new AppError(409, 'identity.notice_missing');
  if (notice.version !== consent.notice_version) throw new AppError(409, 'identity.notice_stale');
  const accepted = notice.voluntary_purposes
    .filter((purpose) => consent.voluntary[purpose.key] === true)
    .map((purpose) => purpose.key);
  // An omitted voluntary purpose counts as refused.
  const refused = notice.voluntary_purposes
    .map((purpose) => purpose.key)
    .filter((key) => !accepted.includes(key));
  await context.db.transaction(async (tx) => {
    // Written only while the check still takes it: the link may have been sent, replaced or
    // expired since it was read, and consent must never reopen a sent check or revive a link.
    const [updated] = await tx
      .update(biometricValidations)
      .set({ consentAt: new Date(), consentVersion: String(notice.version), status: 'opened' })
      .where(
        and(
          eq(biometricValidations.id, validation.id),
          inArray(biometricValidations.status, ['pending', 'opened']),
          gt(biometricValidations.expiresAt, new Date()),
        ),
      )
      .returning({ id: biometricValidations.id });
    if (!updated) throw await lateRefusal(tx, validation);
    await tx.insert(applicationConsents).values({
      id: newId(),
      applicationId: validation.applicationId,
      validationId: validation.id,
      noticeVersion: notice.version,
      biometric: consent.biometric,
      voluntaryAccepted: accepted,
      voluntaryRefused: refused,
      ipAddress: evidence.ip,
      userAgent: evidence.userAgent.slice(0, 500),
    });
  });
  return progress(context.db, { ...validation, status: 'opened' });
}

/** What a step answers: the check's state, its photos still missing and the steps left. */
export async function progress(executor: Executor, validation: Validation) {
  return {
    status: validation.status,
    missing_captures: await missingCaptures(executor, validation),
    steps_left: await stepsLeft(executor, validation),
  };
}

// What a step that lost the race answers: the link used (409), or gone (410).
async function lateRefusal(executor: Executor, validation: Validation) {
  const [current] = await executor
    .select({ status: biometricValidations.status })
    .from(biometricValidations)
    .where(eq(biometricValidations.id, validation.id));
  return current?.status === 'submitted'
    ? new AppError(409, 'identity.link_used')
    : new AppError(410, 'identity.link_gone');
}

/** The application's mobile now (the number every code goes to). */
export const currentMobile = (application: { data: Record<string, unknown> }) =>
  customerContactOf(application).mobile;

/** Every photo passed the automatic checks when it arrived; whether the face is the ID's is the
 * reviewer's call (no face model runs offline here), so the result waits for review. The check is
 * locked: a photo arriving at the same time is either counted or refused. The link's consents
 * come first: once sent, the link takes nothing more. */
export async function submitCheck(context: AppContext, validation: Validation) {
  usableLink(validation);
  await requireSteps(context.db, validation, ['privacy', 'phone', 'bureau']);
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
  return {
    status: 'submitted' as const,
    missing_captures: [],
    steps_left: await stepsLeft(context.db, { ...validation, status: 'submitted' }),
  };
}
