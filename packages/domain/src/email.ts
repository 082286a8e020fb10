import { z } from 'zod';

export const emailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .max(254, { message: 'validation.email_invalid' })
  .pipe(z.email({ message: 'validation.email_invalid' }))
  .transform((value) => value.toLowerCase());
