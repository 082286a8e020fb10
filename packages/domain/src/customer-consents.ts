import { z } from 'zod';
import { singleLineText } from './text-rule.js';

// What the customer grants through the identity link before any photo (issue 32): the lender's
// privacy notice (aviso de privacidad integral, Ley Federal de Protección de Datos Personales en
// Posesión de los Particulares), a mobile number they prove they hold, and the credit-bureau
// authorization (Ley para Regular las Sociedades de Información Crediticia, art. 28). The steps,
// in the order the link asks them.
export const customerLinkSteps = ['privacy', 'phone', 'bureau', 'photos'] as const;
export type CustomerLinkStep = (typeof customerLinkSteps)[number];

// A voluntary purpose of the notice (marketing, say): the customer accepts or refuses each one
// on its own; one they never answer counts as refused.
const voluntaryPurposeSchema = z.strictObject({
  key: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[a-z][a-z0-9_]*$/, { message: 'validation.purpose_key_format' }),
  text: singleLineText().pipe(z.string().min(1).max(300)),
});
export type VoluntaryPurpose = z.infer<typeof voluntaryPurposeSchema>;

// What an administrator writes; every save is a new version (the customer accepted the version
// they read, and that one stays as it was).
export const privacyNoticeInputSchema = z.strictObject({
  text: z.string().trim().min(200).max(40_000),
  voluntary_purposes: z.array(voluntaryPurposeSchema).max(10),
});
export type PrivacyNoticeInput = z.output<typeof privacyNoticeInputSchema>;

export const privacyNoticeSchema = z.object({
  version: z.number().int(),
  text: z.string(),
  voluntary_purposes: z.array(voluntaryPurposeSchema),
  // The demo's own notice: a sample a lender must replace with its own.
  sample: z.boolean(),
  created_at: z.string(),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

// The customer's answer to the notice: the necessary purposes and the biometric data (sensitive:
// express consent) must be accepted to go on; each voluntary purpose is answered on its own.
export const customerConsentSchema = z.strictObject({
  accepted: z.literal(true),
  notice_version: z.number().int().positive(),
  biometric: z.literal(true),
  voluntary: z.record(z.string().max(40), z.boolean()).default({}),
});
export type CustomerConsent = z.output<typeof customerConsentSchema>;

// A six-digit code sent to the customer's mobile (to verify it, then to confirm the bureau
// authorization).
export const customerCodeSchema = z.string().regex(/^\d{6}$/, { message: 'validation.code_format' });

/** The notice as the customer reads it: who is responsible and where, from the lender profile
 * (so a change of address reaches every later version), then the lender's own text. */
export function privacyNoticeForCustomer(
  notice: Pick<PrivacyNotice, 'text'>,
  lender: { legal_name: string; address: string; web_address: string },
) {
  const responsible = lender.legal_name
    ? `Responsable del tratamiento de sus datos personales: ${lender.legal_name}, con domicilio en ${lender.address}${lender.web_address ? ` (${lender.web_address})` : ''}.`
    : null;
  return [responsible, notice.text].filter(Boolean).join('\n\n');
}
