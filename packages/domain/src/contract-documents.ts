import { z } from 'zod';
import type { PayrollFrequency, ProductOption, RateBasis } from './lender-catalog.js';
import type { ContractTermsFacts, LenderFacts } from './lender-profile.js';
import type { LoanResult } from './loan-schedule.js';
import type { PayrollCalendar } from './payroll-calendar.js';

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

export const contractStatuses = ['unsigned', 'signed'] as const;

export const contractDocumentSchema = z.object({
  id: z.string(),
  type: z.enum(contractDocumentTypes),
  title: z.string(),
  sha256: z.string(),
  download_url: z.string(),
  // The version of the product's template the document was made from (contract-templates.ts);
  // null for the default text or a document that is not templated (pagaré, tabla).
  template_version: z.number().int().nullable(),
});
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
  // What the contract promises to pay, and where (the disbursement pays exactly this).
  transfer: z.object({ amount: z.string(), clabe: z.string() }).nullable(),
  // Once signed: when, and the transfer once recorded.
  signed_at: z.string().nullable(),
  disbursement: z
    .object({ reference: z.string(), paid_at: z.string(), amount: z.string(), clabe: z.string() })
    .nullable(),
  documents: z.array(contractDocumentSchema),
});
export type Contract = z.infer<typeof contractSchema>;

/** Who signs on a signatures block: the customer (their drawn signature goes on that line once
 * signed), or the lender through its authorised signatory, signed electronically when the set is
 * made or, for a paper pagaré, on a line left for a handwritten signature. */
export type SignatureParty =
  | { role: 'customer'; name: string }
  | { role: 'lender'; name: string; signatory: string; position: string; handwritten: boolean };

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
}
