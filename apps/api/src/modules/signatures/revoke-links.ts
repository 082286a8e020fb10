import { liveSignatureLinkStatuses } from '@origina/domain/contract-signature';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { signatureLinks } from '../../db/schema.js';

/** Stops the application's signing links that can still sign (and, with `locked`, those five wrong
 * codes locked): a new link, a new version of the set or the promoter's revocation. */
export async function revokeSignatureLinks(
  executor: Executor,
  applicationId: string,
  { locked = false }: { locked?: boolean } = {},
) {
  const statuses = locked
    ? [...liveSignatureLinkStatuses, 'locked' as const]
    : [...liveSignatureLinkStatuses];
  await executor
    .update(signatureLinks)
    .set({ status: 'revoked' })
    .where(and(eq(signatureLinks.applicationId, applicationId), inArray(signatureLinks.status, statuses)));
}
