import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { oneTimeSecrets, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { asLanguage, type Language, translate } from '../../i18n/messages.js';
import { newVerificationCode } from '../../security/one-time-secrets.js';
import { enforceLimit } from '../../security/rate-limit-store.js';
import { issueSecret, minutes, sameSecret } from './issued-secrets.js';
import type { ClientMeta } from './sessions.js';

// An account's e-mail address is proved by a six-digit code mailed to it.

const verificationCodeTtl = minutes(10);
const verificationMaxAttempts = 5;
const limits = {
  verifyPerAddress: { max: 30, windowSeconds: minutes(15) },
  resendPerAccount: { max: 5, windowSeconds: minutes(60) },
};

// One answer for every wrong, used-up or unknown verification code: nothing to tell them apart.
const codeRefused = () => new AppError(400, 'code_invalid', { fieldErrors: { code: ['code_invalid'] } });

/** A new code for the account, mailed in the caller's transaction. */
export async function mailVerificationCode(
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

/** Proves the address with the mailed code; five wrong codes spend it. */
export async function verifyEmail(
  context: AppContext,
  input: { email: string; code: string },
  meta: ClientMeta,
) {
  const { db } = context;
  await enforceLimit(context.rateLimits, `verify:address:${meta.ip}`, limits.verifyPerAddress);
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

/** A new code to the signed-in user's address (the earlier one stops working). */
export async function resendVerification(context: AppContext, userId: string) {
  const { db } = context;
  await enforceLimit(context.rateLimits, `resend:account:${userId}`, limits.resendPerAccount);
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError(404, 'not_found');
  if (user.emailVerifiedAt) throw new AppError(409, 'already_verified');
  await db.transaction((tx) =>
    mailVerificationCode(tx, context, { ...user, language: asLanguage(user.language) }),
  );
  void context.mailer.dispatch();
}
