import { z } from 'zod';
import type { ApplicationFacts } from './application-lifecycle.js';
import type { PayrollFrequency, ProductOption, RateBasis } from './lender-catalog.js';
import { type ContractTermsFacts, type LenderFacts, pagareModes } from './lender-profile.js';
import type { LoanResult } from './loan-schedule.js';
import type { PayrollCalendar } from './payroll-calendar.js';
import { required } from './schema-errors.js';
import { singleLineText } from './text-rule.js';

/** A loan as its contract fixed it at approval: the product option and amount approved, the
 * convenio's calendar and the lender's validity then, and the figures and dated schedule. Stored
 * with the contract; every read from approval on answers it, whatever the catalogue says later. */
export interface FrozenLoan {
  option: ProductOption;
  amount: number;
  calendar: PayrollCalendar;
  validity_days: number;
  contract_date: string;
  result: LoanResult;
}

// The contract set an approved loan gets (issue 21): what each document says, as blocks of text
// the API lays out as PDF. Pure: the API gathers the facts, renders and stores. In Spanish, the
// language of the contract, whatever the reader's screen language.

export const contractDocumentTypes = [
  'caratula',
  'contrato',
  'pagare',
  'tabla_amortizacion',
  'carta_instruccion',
] as const;
export type ContractDocumentType = (typeof contractDocumentTypes)[number];

export const contractDocumentTitles: Record<ContractDocumentType, string> = {
  caratula: 'Carátula del crédito',
  contrato: 'Contrato de crédito',
  pagare: 'Pagaré',
  tabla_amortizacion: 'Tabla de amortización',
  carta_instruccion: 'Carta de instrucción de descuento',
};

/** A signed set holds one more document, made when the customer signs: the "Constancia de huellas digitales",
 * which lists every document's SHA-256 before and after signing (a file cannot hold its own
 * hash, so the signed copies' hashes live in a document of their own). */
export const signatureRecordType = 'constancia_firma';
export const contractSetDocumentTypes = [...contractDocumentTypes, signatureRecordType] as const;
export type ContractSetDocumentType = (typeof contractSetDocumentTypes)[number];
export const contractSetDocumentTitles: Record<ContractSetDocumentType, string> = {
  ...contractDocumentTitles,
  constancia_firma: 'Constancia de huellas digitales (SHA-256)',
};

const contractStatuses = ['unsigned', 'signed'] as const;

export const contractDocumentSchema = z.object({
  id: z.string(),
  type: z.enum(contractSetDocumentTypes),
  title: z.string(),
  sha256: z.string(),
  // A signed copy: the SHA-256 of the unsigned document it was stamped from (the same for a
  // pagaré signed by hand on paper, which is not stamped); null before signing and for the
  // constancia.
  sha256_before: z.string().nullable(),
  download_url: z.string(),
  // The version of the product's template the document was made from (contract-templates.ts);
  // null for the default text or a document that is not templated (pagaré, tabla).
  template_version: z.number().int().nullable(),
});

const pagareScanStatuses = ['uploaded', 'accepted', 'rejected'] as const;
export type PagareScanStatus = (typeof pagareScanStatuses)[number];
/** The scan of a pagaré signed by hand (pagaré mode `paper`): uploaded by the promoter, accepted
 * or rejected (with a reason) by the desk; disbursing waits for its acceptance. */
