import { captureKinds } from '@origina/domain/identity-checks';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { applications, biometricCaptures, biometricValidations } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { guardRow } from '../applications/lifecycle-guard.js';
import { applicationContact, consentsMissing } from './customer-progress.js';

// What an identity check is made of (its photos), and whether it still takes any.

export type Validation = typeof biometricValidations.$inferSelect;
export type Capture = typeof biometricCaptures.$inferSelect;

/** Once sent, the link is used up. */
export function usableLink(validation: Validation) {
  if (validation.status === 'submitted') throw new AppError(409, 'identity.link_used');
}

/** The customer acts only while the application takes an identity check (lifecycle model); the
 * application's row is locked inside a transaction so that its submit or cancel waits. */
export async function takesIdentityCheck(executor: Executor, applicationId: string, lock: boolean) {
  const query = executor.select().from(applications).where(eq(applications.id, applicationId));
  const [application] = lock ? await query.for('update') : await query;
  // The model's refusal (cancelled, submitted, not reopened) means the link is gone for the
  // customer; anything else (the database unreachable) stays what it is.
  await guardRow(executor, { role: 'customer' }, 'verify_identity', application!).catch((error) => {
    throw error instanceof AppError ? new AppError(410, 'identity.link_gone') : error;
  });
}

/** Inside a transaction: locks the check and its application, and refuses unless the check still
 * takes photos (not yet sent, not replaced) and the application still takes a check. */
export async function lockOpenCheck(tx: Executor, validation: Validation) {
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

const capturesOf = (executor: Executor, validationId: string) =>
  executor.select().from(biometricCaptures).where(eq(biometricCaptures.validationId, validationId));

/** The photos the check still waits for. */
export async function missingCaptures(executor: Executor, validation: Validation) {
  const captures = await capturesOf(executor, validation.id);
  const uploaded = new Set(captures.filter((row) => row.status === 'uploaded').map((row) => row.kind));
  return captureKinds.filter((kind) => !uploaded.has(kind));
}

/** The check's state as the promoter and the desk read it (never the photos themselves). */
export async function presentCheck(executor: Executor, validation: Validation) {
  const captures = await capturesOf(executor, validation.id);
  const application = await applicationContact(executor, validation.applicationId);
  const stepsLeft = [
    ...(await consentsMissing(executor, application)),
    ...(validation.status === 'submitted' ? [] : (['photos'] as const)),
  ];
  return {
    status: validation.status,
    steps_left: stepsLeft,
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
