import { listOf } from '@origina/domain/catalog-lists';
import { productOptionSchema } from '@origina/domain/lender-catalog';
import { useQuery } from '@tanstack/react-query';
import { catalogStaleTime } from './affiliates.js';
import { apiRequest } from './client.js';

const optionListSchema = listOf(productOptionSchema);

const getProductOptions = (productId: string) =>
  apiRequest(`/promoter/productoptions/${encodeURIComponent(productId)}/`, { schema: optionListSchema });

/** For each term a product allows: the rate, limits, commission and insurance that apply. */
export function useProductOptions(productId: string | null) {
  return useQuery({
    queryKey: ['product-options', productId],
    queryFn: () => getProductOptions(productId!),
    enabled: Boolean(productId),
    staleTime: catalogStaleTime,
    select: (page) => page.results,
  });
}
