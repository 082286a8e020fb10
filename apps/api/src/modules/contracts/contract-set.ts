import type { ApplicationData } from '@origina/domain/application-sections';
import { payoffsOf } from '@origina/domain/buyout';
import type { Contract } from '@origina/domain/contract-documents';
import { contractSetDocumentTitles, contractSetDocumentTypes } from '@origina/domain/contract-documents';
import { contractExpired } from '@origina/domain/payroll-calendar';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contractDocuments, contracts, disbursements, signatureEvidence } from '../../db/schema.js';
import type { ApplicationRow } from '../applications/applications.js';
import { renewedLoanOf } from '../applications/renewal.js';
import { type PlannedTransfers, plannedTransfers } from '../disbursements/planned-transfers.js';
import { currentPagareScan, presentPagareScan } from './pagare-scans.js';

// A contract set as it stands and as the API presents it: its current version's documents (the
// constancia too once signed, with each signed copy's hash before signing), its transfer, and its
// pagaré scan when the pagaré is signed on paper.

/** The set as it stands (its current version's documents), or null before it was made. */
export async function contractOf(executor: Executor, row: ApplicationRow) {
  const [contract] = await executor.select().from(contracts).where(eq(contracts.applicationId, row.id));
  if (!contract) return null;
  const documents = await executor
    .select()
    .from(contractDocuments)
    .where(
      and(eq(contractDocuments.contractId, contract.id), eq(contractDocuments.version, contract.version)),
    );
  documents.sort(
    (a, b) => contractSetDocumentTypes.indexOf(a.type) - contractSetDocumentTypes.indexOf(b.type),
  );
  const [disbursement] = await executor
    .select()
    .from(disbursements)
    .where(eq(disbursements.applicationId, row.id));
  return {
    contract,
    documents,
    disbursement: disbursement ?? null,
    signedHashes: contract.status === 'signed' ? await hashesBeforeSigning(executor, contract.id) : null,
    pagareScan: contract.pagareMode === 'paper' ? await currentPagareScan(executor, contract) : null,
  };
}

// Each signed copy's hash before signing, from the latest signature's evidence.
async function hashesBeforeSigning(executor: Executor, contractId: string) {
  const [evidence] = await executor
    .select({ documents: signatureEvidence.documents })
    .from(signatureEvidence)
    .where(eq(signatureEvidence.contractId, contractId))
    .orderBy(desc(signatureEvidence.signedAt))
    .limit(1);
  return new Map<string, string>(evidence?.documents.map((item) => [item.type, item.sha256_before]));
}

async function recordedTransfers(
  executor: Executor,
  row: ApplicationRow,
  paid: typeof disbursements.$inferSelect,
): Promise<PlannedTransfers> {
  const renewed = paid.payoffAmount ? await renewedLoanOf(executor, row) : null;
  return {
    toCustomer: Number(paid.amount),
    renewal:
      renewed && paid.payoffAmount ? { folio: renewed.folio, amount: Number(paid.payoffAmount) } : null,
    payoffs: payoffsOf(row.data as ApplicationData),
  };
}

/** The contract as the API answers it, with what the bank is to transfer if paid today. */
export async function contractAnswer(
  executor: Executor,
  row: ApplicationRow,
  set: NonNullable<Awaited<ReturnType<typeof contractOf>>>,
  today: string,
): Promise<Contract> {
  const { netDisbursement, clabe } = set.contract;
  if (!netDisbursement || !clabe) return presentContract(row, set, today, null);
  // Once paid, what moved as it was recorded, never a payoff worked out again.
  if (set.disbursement)
    return presentContract(row, set, today, await recordedTransfers(executor, row, set.disbursement));
  return presentContract(
    row,
    set,
    today,
    await plannedTransfers(executor, row, Number(netDisbursement), today),
  );
}

const presentContract = (
  row: ApplicationRow,
  {
    contract,
    documents,
    disbursement,
    signedHashes,
    pagareScan,
  }: NonNullable<Awaited<ReturnType<typeof contractOf>>>,
  today: string,
  planned: PlannedTransfers | null,
): Contract => ({
  status: contract.status,
  version: contract.version,
  created_at: contract.createdAt.toISOString(),
  contract_date: contract.contractDate!,
  valid_until: contract.validUntil!,
  expired: contractExpired(contract.validUntil!, today),
  transfer:
    planned && contract.clabe
      ? {
          amount: planned.toCustomer.toFixed(2),
          clabe: contract.clabe,
          renewal: planned.renewal
            ? { folio: planned.renewal.folio, amount: planned.renewal.amount.toFixed(2) }
            : null,
          payoffs: planned.payoffs.map((payoff) => ({
            lender: payoff.lender,
            clabe: payoff.clabe,
            reference: payoff.reference,
            amount: payoff.amount.toFixed(2),
          })),
        }
      : null,
  signed_at: contract.signedAt?.toISOString() ?? null,
  disbursement: disbursement
    ? {
        reference: disbursement.reference,
        paid_at: disbursement.paidAt,
        amount: disbursement.amount,
        clabe: disbursement.clabe,
      }
    : null,
  documents: documents.map((document) => ({
    id: document.id,
    type: document.type,
    title: contractSetDocumentTitles[document.type],
    sha256: document.sha256,
    sha256_before: signedHashes?.get(document.type) ?? null,
    download_url: `/api/v1/promoter/applications/${row.id}/contract/documents/${document.id}/`,
    template_version: document.templateVersion,
  })),
  download_all_url: `/api/v1/promoter/applications/${row.id}/contract/download/`,
  pagare_mode: contract.pagareMode,
  pagare_scan: pagareScan ? presentPagareScan(row.id, pagareScan) : null,
});
