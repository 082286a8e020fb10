import type { Role } from '@origina/domain/roles';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { oneTimeSecrets, promoters, users } from '../../db/schema.js';
import { AppError, isUniqueViolation } from '../../errors.js';
import { type Language, translate } from '../../i18n/messages.js';
import { newId } from '../../ids.js';
import { newLinkToken } from '../../security/one-time-secrets.js';
import { nextErpId } from '../users/accounts.js';
import { issueSecret, minutes } from './issued-secrets.js';
import { revokeAllSessions } from './sessions.js';

const invitationTtl = minutes(7 * 24 * 60);

export interface InvitationInput {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  language: Language;
  invitedBy: string | null;
}

// A self-registration whose address was never proved does not hold it: an invitation takes it
// over, so whoever registers a future employee's e-mail first cannot block their invitation. A
// pending invitation (no password yet) stays, and so does any proved address.
async function claimUnprovenAccount(tx: Executor, input: InvitationInput) {
  const [existing] = await tx.select().from(users).where(eq(users.email, input.email)).for('update').limit(1);
  if (!existing) return null;
  if (existing.emailVerifiedAt || existing.passwordHash === null) {
    throw new AppError(409, 'email_taken', { fieldErrors: { email: ['email_taken'] } });
  }
  await tx
    .update(users)
    .set({
      role: input.role,
      firstName: input.firstName,
      lastName: input.lastName,
      language: input.language,
      passwordHash: null,
      passwordChangedAt: sql`now()`,
      active: true,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, existing.id));
  // Every code, link and session the earlier holder had ends here.
  await tx
    .update(oneTimeSecrets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeSecrets.userId, existing.id), isNull(oneTimeSecrets.usedAt)));
  await revokeAllSessions(tx, existing.id, 'address_taken_over');
  if (input.role !== 'promoter') await tx.delete(promoters).where(eq(promoters.userId, existing.id));
  return existing.id;
}

// Used by the administration screens: an account with no password yet and a mailed link to
// /auth/register/{token}.
export async function invite(context: AppContext, input: InvitationInput) {
  const { db, config } = context;
  const token = newLinkToken();
  let userId = newId();
  let tookOver = false;
  try {
    await db.transaction(async (tx) => {
      const claimed = await claimUnprovenAccount(tx, input);
      if (claimed) {
        userId = claimed;
        tookOver = true;
      } else {
        await tx.insert(users).values({
          id: userId,
          email: input.email,
          role: input.role,
          firstName: input.firstName,
          lastName: input.lastName,
          language: input.language,
        });
      }
      if (input.role === 'promoter') {
        await tx.insert(promoters).values({ userId, erpId: nextErpId() }).onConflictDoNothing();
      }
      await issueSecret(tx, context, userId, 'invitation', token, invitationTtl);
      const params = {
        lender: config.lender.name,
        name: input.firstName,
        link: `${config.publicUrl}/auth/register/${token}`,
      };
      await context.mailer.enqueue(tx, {
        to: input.email,
        subject: translate(input.language, 'mail.invitation.subject', params),
        text: translate(input.language, 'mail.invitation.body', params),
      });
      await audit(tx, {
        actorId: input.invitedBy,
        action: 'user.invited',
        entityType: 'user',
        entityId: userId,
        details: tookOver ? { role: input.role, took_over_unverified: true } : { role: input.role },
      });
    });
  } catch (error) {
    // Another request created the account between the look-up and the insert.
    if (isUniqueViolation(error))
      throw new AppError(409, 'email_taken', { fieldErrors: { email: ['email_taken'] } });
    throw error;
  }
  void context.mailer.dispatch();
  return { userId, token };
}
