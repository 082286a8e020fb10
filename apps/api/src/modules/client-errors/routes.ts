import { detailResponseSchema } from '@origina/domain/auth';
import { clientErrorReportSchema, scrubPath, scrubText } from '@origina/domain/client-errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { errorResponses } from '../../http.js';
import { translate } from '../../i18n/messages.js';
import { enforceLimit } from '../../security/rate-limit-store.js';

const maxReportBytes = 16 * 1024;

// Browser errors when no Sentry DSN is configured: scrubbed again here (the browser is not
// trusted to have done it) and written to the server log, where operators already look.
export async function clientErrorRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/client-errors/',
    {
      bodyLimit: maxReportBytes,
      schema: {
        tags: ['errors'],
        operationId: 'reportClientError',
        security: [],
        summary: 'Report an error the web app could not handle (logged, rate limited, size limited)',
        body: clientErrorReportSchema,
        response: { 202: detailResponseSchema, ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      await enforceLimit(context.rateLimits, `client-errors:${request.ip}`, {
        max: context.config.errorReporting.clientErrorsPerMinute,
        windowSeconds: 60,
      });
      const report = request.body;
      request.log.warn(
        {
          event: 'client_error',
          kind: report.kind,
          name: report.name ? scrubText(report.name) : undefined,
          message: scrubText(report.message),
          stack: report.stack ? scrubText(report.stack) : undefined,
          page: scrubPath(report.path),
          // Every field the browser sends, not only the error's own: any may carry what it should not.
          release: scrubText(report.release),
          environment: scrubText(report.environment),
          userAgent: report.user_agent ? scrubText(report.user_agent) : undefined,
        },
        'browser error',
      );
      return reply.status(202).send({ detail: translate(request.language, 'client_error_logged') });
    },
  );
}
