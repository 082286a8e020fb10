import { type Contract, contractSchema, type PagareScanDecision } from '@origina/domain/contract-documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractKey } from './application-contract.js';
import { apiRequest } from './client.js';
import { saveSessionFile } from './session-files.js';

// The scan of a pagaré signed by hand: the promoter uploads it, the desk accepts or rejects it.
// Each answers the contract, which replaces the one read (the disbursement's verdict reads it);
// the desk's queue lists the scans awaiting a decision, so it is read again.

const scanPath = (applicationId: string) =>
  `/promoter/applications/${encodeURIComponent(applicationId)}/contract/pagare-scan/`;

function useContractChange<T>(applicationId: string, send: (input: T) => Promise<Contract>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (contract) => {
      client.setQueryData(contractKey(applicationId), contract);
      void client.invalidateQueries({ queryKey: ['review-queue'] });
    },
  });
}

export const useUploadPagareScan = (applicationId: string) =>
  useContractChange(applicationId, (file: File) =>
    apiRequest(scanPath(applicationId), { method: 'PUT', body: file, schema: contractSchema }),
  );

export const useDecidePagareScan = (applicationId: string) =>
  useContractChange(applicationId, (decision: PagareScanDecision) =>
    apiRequest(`${scanPath(applicationId)}decision/`, {
      method: 'POST',
      body: decision,
      schema: contractSchema,
    }),
  );

export const downloadPagareScan = (scan: NonNullable<Contract['pagare_scan']>) =>
  saveSessionFile(scan.download_url, scan.file_name);
