import { listOf } from '@origina/domain/catalog-lists';
import { productSchema } from '@origina/domain/lender-catalog';
import { useQuery } from '@tanstack/react-query';
import { type AppLanguage, currentLanguage } from '../i18n/i18n.js';
import { catalogStaleTime } from './affiliates.js';
import { apiRequest } from './client.js';
import { keptAcrossLanguages } from './kept-across-languages.js';

const productListSchema = listOf(productSchema);

const getProductsOfAffiliate = (affiliateId: string) =>
  apiRequest(`/promoter/products/?page_size=500&affiliate=${encodeURIComponent(affiliateId)}`, {
    schema: productListSchema,
  });

/** A convenio's products' query: the hook reads it, capture-catalogues.ts fetches it ahead. */
export const productsQuery = (affiliateId: string | null) => ({
  queryKey: ['products', { affiliate: affiliateId }, currentLanguage()],
  queryFn: () => getProductsOfAffiliate(affiliateId!),
  staleTime: catalogStaleTime,
});

/** The products a convenio offers. */
export function useProducts(affiliateId: string | null) {
  const query = productsQuery(affiliateId);
  return useQuery({
    ...query,
    placeholderData: keptAcrossLanguages(query.queryKey),
    enabled: Boolean(affiliateId),
    select: (page) => page.results,
  });
}

/** A product's Spanish name while the promoter reads English: a quote sent to the customer names
 * it in Spanish, the customer's language (in Spanish the name shown is already that one). */
export function useSpanishProductName(productId: string, shown: AppLanguage) {
  return useQuery({
    queryKey: ['product-name', productId, 'es'],
    queryFn: () =>
      apiRequest(`/promoter/products/${encodeURIComponent(productId)}/`, {
        headers: { 'accept-language': 'es' },
        schema: productSchema,
      }),
    enabled: shown !== 'es',
    staleTime: catalogStaleTime,
    select: (product) => product.name,
  });
}
