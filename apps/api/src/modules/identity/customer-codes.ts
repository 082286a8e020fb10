import { customerContactOf } from '@origina/domain/application-sections';
import {
  maxSignatureCodeAttempts,
  signatureCodeLifetimeMs,
  signatureCodeWaitSeconds,
} from '@origina/domain/contract-signature';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { customerCodes } from '../../db/schema.js';
import { AppError, fieldError } from '../../errors.js';
import { translate } from '../../i18n/messages.js';
import { newId } from '../../ids.js';
import { maskMobile } from '../../security/masking.js';
import { newVerificationCode } from '../../security/one-time-secrets.js';
import { enforceLimit } from '../../security/rate-limit-store.js';
import type { Validation } from './checks.js';

// The six-digit codes the identity link sends to the application's mobile: one to verify the
// number, then one to confirm the bureau authorization. Like the signing code
// (signatures/signature-code.ts): kept only as an HMAC, ten minutes of life, five wrong tries
// spend it, a minute between codes, an hourly cap per link and per application (no flooding of
// the customer's phone, whichever link asks).

export type CodePurpose = 'phone' | 'bureau';

const codeCooldown = { max: 1, windowSeconds: signatureCodeWaitSeconds };
const codesPerLink = { max: 5, windowSeconds: 60 * 60 };
const codesPerApplication = { max: 10, windowSeconds: 60 * 60 };

export function createCustomerCodes(context: AppContext) {
  const hashOf = (id: string, code: string) => context.hashSecret('customer_code', code, id);

  return {
    /** A new code for `purpose` to the application's current mobile, by SMS (the console when no
     * gateway is configured). */
    async send(
      validation: Validation,
      application: { id: string; folio: string; data: Record<string, unknown> },
      purpose: CodePurpose,
    ) {
      const { mobile } = customerContactOf(application);
      if (!mobile) throw new AppError(409, 'identity.mobile_missing');
      // The wait is per purpose: the bureau's code follows the verification at once.
      await enforceLimit(context.rateLimits, `customer-code-wait:${validation.id}:${purpose}`, codeCooldown);
      await enforceLimit(context.rateLimits, `customer-code:${validation.id}`, codesPerLink);
      await enforceLimit(
        context.rateLimits,
        `customer-code-application:${application.id}`,
        codesPerApplication,
      );
      const code = newVerificationCode();
      const id = newId();
      const expiresAt = new Date(Date.now() + signatureCodeLifetimeMs);
      await context.db.insert(customerCodes).values({
        id,
        validationId: validation.id,
        purpose,
        mobile,
        codeHash: hashOf(id, code),
        expiresAt,
      });
      const text = translate(
        'es',
        purpose === 'phone' ? 'identity.phone_code_message' : 'identity.bureau_code_message',
        {
          code,
          lender: context.config.lender.name,
        },
      );
      await context.sms.send({ to: mobile, text }).catch((error) => {
        context.log.warn({ err: error }, 'customer code: the SMS gateway refused the message');
        throw new AppError(502, 'identity.code_not_sent');
      });
      return {
        purpose,
        mobile_masked: maskMobile(mobile),
        code_expires_at: expiresAt.toISOString(),
        resend_after_seconds: signatureCodeWaitSeconds,
      };
    },

    /** Outside any transaction (a wrong code counts whatever follows): spends the latest code of `purpose` if `code` is it, unexpired and sent to `mobile` (the
     * application's number now); a wrong code counts (atomically) and the fifth spends it. */
    async spend(validation: Validation, purpose: CodePurpose, code: string, mobile: string | null) {
      // The field the customer typed it in.
      const field = purpose === 'phone' ? 'phone_code' : 'bureau_authorization.code';
      const [latest] = await context.db
        .select()
        .from(customerCodes)
        .where(and(eq(customerCodes.validationId, validation.id), eq(customerCodes.purpose, purpose)))
        .orderBy(desc(customerCodes.createdAt))
        .limit(1);
      if (!latest || latest.usedAt) throw fieldError(field, 'identity.code_not_requested');
      if (latest.attempts >= maxSignatureCodeAttempts) throw fieldError(field, 'identity.code_spent');
      const matches = latest.codeHash === hashOf(latest.id, code);
      if (matches) {
        // A code sent to a number the application no longer has proves nothing about the new one.
        if (latest.expiresAt.getTime() < Date.now() || latest.mobile !== mobile)
          throw fieldError(field, 'identity.code_expired');
        const [spent] = await context.db
          .update(customerCodes)
          .set({ usedAt: new Date() })
          // Tries sent at once all read the count before any lands: the right code counts only
          // while fewer than five wrong ones have.
          .where(
            and(
              eq(customerCodes.id, latest.id),
              isNull(customerCodes.usedAt),
              lt(customerCodes.attempts, maxSignatureCodeAttempts),
            ),
          )
          .returning({ mobile: customerCodes.mobile });
        if (!spent) throw fieldError(field, 'identity.code_not_requested');
        return spent.mobile;
      }
      const [counted] = await context.db
        .update(customerCodes)
        .set({ attempts: sql`${customerCodes.attempts} + 1` })
        .where(and(eq(customerCodes.id, latest.id), lt(customerCodes.attempts, maxSignatureCodeAttempts)))
        .returning({ attempts: customerCodes.attempts });
      const left = maxSignatureCodeAttempts - (counted?.attempts ?? maxSignatureCodeAttempts);
      if (left <= 0) throw fieldError(field, 'identity.code_spent');
      throw new AppError(400, 'invalid_input', {
        fieldErrors: {
          [field]: [
            left === 1
              ? ('signature.code_wrong_last' as const)
              : { key: 'signature.code_wrong', params: { left: String(left) } },
          ],
        },
      });
    },
  };
}
export type CustomerCodes = ReturnType<typeof createCustomerCodes>;
