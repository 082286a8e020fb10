import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications, notifications } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { isUuid } from '../../ids.js';

// The signed-in user's inbox: only their own notifications, newest first.

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

const mine = (userId: string) => eq(notifications.userId, userId);

async function unreadCount(db: Database, userId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(mine(userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** One page of the user's notifications (all, or the unread only), the count and the unread count. */
export async function inboxPage(
  db: Database,
  userId: string,
  query: { page: number; page_size: number; unread?: 'true' | 'false' | undefined },
) {
  const { page, page_size, unread } = query;
  const where = and(mine(userId), unread === 'true' ? isNull(notifications.readAt) : undefined);
  const [[total], rows, unread_count] = await Promise.all([
    db.select({ count: sql<number>`count(*)::int` }).from(notifications).where(where),
    db
      .select({ notification: notifications, folio: applications.folio })
      .from(notifications)
      .innerJoin(applications, eq(applications.id, notifications.applicationId))
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page_size)
      .offset((page - 1) * page_size),
    unreadCount(db, userId),
  ]);
  return { results: rows.map(present), total: total?.count ?? 0, unread_count };
}

/** Marks one of the user's notifications read; someone else's is answered as if it did not exist. */
export async function markRead(db: Database, userId: string, id: string) {
  if (!isUuid(id)) throw new AppError(404, 'not_found');
  await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), mine(userId)));
  const [row] = await db
    .select({ notification: notifications, folio: applications.folio })
    .from(notifications)
    .innerJoin(applications, eq(applications.id, notifications.applicationId))
    .where(and(eq(notifications.id, id), mine(userId)));
  if (!row) throw new AppError(404, 'not_found');
  return present(row);
}

/** Marks every notification of the user read; answers the unread count left. */
export async function markAllRead(db: Database, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(mine(userId), isNull(notifications.readAt)));
  return { unread_count: await unreadCount(db, userId) };
}
