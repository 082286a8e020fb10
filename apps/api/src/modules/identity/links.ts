import type { PublicIdentityStatus } from '@origina/domain/identity-checks';
import { and, desc, eq, ne } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import { biometricValidations } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newId } from '../../ids.js';
import { createCapabilityLinks } from '../../security/capability-slugs.js';
import type { ApplicationRow } from '../applications/applications.js';
import { missingCaptures, presentCheck, takesIdentityCheck, type Validation } from './checks.js';

// The customer's identity link: a capability URL (security/capability-slugs.ts) the promoter
// issues and hands over; whoever holds it may see the check's state and send its photos.

// The privacy notice the customer accepts (DOMAIN.md, Privacy); a new text gets a new version.
export const privacyNoticeVersion = '2026-11';

export function createIdentityLinks(context: AppContext) {
  const links = createCapabilityLinks(context.config.jwtSecret, 'identity', context.rateLimits);
  const { slugs } = links;

  async function present(origin: string, validation: Validation) {
    const slug = slugs.open(validation.slugEncrypted);
    return {
      slug,
      url: `${origin}/identidad/${slug}`,
      ...(await presentCheck(context.db, validation)),
    };
  }

  /** The check a public request names: unknown slugs are rate limited per address; revoked or
   * expired links are gone (410). */
  async function find(slug: string, ip: string) {
    const [found] = await context.db
      .select()
      .from(biometricValidations)
      .where(eq(biometricValidations.slugHash, slugs.hashOf(slug)));
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
      await links.limitIssuing(application.id);
      const slug = slugs.newSlug();
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
            slugHash: slugs.hashOf(slug),
            slugEncrypted: slugs.seal(slug),
            expiresAt: links.expiresAt(),
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

    /** The application's latest link with its check, for its promoter; 404 when none was issued. */
    async latest(application: ApplicationRow, origin: string) {
      const [latest] = await context.db
        .select()
        .from(biometricValidations)
        .where(eq(biometricValidations.applicationId, application.id))
        .orderBy(desc(biometricValidations.createdAt))
        .limit(1);
      if (!latest) throw new AppError(404, 'not_found');
      return present(origin, latest);
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
      return {
        status: validation.status as 'pending' | 'opened' | 'submitted',
        expires_at: validation.expiresAt.toISOString(),
        lender: context.config.lender.name,
        notice_version: privacyNoticeVersion,
        consent_given: validation.consentAt !== null,
        missing_captures: await missingCaptures(context.db, validation),
      };
    },
  };
}
export type IdentityLinks = ReturnType<typeof createIdentityLinks>;
