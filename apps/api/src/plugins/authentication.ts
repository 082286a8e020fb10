import type { Role } from '@origina/domain/roles';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { sessionFamilies, users } from '../db/schema.js';
import { AppError } from '../errors.js';
import { TokenError } from '../security/tokens.js';

export interface Principal {
  userId: string;
  role: Role;
  familyId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    requireRole: (...allowed: Role[]) => (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

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

  app.decorate('authenticate', async (request: FastifyRequest) => {
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
    const [row] = await context.db
      .select({ role: users.role })
      .from(users)
      .innerJoin(sessionFamilies, eq(sessionFamilies.userId, users.id))
      .where(
        and(
          eq(users.id, claims.sub),
          eq(users.active, true),
          eq(sessionFamilies.id, claims.fam),
          isNull(sessionFamilies.revokedAt),
          gt(sessionFamilies.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (!row)
      throw new AppError(401, 'session_revoked', {
        headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
      });
    request.principal = { userId: claims.sub, role: row.role, familyId: claims.fam };
  });

  app.decorate('requireRole', (...allowed: Role[]) => async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!request.principal || !allowed.includes(request.principal.role))
      throw new AppError(403, 'permission_denied');
  });
});
