import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
} from '@origina/domain/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponses, listPage } from '../../http.js';
import { noticeContractsExpiring } from './admin-notices.js';
import { inboxPage, markAllRead, markRead } from './inbox.js';

const tags = ['notifications'];
const security = [{ bearer: [] }];

// The signed-in user's inbox: only their own notifications, newest first.
export async function notificationRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/notifications/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'listNotifications',
        summary: 'My notifications, newest first, with the unread count',
        security,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { page, page_size } = request.query;
      // An admin hears of contracts about to expire when opening the inbox (no change marks the day).
      if (request.principal!.role === 'admin')
        await noticeContractsExpiring(context, request.principal!.userId);
      const inbox = await inboxPage(context.db, request.principal!.userId, request.query);
      reply.header('cache-control', 'no-store');
      return {
        ...listPage(inbox.results, inbox.total, request.url, page, page_size),
        unread_count: inbox.unread_count,
      };
    },
  );

  api.post(
    '/api/v1/notifications/:id/read/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'markNotificationRead',
        summary: 'Mark one of my notifications as read',
        security,
        params: z.object({ id: z.string() }),
        response: { 200: notificationSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => markRead(context.db, request.principal!.userId, request.params.id),
  );

  api.post(
    '/api/v1/notifications/read-all/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'markAllNotificationsRead',
        summary: 'Mark all my notifications as read',
        security,
        response: { 200: z.object({ unread_count: z.number() }), ...errorResponses(401) },
      },
    },
    async (request) => markAllRead(context.db, request.principal!.userId),
  );
}
