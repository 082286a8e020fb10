import { payoffAnswerSchema } from '@origina/domain/buyout';
import type { PayoffReleaseType } from '@origina/domain/document-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationKey } from './applications.js';
import { apiRequest } from './client.js';
import { documentsKey } from './documents-key.js';

// After a buy-out's disbursement, an outside lender's no-debt letter or deduction release for one
// loan paid off: the loan is read again (its payoffs' states and its documents change).

export function useUploadPayoffRelease(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { position: number; kind: PayoffReleaseType; file: File }) =>
      apiRequest(
        `/promoter/applications/${encodeURIComponent(applicationId)}/payoffs/${input.position}/${input.kind}/`,
        { method: 'PUT', body: input.file, schema: z.object({ payoffs: z.array(payoffAnswerSchema) }) },
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: applicationKey(applicationId) }),
        client.invalidateQueries({ queryKey: documentsKey(applicationId) }),
      ]),
  });
}
