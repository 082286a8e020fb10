import { type ReviewAssignment, reviewAssignmentResultSchema } from '@origina/domain/review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.js';

/** An admin assigns (or reassigns) applications at the desk to a reviewer, several at once; the
 * queue and any of those applications open on this screen are read again. */
export function useAssignApplications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assignment: ReviewAssignment) =>
      apiRequest('/review/applications/assign/', {
        method: 'POST',
        body: assignment,
        schema: reviewAssignmentResultSchema,
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['review-queue'] }),
        client.invalidateQueries({ queryKey: ['review-application'] }),
      ]),
  });
}
