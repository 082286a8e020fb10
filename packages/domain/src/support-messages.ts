import { z } from 'zod';
import { captchaField } from './captcha.js';
import { emailSchema } from './email.js';
import { required } from './schema-errors.js';
import { singleLineText } from './text-rule.js';

// "Write to support" from the help panel; signed-in promoters are known, visitors leave an address.
export const supportMessageRequestSchema = z.object({
  email: emailSchema.optional(),
  name: singleLineText().max(120).optional(),
  // The subject becomes a mail's subject line.
  subject: singleLineText(required)
    .min(3, { message: 'validation.too_short' })
    .max(160, { message: 'validation.too_long' }),
  message: z
    .string(required)
    .trim()
    .min(10, { message: 'validation.too_short' })
    .max(4000, { message: 'validation.too_long' }),
  page: z.string().max(300).optional(),
  // Visitors who are not signed in prove they are people.
  captcha: captchaField,
});
export type SupportMessageRequest = z.infer<typeof supportMessageRequestSchema>;

export const supportMessageResponseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  detail: z.string(),
});
