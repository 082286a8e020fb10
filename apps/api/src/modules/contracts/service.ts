import { readFileSync } from 'node:fs';
import type { ApplicationData } from '@origina/domain/application-sections';
import { todayInMexico } from '@origina/domain/calendar-date';
import {
  type Contract,
  type ContractDocumentType,
  type ContractFacts,
  contractDocumentTitles,
  contractDocumentTypes,
} from '@origina/domain/contract-documents';
import {
  contractContent,
  contractPlaceholderNames,
  unknownPlaceholders,
} from '@origina/domain/contract-text';
import { and, eq } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { Config } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { branches, contractDocuments, contracts, disbursements } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newId } from '../../ids.js';
import { sha256Hex } from '../../storage/file-inspection.js';
import type { ApplicationRow } from '../applications/applications.js';
import { loanOf } from '../applications/section-checks.js';
import { findAffiliateRow } from '../catalogs/lender-catalog.js';
import { productFromRow } from '../catalogs/lender-presenters.js';

// The contract set of an approved loan: made within the approval, stored like any document with
// its SHA-256, made again (a new version) only while unsigned. An application approved before
// contracts existed gets its set the first time someone asks for it.

const defaultTemplate = new URL('../../../templates/contrato-credito.txt', import.meta.url);

/** The lender's contract template, checked once at start: a placeholder this product does not
 * know is an operator's mistake to fix, not a blank to print. */
export function loadContractTemplate(config: Pick<Config, 'contractTemplate'>) {
  const template = readFileSync(config.contractTemplate ?? defaultTemplate, 'utf8');
  const unknown = unknownPlaceholders(template);
  if (unknown.length > 0)
    throw new Error(
      `CONTRACT_TEMPLATE names unknown placeholders: ${unknown.join(', ')} (known: ${contractPlaceholderNames.join(', ')})`,
    );
  return template;
}

const notConfigured = '(sin registrar)';

/** What the documents state, from the application, its catalogues and the server's own figures. */
export async function contractFactsOf(
  executor: Executor,
  config: Pick<Config, 'lender'>,
  row: ApplicationRow,
): Promise<ContractFacts> {
  const data = row.data as ApplicationData;
  const loan = await loanOf(executor, data, { today: todayInMexico() });
  const general = data.datos_generales;
  const home = data.domicilio as
    | (ApplicationData['domicilio'] & { municipality?: string; state?: string })
    | undefined;
  const work = data.datos_laborales;
  if (!loan?.outcome || !loan.option || !loan.row || !general || !home || !work || !data.pre_solicitud)
    throw new AppError(409, 'contract_not_ready');
  const affiliate = data.convenio ? await findAffiliateRow(executor, data.convenio.affiliate) : undefined;
  const [branch] = data.branch
    ? await executor.select().from(branches).where(eq(branches.id, data.branch.branch))
    : [];
  const address = [
    `${home.street} ${home.exterior_number}${home.interior_number ? ` int. ${home.interior_number}` : ''}`,
    `col. ${home.settlement}`,
    `C.P. ${home.zip}`,
    home.municipality,
    home.state,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    folio: row.folio,
    issuedOn: todayInMexico(),
    place: branch ? `${branch.municipality}, ${branch.state}` : 'Ciudad de México',
    lender: {
      name: config.lender.name,
      legalName: config.lender.legalName,
      rfc: config.lender.rfc ?? notConfigured,
      address: config.lender.address ?? notConfigured,
    },
    customer: {
      name: row.customerName,
      curp: general.curp,
      rfc: general.rfc,
      address,
      mobile: data.datos_generales_2?.mobile ?? data.pre_solicitud.mobile,
      email: data.pre_solicitud.email,
      employeeNumber: work.employee_number,
    },
    employer: affiliate?.employer ?? affiliate?.name ?? notConfigured,
    product: productFromRow(loan.row, 'es').name,
    amount: data.producto!.amount,
    term: loan.option.term,
    frequency: loan.option.frequency,
    annualRate: loan.option.annual_rate,
    clabe: work.clabe,
    loan: loan.outcome,
  };
}

const storageKeyOf = (row: ApplicationRow, contractId: string, version: number, type: ContractDocumentType) =>
  `${row.id}/contract-${contractId}/v${version}-${type.replace(/_/g, '-')}`;

