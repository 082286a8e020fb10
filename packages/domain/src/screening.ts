import { z } from 'zod';
import { applicationStatuses } from './application-lifecycle.js';
import { riskGrades } from './risk-grade.js';
import { required } from './schema-errors.js';
import { screeningSources } from './screening-match.js';

// The screening's API shapes (issue 32): the lists' loads, one application's screenings and
// their hits, and compliance's decision.

const screeningStages = ['submit', 'approve'] as const;
const screeningStates = ['clear', 'hit', 'cleared', 'rejected'] as const;
export type ScreeningState = (typeof screeningStates)[number];
const matchKinds = ['curp', 'rfc', 'name', 'alias'] as const;

// Compliance's decision on a hit; the reason is kept in the audit log and the export.
export const screeningDecisionSchema = z.object({
  decision: z.enum(['clear', 'reject'], { message: 'validation.invalid_value' }),
  reason: z
    .string(required)
    .trim()
    .min(1, { message: 'validation.required' })
    .max(2000, { message: 'validation.too_long' }),
});
export type ScreeningDecision = z.infer<typeof screeningDecisionSchema>;

const listLoadSchema = z.object({
  source: z.enum(screeningSources),
  file_name: z.string(),
  sha256: z.string(),
  entries: z.number(),
  loaded_at: z.string(),
});
export const listLoadsSchema = z.object({
  sources: z.array(z.object({ source: z.enum(screeningSources), last_load: listLoadSchema.nullable() })),
});
export type ListLoads = z.infer<typeof listLoadsSchema>;

const screeningHitSchema = z.object({
  source: z.enum(screeningSources),
  reference: z.string(),
  entry_name: z.string(),
  entry_aliases: z.array(z.string()),
  entry_curp: z.string().nullable(),
  entry_rfc: z.string().nullable(),
  entry_details: z.string().nullable(),
  matched: z.enum(matchKinds),
  matched_value: z.string(),
  score: z.number(),
});
export type StoredScreeningHit = z.infer<typeof screeningHitSchema>;

const screeningRunSchema = z.object({
  id: z.string(),
  stage: z.enum(screeningStages),
  screened_at: z.string(),
  risk_grade: z.enum(riskGrades),
  risk_factors: z.array(z.string()),
  hits: z.array(screeningHitSchema),
});

const screeningDecisionRecordSchema = z.object({
  decision: z.enum(['clear', 'reject']),
  reason: z.string(),
  decided_by: z.string(),
  decided_at: z.string(),
});

// One application's screening as compliance and the desk see it: the customer's data beside the
// latest run's hits, the state and the decision.
export const applicationScreeningSchema = z.object({
  application: z.object({
    id: z.string(),
    folio: z.string(),
    status: z.enum(applicationStatuses),
    customer_name: z.string(),
    curp: z.string().nullable(),
    rfc: z.string().nullable(),
    birth_date: z.string().nullable(),
  }),
  state: z.enum(screeningStates),
  risk_grade: z.enum(riskGrades).nullable(),
  latest: screeningRunSchema.nullable(),
  decision: screeningDecisionRecordSchema.nullable(),
});
export type ApplicationScreening = z.infer<typeof applicationScreeningSchema>;

export const screeningListQuerySchema = z.object({
  status: z.enum(['pending', 'cleared', 'rejected']).optional(),
});
const screeningSummarySchema = z.object({
  application_id: z.string(),
  folio: z.string(),
  customer_name: z.string(),
  state: z.enum(screeningStates),
  risk_grade: z.enum(riskGrades),
  hits: z.number(),
  best_score: z.number(),
  screened_at: z.string(),
});
export const screeningListSchema = z.object({ results: z.array(screeningSummarySchema) });
export type ScreeningSummary = z.infer<typeof screeningSummarySchema>;
