import { z } from 'zod';
import { required } from './schema-errors.js';

export const emailSchema = z
  .string(required)
  .trim()
  .max(254, { message: 'validation.email_invalid' })
  .pipe(z.email({ message: 'validation.email_invalid' }))
  .transform((value) => value.toLowerCase());
