import { type LenderProfileInput, lenderProfileSchema } from '@origina/domain/lender-profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.js';

// The lender profile the contract documents print (administrators only).
const lenderProfileKey = ['lender-profile'];
const path = '/admin/lender-profile/';

export const useLenderProfile = (enabled = true) =>
  useQuery({
    queryKey: lenderProfileKey,
    queryFn: () => apiRequest(path, { schema: lenderProfileSchema }),
    enabled,
  });

/** Saves the whole profile; the screen then shows the saved one, with what is still missing. */
export function useSaveLenderProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LenderProfileInput) =>
      apiRequest(path, { method: 'PUT', body, schema: lenderProfileSchema }),
    onSuccess: (saved) => client.setQueryData(lenderProfileKey, saved),
  });
}
