import { contractSchema } from '@origina/domain/contract-documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractKey } from './application-contract.js';
import { applicationKey } from './applications.js';
import { apiRequest } from './client.js';
import { loansToDisburseKey } from './disbursements.js';
import { reviewApplicationKey } from './review-applications.js';
import { signatureLinkKey } from './signatures.js';

// Its own file: it refreshes what the contract, application, review and signature files own, and
// those import the contract's key from application-contract.ts.

/** A new version of a contract past its validity, dated anew (the promoter owner or an admin).
 * A signed one goes back to approved and its signature and link are gone, so everything that
 * shows the application, its link or the loans to disburse is read again. */
export function useReissueContract(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/promoter/applications/${encodeURIComponent(applicationId)}/contract/reissue/`, {
        method: 'POST',
        schema: contractSchema,
      }),
    onSuccess: async (contract) => {
      client.setQueryData(contractKey(applicationId), contract);
      await Promise.all([
        client.invalidateQueries({ queryKey: applicationKey(applicationId) }),
        client.invalidateQueries({ queryKey: reviewApplicationKey(applicationId) }),
        client.invalidateQueries({ queryKey: signatureLinkKey(applicationId) }),
        client.invalidateQueries({ queryKey: ['applications'] }),
        client.invalidateQueries({ queryKey: ['review-queue'] }),
        client.invalidateQueries({ queryKey: loansToDisburseKey }),
      ]);
    },
  });
}
