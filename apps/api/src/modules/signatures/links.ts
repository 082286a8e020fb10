import type { SignatureLink } from '@origina/domain/contract-signature';
import { desc, eq } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import { signatureLinks } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newId } from '../../ids.js';
import { createCapabilityLinks } from '../../security/capability-links.js';
import type { ApplicationRow } from '../applications/applications.js';
import type { ContractService } from '../contracts/service.js';
import { isExpired, type SignatureLinkRow } from './link-state.js';
import { revokeSignatureLinks } from './revoke-links.js';
import { signedCopyAvailable } from './signed-copy.js';

// The customer's signing link, a capability URL like the identity link (security/capability-links.ts):
// 256 random bits, hashed for lookup, sealed for the owner promoter, expiring, single use, revocable.

export function createSignatureLinks(context: AppContext, contractService: ContractService) {
  const links = createCapabilityLinks(context.config.jwtSecret, 'signature', context.rateLimits);

  function present(origin: string, link: SignatureLinkRow): SignatureLink {
    return {
      ...links.address(origin, link.slugEncrypted),
      expires_at: link.expiresAt.toISOString(),
      status: isExpired(link) ? 'expired' : link.status,
      code_sent_at: link.codeSentAt?.toISOString() ?? null,
      signed_at: link.signedAt?.toISOString() ?? null,
    };
  }

  return {
    /** The link a public request names: unknown slugs are rate limited per address; revoked,
     * locked, expired or used links are gone (410). */
    async find(slug: string, ip: string, options: { signedCopy?: boolean } = {}) {
      const [link] = await context.db
        .select()
        .from(signatureLinks)
        .where(eq(signatureLinks.slugHash, links.hashOf(slug)));
      if (!link) return links.refuseUnknown(ip, 'signature.link_unknown');
      if (link.status === 'locked') throw new AppError(410, 'signature.link_locked');
      // A signed contract is final: the used link signs nothing any more, and reads only the
      // signed set, for SIGNED_COPY_DAYS (signed-copy.ts).
      if (link.status === 'signed') {
        if (!options.signedCopy) throw new AppError(410, 'signature.link_used');
        if (!link.signedAt || !signedCopyAvailable(context, link.signedAt))
          throw new AppError(410, 'signature.copy_expired');
        return link;
      }
      if (link.status === 'revoked' || isExpired(link)) throw new AppError(410, 'signature.link_gone');
      return link;
    },

    /** A new link for the approved contract (any earlier open one stops working). */
    async issue(row: ApplicationRow, actor: { id: string; ip: string }, origin: string) {
      const { contract } = await contractService.ensure(row, actor.id);
      await links.limitIssuing(row.id);
      const link = await context.db.transaction(async (tx) => {
        await revokeSignatureLinks(tx, row.id, { locked: true });
        const [created] = await tx
          .insert(signatureLinks)
          .values({
            id: newId(),
            applicationId: row.id,
            contractId: contract.id,
            ...links.mint(),
            createdBy: actor.id,
          })
          .returning();
        await audit(tx, {
          actorId: actor.id,
          action: 'signature.link.create',
          entityType: 'application',
          entityId: row.id,
          ipAddress: actor.ip,
        });
        return created!;
      });
      return present(origin, link);
    },

    /** The latest link, for the owner promoter (null: none issued yet). */
    async latest(row: ApplicationRow, origin: string) {
      const [link] = await context.db
        .select()
        .from(signatureLinks)
        .where(eq(signatureLinks.applicationId, row.id))
        .orderBy(desc(signatureLinks.createdAt))
        .limit(1);
      return link ? present(origin, link) : null;
    },

    /** Stops every open link of the application. */
    async revoke(row: ApplicationRow, actor: { id: string; ip: string }) {
      await context.db.transaction(async (tx) => {
        await revokeSignatureLinks(tx, row.id);
        await audit(tx, {
          actorId: actor.id,
          action: 'signature.link.revoke',
          entityType: 'application',
          entityId: row.id,
          ipAddress: actor.ip,
        });
      });
    },
  };
}
