import { z } from 'zod';
import { applicationStatuses } from './application-lifecycle.js';

// What tells a promoter that something happened to one of their applications, or the desk that
// a paper pagaré's scan waits for its decision.
export const notificationKinds = [
  'status_changed',
  'changes_requested',
  'identity_submitted',
  'signature_locked',
  'pagare_scan_uploaded',
  'pagare_scan_accepted',
  'pagare_scan_rejected',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  application: z.object({ id: z.string(), folio: z.string() }),
  status: z.enum(applicationStatuses).nullable(),
  // The reviewer's message for a changes request, the comment of a decision, the reason a scan
  // was rejected.
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
