import { customerContactOf } from '@origina/domain/application-sections';
import type { CustomerLinkStep } from '@origina/domain/customer-consents';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  applicationConsents,
  applications,
  bureauAuthorizations,
  phoneVerifications,
} from '../../db/schema.js';

// Where the customer stands on the link's consents, application-wide (a new link does not ask
// again what an earlier one recorded): the privacy notice accepted, the application's CURRENT
// mobile verified (a number changed after its verification must be verified again), the bureau
// authorization given. Photos are the check's own (checks.ts).

type ConsentStep = Exclude<CustomerLinkStep, 'photos'>;

type ApplicationContact = { id: string; data: Record<string, unknown> };

export async function consentsMissing(executor: Executor, application: ApplicationContact) {
  const { mobile } = customerContactOf(application);
  const [consent] = await executor
    .select({ id: applicationConsents.id })
    .from(applicationConsents)
    .where(eq(applicationConsents.applicationId, application.id))
    .limit(1);
  const [verified] = mobile
    ? await executor
        .select({ id: phoneVerifications.id })
        .from(phoneVerifications)
        .where(
          and(eq(phoneVerifications.applicationId, application.id), eq(phoneVerifications.mobile, mobile)),
        )
        .limit(1)
    : [];
  const [authorized] = await executor
    .select({ id: bureauAuthorizations.id })
    .from(bureauAuthorizations)
    .where(eq(bureauAuthorizations.applicationId, application.id))
    .limit(1);
  const missing: ConsentStep[] = [];
  if (!consent) missing.push('privacy');
  if (!verified) missing.push('phone');
  if (!authorized) missing.push('bureau');
  return missing;
}

/** The application's contact row, for the steps of one of its links. */
export async function applicationContact(executor: Executor, applicationId: string) {
  const [row] = await executor
    .select({ id: applications.id, folio: applications.folio, data: applications.data })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!row) throw new Error('an identity check without its application');
  return row;
}

/** The verified mobile the application's signing codes may go to: its current mobile, when the
 * customer verified that number through the link; otherwise null. */
export async function verifiedMobileOf(executor: Executor, application: ApplicationContact) {
  const { mobile } = customerContactOf(application);
  if (!mobile) return null;
  const [verified] = await executor
    .select({ id: phoneVerifications.id })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.applicationId, application.id), eq(phoneVerifications.mobile, mobile)))
    .limit(1);
  return verified ? mobile : null;
}
