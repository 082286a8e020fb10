import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
} from '@origina/domain/notifications';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { applications, notifications } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { errorResponses, listPage } from '../../http.js';
import { isUuid } from '../../ids.js';

const tags = ['notifications'];
const security = [{ bearer: [] }];

type Row = { notification: typeof notifications.$inferSelect; folio: string };

const present = ({ notification, folio }: Row) => ({
  id: notification.id,
  kind: notification.kind,
  application: { id: notification.applicationId, folio },
  status: notification.status,
  message: notification.message,
  read: notification.readAt !== null,
  created_at: notification.createdAt.toISOString(),
});

// The signed-in user's inbox: only their own notifications, newest first.
export async function notificationRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const mine = (userId: string) => eq(notifications.userId, userId);
  const unreadCount = async (userId: string) => {
    const [row] = await context.db
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(mine(userId), isNull(notifications.readAt)));
    return row?.count ?? 0;
  };

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
      const userId = request.principal!.userId;
      const { page, page_size, unread } = request.query;
      const where = and(mine(userId), unread === 'true' ? isNull(notifications.readAt) : undefined);
      const [[total], rows, unread_count] = await Promise.all([
        context.db.select({ count: sql<number>`count(*)::int` }).from(notifications).where(where),
        context.db
          .select({ notification: notifications, folio: applications.folio })
          .from(notifications)
          .innerJoin(applications, eq(applications.id, notifications.applicationId))
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(page_size)
          .offset((page - 1) * page_size),
        unreadCount(userId),
      ]);
      reply.header('cache-control', 'no-store');
      return {
        ...listPage(rows.map(present), total?.count ?? 0, request.url, page, page_size),
        unread_count,
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
    async (request) => {
      const userId = request.principal!.userId;
      if (!isUuid(request.params.id)) throw new AppError(404, 'not_found');
      await context.db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, request.params.id), mine(userId)));
      const [row] = await context.db
        .select({ notification: notifications, folio: applications.folio })
        .from(notifications)
        .innerJoin(applications, eq(applications.id, notifications.applicationId))
        .where(and(eq(notifications.id, request.params.id), mine(userId)));
      // Someone else's notification is answered as if it did not exist.
      if (!row) throw new AppError(404, 'not_found');
      return present(row);
    },
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
    async (request) => {
      const userId = request.principal!.userId;
      await context.db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(mine(userId), isNull(notifications.readAt)));
      return { unread_count: await unreadCount(userId) };
    },
  );
}
