import { payoffAnswerSchema } from '@origina/domain/buyout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { documentsKey } from './application-documents.js';
import { applicationKey } from './applications.js';
import { apiRequest } from './client.js';

// Before a buy-out's disbursement, an outside lender's new payoff letter for one loan whose letter
// expired: its validity and amount replace the old (a higher amount is refused by the server), so
// the loan is read again (its payoffs, the transfer split and its documents change).

export function useReplacePayoffLetter(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { position: number; amount: number; validUntil: string; file: File }) =>
      apiRequest(
        `/promoter/applications/${encodeURIComponent(applicationId)}/payoffs/${input.position}/letter/?${new URLSearchParams(
          { amount: input.amount.toFixed(2), valid_until: input.validUntil },
        )}`,
        { method: 'PUT', body: input.file, schema: z.object({ payoffs: z.array(payoffAnswerSchema) }) },
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: applicationKey(applicationId) }),
        client.invalidateQueries({ queryKey: documentsKey(applicationId) }),
      ]),
  });
}
