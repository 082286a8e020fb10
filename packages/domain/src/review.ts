import { z } from 'zod';
import { applicationSchema, applicationSummarySchema } from './application-api.js';
import { applicationStatuses } from './application-lifecycle.js';
import { reopenableParts } from './application-sections.js';
import { isoDateSchema, todayInMexico } from './calendar-date.js';
import {
  changesCategories,
  checklistItemSchema,
  decisionEvidence,
  identityReasons,
} from './decision-record.js';
import { deskSignalCodes, deskSignalSchema } from './desk-signals.js';
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
  // What goes to the customer's CLABE: for a buy-out, what is left after the payoffs.
  amount: z.string(),
  clabe: z.string(),
  // A buy-out's payoffs (issue 36): each to the outside lender's CLABE with its reference.
  payoffs: z.array(
    z.object({ lender: z.string(), clabe: z.string(), reference: z.string(), amount: z.string() }),
  ),
});
export const loansToDisburseSchema = z.object({
  count: z.number().int(),
  results: z.array(loanToDisburseSchema),
});
export type LoanToDisburse = z.infer<typeof loanToDisburseSchema>;

// A reviewer's decision (and an admin's disbursement), taken on the version the reviewer saw.
export const reviewDecisionSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('approve'),
    comment: z.string().trim().max(2000).optional(),
    ...decisionEvidence,
  }),
  z.object({
    decision: z.literal('reject'),
    reason: z.enum(rejectionReasons, { message: 'validation.invalid_value' }),
    comment: text(2000),
    ...decisionEvidence,
  }),
  z.object({
    decision: z.literal('request_changes'),
    // Optional in the API (older bodies stay valid); the screen asks for it.
    category: z.enum(changesCategories, { message: 'validation.invalid_value' }).optional(),
    ...decisionEvidence,
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

// The reviewer's decision on the customer's identity check; the category, the note and the
// evidence are optional (`{result}` alone stays valid), the screen asks for them. The note stays
// on the desk: the promoter is not mailed an identity decision.
export const identityDecisionBodySchema = z.strictObject({
  result: z.enum(['approved', 'rejected'], { message: 'validation.invalid_value' }),
  reason: z.string().trim().max(500, { message: 'validation.too_long' }).nullish(),
  reason_code: z.enum(identityReasons, { message: 'validation.invalid_value' }).optional(),
  ...decisionEvidence,
});
export type IdentityDecisionBody = z.infer<typeof identityDecisionBodySchema>;

// Undoing an identity decision while the application is still in review: the check goes back to
// "to review", saying why.
export const identityReversalSchema = z.strictObject({
  reason_code: z.enum(identityReasons, { message: 'validation.invalid_value' }).optional(),
  reason: text(500),
});
export type IdentityReversal = z.infer<typeof identityReversalSchema>;
// How the queue can be ordered: by how long each application has waited (oldest first, the
// default), or grouped by convenio, branch, promoter or product (oldest first within each).
export const reviewQueueSorts = ['oldest', 'newest', 'convenio', 'branch', 'promoter', 'product'] as const;
export type ReviewQueueSort = (typeof reviewQueueSorts)[number];

// A catalogue or account id in a filter: anything else matches nothing (never a 500).
const idFilter = z.string().trim().max(64).optional();

export const reviewQueueQuerySchema = z.object({
  status: z.enum(applicationStatuses, { message: 'validation.invalid_value' }).optional(),
  // Matches every status the desk may see (an approved folio is found), by folio, customer name,
  // CURP, mobile (typed with spaces or dashes too) and promoter name.
  search: z.string().trim().max(100).optional(),
  mine: z.enum(['true', 'false']).optional(),
  // Only the signed applications whose paper pagaré's scan waits for the desk's decision.
  pagare: z.enum(['awaiting'], { message: 'validation.invalid_value' }).optional(),
  affiliate: idFilter,
  branch: idFilter,
  promoter: idFilter,
  product: idFilter,
  sort: z.enum(reviewQueueSorts, { message: 'validation.invalid_value' }).default('oldest'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

const person = z.object({ id: z.string(), name: z.string() }).nullable();
const reference = z.object({ id: z.string(), code: z.string(), name: z.string() }).nullable();

// How long an application has waited at the desk against the thresholds the admin set: null for
// one the desk no longer works on (decided, signed, disbursed).
const ageingLevels = ['on_time', 'amber', 'red'] as const;
export type AgeingLevel = (typeof ageingLevels)[number];

// What the queue shows of each application: enough to choose the next one to review.
export const reviewQueueItemSchema = applicationSummarySchema.extend({
  promoter: person,
  reviewer: person,
  branch: reference,
  identity_result: z.enum(['needs_review', 'approved', 'rejected']).nullable(),
  // The desk's signals (desk-signals.ts) by code; the review screen has their details.
  signals: z.array(z.enum(deskSignalCodes)),
  ageing: z.enum(ageingLevels).nullable(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

const identityResult = z.enum(['needs_review', 'approved', 'rejected']).nullable();

const identityCaptureSchema = z.object({
  id: z.string(),
  kind: z.enum(['id_front', 'id_back', 'selfie']),
  download_url: z.string(),
});

// What changed since the latest changes request, once the promoter resubmitted: each field
// (section and field name, as stored; the values as stored, or a name for a catalogue id) and
// the documents uploaded since.
const changedFieldSchema = z.object({
  section: z.string(),
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
const changesSinceRequestSchema = z
  .object({
    requested_at: z.string(),
    fields: z.array(changedFieldSchema),
    new_documents: z.array(z.string()),
  })
  .nullable();
export type ChangesSinceRequest = z.infer<typeof changesSinceRequestSchema>;

export const reviewApplicationSchema = applicationSchema.extend({
  promoter: person,
  reviewer: person,
  identity_result: identityResult,
  identity_captures: z.array(identityCaptureSchema),
  // Facts for the desk about this customer and their other applications (desk-signals.ts).
  signals: z.array(deskSignalSchema),
  // The product's checklist, for the reviewer to tick before deciding (issue 34).
  checklist: z.array(checklistItemSchema),
  changes_since_request: changesSinceRequestSchema,
});

// An admin assigns (or reassigns) applications at the desk to a reviewer, several at once.
export const reviewAssignmentSchema = z.object({
  applications: z
    .array(z.string().trim().max(64), required)
    .min(1, { message: 'validation.required' })
    .max(100, { message: 'validation.too_long' }),
  reviewer: z.string(required).trim().min(1, { message: 'validation.required' }).max(64),
});
export type ReviewAssignment = z.infer<typeof reviewAssignmentSchema>;
export const reviewAssignmentResultSchema = z.object({
  assigned: z.array(z.object({ id: z.string(), folio: z.string() })),
  reviewer: z.object({ id: z.string(), name: z.string() }),
});

// The people the queue names: promoters to filter by, the desk's accounts to assign to.
export const deskPeopleSchema = z.object({
  promoters: z.array(z.object({ id: z.string(), name: z.string() })),
  reviewers: z.array(z.object({ id: z.string(), name: z.string(), role: z.enum(['reviewer', 'admin']) })),
});

// The desk's ageing thresholds (hours since submission): amber from the first, red from the second.
export const deskSettingsSchema = z
  .object({
    ageing_amber_hours: z.coerce
      .number({ message: 'validation.invalid_value' })
      .int({ message: 'validation.invalid_value' })
      .min(1, { message: 'validation.invalid_value' })
      .max(24 * 90, { message: 'validation.invalid_value' }),
    ageing_red_hours: z.coerce
      .number({ message: 'validation.invalid_value' })
      .int({ message: 'validation.invalid_value' })
      .min(1, { message: 'validation.invalid_value' })
      .max(24 * 90, { message: 'validation.invalid_value' }),
  })
  .refine((value) => value.ageing_red_hours > value.ageing_amber_hours, {
    path: ['ageing_red_hours'],
    message: 'validation.ageing_red_after_amber',
  });
export type DeskSettings = z.infer<typeof deskSettingsSchema>;
export const defaultDeskSettings: DeskSettings = { ageing_amber_hours: 24, ageing_red_hours: 72 };

/** How an application that waited since `submittedAt` stands against the thresholds. */
export function ageingOf(submittedAt: Date, now: Date, settings: DeskSettings): AgeingLevel {
  const hours = (now.getTime() - submittedAt.getTime()) / 3_600_000;
  if (hours >= settings.ageing_red_hours) return 'red';
  return hours >= settings.ageing_amber_hours ? 'amber' : 'on_time';
}
export type ReviewApplication = z.infer<typeof reviewApplicationSchema>;
