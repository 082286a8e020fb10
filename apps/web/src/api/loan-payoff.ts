import { payoffSchema } from '@origina/domain/loan-payoff';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.js';

/** A disbursed loan's payoff on `date` (YYYY-MM-DD), or today in Mexico City when null: the
 * principal outstanding after the payments due so far, the interest accrued and its IVA. */
export const useLoanPayoff = (applicationId: string, date: string | null, enabled = true) =>
  useQuery({
    queryKey: ['applications', applicationId, 'payoff', date ?? 'today'],
    queryFn: () =>
      apiRequest(
        `/promoter/applications/${encodeURIComponent(applicationId)}/payoff/${date ? `?date=${date}` : ''}`,
        { schema: payoffSchema },
      ),
    enabled,
    // A refused date (before the disbursement) stays refused.
    retry: false,
  });
