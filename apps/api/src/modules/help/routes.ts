import {
  type SupportMessageRequest,
  supportMessageRequestSchema,
  supportMessageResponseSchema,
} from '@origina/domain/support-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../errors.js';
import { errorResponses } from '../../http.js';
import { translate } from '../../i18n/messages.js';
import { bearerToken } from '../../plugins/authentication.js';
import { enforceLimit } from '../../security/rate-limit-store.js';
import type { CaptchaService } from '../captcha/captcha.js';
import { accountSender, type SupportSender, sendSupportMessage } from './support-messages.js';

const perQuarterHour = { max: 5, windowSeconds: 15 * 60 };

export async function helpRoutes(
  app: FastifyInstance,
  { context, captcha }: { context: AppContext; captcha: CaptchaService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The sender: the signed-in user when a token comes, otherwise a visitor who gives an address
  // and passes the captcha. An account whose e-mail is not verified yet writes as a visitor: it
  // may need support most ("the code does not arrive"), but its address is not proved.
  async function sender(request: FastifyRequest, body: SupportMessageRequest): Promise<SupportSender> {
    if (bearerToken(request)) await app.authenticateUnverified(request);
    if (request.principal?.account.user.emailVerifiedAt)
      return accountSender(context.db, request.principal.userId);
    if (!body.email) throw fieldError('email', 'support_email_required');
    await captcha.spend(body.captcha);
    return {
      userId: null,
      email: body.email,
      name: body.name?.trim() || body.email,
      role: 'visitor' as const,
    };
  }

  api.post(
    '/api/v1/help/messages/',
    {
      schema: {
        tags: ['help'],
        operationId: 'sendHelpMessage',
        security: [],
        summary: 'Write to support (signed in, or as a visitor with a captcha pass)',
        body: supportMessageRequestSchema,
        response: { 201: supportMessageResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await enforceLimit(context.rateLimits, `help:address:${request.ip}`, perQuarterHour);
      const from = await sender(request, request.body);
      const { id, reference } = await sendSupportMessage(context, from, request.body, request.language);
      return reply
        .status(201)
        .send({ id, reference, detail: translate(request.language, 'support_message_sent') });
    },
  );
}
