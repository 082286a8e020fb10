import { renewableLoansSchema } from '@origina/domain/renewable-loans';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.js';

/** A customer's disbursed loans the promoter may renew, found by their CURP (issue 36), or none
 * asked while `curp` is null. A POST, so the CURP stays out of the URL; under `applications`, so a
 * renewal started or cancelled anywhere refreshes the answer. */
export const useRenewableLoans = (curp: string | null) =>
  useQuery({
    queryKey: ['applications', 'renewable-loans', curp],
    queryFn: () =>
      apiRequest('/promoter/renewable-loans/search/', {
        method: 'POST',
        body: { curp },
        schema: renewableLoansSchema,
      }),
    enabled: curp !== null,
    retry: false,
    // Personal data: not kept once the form is gone.
    gcTime: 0,
  });
