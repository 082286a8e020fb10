import { type Contract, contractSchema } from '@origina/domain/contract-documents';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.js';
import { saveSessionFile } from './session-files.js';

export const contractKey = (applicationId: string) => ['application-contract', applicationId];

/** An approved loan's contract set; asked only when the lifecycle model lets the reader see it. */
export function useApplicationContract(applicationId: string, enabled: boolean) {
  return useQuery({
    queryKey: contractKey(applicationId),
    queryFn: () =>
      apiRequest(`/promoter/applications/${encodeURIComponent(applicationId)}/contract/`, {
        schema: contractSchema,
      }),
    enabled,
  });
}

/** One PDF of the set, through the signed-in session, handed to the browser as a file (the signed
 * copy named as such, beside the unsigned one a promoter may already have). */
export const downloadContractDocument = (
  folio: string,
  document: Contract['documents'][number],
  signed: boolean,
) =>
  saveSessionFile(
    document.download_url,
    `${folio}-${document.type.replace(/_/g, '-')}${signed ? '-firmado' : ''}.pdf`,
  );

/** "Descargar todo": the whole set (the signed copies once signed) as one ZIP. */
export const downloadContractSet = (folio: string, contract: Contract) =>
  saveSessionFile(
    contract.download_all_url,
    `${folio}-contrato${contract.status === 'signed' ? '-firmado' : ''}.zip`,
  );
