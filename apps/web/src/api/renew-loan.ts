import { applicationSchema } from '@origina/domain/application-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../paths.js';
import { ApiRequestError } from './api-error.js';
import { applicationKey } from './applications.js';
import { apiRequest } from './client.js';
import { newIdempotencyKey } from './idempotency-key.js';

/** Starts the renewal of a disbursed loan (issue 36) and opens the new draft at its producto step,
 * where the new amount is chosen. One key per page: a retried click lands on the same draft. */
export function useRenewLoan(applicationId: string) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [key] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: () =>
      apiRequest(`/promoter/applications/${encodeURIComponent(applicationId)}/renewal/`, {
        method: 'POST',
        headers: { 'idempotency-key': key },
        schema: applicationSchema,
      }),
    onSuccess: async (draft) => {
      client.setQueryData(applicationKey(draft.id), draft);
      await client.invalidateQueries({ queryKey: ['applications'] });
      await navigate(`${paths.dashboard.newApplication}/${draft.id}/producto`);
    },
    // Refused (a renewal started in another tab, the loan paid off meanwhile): the loan's read and
    // a search by CURP say what stands now, so the screen links to the renewal under way instead
    // of offering it.
    onError: async (error) => {
      if (error instanceof ApiRequestError && error.status === 409)
        await Promise.all([
          client.invalidateQueries({ queryKey: applicationKey(applicationId) }),
          client.invalidateQueries({ queryKey: ['applications', 'renewable-loans'] }),
        ]);
    },
  });
}
