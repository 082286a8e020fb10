import { z } from 'zod';
import { contractSetDocumentTypes } from './contract-documents.js';
import { required } from './schema-errors.js';

// Anyone holding a signed document can check that this installation issued it and that it was
// not altered since (the public page /verificar and POST /api/v1/signatures/verify/): by its
// SHA-256, computed in the browser or by the server from the PDF. The answer names nothing the
// document does not already state.

/** Where the public check lives (printed on every signed document's evidence annex). */
export const verificationPagePath = '/verificar';

/** The largest PDF the API takes to check: a signed contract is a fraction of it. */
export const maxVerifiedPdfBytes = 10 * 1024 * 1024;

const sha256HexPattern = /^[0-9a-fA-F]{64}$/;

/** The check by fingerprint: the document's SHA-256 as 64 hexadecimal digits. */
export const verifyBySha256Schema = z.strictObject({
  sha256: z
    .string(required)
    .trim()
    .regex(sha256HexPattern, { message: 'validation.sha256_format' })
    .transform((value) => value.toLowerCase()),
});

/** The document's RFC 3161 timestamp: whether its token still verifies against this hash, who
 * signed it, and when; `local` when the lender's own server stamped it (not a certified
 * authority). */
const verifiedTimestampSchema = z.object({
  valid: z.boolean(),
  authority: z.string().nullable(),
  time: z.string().nullable(),
  local: z.boolean(),
});

export const verificationResultSchema = z.union([
  z.object({
    issued: z.literal(true),
    folio: z.string(),
    document_type: z.enum(contractSetDocumentTypes),
    signed_at: z.string(),
    timestamp: verifiedTimestampSchema,
    superseded: z.boolean().meta({
      description:
        'The contract was issued again after this document was signed: the document stays what the customer signed, but a newer version of the contract exists',
    }),
  }),
  // An unknown or altered file: nothing else is said.
  z.strictObject({ issued: z.literal(false) }),
]);
export type VerificationResult = z.infer<typeof verificationResultSchema>;
