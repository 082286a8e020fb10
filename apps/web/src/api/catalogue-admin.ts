import { listOf } from '@origina/domain/catalog-lists';
import {
  type affiliateInputSchema,
  affiliateSchema,
  type branchInputSchema,
  branchSchema,
  type productInputSchema,
  productSchema,
} from '@origina/domain/lender-catalog';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './client.js';

// The lender's catalogue as administrators edit it: inactive entries included, names as stored
// (Spanish), never the cached lists the other screens use.
// (SPEC's convenio address has no trailing slash after the id.)
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
export type CatalogueInput = {
  branches: z.input<typeof branchInputSchema>;
  affiliates: z.input<typeof affiliateInputSchema>;
  products: z.input<typeof productInputSchema>;
};

export const catalogueAdminKey = (resource: CatalogueResource) => ['catalogue-admin', resource];

export function useCatalogueAdmin<R extends CatalogueResource>(resource: R) {
  const { path, schema } = resources[resource];
  return useQuery({
    queryKey: catalogueAdminKey(resource),
    queryFn: () =>
      apiRequest(`${path}?include_inactive=true&page_size=500`, {
        schema: listOf(schema as (typeof resources)[R]['schema']),
        headers: { 'accept-language': 'es' },
        // Right after an edit the list must show it, not the copy the browser keeps for 5 minutes.
        cache: 'no-cache',
      }),
    select: (page) => page.results,
  });
}

export const saveCatalogueEntry = <R extends CatalogueResource>(
  resource: R,
  id: string | null,
  body: Partial<CatalogueInput[R]>,
) =>
  apiRequest(id ? resources[resource].item(encodeURIComponent(id)) : resources[resource].path, {
    method: id ? 'PATCH' : 'POST',
    body,
  });