/** Makes the set (again, as a new version, while unsigned) and answers it. */
async function generateContract(
  context: AppContext,
  template: string,
  row: ApplicationRow,
  actorId: string | null,
) {
  const [existing] = await context.db.select().from(contracts).where(eq(contracts.applicationId, row.id));
  if (existing?.status === 'signed') throw new AppError(409, 'contract_signed');
  const facts = await contractFactsOf(context.db, context.config, row);
  const issuedOn = new Date();
  // pdf-lib loads with the first contract, not with the server (a quarter of a second of start-up).
  const { renderContractPdf } = await import('./contract-pdf.js');
  const files = await Promise.all(
    contractDocumentTypes.map(async (type) => ({
      type,
      content: await renderContractPdf(contractContent(type, facts, template), {
        lender: facts.lender.legalName,
        folio: facts.folio,
        issuedOn,
      }),
    })),
  );
  const contractId = existing?.id ?? newId();
  const version = existing ? existing.version + 1 : 1;
  const transfer = { netDisbursement: facts.loan.net_disbursement.toFixed(2), clabe: facts.clabe };
  // Files first, then the records that point to them: a crash between leaves only unreferenced files.
  for (const file of files)
    await context.storage.put(storageKeyOf(row, contractId, version, file.type), file.content);
  await context.db.transaction(async (tx) => {
    if (existing)
      await tx
        .update(contracts)
        .set({ version, ...transfer })
        .where(eq(contracts.id, contractId));
    else await tx.insert(contracts).values({ id: contractId, applicationId: row.id, version, ...transfer });
    await tx.insert(contractDocuments).values(
      files.map((file) => ({
        id: newId(),
        contractId,
        version,
        type: file.type,
        storageKey: storageKeyOf(row, contractId, version, file.type),
        size: file.content.length,
        sha256: sha256Hex(file.content),
      })),
    );
    await audit(tx, {
      actorId,
      action: 'contract.generate',
      entityType: 'application',
      entityId: row.id,
      details: { folio: row.folio, version },
    });
  });
  const made = await contractOf(context.db, row);
  if (!made) throw new Error(`contract of ${row.id} not found right after it was made`);
  return made;
}

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
  documents.sort((a, b) => contractDocumentTypes.indexOf(a.type) - contractDocumentTypes.indexOf(b.type));
  const [disbursement] = await executor
    .select()
    .from(disbursements)
    .where(eq(disbursements.applicationId, row.id));
  return { contract, documents, disbursement: disbursement ?? null };
}

/** The contract set of approved loans, with the lender's template read once at start. */
export function createContractService(context: AppContext) {
  const template = loadContractTemplate(context.config);
  /** The set, made now if the loan was approved before contracts existed. */
  const ensure = async (row: ApplicationRow, actorId: string) =>
    (await contractOf(context.db, row)) ?? generateContract(context, template, row, actorId);
  return {
    /** Makes the set at approval (again, as a new version, while unsigned). */
    generate: (row: ApplicationRow, actorId: string | null) =>
      generateContract(context, template, row, actorId),
    ensure,
    /** One PDF of the set, for its promoter or the desk; every download is recorded. */
    async document(row: ApplicationRow, documentId: string, actor: { id: string; ip: string }) {
      const set = await ensure(row, actor.id);
      const document = set.documents.find((item) => item.id === documentId);
      if (!document) throw new AppError(404, 'not_found');
      await audit(context.db, {
        actorId: actor.id,
        action: 'contract.download',
        entityType: 'application',
        entityId: row.id,
        ipAddress: actor.ip,
        details: { folio: row.folio, document: document.type, version: set.contract.version },
      });
      return { type: document.type, content: await context.storage.read(document.storageKey) };
    },
  };
}
export type ContractService = ReturnType<typeof createContractService>;

export const presentContract = (
  row: ApplicationRow,
  { contract, documents, disbursement }: NonNullable<Awaited<ReturnType<typeof contractOf>>>,
): Contract => ({
  status: contract.status,
  version: contract.version,
  created_at: contract.createdAt.toISOString(),
  transfer:
    contract.netDisbursement && contract.clabe
      ? { amount: contract.netDisbursement, clabe: contract.clabe }
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
    title: contractDocumentTitles[document.type],
    sha256: document.sha256,
    download_url: `/api/v1/promoter/applications/${row.id}/contract/documents/${document.id}/`,
  })),
});
