import {
  type ContractBlock,
  type ContractContent,
  type ContractDocumentType,
  type ContractFacts,
  contractDocumentTitles,
  type SignatureParty,
} from './contract-documents.js';
import type { PayrollFrequency } from './lender-catalog.js';
import { catLegend } from './loan-schedule.js';
import { formatPesos } from './money.js';
import { pesosInWords } from './pesos-in-words.js';

// The words of each document of the contract set, in Spanish, from the approved loan's facts.

const months = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
/** "24 de noviembre de 2026", as a contract writes its dates. */
export const longDate = (iso: string) => {
  const [year, month, day] = parts(iso);
  return `${day} de ${months[month - 1]} de ${year}`;
};
/** "24 nov 2026": unambiguous and short, for tables. */
const shortDate = (iso: string) => {
  const [year, month, day] = parts(iso);
  return `${String(day).padStart(2, '0')} ${months[month - 1]!.slice(0, 3)} ${year}`;
};

const frequencyWords: Record<PayrollFrequency, { adjective: string; plural: string; periods: string }> = {
  weekly: { adjective: 'semanal', plural: 'semanales', periods: 'semanas' },
  fortnightly: { adjective: 'catorcenal (cada 14 días)', plural: 'catorcenales', periods: 'catorcenas' },
  biweekly: { adjective: 'quincenal', plural: 'quincenales', periods: 'quincenas' },
  monthly: { adjective: 'mensual', plural: 'mensuales', periods: 'meses' },
};

