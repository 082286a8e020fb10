import { z } from 'zod';
import { applicationStatuses } from './application-lifecycle.js';

// Moving a departing promoter's applications to another promoter of the same branch (issue 34):
// the request, and what the dialog offers and the API answers.

export const reassignRequestSchema = z.object({
  to: z.string({ message: 'validation.required' }).trim().min(1, { message: 'validation.required' }).max(64),
  // The applications to move; none named moves every one the lifecycle lets move.
  applications: z
    .array(z.string().trim().max(64))
    .min(1, { message: 'validation.reassign_none' })
    .max(500)
    .optional(),
});
export type ReassignRequest = z.output<typeof reassignRequestSchema>;

const reassignedApplication = z.object({
  id: z.string(),
  folio: z.string(),
  status: z.enum(applicationStatuses),
});

export const reassignmentOptionsSchema = z.object({
  // The promoter's applications that may move (their statuses are the model's reassign_promoter).
  // A draft is its promoter's business: the admin moves it knowing only its folio (no name).
  applications: z.array(
    reassignedApplication.extend({ customer_name: z.string().nullable(), updated_at: z.string() }),
  ),
  // Who may receive them: the other active promoters of the same branch.
  promoters: z.array(z.object({ id: z.string(), name: z.string(), erp_id: z.string().nullable() })),
});
export type ReassignmentOptions = z.infer<typeof reassignmentOptionsSchema>;

export const reassignResultSchema = z.object({
  count: z.number(),
  to: z.object({ id: z.string(), name: z.string(), erp_id: z.string().nullable() }),
  applications: z.array(reassignedApplication),
});
