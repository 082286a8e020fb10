import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { oneTimeSecrets } from '../../db/schema.js';
import { fieldError } from '../../errors.js';
import { newId } from '../../ids.js';
import { passwordProblem } from '../../security/password-strength.js';

// What the account use cases share: one-time secrets (codes and links, kept only as an HMAC) and
// the password policy.

export const minutes = (n: number) => n * 60;

export const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function checkPassword(password: string, email: string, names: string[]) {
  const problem = await passwordProblem(password, email, names);
  if (problem) throw fieldError('password', problem);
}

export async function issueSecret(
  executor: Executor,
  context: Pick<AppContext, 'hashSecret'>,
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
