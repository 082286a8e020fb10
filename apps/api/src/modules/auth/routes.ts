import {
  detailResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  verifyRequestSchema,
} from '@origina/domain/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { clientMeta, errorResponses } from '../../http.js';
import { translate } from '../../i18n/messages.js';
import { bearerToken } from '../../plugins/authentication.js';
import { TokenError } from '../../security/tokens.js';
import type { AuthService } from './service.js';
import { revokeFamily, rotateRefreshToken } from './sessions.js';

const tags = ['auth'];

export async function authRoutes(
  app: FastifyInstance,
  { context, auth }: { context: AppContext; auth: AuthService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/v1/auth/',
    {
      schema: {
        tags,
        operationId: 'login',
        security: [],
        summary: 'Sign in with e-mail and password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => auth.login(request.body, clientMeta(request)),
  );

  api.post(
    '/api/v1/auth/refresh/',
    {
      schema: {
        tags,
        operationId: 'refreshSession',
        security: [],
        summary: 'Exchange a refresh token for a new access token and a rotated refresh token',
        body: refreshRequestSchema,
        response: { 200: refreshResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => rotateRefreshToken(context, request.body.refresh),
  );

  api.post(
    '/api/v1/auth/register/',
    {
      schema: {
        tags,
        operationId: 'registerPromoter',
        security: [],
        summary: 'Create a promoter account; a verification code is e-mailed',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errorResponses(400, 429, { 409: ['email_taken'] }) },
      },
    },
    async (request, reply) => {
      const result = await auth.register(request.body, clientMeta(request), request.language);
      return reply.status(201).send(result);
    },
  );

  api.post(
    '/api/v1/auth/verify/',
    {
      schema: {
        tags,
        operationId: 'verifyEmail',
        security: [],
        summary: 'Verify an e-mail address with the 6-digit code',
        body: verifyRequestSchema,
        response: { 200: detailResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => {
      await auth.verifyEmail(request.body, clientMeta(request));
      return { detail: translate(request.language, 'email_verified') };
    },
  );

  api.post(
    '/api/v1/auth/verify/resend/',
    {
      onRequest: app.authenticateUnverified,
      schema: {
        tags,
        operationId: 'resendVerificationCode',
        summary: 'E-mail a new verification code to the signed-in user',
        security: [{ bearer: [] }],
        response: { 202: detailResponseSchema, ...errorResponses(401, 409, 429) },
      },
    },
    async (request, reply) => {
      await auth.resendVerification(request.principal!.userId);
      return reply.status(202).send({ detail: translate(request.language, 'verification_code_sent') });
    },
  );

  // Ends the session of the bearer token, or of the refresh token in the body (the access token
  // may have expired already); either way the whole refresh family is revoked.
  api.post(
    '/api/v1/auth/logout/',
    {
      schema: {
        tags,
        operationId: 'logout',
        security: [],
        summary: 'Sign out: revoke this session on the server',
        body: z.object({ refresh: z.string().max(4096).optional() }).nullish(),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const families = new Set<string>();
      const access = bearerToken(request);
      for (const [token, type] of [
        [access, 'access'],
        [request.body?.refresh, 'refresh'],
      ] as const) {
        if (!token) continue;
        try {
          families.add((await context.tokens.verify(token, type)).fam);
        } catch (error) {
          if (!(error instanceof TokenError)) throw error;
        }
      }
      for (const family of families) await revokeFamily(context.db, family, 'logout');
      return reply.status(204).send(null);
    },
  );
}
