import { z } from 'zod';

// docs/api-conventions.md list convention: ?page=&page_size=&search= -> {count, next, previous, results}.
export const catalogListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(500).default(50),
});

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export const bankSchema = z.object({
  code: z.string(),
  tag: z.string(),
  name: z.string(),
});

export const countrySchema = z.object({
  code: z.string(),
  alpha3: z.string(),
  numeric: z.string(),
  name: z.string(),
  nationality: z.string().nullable(),
});
