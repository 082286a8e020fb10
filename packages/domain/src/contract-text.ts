import { customerReceives } from './buyout.js';
import {
  type ContractBlock,
  type ContractContent,
  type ContractDocumentType,
  type ContractFacts,
  contractDocumentTitles,
  type SignatureParty,
} from './contract-documents.js';
import { contractPlaceholders } from './contract-placeholders.js';
import {
  fillTemplate,
  inlineText,
  isTemplatedDocument,
  type TemplatedDocumentType,
} from './contract-templates.js';
import { frequencyWords, longDate, paymentsInWords, percent, shortDate } from './contract-words.js';
import { formatPesos } from './money.js';
import { pesosInWords } from './pesos-in-words.js';

// The words of each document of the contract set, in Spanish, from the approved loan's facts: the
// carátula, contrato and carta de instrucción from the product's templates (contract-templates.ts),
// the pagaré and the amortisation table from code.

/** A document's template: its text and the RECA number its version is registered under (null:
 * the default text, which prints the product's). */
interface DocumentTemplate {
  body: string;
  reca: string | null;
}
export type ContractTemplates = Record<TemplatedDocumentType, DocumentTemplate>;

const customerParty = (facts: ContractFacts): SignatureParty => ({
  role: 'customer',
  name: facts.customer.name,
});
const lenderParty = (facts: ContractFacts): SignatureParty => ({
  role: 'lender',
  name: facts.lender.legalName,
  signatory: facts.lender.signatory.name,
  position: facts.lender.signatory.position,
  handwritten: facts.terms.pagareMode === 'paper',
  signedOn: facts.issuedOn,
});

// Who signs each templated document: both parties the contract and its carátula, the customer
// alone the letter to the employer.
const signersOf = (type: TemplatedDocumentType, facts: ContractFacts) =>
  type === 'carta_instruccion' ? [customerParty(facts)] : [customerParty(facts), lenderParty(facts)];

// Every text the facts hold as one run (a promoter's field with a line break in it included), for
// the documents drawn by code as for the templates' values.
function inlined<T>(value: T): T {
  if (typeof value === 'string') return inlineText(value) as T;
  if (Array.isArray(value)) return value.map(inlined) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inlined(item)])) as T;
  return value;
}

// A buy-out (issue 36): the contract and the letter to the employer name every outside loan the
// loan pays off, and the contract what reaches the customer after them.
const payoffIntro: Partial<Record<TemplatedDocumentType, (facts: ContractFacts, rest: string) => string>> = {
  contrato: (facts, rest) =>
    `De la cantidad que el crédito entrega, ${formatPesos(facts.loan.net_disbursement)}, EL ACREDITADO instruye pagar a cada acreedor lo que su carta de liquidación señala, a la CLABE y con la referencia indicadas; el resto, ${rest}, se deposita en su cuenta CLABE ${facts.clabe}.`,
  carta_instruccion: () =>
    'Este crédito liquida los créditos siguientes; una vez liquidados, sus descuentos dejan de aplicarse y este descuento se aplica en su lugar.',
};

// What the loan hands out once a renewal's payoff of the lender's own loan is taken.
const netAfterRenewal = (facts: ContractFacts) =>
  Math.round((facts.loan.net_disbursement - (facts.renews?.payoff ?? 0)) * 100) / 100;

// A renewal (issue 36): the contract names the loan it pays off and what reaches the customer;
// the letter to the employer, the deduction this one replaces.
const renewalText: Partial<Record<TemplatedDocumentType, (facts: ContractFacts) => string>> = {
  contrato: (facts) => {
    const renews = facts.renews!;
    const rest = customerReceives(netAfterRenewal(facts), facts.payoffs ?? []) ?? 0;
    return `Este crédito renueva el crédito ${renews.folio} que ${facts.lender.legalName} otorgó a EL ACREDITADO. De la cantidad que el crédito entrega, ${formatPesos(facts.loan.net_disbursement)}, EL ACREDITADO instruye aplicar a liquidar el crédito ${renews.folio} su saldo del día de la dispersión, estimado en ${formatPesos(renews.payoff)} al ${longDate(renews.quotedOn)}, y depositar el resto, estimado en ${formatPesos(rest)}, en su cuenta CLABE ${facts.clabe}. Con esa liquidación el crédito ${renews.folio} queda pagado y su descuento deja de aplicarse.`;
  },
  carta_instruccion: (facts) =>
    `Este crédito renueva el crédito ${facts.renews!.folio}: desde el primer descuento de este crédito, el descuento del crédito ${facts.renews!.folio} deja de aplicarse y este se aplica en su lugar.`,
};

function renewalBlocks(type: TemplatedDocumentType, facts: ContractFacts): ContractBlock[] {
  const text = renewalText[type];
  if (!facts.renews || !text) return [];
  return [
    { kind: 'heading', text: 'Crédito que se renueva' },
    { kind: 'paragraph', text: text(facts) },
  ];
}

