import { listOf } from '@origina/domain/catalog-lists';
import { affiliateSchema } from '@origina/domain/lender-catalog';
import { useQuery } from '@tanstack/react-query';
import { currentLanguage } from '../i18n/i18n.js';
import { apiRequest } from './client.js';
import { keptAcrossLanguages } from './kept-across-languages.js';

const affiliateListSchema = listOf(affiliateSchema);

// Catalogues change rarely: kept for five minutes, and the browser revalidates with the ETag.
export const catalogStaleTime = 5 * 60_000;

const getAffiliates = () =>
  apiRequest('/promoter/affiliates/?page_size=500', { schema: affiliateListSchema });

/** The convenios' query: the hook reads it, capture-catalogues.ts fetches it ahead. */
export const affiliatesQuery = () => ({
  queryKey: ['affiliates', currentLanguage()],
  queryFn: getAffiliates,
  staleTime: catalogStaleTime,
});

export function useAffiliates() {
  const query = affiliatesQuery();
  return useQuery({
    ...query,
    placeholderData: keptAcrossLanguages(query.queryKey),
    select: (page) => page.results,
  });
}
