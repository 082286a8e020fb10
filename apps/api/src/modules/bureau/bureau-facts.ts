import type { ApplicationFacts } from '@origina/domain/application-lifecycle';
import { dateInMexico } from '@origina/domain/calendar-date';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bureauAuthorizations, bureauInquiries } from '../../db/schema.js';

// The customer's latest credit-bureau authorization and the desk's latest inquiry of an
// application, as the lifecycle model's `bureau_inquired` reads them.

export async function latestAuthorization(executor: Executor, applicationId: string) {
  const [row] = await executor
    .select()
    .from(bureauAuthorizations)
    .where(eq(bureauAuthorizations.applicationId, applicationId))
    .orderBy(desc(bureauAuthorizations.authorizedAt))
    .limit(1);
  return row ?? null;
}

export async function latestInquiry(executor: Executor, applicationId: string) {
  const [row] = await executor
    .select()
    .from(bureauInquiries)
    .where(eq(bureauInquiries.applicationId, applicationId))
    .orderBy(desc(bureauInquiries.createdAt))
    .limit(1);
  return row ?? null;
}

/** The days (Mexico City) of the authorization and of the latest inquiry. */
export async function bureauFacts(
  executor: Executor,
  applicationId: string,
): Promise<NonNullable<ApplicationFacts['bureau']>> {
  const authorization = await latestAuthorization(executor, applicationId);
  const inquiry = await latestInquiry(executor, applicationId);
  return {
    authorizedOn: authorization ? dateInMexico(authorization.authorizedAt) : null,
    inquiredOn: inquiry?.inquiredOn ?? null,
  };
}
