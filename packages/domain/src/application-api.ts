import { z } from 'zod';
import { apiErrorSchema } from './api-error.js';
import { applicationStatuses } from './application-lifecycle.js';
import {
  type ApplicationSection,
  applicationSections,
  applicationSteps,
  preSolicitudSchema,
  reopenableParts,
  sectionSchemas,
} from './application-sections.js';
import { payoffAnswerSchema } from './buyout.js';
import { isoDateSchema as isoDate } from './calendar-date.js';
import { decisionDetailsSchema } from './decision-record.js';
import { missedDeductionSchema } from './deduction-answers.js';
import { documentTypeCodes } from './document-types.js';
import { loanFiguresSchema } from './loan-figures.js';
import { chosen } from './schema-errors.js';

// What the API takes and answers about applications: the writes, the list's query, the summary
// and the whole application, and a submit's refusal.

// A PATCH carries one or more sections; a PUT all of them. Either way each present section is
// checked whole with its schema.
export const applicationPatchSchema = z
  .strictObject(
    Object.fromEntries(
      applicationSections.map((section) => [section, sectionSchemas[section].optional()]),
    ) as {
      [K in ApplicationSection]: z.ZodOptional<(typeof sectionSchemas)[K]>;
    },
  )
  .refine((body) => Object.keys(body).length > 0, { message: 'validation.section_required' });

export const applicationCreateSchema = z.strictObject({
  pre_solicitud: preSolicitudSchema,
  // Starting from a saved simulation fills convenio and producto from it.
  simulation: z.string().trim().max(64).nullish(),
});

export const applicationListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(applicationStatuses, chosen).optional(),
  affiliate: z.string().trim().max(64).optional(),
  product: z.string().trim().max(64).optional(),
  created_from: isoDate.optional(),
  created_to: isoDate.optional(),
  ordering: z
    .enum(
      [
        'created_at',
        '-created_at',
        'updated_at',
        '-updated_at',
        'folio',
        '-folio',
        'customer_name',
        '-customer_name',
      ],
      {
        message: 'validation.invalid_value',
      },
    )
    .default('-updated_at'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

const referenceOut = z.object({ id: z.string(), code: z.string(), name: z.string() }).nullable();

export const applicationSummarySchema = z.object({
  id: z.string(),
  folio: z.string(),
  status: z.enum(applicationStatuses),
  customer_name: z.string(),
  curp: z.string(),
  mobile: z.string(),
  affiliate: referenceOut,
  product: referenceOut,
  amount: z.number().nullable(),
  term: z.number().nullable(),
  next_step: z.enum(applicationSteps),
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: z.string().nullable(),
  // How many of a disbursed loan's deductions its employer answered as not applied (issue 36);
  // the lists mark the loan with it. Absent where a list does not say.
  missed_deductions: z.number().optional(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const applicationEventSchema = z.object({
  from_status: z.enum(applicationStatuses).nullable(),
  to_status: z.enum(applicationStatuses),
  actor: z.string().nullable(),
  // A rejection's reason (see review.ts rejectionReasons); the comment is in `reason`.
  reason_code: z.string().nullable(),
  reason: z.string().nullable(),
  // The desk's record of a decision (the checklist ticked, the signals seen, an identity decision
  // or its reversal); only the desk's answer carries it.
  details: decisionDetailsSchema.nullish(),
  at: z.string(),
});

// One thing a submit would refuse: the step that fixes it, the field (null for a whole step, the
// identity check, `documents.<code>` for a document) and what to do, in the caller's language.
export const submitProblemSchema = z.object({
  step: z.enum(applicationSteps),
  field: z.string().nullable(),
  message: z.string(),
});
export type SubmitProblem = z.infer<typeof submitProblemSchema>;

export const applicationSchema = applicationSummarySchema.extend({
  version: z.number(),
  data: z.record(z.string(), z.unknown()),
  // The steps a submit would take as they are: saved, and none of `missing` on them.
  completed_steps: z.array(z.enum(applicationSteps)),
  // While the promoter may submit: what a submit would refuse now, the same list its 409 answers
  // (the identification file's consents aside); empty in any other status.
  missing: z.array(submitProblemSchema),
  branch: referenceOut,
  history: z.array(applicationEventSchema),
  // After a changes request: the sections the reviewer reopened (the others stay as sent).
  reopened_sections: z.array(z.enum(reopenableParts)),
  // What is unusual but allowed (an RFC whose check digit fails...), in the caller's language.
  warnings: z.array(z.object({ step: z.enum(applicationSteps), field: z.string(), message: z.string() })),
  // Payment, total, CAT… once the product step is saved with an offered term; null before.
  loan_figures: loanFiguresSchema.nullable(),
  // The disbursed loan this application renews (pays off), or null (issue 36).
  renews: z.object({ id: z.string(), folio: z.string() }).nullable(),
  // A disbursed loan's renewal under way (not cancelled nor rejected), which keeps another from
  // starting (the lifecycle's `no_open_renewal`): the screen links to it instead of "Renovar".
  // Named to the desk only once submitted (a draft is its promoter's business); null otherwise.
  // Its id is null for a promoter who no longer holds it (an admin moved it): named, not linked.
  open_renewal: z.object({ id: z.string().nullable(), folio: z.string() }).nullable(),
  // A disbursed loan a renewal paid off ("Liquidado por renovación"): the day and the renewal.
  settled: z
    .object({
      reason: z.enum(['renewal']),
      on: z.string(),
      by: z.object({ id: z.string(), folio: z.string() }),
    })
    .nullable(),
  // The deductions its employer answered as not applied (issue 36), oldest first; empty otherwise.
  missed_deductions: z.array(missedDeductionSchema),
  // A buy-out's outside loans to pay off (Datos laborales' payoffs), with the state of each once
  // disbursed (issue 36); empty for any other loan.
  payoffs: z.array(payoffAnswerSchema),
  // The net pay and deductions of the simulation it was started from, to prefill Datos laborales.
  payroll_from_simulation: z
    .object({ net_pay: z.number(), existing_deductions: z.number().nullable() })
    .nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

// A refused submit: what is missing, step by step, each message in the caller's language.
export const applicationRefusalSchema = apiErrorSchema.extend({
  missing: z.array(submitProblemSchema).optional(),
  // What the customer still has to do on the identity link (409 consents_missing), in link order.
  consents_missing: z.array(z.enum(['privacy', 'phone', 'bureau'])).optional(),
});

// A refused renewal: 409 renewal_open names the renewal under way, to link to it.
export const renewalRefusalSchema = apiErrorSchema.extend({
  open_renewal: z.object({ id: z.string().nullable(), folio: z.string() }).optional(),
});

export const documentTypeCodeSchema = z.enum(documentTypeCodes, {
  message: 'validation.document_type_unknown',
});
