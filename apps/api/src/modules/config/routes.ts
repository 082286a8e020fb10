import { type PublicConfig, publicConfigSchema } from '@origina/domain/public-config';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';

export function publicConfig(config: AppContext['config']): PublicConfig {
  return {
    environment: config.environment,
    lender: { name: config.lender.name, logo_url: config.lender.logoUrl },
    support: config.support,
    languages: ['es', 'en'],
  };
}

export async function configRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const body = publicConfig(context.config);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/config/',
    {
      schema: {
        tags: ['config'],
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
