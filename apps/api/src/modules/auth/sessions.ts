import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { refreshTokens, sessionFamilies } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newId } from '../../ids.js';
import { TokenError } from '../../security/tokens.js';

export interface ClientMeta {
  ip: string;
  userAgent: string | undefined;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function signAccess(context: AppContext, userId: string, familyId: string) {
  return context.tokens.sign({
    typ: 'access',
    sub: userId,
    fam: familyId,
    exp: nowSeconds() + context.config.tokens.accessTtlSeconds,
  });
}

async function signRefresh(
  context: AppContext,
  userId: string,
  familyId: string,
  jti: string,
  expiresAt: Date,
) {
  return context.tokens.sign({
    typ: 'refresh',
    sub: userId,
    fam: familyId,
    jti,
    exp: Math.floor(expiresAt.getTime() / 1000),
  });
}

async function insertRefreshToken(
  executor: Executor,
  context: AppContext,
  familyId: string,
  familyExpiresAt: Date,
) {
  const issuedAt = new Date();
  const expiresAt = new Date(
    Math.min(issuedAt.getTime() + context.config.tokens.refreshTtlSeconds * 1000, familyExpiresAt.getTime()),
  );
  const jti = newId();
  await executor.insert(refreshTokens).values({ jti, familyId, issuedAt, expiresAt });
  return { jti, expiresAt };
}

// A new sign-in: a new family whose absolute lifetime no refresh can extend (docs/security.md 7.3.2).
export async function startSession(
  executor: Executor,
  context: AppContext,
  userId: string,
  meta: ClientMeta,
) {
  const familyId = newId();
  const familyExpiresAt = new Date(Date.now() + context.config.tokens.sessionMaxAgeSeconds * 1000);
  await executor.insert(sessionFamilies).values({
    id: familyId,
    userId,
    expiresAt: familyExpiresAt,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ipAddress: meta.ip,
  });
  const refresh = await insertRefreshToken(executor, context, familyId, familyExpiresAt);
  return {
    access: await signAccess(context, userId, familyId),
    refresh: await signRefresh(context, userId, familyId, refresh.jti, refresh.expiresAt),
  };
}

export async function revokeFamily(executor: Executor, familyId: string, reason: string) {
  await executor
    .update(sessionFamilies)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessionFamilies.id, familyId), isNull(sessionFamilies.revokedAt)));
}

export async function revokeAllSessions(executor: Executor, userId: string, reason: string) {
  await executor
    .update(sessionFamilies)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessionFamilies.userId, userId), isNull(sessionFamilies.revokedAt)));
}

class AlreadyRotated extends Error {}

const refused = (code: 'token_invalid' | 'session_revoked') => new AppError(401, code);

// Rotation with reuse detection (docs/security.md 10.4.5). The first use of a refresh token gets a
// successor; a repeat within the grace window (parallel tabs, a retried request) gets that same
// successor; a repeat after it means the token leaked, and the whole family is revoked.
export async function rotateRefreshToken(context: AppContext, token: string) {
  let claims: Awaited<ReturnType<AppContext['tokens']['verify']>>;
  try {
    claims = await context.tokens.verify(token, 'refresh');
  } catch (error) {
    if (error instanceof TokenError) throw refused('token_invalid');
    throw error;
  }
  const { db } = context;
  const load = async () => {
    const [row] = await db
      .select({ token: refreshTokens, family: sessionFamilies })
      .from(refreshTokens)
      .innerJoin(sessionFamilies, eq(sessionFamilies.id, refreshTokens.familyId))
      .where(eq(refreshTokens.jti, claims.jti))
      .limit(1);
    return row;
  };
  let row = await load();
  if (!row || row.family.id !== claims.fam || row.family.userId !== claims.sub)
    throw refused('token_invalid');
  if (row.family.revokedAt || row.family.expiresAt.getTime() <= Date.now()) throw refused('session_revoked');

  if (!row.token.usedAt) {
    const family = row.family;
    try {
      const successor = await db.transaction(async (tx) => {
        const next = await insertRefreshToken(tx, context, family.id, family.expiresAt);
        const updated = await tx
          .update(refreshTokens)
          .set({ usedAt: sql`now()`, replacedBy: next.jti })
          .where(and(eq(refreshTokens.jti, claims.jti), isNull(refreshTokens.usedAt)))
          .returning({ jti: refreshTokens.jti });
        if (updated.length === 0) throw new AlreadyRotated();
        return next;
      });
      return {
        access: await signAccess(context, claims.sub, family.id),
        refresh: await signRefresh(context, claims.sub, family.id, successor.jti, successor.expiresAt),
      };
    } catch (error) {
      if (!(error instanceof AlreadyRotated)) throw error;
      row = await load();
      if (!row) throw refused('token_invalid');
    }
  }

  const usedAt = row.token.usedAt?.getTime() ?? Date.now();
  const withinGrace = Date.now() - usedAt <= context.config.tokens.refreshGraceSeconds * 1000;
  if (withinGrace && row.token.replacedBy) {
    const [successor] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.jti, row.token.replacedBy))
      .limit(1);
    if (successor) {
      return {
        access: await signAccess(context, claims.sub, row.family.id),
        refresh: await signRefresh(context, claims.sub, row.family.id, successor.jti, successor.expiresAt),
      };
    }
  }
  await revokeFamily(db, row.family.id, 'refresh_token_reuse');
  context.log.warn(
    { userId: claims.sub, familyId: row.family.id },
    'refresh token reused after rotation; session revoked',
  );
  throw refused('session_revoked');
}
