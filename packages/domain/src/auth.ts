import { z } from 'zod';
import { captchaField } from './captcha.js';
import { emailSchema } from './email.js';
import { passwordSchema } from './password-policy.js';
import { roles } from './roles.js';
import { required } from './schema-errors.js';
import { singleLineText } from './text-rule.js';

// One line: a name is printed in mail greetings, lists and the audit log.
const personName = singleLineText(required)
  .min(1, { message: 'validation.required' })
  .max(80, { message: 'validation.too_long' });

export const loginRequestSchema = z.object({
  email: emailSchema,
  // Login never applies the policy: an account made under an older policy must still sign in.
  password: z.string(required).min(1, { message: 'validation.required' }).max(1024),
  // Required by the server after repeated failures (SECURITY: captcha).
  captcha: captchaField,
});

export const promoterSchema = z.object({
  name: z.string(),
  last_name: z.string(),
  erp_id: z.string(),
  mobile_number: z.string().nullable(),
  intercom_hash: z.string().nullable(),
});

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  role: z.enum(roles),
  email_verified: z.boolean(),
  language: z.enum(['es', 'en']),
  promoter: promoterSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({
  access: z.string(),
  refresh: z.string(),
  user: userSchema,
});

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: personName,
  lastName: personName,
  captcha: captchaField,
});

// SPEC names the tokens accessToken and refreshToken; access and refresh repeat them, named as
// sign-in and refresh answer them, so one client type reads a session from all three.
export const registerResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  access: z.string(),
  refresh: z.string(),
  user: userSchema,
});

export const refreshRequestSchema = z.object({
  refresh: z.string(required).min(1, { message: 'validation.required' }).max(4096),
});

export const refreshResponseSchema = z.object({
  access: z.string(),
  refresh: z.string(),
});

export const verifyRequestSchema = z.object({
  email: emailSchema,
  code: z
    .string(required)
    .trim()
    .regex(/^\d{6}$/, { message: 'validation.code_format' }),
});

export const resetRequestSchema = z.object({
  email: emailSchema,
  captcha: captchaField,
});

export const confirmRequestSchema = z.object({
  token: z.string(required).min(1, { message: 'validation.required' }).max(512),
  password: passwordSchema,
});

export const detailResponseSchema = z.object({ detail: z.string() });