export const pagareScanSchema = z.object({
  status: z.enum(pagareScanStatuses),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  uploaded_at: z.string(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
  download_url: z.string(),
});
export type PagareScan = z.infer<typeof pagareScanSchema>;

/** What a pagaré scan may be: a PDF or a photo, checked by content, of at most 10 MB. */
export const pagareScanContentTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const maxPagareScanBytes = 10 * 1024 * 1024;

/** The desk's decision on a scan: accepted, or rejected with a reason the promoter reads. */
export const pagareScanDecisionSchema = z
  .strictObject({
    accepted: z.boolean(required),
    reason: singleLineText().max(500).optional(),
  })
  .refine((decision) => decision.accepted || (decision.reason ?? '').length > 0, {
    message: 'validation.pagare_reason_required',
    path: ['reason'],
  });
export type PagareScanDecision = z.infer<typeof pagareScanDecisionSchema>;
export const contractSchema = z.object({
  status: z.enum(contractStatuses),
  version: z.number().int(),
  created_at: z.string(),
  // The day the set was dated (its schedule runs from it) and the last day it may be signed and
  // disbursed; past it, signing and disbursing answer 409 contract_expired and a new version is
  // made (POST …/contract/reissue/).
  contract_date: z.string(),
  valid_until: z.string(),
  expired: z.boolean(),
  // What the bank is to pay the customer if paid today, and where: the contract's net amount less
  // a renewal's payoff of the lender's own loan (quoted for today; it stays with the lender) and a
  // buy-out's payoffs, each its own transfer to the outside lender (issue 36).
  transfer: z
    .object({
      amount: z.string(),
      clabe: z.string(),
      renewal: z.object({ folio: z.string(), amount: z.string() }).nullable(),
      payoffs: z.array(
        z.object({ lender: z.string(), clabe: z.string(), reference: z.string(), amount: z.string() }),
      ),
    })
    .nullable(),
  // Once signed: when, and the transfer once recorded.
  signed_at: z.string().nullable(),
  disbursement: z
    .object({ reference: z.string(), paid_at: z.string(), amount: z.string(), clabe: z.string() })
    .nullable(),
  documents: z.array(contractDocumentSchema),
  // The whole set (signed copies once signed) as one ZIP.
  download_all_url: z.string(),
  // How the pagaré is signed, fixed when the set was made; with `paper`, its scan (null until
  // the promoter uploads one for this version).
  pagare_mode: z.enum(pagareModes),
  pagare_scan: pagareScanSchema.nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

/** What the lifecycle model reads of a contract (its validity, its pagaré), as screens judge the
 * actions on it. */
export type ContractVerdictFacts = Pick<ApplicationFacts, 'contractExpired' | 'pagare'>;
export const contractVerdictFacts = (contract: Contract): ContractVerdictFacts => ({
  contractExpired: contract.expired,
  pagare: { mode: contract.pagare_mode, scan: contract.pagare_scan?.status ?? 'none' },
});

/** Who signs on a signatures block: the customer (their drawn signature goes on that line once
 * signed), or the lender through its authorised signatory, signed electronically when the set is
 * made (on `signedOn`, the contract's date) or, for a paper pagaré, on a line left for a
 * handwritten signature. */
export type SignatureParty =
  | { role: 'customer'; name: string }
  | {
      role: 'lender';
      name: string;
      signatory: string;
      position: string;
      handwritten: boolean;
      signedOn: string;
    };

// A block's text is one run of words: a line break inside it (from a customer's field, say) is a
// space when drawn, never a line or a paragraph of its own. Lines meant as lines (an address
// heading a letter) are a `lines` block.
export type ContractBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'lines'; lines: string[] }
  | { kind: 'pairs'; rows: (readonly [string, string])[] }
  | { kind: 'table'; columns: string[]; rows: string[][] }
  | { kind: 'signatures'; parties: SignatureParty[] };

export interface ContractContent {
  title: string;
  blocks: ContractBlock[];
}

/** Everything the documents state, gathered by the API from the application, its catalogues, the
 * server's own loan figures and the lender's settings. */
export interface ContractFacts {
  folio: string;
  issuedOn: string;
  place: string;
  // The lender profile (lender-profile.ts) and the product's contract terms.
  lender: LenderFacts;
  terms: ContractTermsFacts;
  customer: {
    name: string;
    curp: string;
    rfc: string;
    address: string;
    mobile: string;
    email: string;
    employeeNumber: string;
  };
  employer: string;
  product: string;
  amount: number;
  term: number;
  frequency: PayrollFrequency;
  annualRate: number;
  // How the period rate comes from the annual one (the contract states it).
  rateBasis: RateBasis;
  clabe: string;
  loan: LoanResult;
  // A buy-out's outside loans (issue 36): what the loan pays each lender before the customer.
  payoffs?: readonly ContractPayoff[];
  // A renewal (issue 36): the lender's own loan it pays off, and that loan's payoff as quoted for
  // the contract's date (the disbursement pays the payoff of the day it is made).
  renews?: { folio: string; payoff: number; quotedOn: string } | null;
}

/** An outside loan a buy-out pays off, as its payoff letter states it. */
interface ContractPayoff {
  lender: string;
  clabe: string;
  reference: string;
  amount: number;
}
