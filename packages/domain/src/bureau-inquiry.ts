import { z } from 'zod';
import { isoDateSchema } from './calendar-date.js';
import { singleLineText } from './text-rule.js';

// The credit-bureau inquiry of an application (issue 32): run outside and recorded by the desk
// (provider `manual`), or run by the server through a bureau's API (BUREAU_PROVIDER). An inquiry
// counts for approval only when dated on or after the customer's authorization (Ley para Regular
// las Sociedades de Información Crediticia, art. 28) and not in the future.

// The range of the score the bureaus publish for consumers (FICO Score, 300 to 850, as Círculo
// de Crédito's APIs document it); a bureau that scores on another scale fits inside 0..999.
const bureauScoreRange = { min: 0, max: 999 } as const;

export const bureauInquiryInputSchema = z.strictObject({
  folio: singleLineText().pipe(
    z
      .string()
      .min(1, { message: 'validation.required' })
      .max(40)
      .regex(/^[A-Za-z0-9-]+$/, { message: 'validation.bureau_folio_format' }),
  ),
  inquired_on: isoDateSchema,
  // No score is a real answer: a customer without credit history gets an exclusion code, not a
  // score; the folio still proves the inquiry was made.
  score: z
    .number({ message: 'validation.bureau_score_range' })
    .int({ message: 'validation.bureau_score_range' })
    .min(bureauScoreRange.min, { message: 'validation.bureau_score_range' })
    .max(bureauScoreRange.max, { message: 'validation.bureau_score_range' })
    .nullable(),
});
export type BureauInquiryInput = z.output<typeof bureauInquiryInputSchema>;

export const maxBureauReportBytes = 10 * 1024 * 1024;

export const bureauInquirySchema = z.object({
  provider: z.string(),
  folio: z.string(),
  inquired_on: z.string(),
  score: z.number().int().nullable(),
  recorded_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  // The report PDF, when one was kept.
  report_url: z.string().nullable(),
});
export type BureauInquiry = z.infer<typeof bureauInquirySchema>;

// What the desk sees of the customer's consents and the bureau (GET …/kyc/).
export const applicationKycSchema = z.object({
  consent: z
    .object({
      notice_version: z.number().int(),
      notice_sample: z.boolean(),
      accepted_at: z.string(),
      biometric: z.boolean(),
      // Every voluntary purpose of the accepted version, with its text and the customer's answer.
      voluntary: z.array(z.object({ key: z.string(), text: z.string(), accepted: z.boolean() })),
    })
    .nullable(),
  phone: z.object({
    // The application's mobile now, and the last number the customer verified (null: none).
    current_mobile: z.string().nullable(),
    verified_mobile: z.string().nullable(),
    verified_at: z.string().nullable(),
    // True only when the current mobile is the one verified.
    verified: z.boolean(),
  }),
  bureau_authorization: z.object({ authorized_at: z.string(), pdf_url: z.string() }).nullable(),
  bureau_inquiry: bureauInquirySchema.nullable(),
  // The inquiry's configured provider: `manual` (the desk records it) or a bureau's API.
  bureau_provider: z.string(),
});
export type ApplicationKyc = z.infer<typeof applicationKycSchema>;
