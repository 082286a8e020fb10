import { listOf } from '@origina/domain/catalog-lists';
import { rolesFor } from '@origina/domain/role-workspaces';
import {
  simulationListQuerySchema,
  simulationRequestSchema,
  simulationSchema,
  simulationSummarySchema,
} from '@origina/domain/simulations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponses, listPage } from '../../http.js';
import { createSimulation } from './new-simulation.js';
import { listSimulations, savedSimulation } from './saved-simulations.js';

const tags = ['simulations'];
const security = [{ bearer: [] }];

export async function simulationRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The simulator is a promoter's sales tool (application-lifecycle.ts, workspaces).
  const simulators = app.requireRole(...rolesFor('simulate'));

  api.post(
    '/api/v1/promoter/simulations/',
    {
      onRequest: simulators,
      schema: {
        tags,
        operationId: 'createSimulation',
        summary:
          "Simulate a loan and save it: the server computes the schedule (dated on the convenio's payroll calendar as if signed on start_date, today by default), CAT and capacity (less the other loans of the customer whose CURP is given) from the inputs and the product",
        security,
        body: simulationRequestSchema,
        response: { 201: simulationSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const saved = await createSimulation(
        context,
        { userId: request.principal!.userId, ip: request.ip },
        request.body,
        request.language,
      );
      return reply.status(201).send(saved);
    },
  );

  api.get(
    '/api/v1/promoter/simulations/',
    {
      onRequest: simulators,
      schema: {
        tags,
        operationId: 'listSimulations',
        summary:
          "The signed-in promoter's saved simulations, newest first; search by product, convenio or amount",
        security,
        querystring: simulationListQuerySchema,
        response: { 200: listOf(simulationSummarySchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const { results, total } = await listSimulations(
        context.db,
        request.principal!.userId,
        request.query,
        request.language,
      );
      return listPage(results, total, request.url, page, page_size);
    },
  );

  api.get(
    '/api/v1/promoter/simulations/:id/',
    {
      onRequest: simulators,
      schema: {
        tags,
        operationId: 'getSimulation',
        summary: 'One saved simulation, as it was calculated (only its own promoter sees it)',
        security,
        params: z.object({ id: z.string().max(64) }),
        response: { 200: simulationSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      savedSimulation(context.db, request.principal!.userId, request.params.id, request.language),
  );
}
