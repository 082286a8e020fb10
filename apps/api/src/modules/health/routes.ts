import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http.js';
import { databaseAnswers, type HealthDependencies } from './readiness.js';

const status = z.object({ status: z.string() });

export async function healthRoutes(app: FastifyInstance, dependencies: HealthDependencies) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        operationId: 'checkLiveness',
        summary: 'The process is up',
        security: [],
        response: { 200: status, ...errorResponses(400) },
      },
    },
    async () => ({
      status: 'ok',
    }),
  );

  // Ready only when the database answers within a second.
  api.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        operationId: 'checkReadiness',
        summary: 'The database answers',
        security: [],
        response: { 200: status, 503: status, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      try {
        await databaseAnswers(dependencies, 1000);
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, 'not ready');
        return reply.status(503).send({ status: 'database_unavailable' });
      }
    },
  );
}
