import {
  type ReassignRequest,
  reassignmentOptionsSchema,
  reassignResultSchema,
} from '@origina/domain/promoter-reassignment';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.js';

// A promoter's applications moved to another promoter of the same branch (an admin's act).

const optionsKey = (promoterId: string) => ['promoter-reassignment', promoterId];
const path = (promoterId: string) => `/admin/promoters/${encodeURIComponent(promoterId)}/reassign/`;

/** The promoter's applications that may move, and who may receive them. */
export const useReassignmentOptions = (promoterId: string) =>
  useQuery({
    queryKey: optionsKey(promoterId),
    queryFn: () => apiRequest(path(promoterId), { schema: reassignmentOptionsSchema }),
  });

export function useReassignApplications(promoterId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReassignRequest) =>
      apiRequest(path(promoterId), { method: 'POST', body, schema: reassignResultSchema }),
    // What moved is no longer offered; the desk's and promoters' lists show the new owner.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['promoter-reassignment'] }),
        client.invalidateQueries({ queryKey: ['review-queue'] }),
      ]),
  });
}
