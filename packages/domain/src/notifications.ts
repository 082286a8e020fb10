import { z } from 'zod';
import { applicationStatuses } from './application-lifecycle.js';

// What tells a promoter that something happened to one of their applications, the desk what
// waits for it (a paper pagaré's scan, a resubmission, an assignment), and admins what waits for
// them (a signed loan to disburse, a contract about to expire, a signing link locked).
const notificationKinds = [
  'status_changed',
  'changes_requested',
  'identity_submitted',
  'signature_locked',
  'pagare_scan_uploaded',
  'pagare_scan_accepted',
  'pagare_scan_rejected',
  // A screening found the customer on a list: compliance officers decide it.
  'screening_hit',
  // An administrator moved the application to this promoter (its previous one left or was busy).
  'application_reassigned',
  // The desk: the promoter resubmitted after a changes request (to the reviewer who holds it);
  // an admin assigned the application to the reviewer.
  'resubmitted',
  'assigned',
  // Admins: a loan signed, waiting for its transfer; a contract whose validity ends soon.
  'loan_signed',
  'contract_expiring',
  'signing_link_locked',
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
