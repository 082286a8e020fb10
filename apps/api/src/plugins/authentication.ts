import type { Role } from '@origina/domain/roles';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { promoters, sessionFamilies, users } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { errorResponses } from '../http.js';
import { TokenError } from '../security/tokens.js';

interface Principal {
  userId: string;
  role: Role;
  familyId: string;
  // The account as read while checking the session, for answers about the signed-in user.
  account: { user: typeof users.$inferSelect; promoter: typeof promoters.$inferSelect | null };
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    authenticateUnverified: (request: FastifyRequest) => Promise<void>;
    requireRole: (...allowed: Role[]) => (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

// The error answers each guard gives, for the OpenAPI document (openapi.ts declares them on every
// route the guard protects).
type GuardAnswers = Parameters<typeof errorResponses>;
const guardAnswers = new WeakMap<object, GuardAnswers>();
const documented = <T extends object>(guard: T, answers: GuardAnswers) => {
  guardAnswers.set(guard, answers);
  return guard;
};
export const answersOfGuard = (hook: unknown) =>
  typeof hook === 'function' ? guardAnswers.get(hook) : undefined;

export function bearerToken(request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

// Checks the access token and that its user is active and its session not revoked, so logout and
// deactivation take effect at once rather than when the token expires.
export const authenticationPlugin = fp(async (app: FastifyInstance, { context }: { context: AppContext }) => {
  app.decorateRequest('principal', null);
  // Every authenticated request runs this: prepared once, so neither the query builder nor the
  // database's planner works on it again.
  const activeSession = context.db
    .select({ user: users, promoter: promoters })
    .from(users)
    .innerJoin(sessionFamilies, eq(sessionFamilies.userId, users.id))
    .leftJoin(promoters, eq(promoters.userId, users.id))
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(users.active, true),
        eq(sessionFamilies.id, sql.placeholder('familyId')),
        isNull(sessionFamilies.revokedAt),
        gt(sessionFamilies.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('active_session');

  // Any signed-in account, its e-mail proved or not: only for reading one's own profile and asking
  // for a new verification code (sign in, refresh, verify and sign out need no access token).
  const authenticateUnverified = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError(401, 'not_authenticated', { headers: { 'www-authenticate': 'Bearer' } });
    let claims: Awaited<ReturnType<AppContext['tokens']['verify']>>;
    try {
      claims = await context.tokens.verify(token, 'access');
    } catch (error) {
      if (error instanceof TokenError) {
        throw new AppError(401, 'token_invalid', {
          headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
        });
      }
      throw error;
    }
    const [row] = await activeSession.execute({ userId: claims.sub, familyId: claims.fam, now: new Date() });
    if (!row)
      throw new AppError(401, 'session_revoked', {
        headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
      });
    request.principal = {
      userId: claims.sub,
      role: row.user.role,
      familyId: claims.fam,
      account: { user: row.user, promoter: row.promoter },
    };
  };
  app.decorate('authenticateUnverified', documented(authenticateUnverified, [401]));

  // Everything else needs a proved address: an unverified self-registration could be anyone's
  // e-mail, and must not read catalogues or capture applications.
  const authenticate = async (request: FastifyRequest) => {
    await app.authenticateUnverified(request);
    if (!request.principal?.account.user.emailVerifiedAt) throw new AppError(403, 'email_not_verified');
  };
  app.decorate('authenticate', documented(authenticate, [401, { 403: ['email_not_verified'] }]));

  app.decorate('requireRole', (...allowed: Role[]) =>
    documented(
      async (request: FastifyRequest) => {
        await app.authenticate(request);
        if (!request.principal || !allowed.includes(request.principal.role))
          throw new AppError(403, 'permission_denied');
      },
      [401, { 403: ['email_not_verified', 'permission_denied'] }],
    ),
  );
});