const percent = (fraction: number) =>
  `${(fraction * 100).toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;

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

const lenderLine = (facts: ContractFacts) =>
  `${facts.lender.legalName}, RFC ${facts.lender.rfc}, ${facts.lender.address}`;

/** The values a contract template may name, as {{name}}. */
export const contractPlaceholderNames = [
  'folio',
  'fecha',
  'lugar',
  'acreditante',
  'acreditante_rfc',
  'acreditante_domicilio',
  'acreditado',
  'acreditado_curp',
  'acreditado_rfc',
  'acreditado_domicilio',
  'acreditado_correo',
  'acreditado_celular',
  'empleador',
  'numero_empleado',
  'producto',
  'monto',
  'monto_letra',
  'monto_a_recibir',
  'comision',
  'tasa_anual',
  'cat',
  'pago',
  'periodicidad',
  'numero_pagos',
  'pagos',
  'total',
  'total_letra',
  'primer_pago',
  'ultimo_pago',
  'clabe',
] as const;
export type ContractPlaceholder = (typeof contractPlaceholderNames)[number];

// "24 pagos quincenales de $1,168.26 cada uno", or, when rounding leaves the last payment a few
// cents apart, "24 pagos quincenales: 23 de $1,168.26 y el último de $1,168.41": the payments
// always add up to the total the document states.
function paymentsInWords(facts: ContractFacts) {
  const { loan, term } = facts;
  const words = frequencyWords[facts.frequency];
  const last = loan.schedule.at(-1)!.total;
  if (last === loan.payment || term === 1)
    return `${term} pagos ${words.plural} de ${formatPesos(loan.payment)} cada uno`;
  return `${term} pagos ${words.plural}: ${term - 1} de ${formatPesos(loan.payment)} y el último de ${formatPesos(last)}`;
}

export function contractPlaceholders(facts: ContractFacts): Record<ContractPlaceholder, string> {
  const { loan } = facts;
  return {
    folio: facts.folio,
    fecha: longDate(facts.issuedOn),
    lugar: facts.place,
    acreditante: facts.lender.legalName,
    acreditante_rfc: facts.lender.rfc,
    acreditante_domicilio: facts.lender.address,
    acreditado: facts.customer.name,
    acreditado_curp: facts.customer.curp,
    acreditado_rfc: facts.customer.rfc,
    acreditado_domicilio: facts.customer.address,
    acreditado_correo: facts.customer.email,
    acreditado_celular: facts.customer.mobile,
    empleador: facts.employer,
    numero_empleado: facts.customer.employeeNumber,
    producto: facts.product,
    monto: formatPesos(facts.amount),
    monto_letra: pesosInWords(facts.amount),
    monto_a_recibir: formatPesos(loan.net_disbursement),
    comision: formatPesos(loan.commission + loan.commission_iva),
    tasa_anual: percent(facts.annualRate),
    cat: catLegend('es', loan.cat, longDate(facts.issuedOn)),
    pago: formatPesos(loan.payment),
    periodicidad: frequencyWords[facts.frequency].adjective,
    numero_pagos: String(facts.term),
    pagos: paymentsInWords(facts),
    total: formatPesos(loan.total_payment),
    total_letra: pesosInWords(loan.total_payment),
    primer_pago: longDate(loan.schedule[0]!.date),
    ultimo_pago: longDate(loan.schedule.at(-1)!.date),
    clabe: facts.clabe,
  };
}

const placeholder = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** The template's placeholders this product does not know (an operator's typo, found at start). */
export const unknownPlaceholders = (template: string) =>
  [...template.matchAll(placeholder)]
    .map((match) => match[1]!)
    .filter((name) => !(contractPlaceholderNames as readonly string[]).includes(name));

/** A template filled in: paragraphs split on blank lines, a line starting "# " is a heading. The
 * template's own text makes the paragraphs and headings; a value only fills its place, whatever it
 * holds (a line break or a "# " typed into a street is no clause of its own). */
export function fillTemplate(template: string, values: Record<string, string>): ContractBlock[] {
  const fill = (text: string) => text.replace(placeholder, (_, name: string) => values[name] ?? '').trim();
  return template
    .split(/\n\s*\n/)
    .map((chunk) => chunk.replace(/\s*\n\s*/g, ' ').trim())
    .map((chunk) =>
      chunk.startsWith('# ')
        ? { kind: 'heading' as const, text: fill(chunk.slice(2)) }
        : { kind: 'paragraph' as const, text: fill(chunk) },
    )
    .filter((block) => block.text);
}

function caratula(facts: ContractFacts): ContractBlock[] {
  const { loan } = facts;
  const words = frequencyWords[facts.frequency];
  return [
    { kind: 'paragraph', text: `Folio ${facts.folio} · ${facts.place}, ${longDate(facts.issuedOn)}` },
    { kind: 'heading', text: 'Costo Anual Total' },
    { kind: 'paragraph', text: catLegend('es', loan.cat, longDate(facts.issuedOn)) },
    {
      kind: 'pairs',
      rows: [
        ['Tipo de crédito', `${facts.product}, con descuento vía nómina`],
        ['Tasa de interés anual fija', `${percent(facts.annualRate)} sin IVA`],
        ['Monto del crédito', formatPesos(facts.amount)],
        ['Monto que recibe el acreditado', formatPesos(loan.net_disbursement)],
        [
          'Comisión por apertura',
          `${formatPesos(loan.commission)} más IVA ${formatPesos(loan.commission_iva)}: ${formatPesos(loan.commission + loan.commission_iva)}`,
        ],
        ['Pago por periodo', `${formatPesos(loan.payment)} ${words.adjective}`],
        ['Número de pagos', `${facts.term} ${words.periods}`],
        [
          'Primer y último pago',
          `${longDate(loan.schedule[0]!.date)} y ${longDate(loan.schedule.at(-1)!.date)}`,
        ],
        ['Intereses', formatPesos(loan.total_interest)],
        ['IVA de los intereses', formatPesos(loan.total_iva)],
        ['Seguro', loan.total_insurance > 0 ? formatPesos(loan.total_insurance) : 'No aplica'],
        ['Monto total a pagar', formatPesos(loan.total_payment)],
        ['Cuenta CLABE para el depósito', facts.clabe],
      ],
    },
    { kind: 'heading', text: 'Acreditante' },
    { kind: 'paragraph', text: lenderLine(facts) },
    { kind: 'heading', text: 'Acreditado' },
    {
      kind: 'paragraph',
      text: `${facts.customer.name}, CURP ${facts.customer.curp}, RFC ${facts.customer.rfc}, con domicilio en ${facts.customer.address}.`,
    },
    {
      kind: 'paragraph',
      text: 'Los pagos se descuentan de la nómina del acreditado conforme a la carta de instrucción de descuento. Incumplir tus obligaciones te puede generar comisiones e intereses moratorios. Contratar créditos por encima de tu capacidad de pago puede afectar tu historial crediticio.',
    },
    { kind: 'signatures', parties: [customerParty(facts), lenderParty(facts)] },
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

function tabla(facts: ContractFacts): ContractBlock[] {
  const { loan } = facts;
  return [
    {
      kind: 'paragraph',
      text: `Folio ${facts.folio} · ${facts.customer.name} · ${formatPesos(facts.amount)} a ${facts.term} ${frequencyWords[facts.frequency].periods}, tasa anual fija ${percent(facts.annualRate)} sin IVA.`,
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

function cartaInstruccion(facts: ContractFacts): ContractBlock[] {
  const { loan } = facts;
  return [
    { kind: 'paragraph', text: `${facts.place}, a ${longDate(facts.issuedOn)}` },
    { kind: 'lines', lines: [facts.employer, 'Área de nómina', 'Presente'] },
    {
      kind: 'paragraph',
      text: `Yo, ${facts.customer.name}, con número de empleado ${facts.customer.employeeNumber}, CURP ${facts.customer.curp} y RFC ${facts.customer.rfc}, les instruyo de manera expresa e irrevocable a descontar de mi nómina ${paymentsInWords(facts)}, a partir del ${longDate(loan.schedule[0]!.date)}, y a entregar esas cantidades a ${facts.lender.legalName} para el pago del crédito con folio ${facts.folio}, hasta cubrir ${formatPesos(loan.total_payment)} o la cantidad que ${facts.lender.legalName} les notifique por escrito como saldo a liquidar.`,
    },
    {
      kind: 'paragraph',
      text: 'Esta instrucción se mantiene mientras exista saldo del crédito; si mi relación laboral termina, me obligo a pagar directamente los pagos pendientes.',
    },
    { kind: 'signatures', parties: [customerParty(facts)] },
  ];
}

/** The content of one document of the set; the contract's body comes from the lender's template. */
export function contractContent(
  type: ContractDocumentType,
  facts: ContractFacts,
  template: string,
): ContractContent {
  const title = contractDocumentTitles[type];
  switch (type) {
    case 'caratula':
      return { title, blocks: caratula(facts) };
    case 'contrato':
      return {
        title,
        blocks: [
          ...fillTemplate(template, contractPlaceholders(facts)),
          { kind: 'signatures', parties: [customerParty(facts), lenderParty(facts)] },
        ],
      };
    case 'pagare':
      return { title, blocks: pagare(facts) };
    case 'tabla_amortizacion':
      return { title, blocks: tabla(facts) };
    case 'carta_instruccion':
      return { title, blocks: cartaInstruccion(facts) };
  }
}
