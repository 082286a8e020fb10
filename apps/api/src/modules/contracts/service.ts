import type { ApplicationData } from '@origina/domain/application-sections';
import { payoffsOf } from '@origina/domain/buyout';
import { dateInMexico } from '@origina/domain/calendar-date';
import {
  type ContractDocumentType,
  type ContractFacts,
  contractDocumentTypes,
  type FrozenLoan,
} from '@origina/domain/contract-documents';
import { contractContent } from '@origina/domain/contract-text';
import { contractExpired, contractValidUntil } from '@origina/domain/payroll-calendar';
import { and, eq } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { Config } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { branches, contractDocuments, contracts } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newId } from '../../ids.js';
import { sha256Hex } from '../../storage/file-inspection.js';
import type { ApplicationRow } from '../applications/applications.js';
import { payoffIfQuotable } from '../applications/loan-payoff.js';
import { renewedLoanOf } from '../applications/renewal.js';
import { changeStatus } from '../applications/status-changes.js';
import { findAffiliateRow, findProductRow } from '../catalogs/lender-catalog.js';
import { productFromRow } from '../catalogs/lender-presenters.js';
import { type DefaultTemplates, loadDefaultTemplates } from '../contract-templates/default-templates.js';
import { templatesForProduct } from '../contract-templates/template-versions.js';
import { contractPartiesOf } from '../lender-profile/contract-parties.js';
import { revokeSignatureLinks } from '../signatures/revoke-links.js';
import { contractArchive } from './contract-archive.js';
import { approvableLoan, loanFromCatalogue, redatedLoan } from './contract-loan.js';
import { contractOf } from './contract-set.js';

// The contract set of an approved loan: made within the approval's transaction, stored like any
// document with its SHA-256, with the loan it fixes (figures and dated schedule); made again (a new
// version, new dates, the same figures) once past its validity. An application approved before
// contracts existed gets its set the first time someone asks for it.

/** A renewal's loan, as the contract names it: its folio and its payoff quoted for the contract's
 * date (null for any other loan, or one whose schedule cannot be quoted). */
async function renewalOf(executor: Executor, row: ApplicationRow, contractDate: string) {
  const renewed = await renewedLoanOf(executor, row);
  if (!renewed) return null;
  const quote = await payoffIfQuotable(executor, renewed, contractDate);
  return quote ? { folio: renewed.folio, payoff: quote.total, quotedOn: contractDate } : null;
}

/** What the documents state, from the application, its catalogues, the lender profile and the loan
 * the contract fixes; 409 lender_profile_incomplete while the profile or the product's contract
 * terms lack a field a document prints. */
async function contractFactsOf(
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
    rateBasis: loan.option.rate_basis,
    clabe: work.clabe,
    loan: loan.result,
    payoffs: payoffsOf(data),
    renews: await renewalOf(executor, row, loan.contract_date),
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

/** Renders and stores the set's files for `loan` (a new version of `replacing`, the version the
 * caller judged, or of the set as it stands); nothing is recorded until `record` runs, so a
 * refusal before it leaves the application as it was. */
async function prepareContract(
  context: AppContext,
  defaults: DefaultTemplates,
  row: ApplicationRow,
  loan: FrozenLoan,
  replacing?: { id: string; version: number },
): Promise<PreparedContract> {
  const [existing] = replacing
    ? [replacing]
    : await context.db.select().from(contracts).where(eq(contracts.applicationId, row.id));
  const facts = await contractFactsOf(context.db, context.config, row, loan);
  // The product's latest template of each type (or the default text), whose version each document records.
  const { templates, versionOf } = await templatesForProduct(context.db, loan.option.product, defaults);
  const issuedOn = new Date();
  // pdf-lib loads with the first contract, not with the server (a quarter of a second of start-up).
  const { renderContractPdf } = await import('./contract-pdf.js');
  const files = await Promise.all(
    contractDocumentTypes.map(async (type) => ({
      type,
      content: await renderContractPdf(contractContent(type, facts, templates), {
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
    // The product's pagaré mode as the documents print it, kept with the contract.
    pagareMode: facts.terms.pagareMode,
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
        templateVersion: versionOf(file.type),
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

/** The contract set of approved loans, with the default templates read once at start. */
export function createContractService(context: AppContext) {
  const defaults = loadDefaultTemplates(context.config);
  /** The set, made now if the loan was approved before contracts existed; a set made before its
   * loan was kept with it gets it now, dated the day the set was made. */
  const ensure = async (row: ApplicationRow, actorId: string) => {
    const set = await contractOf(context.db, row);
    if (!set) {
      const prepared = await prepareContract(context, defaults, row, await loanFromCatalogue(context, row));
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
      return prepareContract(context, defaults, row, await loanFromCatalogue(context, row));
    },
    /** A new version of a set past its validity: the approved figures, dated today; the
     * application waits for the customer's signature again. */
    async reissue(row: ApplicationRow, actor: { id: string; ip: string }) {
      const set = await ensure(row, actor.id);
      // The guard judged the set before this request read it: a request that finished meanwhile
      // made a version still valid, and this one replaces only the version it found expired.
      if (!contractExpired(set.contract.validUntil!, context.today()))
        throw new AppError(409, 'contract_not_expired');
      const prepared = await prepareContract(
        context,
        defaults,
        row,
        await redatedLoan(context, row, set.contract.loan!),
        set.contract,
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
    /** The whole set as one ZIP, for its promoter or the desk; recorded like a download. */
    async archive(row: ApplicationRow, actor: { id: string; ip: string }) {
      const set = await ensure(row, actor.id);
      await audit(context.db, {
        actorId: actor.id,
        action: 'contract.download_all',
        entityType: 'application',
        entityId: row.id,
        ipAddress: actor.ip,
        details: { folio: row.folio, version: set.contract.version },
      });
      return contractArchive(
        context.storage,
        row.folio,
        set.documents.map((document) => ({
          type: document.type,
          storageKey: document.storageKey,
          sha256: document.sha256,
          sha256Before: set.signedHashes?.get(document.type) ?? null,
        })),
      );
    },
    /** The texts a product without templates of its own uses (the admin's editor starts from them). */
    defaultTemplates: defaults,
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
