import { rolesFor } from '@origina/domain/role-workspaces';
import { listLoadsSchema } from '@origina/domain/screening';
import { screeningSources } from '@origina/domain/screening-match';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponses, rawBody } from '../../http.js';
import { acceptRawBodies, refuseDeclaredSize } from '../../plugins/raw-body.js';
import { listLoadsNow, loadListFile, maxListBytes } from './list-upload.js';

// The admin's screening lists: each source's load in force, and a new load from a file (the same
// as `npm run screening:import`).

const tags = ['compliance'];
const security = [{ bearer: [] }];

export async function screeningListRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.removeContentTypeParser('text/plain');
  acceptRawBodies(app, maxListBytes + 1024);
  const adminOnly = app.requireRole(...rolesFor('administer'));

  api.get(
    '/api/v1/admin/screening-lists/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        operationId: 'listScreeningLists',
        summary: 'Each screening list (UIF, OFAC SDN, UN): its last load (date, file, SHA-256, entries)',
        security,
        response: { 200: listLoadsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listLoadsNow(context.db),
  );

  api.put(
    '/api/v1/admin/screening-lists/:source/',
    {
      bodyLimit: maxListBytes + 1024,
      onRequest: async (request) => {
        await adminOnly(request);
        refuseDeclaredSize(request, maxListBytes);
      },
      schema: {
        tags,
        operationId: 'loadScreeningList',
        summary:
          "Load a list from its file as the raw body, replacing the source's entries in one transaction: uif (our CSV layout, docs/screening.md), ofac (sdn.csv as OFAC publishes it), un (the consolidated list's XML)",
        security,
        params: z.object({ source: z.enum(screeningSources, { message: 'screening.source_invalid' }) }),
        querystring: z.object({ file_name: z.string().trim().max(200).optional() }),
        body: rawBody({
          'text/csv': 'The UIF list (our CSV layout) or OFAC sdn.csv',
          'application/xml': 'The UN consolidated list (XML)',
          'application/octet-stream': 'Any of the above',
        }),
        response: {
          200: listLoadsSchema,
          ...errorResponses(400, 401, 403, 413, {
            400: ['screening.list_unreadable', 'screening.list_bad_row', 'screening.list_empty'],
            408: ['request_timeout'],
          }),
        },
      },
    },
    async (request) => {
      const { source } = request.params;
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await loadListFile(context.db, {
        source,
        bytes,
        fileName: request.query.file_name || `${source}-upload`,
        loadedBy: request.principal!.userId,
      });
      return listLoadsNow(context.db);
    },
  );
}