function payoffBlocks(type: TemplatedDocumentType, facts: ContractFacts): ContractBlock[] {
  const payoffs = facts.payoffs ?? [];
  const intro = payoffIntro[type];
  if (payoffs.length === 0 || !intro) return [];
  const rest = customerReceives(netAfterRenewal(facts), payoffs) ?? 0;
  return [
    { kind: 'heading', text: 'Créditos que se liquidan (compra de cartera)' },
    { kind: 'paragraph', text: intro(facts, formatPesos(rest)) },
    {
      kind: 'table',
      columns: ['Acreedor', 'CLABE', 'Referencia', 'Monto'],
      rows: payoffs.map((payoff) => [
        payoff.lender,
        payoff.clabe,
        payoff.reference,
        formatPesos(payoff.amount),
      ]),
    },
  ];
}

function pagare(facts: ContractFacts): ContractBlock[] {
  const { loan } = facts;
  return [
    {
      kind: 'pairs',
      rows: [
        ['Bueno por', formatPesos(loan.total_payment)],
        ['Folio', facts.folio],
        // LGTOC art. 170, fr. IV: the pagaré states when and where it is paid (docs/contracts.md).
        ['Lugar de pago', facts.lender.address],
      ],
    },
    {
      kind: 'paragraph',
      text: `En ${facts.place}, a ${longDate(facts.issuedOn)}, yo, ${facts.customer.name}, debo y pagaré incondicionalmente a la orden de ${facts.lender.legalName} la cantidad de ${formatPesos(loan.total_payment)} (${pesosInWords(loan.total_payment)}), en ${paymentsInWords(facts)}, el primero el ${longDate(loan.schedule[0]!.date)} y el último el ${longDate(loan.schedule.at(-1)!.date)}.`,
    },
    {
      kind: 'paragraph',
      text: 'Este pagaré se paga en las exhibiciones que señala la tabla de amortización del crédito; la falta de pago de cualquiera de ellas a su vencimiento hará exigible el saldo insoluto. Se suscribe conforme a la Ley General de Títulos y Operaciones de Crédito.',
    },
    {
      kind: 'pairs',
      rows: [
        ['Suscriptor', facts.customer.name],
        ['CURP', facts.customer.curp],
        ['Domicilio', facts.customer.address],
      ],
    },
    { kind: 'signatures', parties: [customerParty(facts)] },
  ];
}

function tabla(facts: ContractFacts, reca: string): ContractBlock[] {
  const { loan } = facts;
  return [
    {
      kind: 'paragraph',
      text: `Folio ${facts.folio} · ${facts.customer.name} · ${formatPesos(facts.amount)} a ${facts.term} ${frequencyWords[facts.frequency].periods}, tasa anual fija ${percent(facts.annualRate)} sin IVA.`,
    },
    // The table is part of the registered contract: it names its RECA number and the day it was made.
    {
      kind: 'paragraph',
      text: `RECA ${reca} · Fecha de elaboración: ${longDate(facts.issuedOn)}.`,
    },
    {
      kind: 'table',
      columns: [
        'Núm.',
        'Fecha',
        'Saldo inicial',
        'Capital',
        'Interés',
        'IVA',
        'Seguro',
        'Pago',
        'Saldo final',
      ],
      rows: loan.schedule.map((row) => [
        String(row.number),
        shortDate(row.date),
        formatPesos(row.opening_balance),
        formatPesos(row.principal),
        formatPesos(row.interest),
        formatPesos(row.iva),
        formatPesos(row.insurance),
        formatPesos(row.total),
        formatPesos(row.closing_balance),
      ]),
    },
    {
      kind: 'pairs',
      rows: [
        ['Total de intereses', formatPesos(loan.total_interest)],
        ['Total de IVA', formatPesos(loan.total_iva)],
        ['Total de seguro', formatPesos(loan.total_insurance)],
        ['Monto total a pagar', formatPesos(loan.total_payment)],
      ],
    },
  ];
}

/** The content of one document of the set; the carátula, contrato and carta come from the
 * product's templates, each closed by its signatures. */
export function contractContent(
  type: ContractDocumentType,
  givenFacts: ContractFacts,
  templates: ContractTemplates,
): ContractContent {
  const facts = inlined(givenFacts);
  const title = contractDocumentTitles[type];
  // One registration number for the whole set: the one the contrato's template version names (the
  // RECA registers the contract de adhesión), or the product's while it uses the default text.
  const contractReca = templates.contrato.reca ?? facts.terms.reca;
  if (isTemplatedDocument(type)) {
    const template = templates[type];
    const values = contractPlaceholders(facts, contractReca);
    return {
      title,
      blocks: [
        ...fillTemplate(template.body, values),
        ...renewalBlocks(type, facts),
        ...payoffBlocks(type, facts),
        { kind: 'signatures', parties: signersOf(type, facts) },
      ],
    };
  }
  return { title, blocks: type === 'pagare' ? pagare(facts) : tabla(facts, contractReca) };
}
