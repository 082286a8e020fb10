import { readFileSync } from 'node:fs';
import type { ApplicationData } from '@origina/domain/application-sections';
import { dateInMexico } from '@origina/domain/calendar-date';
import {
  type Contract,
  type ContractDocumentType,
  type ContractFacts,
  contractDocumentTitles,
  contractDocumentTypes,
  type FrozenLoan,
} from '@origina/domain/contract-documents';
import {
  contractContent,
  contractPlaceholderNames,
  unknownPlaceholders,
} from '@origina/domain/contract-text';
import { contractExpired, contractValidUntil } from '@origina/domain/payroll-calendar';
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
import { changeStatus } from '../applications/status-changes.js';
import { findAffiliateRow, findProductRow } from '../catalogs/lender-catalog.js';
import { productFromRow } from '../catalogs/lender-presenters.js';
import { contractPartiesOf } from '../lender-profile/contract-parties.js';
import { revokeSignatureLinks } from '../signatures/revoke-links.js';
import { approvableLoan, loanFromCatalogue, redatedLoan } from './contract-loan.js';

// The contract set of an approved loan: made within the approval's transaction, stored like any
// document with its SHA-256, with the loan it fixes (figures and dated schedule); made again (a new
// version, new dates, the same figures) once past its validity. An application approved before
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

/** What the documents state, from the application, its catalogues, the lender profile and the loan
 * the contract fixes; 409 lender_profile_incomplete while the profile or the product's contract
 * terms lack a field a document prints. */
export async function contractFactsOf(
  executor: Executor,
  config: Pick<Config, 'lender'>,
  row: ApplicationRow,
  loan: FrozenLoan,
): Promise<ContractFacts> {
  const data = row.data as ApplicationData;
  const general = data.datos_generales;
  const home = data.domicilio as
    | (ApplicationData['domicilio'] & { municipality?: string; state?: string })
    | undefined;
  const work = data.datos_laborales;
  const product = await findProductRow(executor, loan.option.product);
  if (!product || !general || !home || !work || !data.pre_solicitud)
    throw new AppError(409, 'contract_not_ready');
  const affiliate = data.convenio ? await findAffiliateRow(executor, data.convenio.affiliate) : undefined;
  if (!affiliate) throw new AppError(409, 'contract_not_ready');
  const { lender, terms } = await contractPartiesOf(executor, config.lender, product);
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
    issuedOn: loan.contract_date,
    place: branch ? `${branch.municipality}, ${branch.state}` : 'Ciudad de México',
    lender,
    terms,
    customer: {
      name: row.customerName,
      curp: general.curp,
      rfc: general.rfc,
      address,
      mobile: data.datos_generales_2?.mobile ?? data.pre_solicitud.mobile,
      email: data.pre_solicitud.email,
      employeeNumber: work.employee_number,
    },
    employer: affiliate.employer,
    product: productFromRow(product, 'es').name,
    amount: loan.amount,
    term: loan.option.term,
    frequency: loan.option.frequency,
    annualRate: loan.option.annual_rate,
    clabe: work.clabe,
    loan: loan.result,
  };
}

// Each preparation writes under keys of its own (`setId`): two requests racing for one version
// never write over each other's files, and the loser's are left unreferenced.
const storageKeyOf = (
  row: ApplicationRow,
  contractId: string,
  version: number,
  setId: string,
  type: ContractDocumentType,
) => `${row.id}/contract-${contractId}/v${version}-${setId}-${type.replace(/_/g, '-')}`;

/** A contract set ready to be recorded: its files are stored, its records wait for the
 * transaction of the status change it belongs to (an approval, a new version). */
export interface PreparedContract {
  loan: FrozenLoan;
  record: (tx: Executor, actorId: string | null) => Promise<void>;
}

/** Renders and stores the set's files for `loan` (a new version when one exists); nothing is
 * recorded until `record` runs, so a refusal before it leaves the application as it was. */
