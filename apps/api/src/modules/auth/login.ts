import { eq } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { ConcurrencyGate } from '../../security/concurrency-gate.js';
import { decoyPasswordHash, verifyPassword } from '../../security/passwords.js';
import { tooManyAttempts } from '../../security/rate-limit-store.js';
import type { CaptchaService } from '../captcha/captcha.js';
import { loadUserResponse } from '../users/user-response.js';
import { type ClientMeta, startSession } from './sessions.js';

type LoginKeys = { account: string; source: string; address: string };
type Counts = Record<keyof LoginKeys, { count: number; resetInSeconds: number }>;

// Failures lock an account only from the source that fails (docs/security.md, Accounts): an attacker
// cannot lock the real user out. Everywhere else the account's failures only ask for a captcha.
const loginKeys = (email: string, ip: string): LoginKeys => ({
  account: `login:account:${email}`,
  source: `login:account-source:${email}:${ip}`,
  address: `login:address:${ip}`,
});

// The attempt is counted as a failure before anything is checked, atomically in either store, so
// that parallel attempts each see the ones before them (reading first let 30 of 100 through); it
// is taken back when it turns out not to be one.
async function countAttempt(context: AppContext, keys: LoginKeys): Promise<Counts> {
  const { windowSeconds } = context.config.loginLimits;
  const [account, source, address] = await Promise.all(
    [keys.account, keys.source, keys.address].map((key) => context.rateLimits.hit(key, windowSeconds)),
  );
  return { account: account!, source: source!, address: address! };
}

async function takeBack(context: AppContext, keys: LoginKeys) {
  await Promise.all([keys.account, keys.source, keys.address].map((key) => context.rateLimits.undo(key)));
}

// Refuses the attempt before the password is looked at: locked for this source, the address over
// its limit, or a captcha owed after a few failures (of the attempts before this one).
async function admit(
  context: AppContext,
  captcha: CaptchaService,
  counts: Counts,
  input: { captcha?: string },
  ip: string,
) {
  const { maxFailuresPerAccount, maxFailuresPerAddress } = context.config.loginLimits;
  if (counts.source.count > maxFailuresPerAccount) {
    context.log.warn(
      { event: 'login', outcome: 'locked', ip },
      'login refused: account locked for this source',
    );
    throw tooManyAttempts(counts.source.resetInSeconds);
  }
  if (counts.address.count > maxFailuresPerAddress) {
    context.log.warn({ event: 'login', outcome: 'address_limited', ip }, 'login refused: address limited');
    throw tooManyAttempts(counts.address.resetInSeconds);
  }
  const before = Math.max(counts.account.count, counts.address.count) - 1;
  if (before >= context.config.captcha.loginAfterFailures) await captcha.spend(input.captcha);
}

// Few password hashes at once per account and per source (argon2id holds a thread of the pool,
// which file and crypto work of every other request shares); the rest wait in a short line.
async function enterVerification(context: AppContext, gate: ConcurrencyGate, keys: LoginKeys, ip: string) {
  const { concurrentPerAccount, concurrentPerAddress, waitingPerKey } = context.config.loginLimits;
  const source = await gate.enter(keys.address, { concurrent: concurrentPerAddress, waiting: waitingPerKey });
  const account =
    source && (await gate.enter(keys.account, { concurrent: concurrentPerAccount, waiting: waitingPerKey }));
  if (source && account) {
    return () => {
      account();
      source();
    };
  }
  source?.();
  context.log.warn({ event: 'login', outcome: 'too_many_at_once', ip }, 'login refused: too many at once');
  throw tooManyAttempts(1);
}

async function checkPassword(context: AppContext, email: string, password: string) {
  const [user] = await context.db.select().from(users).where(eq(users.email, email)).limit(1);
  // Unknown e-mails and accounts without a password are checked against a decoy hash: same
  // answer, same cost (docs/security.md 6.3.8).
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
  // A deactivated account answers like a wrong password, whatever the password: the answer never
  // confirms that an address exists or that a guessed password was right.
  return { user, accepted: Boolean(user?.passwordHash && valid && user.active) };
}

async function failed(
  context: AppContext,
  counts: Counts,
  userId: string | null,
  ip: string,
): Promise<never> {
  await audit(context.db, {
    actorId: userId,
    action: 'auth.login_failed',
    entityType: 'user',
    entityId: userId,
    ipAddress: ip,
  });
  context.log.info({ event: 'login', outcome: 'failed', userId, ip }, 'login failed');
  // Tells the page to show the captcha before the next attempt.
  const failures = Math.max(counts.account.count, counts.source.count, counts.address.count);
  throw new AppError(401, 'invalid_credentials', {
    extra: failures >= context.config.captcha.loginAfterFailures ? { captcha_required: true } : undefined,
  });
}

/** Signs in with e-mail and password: a session and the user's profile. */
export async function login(
  context: AppContext,
  captcha: CaptchaService,
  gate: ConcurrencyGate,
  input: { email: string; password: string; captcha?: string },
  meta: ClientMeta,
) {
  const { db } = context;
  const keys = loginKeys(input.email, meta.ip);
  const counts = await countAttempt(context, keys);
  let checked: Awaited<ReturnType<typeof checkPassword>> | undefined;
  try {
    await admit(context, captcha, counts, input, meta.ip);
    const release = await enterVerification(context, gate, keys, meta.ip);
    try {
      checked = await checkPassword(context, input.email, input.password);
    } finally {
      release();
    }
  } finally {
    // Refused before the password was judged (or the check failed): not a failure.
    if (!checked) await takeBack(context, keys);
  }
  const { user, accepted } = checked;
  if (!user || !accepted) return failed(context, counts, user?.id ?? null, meta.ip);
  await Promise.all([
    context.rateLimits.reset(keys.source),
    context.rateLimits.undo(keys.account),
    context.rateLimits.undo(keys.address),
  ]);
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
