import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { biometricCaptures, biometricValidations } from '../../db/schema.js';

// Where the customer's identity check stands, as the submit checklist and the application's
// presentation read it.

/** The identity check's photos the customer sent (any sent check of the application). */
export async function identityPhotoKinds(executor: Executor, applicationId: string) {
  const rows = await executor
    .select({ kind: biometricCaptures.kind })
    .from(biometricCaptures)
    .innerJoin(biometricValidations, eq(biometricValidations.id, biometricCaptures.validationId))
    .where(
      and(
        eq(biometricValidations.applicationId, applicationId),
        eq(biometricValidations.status, 'submitted'),
        eq(biometricCaptures.status, 'uploaded'),
      ),
    );
  return new Set(rows.map((row) => row.kind));
}

/** The latest identity check's link status, 'none' when no link was ever issued. */
export async function identityLinkStatus(executor: Executor, applicationId: string) {
  const [latest] = await executor
    .select({ status: biometricValidations.status })
    .from(biometricValidations)
    .where(eq(biometricValidations.applicationId, applicationId))
    .orderBy(desc(biometricValidations.createdAt))
    .limit(1);
  return latest?.status ?? 'none';
}

/** Whether the customer has sent their identity check (the latest link, submitted). */
export const identitySubmitted = async (executor: Executor, applicationId: string) =>
  (await identityLinkStatus(executor, applicationId)) === 'submitted';
