import { timingSafeEqual } from 'node:crypto';
import type { Role } from '@origina/domain/roles';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { oneTimeSecrets, promoters, users } from '../../db/schema.js';
import { AppError, fieldError, isUniqueViolation } from '../../errors.js';
import { asLanguage, type Language, translate } from '../../i18n/messages.js';
import { newId } from '../../ids.js';
import { newLinkToken, newVerificationCode } from '../../security/one-time-secrets.js';
import { passwordProblem } from '../../security/password-strength.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../security/passwords.js';
import { enforceLimit, tooManyAttempts } from '../../security/rate-limit-store.js';
import type { CaptchaService } from '../captcha/captcha.js';
import { nextErpId } from '../users/accounts.js';
import { loadUserResponse } from '../users/user-response.js';
import { type ClientMeta, revokeAllSessions, startSession } from './sessions.js';

const minutes = (n: number) => n * 60;
const verificationCodeTtl = minutes(10);
const verificationMaxAttempts = 5;
const resetLinkTtl = minutes(60);
const invitationTtl = minutes(7 * 24 * 60);

// Per-address and per-account ceilings for the endpoints that send mail or check secrets.
const limits = {
  registerPerAddress: { max: 20, windowSeconds: minutes(15) },
  resetPerAccount: { max: 5, windowSeconds: minutes(15) },
  resetPerAddress: { max: 20, windowSeconds: minutes(15) },
  verifyPerAddress: { max: 30, windowSeconds: minutes(15) },
  resendPerAccount: { max: 5, windowSeconds: minutes(60) },
  confirmPerAddress: { max: 30, windowSeconds: minutes(15) },
};

const enforce = (context: AppContext, key: string, limit: { max: number; windowSeconds: number }) =>
  enforceLimit(context.rateLimits, key, limit);

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function checkPassword(password: string, email: string, names: string[]) {
  const problem = passwordProblem(password, email, names);
  if (problem) throw fieldError('password', problem);
}

