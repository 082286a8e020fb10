import { zipCodeListSchema } from '@origina/domain/postal-codes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.js';

// A postal code's settlements never change between imports: asked once per code.
export function usePostalCode(zip: string) {
  return useQuery({
    queryKey: ['zip-code', zip],
    queryFn: () => apiRequest(`/promoter/zip-codes/?code=${zip}`, { schema: zipCodeListSchema }),
    enabled: /^\d{5}$/.test(zip),
    staleTime: Number.POSITIVE_INFINITY,
    select: (page) => page.results,
  });
}
