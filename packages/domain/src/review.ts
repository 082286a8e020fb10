import { z } from 'zod';
import { applicationSchema, applicationSummarySchema } from './application-api.js';
import { applicationStatuses } from './application-lifecycle.js';
import { reopenableParts } from './application-sections.js';
import { isoDateSchema, todayInMexico } from './calendar-date.js';
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

// The SPEI tracking key (clave de rastreo): up to 30 letters and digits, kept as banks print it
// (upper case), so a record, its correction and the customer's mail compare and read alike.
const speiReference = z
  .string(required)
  .trim()
  .min(1, { message: 'validation.required' })
  .max(30, { message: 'validation.spei_reference' })
  .regex(/^[A-Za-z0-9]+$/, { message: 'validation.spei_reference' })
  .toUpperCase();
// The day the bank paid: never a day still to come in Mexico.
const paidAt = isoDateSchema.refine((value) => value <= todayInMexico(), {
  message: 'validation.paid_in_future',
});

// An admin's record of the transfer of a signed loan.
export const disbursementSchema = z.object({
  decision: z.literal('disburse'),
  reference: speiReference,
  paid_at: paidAt,
  comment: z.string().trim().max(2000).optional(),
});

// A recorded transfer set right (a mistyped tracking key or date), with why.
export const disbursementCorrectionSchema = z.object({
  decision: z.literal('correct_disbursement'),
  reference: speiReference,
  paid_at: paidAt,
  comment: text(2000),
});

// A signed loan waiting for its transfer: what the bank is to pay, and where.
export const loanToDisburseSchema = z.object({
  id: z.string(),
  folio: z.string(),
  customer_name: z.string(),
  signed_at: z.string().nullable(),
  amount: z.string(),
  clabe: z.string(),
});
export const loansToDisburseSchema = z.object({
  count: z.number().int(),
  results: z.array(loanToDisburseSchema),
});
export type LoanToDisburse = z.infer<typeof loanToDisburseSchema>;

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
  disbursementSchema,
  disbursementCorrectionSchema,
]);
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

export const reviewQueueQuerySchema = z.object({
  status: z.enum(applicationStatuses, { message: 'validation.invalid_value' }).optional(),
  search: z.string().trim().max(100).optional(),
  mine: z.enum(['true', 'false']).optional(),
  // Only the signed applications whose paper pagaré's scan waits for the desk's decision.
  pagare: z.enum(['awaiting'], { message: 'validation.invalid_value' }).optional(),
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
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

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