async function issueSecret(
  executor: Executor,
  context: AppContext,
  userId: string,
  purpose: (typeof oneTimeSecrets.$inferInsert)['purpose'],
  secret: string,
  ttlSeconds: number,
) {
  // A new code or link replaces any earlier one of the same purpose.
  await executor
    .update(oneTimeSecrets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeSecrets.userId, userId),
        eq(oneTimeSecrets.purpose, purpose),
        isNull(oneTimeSecrets.usedAt),
      ),
    );
  const perUser = purpose === 'email_verification' ? userId : '';
  await executor.insert(oneTimeSecrets).values({
    id: newId(),
    userId,
    purpose,
    secretHash: context.hashSecret(purpose, secret, perUser),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
}

async function mailVerificationCode(
  executor: Executor,
  context: AppContext,
  user: { id: string; email: string; firstName: string; language: Language },
) {
  const code = newVerificationCode();
  await issueSecret(executor, context, user.id, 'email_verification', code, verificationCodeTtl);
  const params = { lender: context.config.lender.name, name: user.firstName, code };
  await context.mailer.enqueue(executor, {
    to: user.email,
    subject: translate(user.language, 'mail.verify.subject', params),
    text: translate(user.language, 'mail.verify.body', params),
  });
}

// One answer for every wrong, used-up or unknown verification code: nothing to tell them apart.
const codeRefused = () => new AppError(400, 'code_invalid', { fieldErrors: { code: ['code_invalid'] } });

interface InvitationInput {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  language: Language;
  invitedBy: string | null;
}

export function createAuthService(context: AppContext, captcha: CaptchaService) {
  const { db, config } = context;

  async function login(input: { email: string; password: string; captcha?: string }, meta: ClientMeta) {
    const { maxFailuresPerAccount, maxFailuresPerAddress, windowSeconds } = config.loginLimits;
    const { loginAfterFailures } = config.captcha;
    // Failures lock an account only from the source that fails (SECURITY.md, Accounts): an attacker
    // cannot lock the real user out. Everywhere else the account's failures only ask for a captcha.
    const accountKey = `login:account:${input.email}`;
    const sourceKey = `login:account-source:${input.email}:${meta.ip}`;
    const addressKey = `login:address:${meta.ip}`;
    const [account, source, address] = await Promise.all([
      context.rateLimits.peek(accountKey),
      context.rateLimits.peek(sourceKey),
      context.rateLimits.peek(addressKey),
    ]);
    if (source.count >= maxFailuresPerAccount) {
      context.log.warn(
        { event: 'login', outcome: 'locked', ip: meta.ip },
        'login refused: account locked for this source',
      );
      throw tooManyAttempts(source.resetInSeconds);
    }
    if (address.count >= maxFailuresPerAddress) {
      context.log.warn(
        { event: 'login', outcome: 'address_limited', ip: meta.ip },
        'login refused: address limited',
      );
      throw tooManyAttempts(address.resetInSeconds);
    }
    // After a few failures for this account or address, a person must show they are one.
    if (Math.max(account.count, address.count) >= loginAfterFailures) await captcha.spend(input.captcha);

    const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
    // Unknown e-mails and accounts without a password are checked against a decoy hash: same
    // answer, same cost (SECURITY.md 6.3.8).
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
    // A deactivated account answers like a wrong password, whatever the password: the answer never
    // confirms that an address exists or that a guessed password was right.
    if (!user?.passwordHash || !valid || !user.active) {
      const failures = await Promise.all([
        context.rateLimits.hit(accountKey, windowSeconds),
        context.rateLimits.hit(sourceKey, windowSeconds),
        context.rateLimits.hit(addressKey, windowSeconds),
      ]);
      await audit(db, {
        actorId: user?.id ?? null,
        action: 'auth.login_failed',
        entityType: 'user',
        entityId: user?.id ?? null,
        ipAddress: meta.ip,
      });
      context.log.info(
        { event: 'login', outcome: 'failed', userId: user?.id ?? null, ip: meta.ip },
        'login failed',
      );
      // Tells the page to show the captcha before the next attempt.
      const captchaRequired = Math.max(...failures.map((failure) => failure.count)) >= loginAfterFailures;
      throw new AppError(401, 'invalid_credentials', {
        extra: captchaRequired ? { captcha_required: true } : undefined,
      });
    }
    await context.rateLimits.reset(sourceKey);
    const tokens = await db.transaction(async (tx) => {
      const session = await startSession(tx, context, user.id, meta);
      await audit(tx, {
        actorId: user.id,
        action: 'auth.login',
        entityType: 'user',
        entityId: user.id,
        ipAddress: meta.ip,
      });
      return session;
    });
    context.log.info({ event: 'login', outcome: 'success', userId: user.id, ip: meta.ip }, 'login succeeded');
    const profile = await loadUserResponse(context, db, user.id);
    return { ...tokens, user: profile! };
  }

  async function register(
    input: { email: string; password: string; firstName: string; lastName: string; captcha?: string },
    meta: ClientMeta,
    language: Language,
  ) {
    await enforce(context, `register:address:${meta.ip}`, limits.registerPerAddress);
    // A weak password is refused before the captcha pass is spent, so the person can fix it.
    checkPassword(input.password, input.email, [input.firstName, input.lastName]);
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
      return { accessToken: tokens.access, refreshToken: tokens.refresh, user: profile! };
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError(409, 'email_taken', { fieldErrors: { email: ['email_taken'] } });
      throw error;
    }
  }

  async function verifyEmail(input: { email: string; code: string }, meta: ClientMeta) {
    await enforce(context, `verify:address:${meta.ip}`, limits.verifyPerAddress);
    const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
    if (!user) throw codeRefused();
    const [pending] = await db
      .select()
      .from(oneTimeSecrets)
      .where(
        and(
          eq(oneTimeSecrets.userId, user.id),
          eq(oneTimeSecrets.purpose, 'email_verification'),
          isNull(oneTimeSecrets.usedAt),
          gt(oneTimeSecrets.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(oneTimeSecrets.createdAt))
      .limit(1);
    // A verified address answers like an unknown one: the answer tells nobody which addresses exist.
    if (!pending || pending.attempts >= verificationMaxAttempts) throw codeRefused();
    const given = context.hashSecret('email_verification', input.code, user.id);
    if (!sameSecret(given, pending.secretHash)) {
      // Counted atomically, so parallel guesses cannot exceed the limit.
      await db
        .update(oneTimeSecrets)
        .set({ attempts: sql`${oneTimeSecrets.attempts} + 1` })
        .where(eq(oneTimeSecrets.id, pending.id));
      throw codeRefused();
    }
    await db.transaction(async (tx) => {
      const used = await tx
        .update(oneTimeSecrets)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(oneTimeSecrets.id, pending.id),
            isNull(oneTimeSecrets.usedAt),
            sql`${oneTimeSecrets.attempts} < ${verificationMaxAttempts}`,
          ),
        )
        .returning({ id: oneTimeSecrets.id });
      if (used.length === 0) throw codeRefused();
      await tx
        .update(users)
        .set({ emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
      await audit(tx, {
        actorId: user.id,
        action: 'auth.email_verified',
        entityType: 'user',
        entityId: user.id,
        ipAddress: meta.ip,
      });
    });
  }

  async function resendVerification(userId: string) {
    await enforce(context, `resend:account:${userId}`, limits.resendPerAccount);
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new AppError(404, 'not_found');
    if (user.emailVerifiedAt) throw new AppError(409, 'already_verified');
    await db.transaction((tx) =>
      mailVerificationCode(tx, context, { ...user, language: asLanguage(user.language) }),
    );
    void context.mailer.dispatch();
  }

  // Always the same answer, whether the e-mail has an account or not (SECURITY.md 6.3.8).
  async function requestPasswordReset(
    { email, captcha: pass }: { email: string; captcha?: string },
    meta: ClientMeta,
  ) {
    await enforce(context, `reset:address:${meta.ip}`, limits.resetPerAddress);
    await captcha.spend(pass);
    await enforce(context, `reset:account:${email}`, limits.resetPerAccount);
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    if (!user?.active) {
      context.log.info(
        { event: 'password_reset', outcome: 'unknown_account', ip: meta.ip },
        'password reset requested',
      );
      return;
    }
    const token = newLinkToken();
    const language = asLanguage(user.language);
    await db.transaction(async (tx) => {
      await issueSecret(tx, context, user.id, 'password_reset', token, resetLinkTtl);
      const params = {
        lender: config.lender.name,
        name: user.firstName,
        link: `${config.publicUrl}/auth/reset-password/${token}`,
      };
      await context.mailer.enqueue(tx, {
        to: user.email,
        subject: translate(language, 'mail.reset.subject', params),
        text: translate(language, 'mail.reset.body', params),
      });
      await audit(tx, {
        actorId: user.id,
        action: 'auth.reset_requested',
        entityType: 'user',
        entityId: user.id,
        ipAddress: meta.ip,
      });
    });
    void context.mailer.dispatch();
  }

  // Sets the password from a reset link or an invitation link; every other session ends.
  async function confirmPassword(input: { token: string; password: string }, meta: ClientMeta) {
    await enforce(context, `confirm:address:${meta.ip}`, limits.confirmPerAddress);
    const candidates = (['password_reset', 'invitation'] as const).map((purpose) =>
      context.hashSecret(purpose, input.token),
    );
    const [secret] = await db
      .select()
      .from(oneTimeSecrets)
      .where(
        and(
          inArray(oneTimeSecrets.secretHash, candidates),
          inArray(oneTimeSecrets.purpose, ['password_reset', 'invitation']),
        ),
      )
      .limit(1);
    if (!secret) throw new AppError(400, 'link_invalid');
    if (secret.usedAt || secret.expiresAt.getTime() <= Date.now()) throw new AppError(410, 'link_expired');
    const [user] = await db.select().from(users).where(eq(users.id, secret.userId)).limit(1);
    if (!user?.active) throw new AppError(410, 'link_expired');
    checkPassword(input.password, user.email, [user.firstName, user.lastName]);
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      const used = await tx
        .update(oneTimeSecrets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(oneTimeSecrets.id, secret.id), isNull(oneTimeSecrets.usedAt)))
        .returning({ id: oneTimeSecrets.id });
      if (used.length === 0) throw new AppError(410, 'link_expired');
      await tx
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: sql`now()`,
          updatedAt: sql`now()`,
          // Opening the mailed link proves the address.
          emailVerifiedAt: user.emailVerifiedAt ?? sql`now()`,
        })
        .where(eq(users.id, user.id));
      await revokeAllSessions(
        tx,
        user.id,
        secret.purpose === 'invitation' ? 'invitation_accepted' : 'password_reset',
      );
      await audit(tx, {
        actorId: user.id,
        action: secret.purpose === 'invitation' ? 'auth.invitation_accepted' : 'auth.password_reset',
        entityType: 'user',
        entityId: user.id,
        ipAddress: meta.ip,
      });
    });
  }

  // A self-registration whose address was never proved does not hold it: an invitation takes it
  // over, so whoever registers a future employee's e-mail first cannot block their invitation. A
  // pending invitation (no password yet) stays, and so does any proved address.
  async function claimUnprovenAccount(tx: Executor, input: InvitationInput) {
    const [existing] = await tx
      .select()
      .from(users)
      .where(eq(users.email, input.email))
      .for('update')
      .limit(1);
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
  async function invite(input: InvitationInput) {
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

  return { login, register, verifyEmail, resendVerification, requestPasswordReset, confirmPassword, invite };
}
export type AuthService = ReturnType<typeof createAuthService>;
