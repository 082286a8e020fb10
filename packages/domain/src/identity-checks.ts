import { z } from 'zod';
import { customerCodeSchema, customerConsentSchema, customerLinkSteps } from './customer-consents.js';

// The customer's identity check (docs/product-spec.md §7, Biometrics), shared by the API and the web app.
export const captureKinds = ['id_front', 'id_back', 'selfie'] as const;
export type CaptureKind = (typeof captureKinds)[number];

/** What the customer's page may know: never the customer's data (the mobile only masked, its
 * last four digits, so the customer sees where the codes go). `privacy_notice` is null where no
 * notice was ever written (the link then says so and takes nothing). */
export const publicIdentityStatusSchema = z.object({
  status: z.enum(['pending', 'opened', 'submitted']),
  expires_at: z.string(),
  lender: z.string(),
  privacy_notice: z
    .object({
      version: z.number().int(),
      text: z.string(),
      voluntary_purposes: z.array(z.object({ key: z.string(), text: z.string() })),
      sample: z.boolean(),
    })
    .nullable(),
  // The customer's steps still to do, in the link's order.
  steps_left: z.array(z.enum(customerLinkSteps)),
  mobile_masked: z.string().nullable(),
  // The credit-bureau authorization the customer reads and confirms (the lender's name in it).
  bureau_authorization_text: z.string(),
  consent_given: z.boolean(),
  missing_captures: z.array(z.enum(captureKinds)),
});
export type PublicIdentityStatus = z.infer<typeof publicIdentityStatusSchema>;

/** One action of the customer per request. */
export const identityPhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const identityActionSchema = z.union([
  z.strictObject({ consent: customerConsentSchema }),
  // The code sent to the mobile by POST …/phone-code/, typed back: the number is verified.
  z.strictObject({ phone_code: customerCodeSchema }),
  // The bureau authorization, confirmed with a code sent after the number was verified.
  z.strictObject({
    bureau_authorization: z.strictObject({ accepted: z.literal(true), code: customerCodeSchema }),
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
  steps_left: z.array(z.enum(customerLinkSteps)).optional(),
});

/** What sending a code answers: where it went (masked), until when it works, when another may
 * be asked. */
export const customerCodeSentSchema = z.object({
  purpose: z.enum(['phone', 'bureau']),
  mobile_masked: z.string(),
  code_expires_at: z.string(),
  resend_after_seconds: z.number().int(),
});

/** The identity check as its promoter, reviewers and admins see it. */
export const identityValidationSchema = z.object({
  slug: z.string(),
  url: z.string(),
  status: z.enum(['pending', 'opened', 'submitted', 'revoked']),
  expires_at: z.string(),
  result: z.enum(['needs_review', 'approved', 'rejected']).nullable(),
  result_reason: z.string().nullable(),
  // The customer's steps on the link still to do (privacy, phone, bureau, photos), for the
  // promoter's screens; `phone` again when the number changed after it was verified.
  steps_left: z.array(z.enum(customerLinkSteps)),
  captures: z.array(
    z.object({ kind: z.enum(captureKinds), uploaded_at: z.string().nullable(), size: z.number().nullable() }),
  ),
});
// The same check as the credit desk sees it: never the customer's link (only its promoter has it).
export const identityDecisionSchema = identityValidationSchema.omit({ slug: true, url: true });
