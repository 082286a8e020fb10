import { listOf } from '@origina/domain/catalog-lists';
import { productSchema } from '@origina/domain/lender-catalog';
import { useQuery } from '@tanstack/react-query';
import { currentLanguage } from '../i18n/i18n.js';
import { catalogStaleTime } from './affiliates.js';
import { apiRequest } from './client.js';

const productListSchema = listOf(productSchema);

export const getProductsOfAffiliate = (affiliateId: string) =>
  apiRequest(`/promoter/products/?page_size=500&affiliate=${encodeURIComponent(affiliateId)}`, {
    schema: productListSchema,
  });

/** The products a convenio offers. */
export function useProducts(affiliateId: string | null) {
  return useQuery({
    queryKey: ['products', { affiliate: affiliateId }, currentLanguage()],
    queryFn: () => getProductsOfAffiliate(affiliateId!),
    enabled: Boolean(affiliateId),
    staleTime: catalogStaleTime,
    select: (page) => page.results,
  });
}
