import {
  confirmRequestSchema,
  detailResponseSchema,
  resetRequestSchema,
  userSchema,
} from '@origina/domain/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { clientMeta, errorResponses } from '../../http.js';
import { translate } from '../../i18n/messages.js';
import type { AuthService } from '../auth/service.js';
import { toUserResponse } from './user-response.js';

const tags = ['users'];

export async function userRoutes(
  app: FastifyInstance,
  { context, auth }: { context: AppContext; auth: AuthService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/users/users/whoami/',
    {
      onRequest: app.authenticateUnverified,
      schema: {
        tags,
        operationId: 'getCurrentUser',
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      // Read with the session check, in the same query.
      const { user, promoter } = request.principal!.account;
      reply.header('cache-control', 'no-store');
      return toUserResponse(context.config, user, promoter);
    },
  );

  api.post(
    '/api/v1/users/users/reset/',
    {
      schema: {
        tags,
        operationId: 'requestPasswordReset',
        security: [],
        summary: 'E-mail a password reset link (the answer is the same whether the account exists or not)',
        body: resetRequestSchema,
        response: { 202: detailResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await auth.requestPasswordReset(request.body, clientMeta(request));
      return reply.status(202).send({ detail: translate(request.language, 'reset_requested') });
    },
  );

  api.post(
    '/api/v1/users/users/confirm/',
    {
      schema: {
        tags,
        operationId: 'confirmPasswordReset',
        security: [],
        summary: 'Set a password from a reset or invitation link; ends every other session',
        body: confirmRequestSchema,
        response: { 200: detailResponseSchema, ...errorResponses(400, 410, 429) },
      },
    },
    async (request) => {
      await auth.confirmPassword(request.body, clientMeta(request));
      return { detail: translate(request.language, 'password_set') };
    },
  );
}
