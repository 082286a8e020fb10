import { z } from 'zod';
import { listOf } from './catalog-lists.js';
import { required } from './schema-errors.js';

// Mexican postal codes are 5 digits, leading zeros included (docs/domain-rules.md).
export const postalCodeSchema = z
  .string(required)
  .trim()
  .regex(/^\d{5}$/, { message: 'validation.postal_code_format' });

export const zipCodeQuerySchema = z.object({
  code: postalCodeSchema,
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(100),
});

const postalSettlementSchema = z.object({
  zip: z.string(),
  settlement: z.string(),
  settlement_type: z.string(),
  municipality: z.string(),
  state: z.string(),
  city: z.string().nullable(),
  zone: z.string(),
  state_code: z.string(),
  municipality_code: z.string(),
});

export const zipCodeListSchema = listOf(postalSettlementSchema);
