import { z } from 'zod';
import { applicationStatuses } from './application-lifecycle.js';
import { applicationSchema, applicationSummarySchema, reopenableParts } from './application-sections.js';
import { required } from './schema-errors.js';

// Why a credit desk turns an application down; the comment says the rest.
export const rejectionReasons = [
  'insufficient_capacity',
  'documents_invalid',
  'identity_not_verified',
  'inconsistent_data',
  'credit_policy',
  'customer_withdrew',
  'other',
] as const;
export type RejectionReason = (typeof rejectionReasons)[number];

const text = (max: number) =>
  z
    .string(required)
    .trim()
    .min(1, { message: 'validation.required' })
    .max(max, { message: 'validation.too_long' });

// A reviewer's decision (and an admin's disbursement), taken on the version the reviewer saw.
export const reviewDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), comment: z.string().trim().max(2000).optional() }),
  z.object({
    decision: z.literal('reject'),
    reason: z.enum(rejectionReasons, { message: 'validation.invalid_value' }),
    comment: text(2000),
  }),
  z.object({
    decision: z.literal('request_changes'),
    sections: z
      .array(z.enum(reopenableParts, { message: 'validation.invalid_value' }))
      .min(1, { message: 'validation.required' })
      .max(reopenableParts.length),
    message: text(2000),
  }),
  z.object({ decision: z.literal('disburse'), comment: z.string().trim().max(2000).optional() }),
]);
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

export const reviewQueueQuerySchema = z.object({
  status: z.enum(applicationStatuses, { message: 'validation.invalid_value' }).optional(),
  search: z.string().trim().max(100).optional(),
  mine: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

const person = z.object({ id: z.string(), name: z.string() }).nullable();

// What the queue shows of each application: enough to choose the next one to review.
export const reviewQueueItemSchema = applicationSummarySchema.extend({
  promoter: person,
  reviewer: person,
  identity_result: z.enum(['needs_review', 'approved', 'rejected']).nullable(),
});

const identityResult = z.enum(['needs_review', 'approved', 'rejected']).nullable();

export const identityCaptureSchema = z.object({
  id: z.string(),
  kind: z.enum(['id_front', 'id_back', 'selfie']),
  download_url: z.string(),
});

export const reviewApplicationSchema = applicationSchema.extend({
  promoter: person,
  reviewer: person,
  identity_result: identityResult,
  identity_captures: z.array(identityCaptureSchema),
});
export type ReviewApplication = z.infer<typeof reviewApplicationSchema>;
