import { eq } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import { promoters, users } from '../../db/schema.js';
import { AppError, isUniqueViolation } from '../../errors.js';
import type { Language } from '../../i18n/messages.js';
import { newId } from '../../ids.js';
import { hashPassword } from '../../security/passwords.js';
import { enforceLimit } from '../../security/rate-limit-store.js';
import type { CaptchaService } from '../captcha/captcha.js';
import { nextErpId } from '../users/accounts.js';
import { loadUserResponse } from '../users/user-response.js';
import { mailVerificationCode } from './email-verification.js';
import { checkPassword, minutes } from './issued-secrets.js';
import { type ClientMeta, startSession } from './sessions.js';

const registerPerAddress = { max: 20, windowSeconds: minutes(15) };

/** A promoter's own account: signed in at once, its address still to prove. */
export async function register(
  context: AppContext,
  captcha: CaptchaService,
  input: { email: string; password: string; firstName: string; lastName: string; captcha?: string },
  meta: ClientMeta,
  language: Language,
) {
  const { db } = context;
  await enforceLimit(context.rateLimits, `register:address:${meta.ip}`, registerPerAddress);
  // A weak password is refused before the captcha pass is spent, so the person can fix it.
  await checkPassword(input.password, input.email, [input.firstName, input.lastName]);
  await captcha.spend(input.captcha);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  if (existing) throw new AppError(409, 'email_taken', { fieldErrors: { email: ['email_taken'] } });
  const passwordHash = await hashPassword(input.password);
  const userId = newId();
  try {
    const tokens = await db.transaction(async (tx) => {
      await tx.insert(users).values({
        id: userId,
        email: input.email,
        passwordHash,
        role: 'promoter',
        firstName: input.firstName,
        lastName: input.lastName,
        language,
        passwordChangedAt: new Date(),
      });
      await tx.insert(promoters).values({
        userId,
        erpId: nextErpId(),
      });
      await mailVerificationCode(tx, context, {
        id: userId,
        email: input.email,
        firstName: input.firstName,
        language,
      });
      await audit(tx, {
        actorId: userId,
        action: 'auth.register',
        entityType: 'user',
        entityId: userId,
        ipAddress: meta.ip,
      });
      return startSession(tx, context, userId, meta);
    });
    void context.mailer.dispatch();
    const profile = await loadUserResponse(context, db, userId);
    return {
      accessToken: tokens.access,
      refreshToken: tokens.refresh,
      access: tokens.access,
      refresh: tokens.refresh,
      user: profile!,
    };
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(409, 'email_taken', { fieldErrors: { email: ['email_taken'] } });
    throw error;
  }
}
