import { desc, eq } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import { biometricValidations } from '../../db/schema.js';
import { presentCheck, type Validation } from './checks.js';

export interface IdentityDecision {
  result: 'approved' | 'rejected';
  reason?: string | null | undefined;
}

/** The reviewer's decision on the application's latest check (the lifecycle guard found it
 * submitted before this is called). */
export async function decideIdentity(
  context: AppContext,
  applicationId: string,
  decision: IdentityDecision,
  actor: { id: string; ip: string },
) {
  const [latest] = (await context.db
    .select()
    .from(biometricValidations)
    .where(eq(biometricValidations.applicationId, applicationId))
    .orderBy(desc(biometricValidations.createdAt))
    .limit(1)) as [Validation];
  const [decided] = await context.db
    .update(biometricValidations)
    .set({
      result: decision.result,
      resultReason: decision.reason ?? null,
      decidedBy: actor.id,
      decidedAt: new Date(),
    })
    .where(eq(biometricValidations.id, latest.id))
    .returning();
  await audit(context.db, {
    actorId: actor.id,
    action: `identity.${decision.result}`,
    entityType: 'application',
    entityId: latest.applicationId,
    ipAddress: actor.ip,
    details: decision.reason ? { reason: decision.reason } : undefined,
  });
  return presentCheck(context.db, decided!);
}
