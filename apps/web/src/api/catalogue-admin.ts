import { listOf } from '@origina/domain/catalog-lists';
import {
  type Affiliate,
  affiliateSchema,
  type Branch,
  branchSchema,
  type Product,
  productSchema,
} from '@origina/domain/lender-catalog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppLanguage } from '../i18n/i18n.js';
import { apiRequest } from './client.js';

// The lender's catalogue as administrators edit it: inactive entries included, names as stored
// (Spanish; a product also carries its English name), never the cached lists the other screens use.
// (docs/product-spec.md's convenio address has no trailing slash after the id.)
const resources = {
  branches: {
    path: '/promoter/branches/',
    item: (id: string) => `/promoter/branches/${id}/`,
    schema: branchSchema,
  },
  affiliates: {
    path: '/promoter/affiliates/',
    item: (id: string) => `/promoter/affiliates/${id}`,
    schema: affiliateSchema,
  },
  products: {
    path: '/promoter/products/',
    item: (id: string) => `/promoter/products/${id}/`,
    schema: productSchema,
  },
} as const;
export type CatalogueResource = keyof typeof resources;
type Entry = { branches: Branch; affiliates: Affiliate; products: Product };

/** A product's name in the reader's language (the admin list carries both). */
export const productLabel = (product: Pick<Product, 'name' | 'name_en'>, language: AppLanguage) =>
  language === 'en' && product.name_en ? product.name_en : product.name;

const catalogueAdminKey = (resource: CatalogueResource) => ['catalogue-admin', resource];

export function useCatalogueAdmin<R extends CatalogueResource>(resource: R) {
  const { path, schema } = resources[resource];
  return useQuery({
    queryKey: catalogueAdminKey(resource),
    queryFn: () =>
      apiRequest(`${path}?include_inactive=true&page_size=500`, {
        schema: listOf(schema),
        headers: { 'accept-language': 'es' },
        // Right after an edit the list must show it, not the copy the browser keeps for 5 minutes.
        cache: 'no-cache',
      }),
    select: (page) => page.results as Entry[R][],
  });
}

/**
 * Creates an entry (no id) or changes one (a PATCH with only the fields given: `{active}` switches
 * it on or off). Every admin list is refreshed (a branch names its convenios, a convenio its
 * products), and so are the lists the other screens keep of this resource.
 */
export function useSaveCatalogueEntry(resource: CatalogueResource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: Record<string, unknown> }) =>
      apiRequest(id ? resources[resource].item(encodeURIComponent(id)) : resources[resource].path, {
        method: id ? 'PATCH' : 'POST',
        body,
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['catalogue-admin'] }),
        client.invalidateQueries({ queryKey: [resource] }),
      ]),
  });
}
