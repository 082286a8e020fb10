import { z } from 'zod';
import { required } from './schema-errors.js';

// docs/security.md: at least 8 characters, up to at least 64, no composition rules. 128 bounds the
// hashing work an attacker can ask for; length is counted in code points, not UTF-16 units.
const passwordMinLength = 8;
const passwordMaxLength = 128;

export const passwordSchema = z
  .string(required)
  .refine((value) => [...value].length >= passwordMinLength, { message: 'validation.password_too_short' })
  .refine((value) => [...value].length <= passwordMaxLength, { message: 'validation.password_too_long' });
