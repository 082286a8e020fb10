import { z } from 'zod';

// docs/api-conventions.md: every error answer has this shape, with messages in the request's language.
export const apiErrorSchema = z.object({
  detail: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  // A failed sign-in after which the next attempt must carry a captcha pass.
  captcha_required: z.boolean().optional(),
});
