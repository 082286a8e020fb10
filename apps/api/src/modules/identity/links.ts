import { privacyNoticeForCustomer } from '@origina/domain/customer-consents';
import type { PublicIdentityStatus } from '@origina/domain/identity-checks';
import { and, desc, eq, ne } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import { biometricValidations } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newId } from '../../ids.js';
import { createCapabilityLinks } from '../../security/capability-links.js';
import { maskMobile } from '../../security/masking.js';
import type { ApplicationRow } from '../applications/applications.js';
import { lenderLegalName } from '../lender-profile/contract-parties.js';
import { readLenderProfile } from '../lender-profile/profile.js';
import { currentNotice } from '../privacy-notice/notices.js';
import { bureauAuthorizationText } from './bureau-authorization-text.js';
import { missingCaptures, presentCheck, takesIdentityCheck, type Validation } from './checks.js';
import { applicationContact } from './customer-progress.js';
import { currentMobile, stepsLeft } from './customer-steps.js';

// The customer's identity link: a capability URL (security/capability-links.ts) the promoter
// issues and hands over; whoever holds it may see the check's state and send its photos.

export function createIdentityLinks(context: AppContext) {
  const links = createCapabilityLinks(context.config.jwtSecret, 'identity', context.rateLimits);

  async function present(origin: string, validation: Validation) {
    return {
      ...links.address(origin, validation.slugEncrypted),
      ...(await presentCheck(context.db, validation)),
    };
  }

  /** The check a public request names: unknown slugs are rate limited per address; revoked or
   * expired links are gone (410). */
  async function find(slug: string, ip: string) {
    const [found] = await context.db
      .select()
      .from(biometricValidations)
      .where(eq(biometricValidations.slugHash, links.hashOf(slug)));
    if (!found) return links.refuseUnknown(ip, 'identity.link_unknown');
    if (
      found.status === 'revoked' ||
      (found.status !== 'submitted' && found.expiresAt.getTime() < Date.now())
    ) {
      throw new AppError(410, 'identity.link_gone');
    }
    // A used link still reports that it was used; an open one works only while the application
    // takes an identity check (a cancelled or submitted application's link is gone).
    if (found.status !== 'submitted') await takesIdentityCheck(context.db, found.applicationId, false);
    return found;
  }

  return {
    find,

    /** A new link for the application (the previous open one stops working). */
    async issue(application: ApplicationRow, actor: { id: string; ip: string }, origin: string) {
      // The customer's first step is the lender's privacy notice: without one, no link.
      if (!(await currentNotice(context.db))) throw new AppError(409, 'privacy_notice_missing');
      await links.limitIssuing(application.id);
      const created = await context.db.transaction(async (tx) => {
        await tx
          .update(biometricValidations)
          .set({ status: 'revoked' })
          .where(
            and(
              eq(biometricValidations.applicationId, application.id),
              ne(biometricValidations.status, 'submitted'),
            ),
          );
        const [row] = await tx
          .insert(biometricValidations)
          .values({
            id: newId(),
            applicationId: application.id,
            ...links.mint(),
            createdBy: actor.id,
          })
          .returning();
        await audit(tx, {
          actorId: actor.id,
          action: 'identity.link.create',
          entityType: 'application',
          entityId: application.id,
          ipAddress: actor.ip,
        });
        return row!;
      });
      return present(origin, created);
    },

    /** The application's latest link with its check, for its promoter; null when none was issued. */
    async latest(application: ApplicationRow, origin: string) {
      const [latest] = await context.db
        .select()
        .from(biometricValidations)
        .where(eq(biometricValidations.applicationId, application.id))
        .orderBy(desc(biometricValidations.createdAt))
        .limit(1);
      return latest ? present(origin, latest) : null;
    },

    /** What the customer's page needs; the first read marks the link opened. */
    async open(slug: string, ip: string): Promise<PublicIdentityStatus> {
      let validation = await find(slug, ip);
      if (validation.status === 'pending') {
        // Only a link still pending becomes opened: one revoked or sent meanwhile stays so, and
        // is read again to answer what it now is.
        const [opened] = await context.db
          .update(biometricValidations)
          .set({ status: 'opened', openedAt: new Date() })
          .where(and(eq(biometricValidations.id, validation.id), eq(biometricValidations.status, 'pending')))
          .returning();
        validation = opened ?? (await find(slug, ip));
      }
      const notice = await currentNotice(context.db);
      const profile = await readLenderProfile(context.db, context.config.lender);
      const application = await applicationContact(context.db, validation.applicationId);
      const mobile = currentMobile(application);
      const steps = await stepsLeft(context.db, validation);
      return {
        status: validation.status as 'pending' | 'opened' | 'submitted',
        expires_at: validation.expiresAt.toISOString(),
        lender: context.config.lender.name,
        privacy_notice: notice && {
          version: notice.version,
          text: privacyNoticeForCustomer(notice, profile),
          voluntary_purposes: notice.voluntary_purposes,
          sample: notice.sample,
        },
        steps_left: steps,
        mobile_masked: mobile ? maskMobile(mobile) : null,
        bureau_authorization_text: bureauAuthorizationText(
          await lenderLegalName(context.db, context.config.lender),
        ),
        consent_given: !steps.includes('privacy'),
        missing_captures: await missingCaptures(context.db, validation),
      };
    },
  };
}
