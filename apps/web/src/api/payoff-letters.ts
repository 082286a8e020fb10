import { payoffAnswerSchema } from '@origina/domain/buyout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiRequestError } from './api-error.js';
import { applicationKey } from './applications.js';
import { apiRequest } from './client.js';
import { documentsKey } from './documents-key.js';
import { reviewApplicationKey } from './review-applications.js';

// Before a buy-out's disbursement, an outside lender's new payoff letter for one loan whose letter
// expired: its validity and amount replace the old (a higher amount is refused by the server), on
// the application's version the screen shows (If-Match; 412 when it moved), with a key a retry of
// the same letter repeats. The application is read again, on the promoter's page and the desk's
// (its payoffs, the transfer split, its documents), also after a 412, to show where it stands.

export interface NewPayoffLetter {
  position: number;
  amount: number;
  validUntil: string;
  file: File;
  version: number;
  idempotencyKey: string;
}

export function useReplacePayoffLetter(applicationId: string) {
  const client = useQueryClient();
  const readAgain = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: applicationKey(applicationId) }),
      client.invalidateQueries({ queryKey: reviewApplicationKey(applicationId) }),
      client.invalidateQueries({ queryKey: documentsKey(applicationId) }),
    ]);
  return useMutation({
    mutationFn: (letter: NewPayoffLetter) =>
      apiRequest(
        `/promoter/applications/${encodeURIComponent(applicationId)}/payoffs/${letter.position}/letter/?${new URLSearchParams(
          { amount: letter.amount.toFixed(2), valid_until: letter.validUntil },
        )}`,
        {
          method: 'PUT',
          body: letter.file,
          headers: { 'if-match': `"${letter.version}"`, 'idempotency-key': letter.idempotencyKey },
          schema: z.object({ payoffs: z.array(payoffAnswerSchema) }),
        },
      ),
    onSuccess: readAgain,
    onError: (error) => (error instanceof ApiRequestError && error.status === 412 ? readAgain() : undefined),
  });
}
