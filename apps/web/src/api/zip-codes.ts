import { zipCodeListSchema } from '@origina/domain/postal-codes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.js';

// A postal code's settlements never change between imports: asked once per code.
export const postalCodeQuery = (zip: string) => ({
  queryKey: ['zip-code', zip],
  queryFn: () => apiRequest(`/promoter/zip-codes/?code=${zip}`, { schema: zipCodeListSchema }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const isPostalCode = (zip: string) => /^\d{5}$/.test(zip);

export function usePostalCode(zip: string) {
  return useQuery({ ...postalCodeQuery(zip), enabled: isPostalCode(zip), select: (page) => page.results });
}
