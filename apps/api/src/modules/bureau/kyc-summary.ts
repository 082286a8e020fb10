import { customerContactOf } from '@origina/domain/application-sections';
import type { ApplicationKyc } from '@origina/domain/bureau-inquiry';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { applicationConsents, phoneVerifications, privacyNotices } from '../../db/schema.js';
import type { ApplicationRow } from '../applications/applications.js';
import { latestAuthorization, latestInquiry } from './bureau-facts.js';
import { presentInquiry } from './inquiries.js';

// What the desk sees of the customer's consents and the bureau (GET …/kyc/): the notice version
// accepted and each answer, the verified mobile against the application's current one, the
// bureau authorization (its PDF) and the latest inquiry.

async function consentOf(executor: Executor, applicationId: string): Promise<ApplicationKyc['consent']> {
  const [found] = await executor
    .select({ consent: applicationConsents, notice: privacyNotices })
    .from(applicationConsents)
    .innerJoin(privacyNotices, eq(privacyNotices.version, applicationConsents.noticeVersion))
    .where(eq(applicationConsents.applicationId, applicationId))
    .orderBy(desc(applicationConsents.acceptedAt))
    .limit(1);
  if (!found) return null;
  const accepted = new Set(found.consent.voluntaryAccepted);
  return {
    notice_version: found.notice.version,
    notice_sample: found.notice.sample,
    accepted_at: found.consent.acceptedAt.toISOString(),
    biometric: found.consent.biometric,
    // Every purpose of the version read: one the customer never answered counts as refused.
    voluntary: found.notice.voluntaryPurposes.map((purpose) => ({
      key: purpose.key,
      text: purpose.text,
      accepted: accepted.has(purpose.key),
    })),
  };
}

async function phoneOf(executor: Executor, row: ApplicationRow): Promise<ApplicationKyc['phone']> {
  const [verified] = await executor
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.applicationId, row.id))
    .orderBy(desc(phoneVerifications.verifiedAt))
    .limit(1);
  const current = customerContactOf(row).mobile;
  return {
    current_mobile: current,
    verified_mobile: verified?.mobile ?? null,
    verified_at: verified?.verifiedAt.toISOString() ?? null,
    verified: Boolean(verified && current && verified.mobile === current),
  };
}

export async function kycSummary(
  executor: Executor,
  row: ApplicationRow,
  provider: string,
): Promise<ApplicationKyc> {
  const authorization = await latestAuthorization(executor, row.id);
  const inquiry = await latestInquiry(executor, row.id);
  return {
    consent: await consentOf(executor, row.id),
    phone: await phoneOf(executor, row),
    bureau_authorization: authorization
      ? {
          authorized_at: authorization.authorizedAt.toISOString(),
          pdf_url: `/api/v1/review/applications/${row.id}/bureau-authorization/`,
        }
      : null,
    bureau_inquiry: inquiry ? await presentInquiry(executor, inquiry) : null,
    bureau_provider: provider,
  };
}
