import { z } from 'zod';

// The customer's identity check (SPEC §7, Biometrics), shared by the API and the web app.
export const captureKinds = ['id_front', 'id_back', 'selfie'] as const;
export type CaptureKind = (typeof captureKinds)[number];

/** What the customer's page may know: never the customer's data. */
export const publicIdentityStatusSchema = z.object({
  status: z.enum(['pending', 'opened', 'submitted']),
  expires_at: z.string(),
  lender: z.string(),
  notice_version: z.string(),
  consent_given: z.boolean(),
  missing_captures: z.array(z.enum(captureKinds)),
});
export type PublicIdentityStatus = z.infer<typeof publicIdentityStatusSchema>;

/** One action of the customer per request. */
export const identityPhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const identityActionSchema = z.union([
  z.strictObject({
    consent: z.strictObject({ accepted: z.literal(true), notice_version: z.string().max(40) }),
  }),
  z.strictObject({
    capture: z.enum(captureKinds),
    // The photo's type, which a direct upload to object storage must then match (JPEG if not said).
    content_type: z.enum(identityPhotoTypes).optional(),
  }),
  z.strictObject({ submitted: z.literal(true) }),
]);

export const identityActionResultSchema = z.object({
  status: z.string(),
  upload_url: z.string().optional(),
  // Object storage: the form fields of the presigned POST, and where to confirm afterwards.
  upload_fields: z.record(z.string(), z.string()).optional(),
  confirm_url: z.string().optional(),
  missing_captures: z.array(z.string()),
});

/** The identity check as its promoter, reviewers and admins see it. */
export const identityValidationSchema = z.object({
  slug: z.string(),
  url: z.string(),
  status: z.enum(['pending', 'opened', 'submitted', 'revoked']),
  expires_at: z.string(),
  result: z.enum(['needs_review', 'approved', 'rejected']).nullable(),
  result_reason: z.string().nullable(),
  captures: z.array(
    z.object({ kind: z.enum(captureKinds), uploaded_at: z.string().nullable(), size: z.number().nullable() }),
  ),
});
export type IdentityValidation = z.infer<typeof identityValidationSchema>;
// The same check as the credit desk sees it: never the customer's link (only its promoter has it).
export const identityDecisionSchema = identityValidationSchema.omit({ slug: true, url: true });
