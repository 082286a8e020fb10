import { type PublicConfig, publicConfigSchema } from '@origina/domain/public-config';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';

function publicConfig(config: AppContext['config']): PublicConfig {
  return {
    environment: config.environment,
    lender: { name: config.lender.name, logo_url: config.lender.logoUrl },
    support: config.support,
    languages: ['es', 'en'],
    contract_validity_days: config.contractValidityDays,
    captcha: {
      provider: config.captcha.provider,
      site_key: config.captcha.provider === 'recaptcha' ? config.captcha.recaptcha.siteKey : null,
      challenge_url: config.captcha.provider === 'altcha' ? '/api/v1/recaptcha/challenge/' : null,
    },
    chat: {
      provider: config.chat.intercomAppId ? 'intercom' : 'builtin',
      app_id: config.chat.intercomAppId,
      user_id_prefix: config.chat.userIdPrefix,
    },
    error_reporting: config.errorReporting.sentryDsn
      ? { provider: 'sentry', dsn: config.errorReporting.sentryDsn, release: config.errorReporting.release }
      : { provider: 'api', dsn: null, release: config.errorReporting.release },
  };
}

export async function configRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const body = publicConfig(context.config);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/config/',
    {
      schema: {
        tags: ['config'],
        operationId: 'getClientConfig',
        security: [],
        summary: 'Public runtime configuration for the web app (never secrets)',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
}
