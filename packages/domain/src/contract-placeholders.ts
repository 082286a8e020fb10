import type { ContractFacts } from './contract-documents.js';
import { frequencyWords, longDate, paymentCount, paymentsInWords, percent } from './contract-words.js';
import { catLegend, daysPerPeriod, periodRate, periodsPerYear } from './loan-schedule.js';
import { formatPesos } from './money.js';
import { pesosInWords } from './pesos-in-words.js';

// The values a contract template may name, as {{name}} (contract-templates.ts says how a template
// is written). Every value is one run of text: the template's structure is read before any value
// is put in, so no value can make a paragraph, a heading or a row of its own.

export const contractPlaceholderNames = [
  'folio',
  'fecha',
  'lugar',
  'acreditante',
  'acreditante_rfc',
  'acreditante_domicilio',
  'acreditante_web',
  'firmante',
  'firmante_cargo',
  'une_domicilio',
  'une_telefono',
  'une_correo',
  'condusef_telefono',
  'condusef_web',
  'estado_cuenta',
  'reca',
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
  'comision_sin_iva',
  'comision_iva',
  'otras_comisiones',
  'tasa_anual',
  'tasa_periodo',
  'base_calculo',
  'tasa_moratoria',
  'tasa_moratoria_diaria',
  'cat',
  'pago',
  'periodicidad',
  'numero_pagos',
  'plazo',
  'pagos',
  'intereses',
  'iva_intereses',
  'seguro',
  'aseguradora',
  'poliza',
  'total',
  'total_letra',
  'primer_pago',
  'ultimo_pago',
  'lugar_pago',
  'pagare_firma',
  'clabe',
] as const;
export type ContractPlaceholder = (typeof contractPlaceholderNames)[number];

export const isContractPlaceholder = (name: string): name is ContractPlaceholder =>
  (contractPlaceholderNames as readonly string[]).includes(name);

const notApplicable = 'No aplica';

/** Where the customer pays what the payroll does not deduct, and where the pagaré is payable. */
const placeOfPayment = (facts: Pick<ContractFacts, 'lender'>) =>
  `el domicilio del acreditante, ${facts.lender.address}`;

// The day-count basis in words: how the period rate comes from the annual one (loan-schedule.ts).
function basisInWords(facts: Pick<ContractFacts, 'rateBasis' | 'frequency'>) {
  const words = frequencyWords[facts.frequency];
  return facts.rateBasis === 'periods'
    ? `la tasa anual dividida entre ${periodsPerYear[facts.frequency]}, el número de periodos ${words.plural} de un año`
    : `la tasa anual multiplicada por los ${daysPerPeriod[facts.frequency]} días de cada periodo y dividida entre 360 (año comercial)`;
}

/** Every placeholder's value for one contract, in the contract's words. `reca` is the number of
 * the template in use (a saved version names its own), else the product's. */
export function contractPlaceholders(
  facts: ContractFacts,
  reca: string = facts.terms.reca,
): Record<ContractPlaceholder, string> {
  const { loan, lender, terms } = facts;
  return {
    folio: facts.folio,
    fecha: longDate(facts.issuedOn),
    lugar: facts.place,
    acreditante: lender.legalName,
    acreditante_rfc: lender.rfc,
    acreditante_domicilio: lender.address,
    acreditante_web: lender.web,
    firmante: lender.signatory.name,
    firmante_cargo: lender.signatory.position,
    une_domicilio: lender.une.address,
    une_telefono: lender.une.phone,
    une_correo: lender.une.email,
    condusef_telefono: lender.condusef.phone,
    condusef_web: lender.condusef.web,
    // Without its closing full stop: a template ends the sentence (the contrato's clause goes on).
    estado_cuenta: lender.statementDelivery.replace(/[.\s]+$/, ''),
    reca,
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
    comision_sin_iva: formatPesos(loan.commission),
    comision_iva: formatPesos(loan.commission_iva),
    otras_comisiones:
      terms.otherCommissions.map((item) => `${item.concept}: ${item.amount}`).join('; ') || notApplicable,
    tasa_anual: percent(facts.annualRate),
    tasa_periodo: percent(periodRate(facts.annualRate, facts.frequency, facts.rateBasis), 4),
    base_calculo: basisInWords(facts),
    tasa_moratoria: percent(terms.moratorioRate),
    tasa_moratoria_diaria: percent(terms.moratorioRate / 360, 4),
    cat: catLegend('es', loan.cat, longDate(facts.issuedOn)),
    pago: formatPesos(loan.payment),
    periodicidad: frequencyWords[facts.frequency].adjective,
    numero_pagos: String(facts.term),
    plazo: paymentCount(facts),
    pagos: paymentsInWords(facts),
    intereses: formatPesos(loan.total_interest),
    iva_intereses: formatPesos(loan.total_iva),
    seguro: loan.total_insurance > 0 ? formatPesos(loan.total_insurance) : notApplicable,
    aseguradora: terms.insurance?.insurer ?? notApplicable,
    poliza: terms.insurance?.policy ?? notApplicable,
    total: formatPesos(loan.total_payment),
    total_letra: pesosInWords(loan.total_payment),
    primer_pago: longDate(loan.schedule[0]!.date),
    ultimo_pago: longDate(loan.schedule.at(-1)!.date),
    lugar_pago: placeOfPayment(facts),
    pagare_firma: terms.pagareMode === 'paper' ? 'firma autógrafa en papel' : 'firma electrónica',
    clabe: facts.clabe,
  };
}
