import { listOf } from '@origina/domain/catalog-lists';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { currentLanguage } from '../i18n/i18n.js';
import { catalogStaleTime } from './affiliates.js';
import { apiRequest } from './client.js';

// The application flow's lookups: each fetched once per language and kept (the server also
// answers with an ETag, so the browser revalidates instead of downloading again).
export function useCatalogList<T extends z.ZodType>(name: string, path: string, item: T, enabled = true) {
  return useQuery({
    queryKey: [name, path, currentLanguage()],
    queryFn: () => apiRequest(path, { schema: listOf(item) }),
    staleTime: catalogStaleTime,
    enabled,
    // A language switch reloads the names: the previous language's stay meanwhile, never a code
    // (another path's list is never shown in place of this one).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[0] === name && previousQuery.queryKey[1] === path ? previous : undefined,
    select: (page) => page.results as z.infer<T>[],
  });
}
