import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import { oneTimeSecrets, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { asLanguage, translate } from '../../i18n/messages.js';
import { newLinkToken } from '../../security/one-time-secrets.js';
import { hashPassword } from '../../security/passwords.js';
import { enforceLimit } from '../../security/rate-limit-store.js';
import type { CaptchaService } from '../captcha/captcha.js';
import { checkPassword, issueSecret, minutes } from './issued-secrets.js';
import { type ClientMeta, revokeAllSessions } from './sessions.js';

// A password set through a mailed link: the reset link asked for on the login page, or the link
// of an invitation (invitation.ts).

const resetLinkTtl = minutes(60);
const limits = {
  resetPerAccount: { max: 5, windowSeconds: minutes(15) },
  resetPerAddress: { max: 20, windowSeconds: minutes(15) },
  confirmPerAddress: { max: 30, windowSeconds: minutes(15) },
};

// Always the same answer, whether the e-mail has an account or not (docs/security.md 6.3.8).
export async function requestPasswordReset(
  context: AppContext,
  captcha: CaptchaService,
  { email, captcha: pass }: { email: string; captcha?: string },
  meta: ClientMeta,
) {
  const { db, config } = context;
  await enforceLimit(context.rateLimits, `reset:address:${meta.ip}`, limits.resetPerAddress);
  await captcha.spend(pass);
  await enforceLimit(context.rateLimits, `reset:account:${email}`, limits.resetPerAccount);
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
export async function confirmPassword(
  context: AppContext,
  input: { token: string; password: string },
  meta: ClientMeta,
) {
  const { db } = context;
  await enforceLimit(context.rateLimits, `confirm:address:${meta.ip}`, limits.confirmPerAddress);
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
  await checkPassword(input.password, user.email, [user.firstName, user.lastName]);
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
