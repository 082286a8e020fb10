import { z } from 'zod';
import { required } from './schema-errors.js';

// A captcha token (an ALTCHA payload or a reCAPTCHA response) is exchanged for a pass: short-lived,
// single-use, sent as the `captcha` field of the request it protects.
export const captchaVerifyRequestSchema = z.object({
  token: z.string(required).min(1, { message: 'validation.required' }).max(8192),
});

export const captchaPassSchema = z.object({
  pass: z.string(),
  expires_in: z.number().int().positive(),
});

export const captchaField = z.string().max(512).optional();

// The proof-of-work challenge the ALTCHA widget solves (altcha-lib v2 format).
// Loose: the signature covers every parameter, so none may be dropped on the way out.
export const altchaChallengeSchema = z.object({
  parameters: z.looseObject({ algorithm: z.string(), cost: z.number(), nonce: z.string(), salt: z.string() }),
  signature: z.string().optional(),
});
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;
