import { eq } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { decoyPasswordHash, verifyPassword } from '../../security/passwords.js';
import { tooManyAttempts } from '../../security/rate-limit-store.js';
import type { CaptchaService } from '../captcha/captcha.js';
import { loadUserResponse } from '../users/user-response.js';
import { type ClientMeta, startSession } from './sessions.js';

/** Signs in with e-mail and password: a session and the user's profile. */
export async function login(
  context: AppContext,
  captcha: CaptchaService,
  input: { email: string; password: string; captcha?: string },
  meta: ClientMeta,
) {
  const { db, config } = context;
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
