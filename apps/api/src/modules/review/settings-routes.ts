import { deskPeopleSchema, deskSettingsSchema } from '@origina/domain/review';
import { rolesFor } from '@origina/domain/role-workspaces';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { errorResponses } from '../../http.js';
import { changedBy } from '../applications/status-changes.js';
import { deskPeople } from './desk-people.js';
import { readDeskSettings, saveDeskSettings } from './desk-settings.js';

const tags = ['review'];
const security = [{ bearer: [] }];
const path = '/api/v1/review/settings/';

// The desk's settings (the queue's ageing thresholds, read by the desk, set by admins) and the
// people its queue names.
export async function deskSettingsRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    path,
    {
      onRequest: app.requireRole(...rolesFor('review')),
      schema: {
        tags,
        operationId: 'getDeskSettings',
        summary:
          'The queue’s ageing thresholds: hours since the first submission from which a waiting application is amber, then red (defaults 24 and 72)',
        security,
        response: { 200: deskSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    () => readDeskSettings(context.db),
  );

  api.put(
    path,
    {
      onRequest: app.requireRole(...rolesFor('administer')),
      schema: {
        tags,
        operationId: 'saveDeskSettings',
        summary: 'Set the queue’s ageing thresholds (admins; red after amber; audited)',
        security,
        body: deskSettingsSchema,
        response: { 200: deskSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => saveDeskSettings(context.db, request.body, changedBy(request)),
  );

  api.get(
    '/api/v1/review/people/',
    {
      onRequest: app.requireRole(...rolesFor('review')),
      schema: {
        tags,
        operationId: 'listDeskPeople',
        summary:
          'The active promoters (the queue’s promoter filter) and the active reviewers and admins (whom an admin assigns applications to), by name',
        security,
        response: { 200: deskPeopleSchema, ...errorResponses(401, 403) },
      },
    },
    () => deskPeople(context.db),
  );
}
