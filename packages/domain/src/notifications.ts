import { z } from 'zod';
import { applicationStatuses } from './application-lifecycle.js';

// What tells a promoter that something happened to one of their applications.
export const notificationKinds = [
  'status_changed',
  'changes_requested',
  'identity_submitted',
  'signature_locked',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  application: z.object({ id: z.string(), folio: z.string() }),
  status: z.enum(applicationStatuses).nullable(),
  // The reviewer's message for a changes request, the comment of a decision.
  message: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  unread: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export const notificationListSchema = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  unread_count: z.number(),
  results: z.array(notificationSchema),
});