async function prepareContract(
  context: AppContext,
  template: string,
  row: ApplicationRow,
  loan: FrozenLoan,
): Promise<PreparedContract> {
  const [existing] = await context.db.select().from(contracts).where(eq(contracts.applicationId, row.id));
  const facts = await contractFactsOf(context.db, context.config, row, loan);
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
  const setId = newId();
  const fixed = {
    netDisbursement: facts.loan.net_disbursement.toFixed(2),
    clabe: facts.clabe,
    loan,
    contractDate: loan.contract_date,
    validUntil: contractValidUntil(loan.contract_date, loan.validity_days),
    status: 'unsigned' as const,
    signedAt: null,
  };
  // Files first, then the records that point to them: a crash between leaves only unreferenced files.
  for (const file of files)
    await context.storage.put(storageKeyOf(row, contractId, version, setId, file.type), file.content);
  const record = async (tx: Executor, actorId: string | null) => {
    if (existing) {
      const [updated] = await tx
        .update(contracts)
        .set({ version, ...fixed })
        .where(and(eq(contracts.id, contractId), eq(contracts.version, existing.version)))
        .returning({ id: contracts.id });
      // Another request made this version meanwhile: for this one the contract is no longer the
      // expired one it asked to replace (the answer a second request gets once the first is done).
      if (!updated) throw new AppError(409, 'contract_not_expired');
    } else await tx.insert(contracts).values({ id: contractId, applicationId: row.id, version, ...fixed });
    await tx.insert(contractDocuments).values(
      files.map((file) => ({
        id: newId(),
        contractId,
        version,
        type: file.type,
        storageKey: storageKeyOf(row, contractId, version, setId, file.type),
        size: file.content.length,
        sha256: sha256Hex(file.content),
      })),
    );
    // A link to sign the set it replaces signs nothing any more.
    await revokeSignatureLinks(tx, row.id);
    await audit(tx, {
      actorId,
      action: 'contract.generate',
      entityType: 'application',
      entityId: row.id,
      details: { folio: row.folio, version, contract_date: loan.contract_date },
    });
  };
  return { loan, record };
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
  /** The set, made now if the loan was approved before contracts existed; a set made before its
   * loan was kept with it gets it now, dated the day the set was made. */
  const ensure = async (row: ApplicationRow, actorId: string) => {
    const set = await contractOf(context.db, row);
    if (!set) {
      const prepared = await prepareContract(context, template, row, await loanFromCatalogue(context, row));
      await context.db.transaction((tx) => prepared.record(tx, actorId));
      return (await contractOf(context.db, row))!;
    }
    if (set.contract.loan) return set;
    const loan = await loanFromCatalogue(
      { ...context, today: () => dateInMexico(set.contract.createdAt) },
      row,
    );
    await context.db
      .update(contracts)
      .set({
        loan,
        contractDate: loan.contract_date,
        validUntil: contractValidUntil(loan.contract_date, loan.validity_days),
      })
      .where(eq(contracts.id, set.contract.id));
    return (await contractOf(context.db, row))!;
  };
  return {
    /** The set an approval makes: the catalogue's loan today, its files stored; recorded with
     * the approval (decisions.ts), so a set that cannot be made leaves the application as it was. */
    async prepareForApproval(row: ApplicationRow) {
      await approvableLoan(context, row);
      return prepareContract(context, template, row, await loanFromCatalogue(context, row));
    },
    /** A new version of a set past its validity: the approved figures, dated today; the
     * application waits for the customer's signature again. */
    async reissue(row: ApplicationRow, actor: { id: string; ip: string }) {
      const set = await ensure(row, actor.id);
      const prepared = await prepareContract(
        context,
        template,
        row,
        await redatedLoan(context, row, set.contract.loan!),
      );
      await changeStatus(context, row, 'approved', actor, null, {
        alongside: (tx) => prepared.record(tx, actor.id),
        auditAction: 'application.contract_reissued',
        auditDetails: {
          version: String(set.contract.version + 1),
          contract_date: prepared.loan.contract_date,
        },
      });
      return (await contractOf(context.db, row))!;
    },
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
  today: string,
): Contract => ({
  status: contract.status,
  version: contract.version,
  created_at: contract.createdAt.toISOString(),
  contract_date: contract.contractDate!,
  valid_until: contract.validUntil!,
  expired: contractExpired(contract.validUntil!, today),
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
