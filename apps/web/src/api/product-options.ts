import { listOf } from '@origina/domain/catalog-lists';
import { productOptionSchema } from '@origina/domain/lender-catalog';
import { useQuery } from '@tanstack/react-query';
import { catalogStaleTime } from './affiliates.js';
import { apiRequest } from './client.js';

const optionListSchema = listOf(productOptionSchema);

const getProductOptions = (productId: string) =>
  apiRequest(`/promoter/productoptions/${encodeURIComponent(productId)}/`, { schema: optionListSchema });

/** A product's terms' query: the hook reads it, capture-catalogues.ts fetches it ahead. */
export const productOptionsQuery = (productId: string | null) => ({
  queryKey: ['product-options', productId],
  queryFn: () => getProductOptions(productId!),
  staleTime: catalogStaleTime,
});

/** For each term a product allows: the rate, limits, commission and insurance that apply. */
export function useProductOptions(productId: string | null) {
  return useQuery({
    ...productOptionsQuery(productId),
    enabled: Boolean(productId),
    select: (page) => page.results,
  });
}
