import {
  isLiveSignatureLink,
  type PublicSignature,
  publicSignatureSchema,
  type SignContract,
  signatureCodeSentSchema,
  signatureLinkSchema,
  signatureResultSchema,
} from '@origina/domain/contract-signature';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-error.js';
import { contractKey } from './application-contract.js';
import { applicationKey } from './applications.js';
import { apiRequest } from './client.js';

// The customer's signature: the promoter's link (issue, read) and the public page's calls.

const linkPath = (applicationId: string) => `/promoter/applications/${applicationId}/signature-link/`;
const publicPath = (slug: string) => `/signatures/${encodeURIComponent(slug)}/`;
export const signatureLinkKey = (applicationId: string) => ['signature-link', applicationId];

/** The latest link (null before one was issued), followed while the customer may still sign; once
 * they have signed, the contract and the application are read again. */
export function useSignatureLink(applicationId: string, enabled: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: signatureLinkKey(applicationId),
    enabled,
    refetchInterval: (query) =>
      query.state.data && isLiveSignatureLink(query.state.data.status) ? 10_000 : false,
    queryFn: async () => {
      try {
        const link = await apiRequest(linkPath(applicationId), { schema: signatureLinkSchema });
        if (link.status === 'signed') {
          void client.invalidateQueries({ queryKey: contractKey(applicationId) });
          void client.invalidateQueries({ queryKey: applicationKey(applicationId) });
        }
        return link;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useIssueSignatureLink(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(linkPath(applicationId), { method: 'POST', schema: signatureLinkSchema }),
    onSuccess: (link) => {
      client.setQueryData(signatureLinkKey(applicationId), link);
      void client.invalidateQueries({ queryKey: contractKey(applicationId) });
    },
  });
}

export const getPublicSignature = (slug: string): Promise<PublicSignature> =>
  apiRequest(publicPath(slug), { authenticated: false, schema: publicSignatureSchema });

export const sendSignatureCode = (slug: string) =>
  apiRequest(`${publicPath(slug)}code/`, {
    method: 'POST',
    authenticated: false,
    schema: signatureCodeSentSchema,
  });

export const signContract = (slug: string, body: SignContract) =>
  apiRequest(publicPath(slug), { method: 'POST', authenticated: false, body, schema: signatureResultSchema });
