import { scrubPath } from '@origina/domain/client-errors';
import {
  type SupportMessageRequest,
  supportMessageRequestSchema,
  supportMessageResponseSchema,
} from '@origina/domain/support-messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { supportMessages, users } from '../../db/schema.js';
import { AppError, fieldError } from '../../errors.js';
import { errorResponses } from '../../http.js';
import { translate } from '../../i18n/messages.js';
import { newId } from '../../ids.js';
import { bearerToken } from '../../plugins/authentication.js';
import { enforceLimit } from '../../security/rate-limit-store.js';
import type { CaptchaService } from '../captcha/captcha.js';

const perQuarterHour = { max: 5, windowSeconds: 15 * 60 };

// A reference the person can quote: "AYU-" and eight characters of the id's random part.
const referenceOf = (id: string) => `AYU-${id.replace(/-/g, '').slice(-8).toUpperCase()}`;

export async function helpRoutes(
  app: FastifyInstance,
  { context, captcha }: { context: AppContext; captcha: CaptchaService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The sender: the signed-in user when a token comes, otherwise a visitor who gives an address
  // and passes the captcha. An account whose e-mail is not verified yet writes as a visitor: it
  // may need support most ("the code does not arrive"), but its address is not proved.
  async function sender(request: FastifyRequest, body: SupportMessageRequest) {
    if (bearerToken(request)) await app.authenticateUnverified(request);
    if (request.principal?.account.user.emailVerifiedAt) {
      const [user] = await context.db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
        })
        .from(users)
        .where(eq(users.id, request.principal!.userId));
      if (!user) throw new AppError(401, 'session_revoked');
      return {
        userId: user.id,
        email: user.email,
        name: `${user.firstName} ${user.lastName}`,
        role: user.role,
      };
    }
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
      const id = newId();
      const reference = referenceOf(id);
      const { subject, message } = request.body;
      const page = request.body.page ? scrubPath(request.body.page) : null;
      const lender = context.config.lender.name;
      const inbox = context.config.chat.supportInbox;
      await context.db.transaction(async (tx) => {
        await tx.insert(supportMessages).values({
          id,
          reference,
          userId: from.userId,
          email: from.email,
          name: from.name,
          subject,
          message,
          page,
          language: request.language,
        });
        // Support reads Spanish; the person gets the receipt in the language they wrote in.
        if (inbox) {
          await context.mailer.enqueue(tx, {
            to: inbox,
            subject: translate('es', 'mail.support.subject', { lender, reference, subject }),
            text: translate('es', 'mail.support.body', {
              name: from.name,
              email: from.email,
              role: translate('es', `role.${from.role}`),
              page: page ?? '-',
              message,
              reference,
            }),
          });
        }
        if (from.userId) {
          await context.mailer.enqueue(tx, {
            to: from.email,
            subject: translate(request.language, 'mail.support.receipt.subject', { reference }),
            text: translate(request.language, 'mail.support.receipt.body', {
              name: from.name,
              subject,
              reference,
            }),
          });
        }
      });
      void context.mailer.dispatch();
      if (!inbox)
        context.log.warn(
          { event: 'support_message', reference },
          'no SUPPORT_INBOX or SUPPORT_EMAIL: message kept in the database only',
        );
      context.log.info(
        { event: 'support_message', reference, userId: from.userId },
        'support message received',
      );
      return reply
        .status(201)
        .send({ id, reference, detail: translate(request.language, 'support_message_sent') });
    },
  );
}
