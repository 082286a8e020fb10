import { listOf } from '@origina/domain/catalog-lists';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { currentLanguage } from '../i18n/i18n.js';
import { catalogStaleTime } from './affiliates.js';
import { apiRequest } from './client.js';

/** A lookup's query: the hook below reads it, and capture-catalogues.ts fetches it ahead (same key,
 * same request) so a capture offline finds it. */
export const catalogListQuery = <T extends z.ZodType>(name: string, path: string, item: T) => ({
  queryKey: [name, path, currentLanguage()],
  queryFn: () => apiRequest(path, { schema: listOf(item) }),
  staleTime: catalogStaleTime,
});

// The application flow's lookups: each fetched once per language and kept (the server also
// answers with an ETag, so the browser revalidates instead of downloading again).
export function useCatalogList<T extends z.ZodType>(name: string, path: string, item: T, enabled = true) {
  return useQuery({
    ...catalogListQuery(name, path, item),
    enabled,
    // A language switch reloads the names: the previous language's stay meanwhile, never a code
    // (another path's list is never shown in place of this one).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[0] === name && previousQuery.queryKey[1] === path ? previous : undefined,
    select: (page) => page.results as z.infer<T>[],
  });
}
