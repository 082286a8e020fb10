import {
  type ContractDocumentType,
  type ContractFacts,
  contractDocumentTypes,
} from '@origina/domain/contract-documents';
import { signatureEvidenceContent, signatureLine } from '@origina/domain/contract-signature';
import { type ContractTemplates, contractContent } from '@origina/domain/contract-text';
import type { PayrollFrequency } from '@origina/domain/lender-catalog';
import { loanSchedule } from '@origina/domain/loan-schedule';
import sharp from 'sharp';
import { loadDefaultTemplates } from '../../src/modules/contract-templates/default-templates.js';
import { renderContractPdf } from '../../src/modules/contracts/contract-pdf.js';
import { stampSignedPdf } from '../../src/modules/contracts/signed-pdf.js';

// A contract set rendered straight from its facts (no application behind it): what the layout
// suites vary — names, addresses, terms, the pagaré mode — to see where pages break.

export interface LoanChoice {
  amount: number;
  term: number;
  frequency: PayrollFrequency;
  insurancePerPeriod?: number;
}

/** Plainly fictitious facts of a loan, as contractFactsOf gathers them. */
export function sampleFacts(loan: LoanChoice = { amount: 20_000, term: 24, frequency: 'biweekly' }) {
  const issuedOn = '2026-11-24';
  const facts: ContractFacts = {
    folio: 'ORG-2026-000123',
    issuedOn,
    place: 'Cuauhtémoc, Ciudad de México',
    lender: {
      name: 'Origina',
      legalName: 'Financiera Ejemplo, S.A. de C.V., SOFOM, E.N.R.',
      rfc: 'FEJ010101AB1',
      address:
        'Av. Insurgentes Sur 1000, piso 5, col. Del Valle, C.P. 03100, Benito Juárez, Ciudad de México',
      web: 'www.financiera-ejemplo.mx',
      une: {
        address: 'Av. Insurgentes Sur 1000, piso 1, col. Del Valle, C.P. 03100, Ciudad de México',
        phone: '55 5000 0000',
        email: 'une@financiera-ejemplo.mx',
      },
      condusef: { phone: '55 5340 0999', web: 'www.condusef.gob.mx' },
      statementDelivery: 'Estado de cuenta mensual por correo electrónico, sin costo.',
      signatory: { name: 'Laura Méndez Ortiz', position: 'Apoderada legal' },
    },
    terms: {
      reca: '1234-567-012345/01-00001-1126',
      moratorioRate: 0.9,
      otherCommissions: [{ concept: 'Pago tardío', amount: '$250.00 más IVA por evento' }],
      insurance: { insurer: 'Seguros Ejemplo, S.A.', policy: 'VG-2026-0001' },
      pagareMode: 'electronic',
    },
    customer: {
      name: 'Ana Ruiz Díaz',
      curp: 'RUDA900101MDFZNN09',
      rfc: 'RUDA900101AB1',
      address: 'Calle Colima 12, col. Roma Norte, C.P. 06700, Cuauhtémoc, Ciudad de México',
      mobile: '5512345678',
      email: 'ana.ruiz@example.mx',
      employeeNumber: 'EMP-00451',
    },
    employer: 'Secretaría de Salud de la Ciudad de México',
    product: 'Crédito Nómina Ejemplo',
    amount: loan.amount,
    term: loan.term,
    frequency: loan.frequency,
    annualRate: 0.6,
    rateBasis: 'periods',
    clabe: '002180700000000019',
    loan: loanSchedule({
      amount: loan.amount,
      term: loan.term,
      annualRate: 0.6,
      frequency: loan.frequency,
      rateBasis: 'periods',
      ivaOnInterest: true,
      commissionRate: 0.02,
      insurancePerPeriod: loan.insurancePerPeriod ?? 0,
      contractDate: issuedOn,
    }),
  };
  return facts;
}

// What a promoter or an administrator types; not the dates, codes and figures the server makes.
const madeByTheServer = new Set(['issuedOn', 'frequency', 'pagareMode', 'loan']);

/** The facts with `change` applied to every text value a person typed somewhere (customer,
 * catalogue, lender profile), nested ones included. */
export function everyText(facts: ContractFacts, change: (text: string, path: string) => string) {
  const walk = (value: unknown, path: string): unknown => {
    if (typeof value === 'string') return change(value, path);
    if (Array.isArray(value)) return value.map((item, index) => walk(item, `${path}.${index}`));
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) =>
          madeByTheServer.has(key) ? [key, item] : [key, walk(item, path ? `${path}.${key}` : key)],
        ),
      );
    return value;
  };
  return walk(facts, '') as ContractFacts;
}

const defaults = loadDefaultTemplates({ contractTemplate: null });
/** The default texts, as a product with no templates of its own uses them. */
export const contractTemplates: ContractTemplates = {
  contrato: { body: defaults.contrato, reca: null },
  caratula: { body: defaults.caratula, reca: null },
  carta_instruccion: { body: defaults.carta_instruccion, reca: null },
};

/** One document of the set, as the server renders it. */
export const renderDocument = (type: ContractDocumentType, facts: ContractFacts) =>
  renderContractPdf(contractContent(type, facts, contractTemplates), {
    lender: facts.lender.legalName,
    folio: facts.folio,
    issuedOn: new Date(`${facts.issuedOn}T12:00:00-06:00`),
  });

const signaturePng = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><path d="M10 80 C 60 10, 110 110, 160 50 S 260 20, 310 70" stroke="#111" stroke-width="5" fill="none"/></svg>',
    ),
  )
    .png()
    .toBuffer();

/** A document as the customer's signature stamps it, with the evidence annex. */
export async function signedDocument(original: Buffer, facts: ContractFacts) {
  const signedAt = new Date(`${facts.issuedOn}T18:30:00-06:00`);
  return stampSignedPdf(original, {
    lender: facts.lender.legalName,
    folio: facts.folio,
    line: signatureLine(facts.customer.name, signedAt),
    evidence: signatureEvidenceContent({
      customerName: facts.customer.name,
      folio: facts.folio,
      signedAt,
      linkIssuedAt: signedAt,
      codeSentAt: signedAt,
      ipAddress: '203.0.113.7',
      userAgent: `Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) ${facts.customer.address}`,
      documents: contractDocumentTypes.map((type) => ({ type, sha256: 'ab'.repeat(32) })),
      codeSentTo: ['•••• 5678', 'ga***@example.mx'],
      timestampAuthority: { local: true, name: 'Sello de tiempo local (no certificado)' },
      verifyUrl: 'https://creditos.example.mx/verificar',
    }),
    signaturePng: await signaturePng(),
    signedAt,
  });
}
