import {
  liveSignatureLinkStatuses,
  maxSignatureCodeAttempts,
  signatureCodeLifetimeMs,
  signatureCodeWaitSeconds,
} from '@origina/domain/contract-signature';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { applications, signatureLinks } from '../../db/schema.js';
import { AppError, fieldError } from '../../errors.js';
import { translate } from '../../i18n/messages.js';
import { maskDigits } from '../../security/masking.js';
import { newVerificationCode } from '../../security/one-time-secrets.js';
import { enforceLimit } from '../../security/rate-limit-store.js';
import { verifiedMobileOf } from '../identity/customer-progress.js';
import { notifyAdmins } from '../notifications/admin-notices.js';
import { notify } from '../notifications/notifications.js';
import { type SignatureLinkRow, stillSignable } from './link-state.js';

// The one-time code that proves the signer holds the customer's mobile: sent by SMS only to the
// application's mobile when the customer verified that number on the identity link (issue 32: a
// number or an e-mail address the promoter typed could be the promoter's own, who would then sign
// for the customer), kept only as an HMAC, valid for ten minutes; five wrong codes lock the link.

const codesPerLink = { max: 5, windowSeconds: 60 * 60 };
// A customer waits a minute before asking again, and new links do not buy more messages: the
// application's codes are capped across its links (no flooding of the customer's phone).
const codeCooldown = { max: 1, windowSeconds: signatureCodeWaitSeconds };
const codesPerApplication = { max: 10, windowSeconds: 60 * 60 };

export function createSignatureCodes(context: AppContext) {
  async function notifyLocked(tx: Executor, applicationId: string) {
    const [application] = await tx
      .select({ id: applications.id, folio: applications.folio, promoterId: applications.promoterId })
      .from(applications)
      .where(eq(applications.id, applicationId));
    if (!application) return;
    await notify(tx, context, {
      userId: application.promoterId,
      kind: 'signature_locked',
      application,
      status: null,
      message: null,
    });
    await notifyAdmins(tx, context, {
      kind: 'signing_link_locked',
      application: { id: application.id, folio: application.folio },
      status: null,
      message: null,
    });
  }
  const codeHash = (link: SignatureLinkRow, code: string) =>
    context.hashSecret('signature_code', code, link.id);

  return {
    /** A new one-time code to the customer's verified mobile; answers once the SMS is handed over. */
    async send(link: SignatureLinkRow) {
      if (link.status === 'signed') throw new AppError(410, 'signature.link_used');
      const row = await stillSignable(context, link);
      // Refused before the limits count it: nothing is sent, nothing is spent.
      const mobile = await verifiedMobileOf(context.db, row);
      if (!mobile) throw new AppError(409, 'signature.phone_not_verified');
      await enforceLimit(context.rateLimits, `signature-code-wait:${link.id}`, codeCooldown);
      await enforceLimit(context.rateLimits, `signature-code:${link.id}`, codesPerLink);
      await enforceLimit(context.rateLimits, `signature-code-application:${row.id}`, codesPerApplication);
      const code = newVerificationCode();
      const expiresAt = new Date(Date.now() + signatureCodeLifetimeMs);
      const text = translate('es', 'signature.code_message', {
        code,
        folio: row.folio,
        lender: context.config.lender.name,
      });
      await context.db
        .update(signatureLinks)
        .set({ codeHash: codeHash(link, code), codeExpiresAt: expiresAt, codeSentAt: new Date() })
        .where(eq(signatureLinks.id, link.id));
      await context.sms.send({ to: mobile, text }).catch((error) => {
        context.log.warn({ err: error }, 'signature code: the SMS gateway refused the message');
        throw new AppError(502, 'signature.code_not_sent');
      });
      return { code_destinations: [maskDigits(mobile)], code_expires_at: expiresAt.toISOString() };
    },

    /** A wrong code counts against the link (atomically, so parallel guesses cannot exceed the
     * limit); the last allowed one locks it. */
    async check(link: SignatureLinkRow, code: string) {
      if (!link.codeHash || !link.codeExpiresAt) throw fieldError('code', 'signature.code_not_requested');
      if (link.codeHash === codeHash(link, code) && link.codeExpiresAt.getTime() >= Date.now()) return;
      const counted = await context.db.transaction(async (tx) => {
        const [row] = await tx
          .update(signatureLinks)
          .set({
            failedCodes: sql`${signatureLinks.failedCodes} + 1`,
            status: sql`case when ${signatureLinks.failedCodes} + 1 >= ${maxSignatureCodeAttempts} then 'locked' else ${signatureLinks.status} end`,
          })
          .where(
            and(
              eq(signatureLinks.id, link.id),
              inArray(signatureLinks.status, [...liveSignatureLinkStatuses]),
            ),
          )
          .returning();
        // The promoter hears of it once, when the fifth wrong code locks the link: only a new
        // link lets the customer sign.
        if (row?.status === 'locked') await notifyLocked(tx, row.applicationId);
        return row;
      });
      if (counted?.status === 'locked') void context.mailer.dispatch();
      if (!counted || counted.status === 'locked') throw new AppError(410, 'signature.link_locked');
      if (link.codeHash === codeHash(link, code)) throw fieldError('code', 'signature.code_expired');
      const left = maxSignatureCodeAttempts - counted.failedCodes;
      throw new AppError(400, 'invalid_input', {
        fieldErrors: {
          code: [
            left === 1
              ? ('signature.code_wrong_last' as const)
              : { key: 'signature.code_wrong', params: { left: String(left) } },
          ],
        },
      });
    },
  };
}
export type SignatureCodes = ReturnType<typeof createSignatureCodes>;
