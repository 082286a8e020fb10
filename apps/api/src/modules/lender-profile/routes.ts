import { lenderProfileInputSchema, lenderProfileSchema } from '@origina/domain/lender-profile';
import { rolesFor } from '@origina/domain/role-workspaces';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { errorResponses } from '../../http.js';
import { readLenderProfile, saveLenderProfile } from './profile.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const path = '/api/v1/admin/lender-profile/';

// The lender profile the contract documents print (admins only): read it, with what is still
// missing, and save it whole.
export async function lenderProfileRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = app.requireRole(...rolesFor('administer'));

  api.get(
    path,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'getLenderProfile',
        summary:
          'The lender as its contracts present it, with the fields still empty (`missing`); before the first save, its first-start defaults',
        security,
        response: { 200: lenderProfileSchema, ...errorResponses(401, 403) },
      },
    },
    () => readLenderProfile(context.db, context.config.lender),
  );

  api.put(
    path,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'saveLenderProfile',
        summary:
          "Save the whole lender profile (CONDUSEF's contact defaults to its public phone and website); the change is audited",
        security,
        body: lenderProfileInputSchema,
        response: { 200: lenderProfileSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) =>
      saveLenderProfile(
        context.db,
        request.body,
        { id: request.principal!.userId, ip: request.ip },
        context.config.lender,
      ),
  );
}
