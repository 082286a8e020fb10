import { z } from 'zod';
import { deskSignalCodes } from './desk-signals.js';
import { singleLineText } from './text-rule.js';

// What a credit-desk decision records besides its status (issue 34): the product's checklist as
// the reviewer ticked it, the fraud signals the screen showed, and the reason's category. All of it
// is optional in the API, so the bodies sent before it existed stay valid; the screens ask for it.

/** A product's checklist item: the words in both languages (every user-facing string is), and an
 * id that stays while an administrator edits the words (a decision snapshots the words anyway). */
export const checklistItemSchema = z.object({
  id: z.string().min(1).max(40),
  es: z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(200, { message: 'validation.too_long' }),
  en: z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(200, { message: 'validation.too_long' }),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** The product form's list: at most 20 items, one id each. */
export const checklistInputSchema = z
  .array(
    checklistItemSchema.extend({
      es: singleLineText().pipe(
        z.string().min(1, { message: 'validation.required' }).max(200, { message: 'validation.too_long' }),
      ),
      en: singleLineText().pipe(
        z.string().min(1, { message: 'validation.required' }).max(200, { message: 'validation.too_long' }),
      ),
    }),
  )
  .max(20, { message: 'validation.too_long' })
  .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
    message: 'validation.invalid_value',
  });

// Why a reviewer reopens an application; the message says the rest.
export const changesCategories = [
  'documents_illegible',
  'documents_missing',
  'data_mismatch',
  'identity_retake',
  'other',
] as const;
export type ChangesCategory = (typeof changesCategories)[number];

// Why a reviewer decides the identity check one way or the other, or reverses the decision.
export const identityReasons = [
  'photos_match',
  'face_mismatch',
  'document_invalid',
  'photo_unclear',
  'other',
] as const;
export type IdentityReason = (typeof identityReasons)[number];

const invalid = { message: 'validation.invalid_value' };

/** The optional part of every desk decision: the checklist items ticked (ids of the product's
 * items) and the signals seen. */
export const decisionEvidence = {
  checklist: z.array(z.string().min(1).max(40)).max(20).optional(),
  signals_seen: z.array(z.enum(deskSignalCodes, invalid)).max(deskSignalCodes.length).optional(),
};

/** What the history keeps of a decision (application_events.details), for the desk only. */
export const decisionDetailsSchema = z.object({
  // Every item of the product's checklist when decided, in its words then, and whether ticked.
  checklist: z.array(checklistItemSchema.extend({ ticked: z.boolean() })).optional(),
  signals_seen: z.array(z.string()).optional(),
  // An identity decision or its reversal (the status stays in review).
  identity: z.enum(['approved', 'rejected', 'reversed']).optional(),
  // The identity result a reversal undid.
  identity_before: z.enum(['approved', 'rejected']).optional(),
});
export type DecisionDetails = z.infer<typeof decisionDetailsSchema>;
