import { irr } from './financial.js';
import type { PayrollFrequency, RateBasis } from './lender-catalog.js';
import {
  defaultContractValidityDays,
  defaultPayrollCalendar,
  type PayrollCalendar,
  paymentDates,
} from './payroll-calendar.js';

// docs/domain-rules.md, "Schedule" and "CAT". Money is handled in integer cents and every row is rounded to
// cents as it is written, so the browser and the server produce the same schedule to the cent.

export const ivaRate = 0.16;
export const periodsPerYear: Record<PayrollFrequency, number> = {
  weekly: 52,
  fortnightly: 26,
  biweekly: 24,
  monthly: 12,
};
export const daysPerPeriod: Record<PayrollFrequency, number> = {
  weekly: 7,
  fortnightly: 14,
  biweekly: 15,
  monthly: 30,
};

export function periodRate(annualRate: number, frequency: PayrollFrequency, basis: RateBasis) {
  return basis === 'periods'
    ? annualRate / periodsPerYear[frequency]
    : (annualRate * daysPerPeriod[frequency]) / 360;
}

// Half away from zero; the small nudge keeps binary fractions like 0.125 from rounding down.
export const roundCents = (cents: number) => Math.sign(cents) * Math.round(Math.abs(cents) + 1e-7);
const toCents = (pesos: number) => roundCents(pesos * 100);
const toPesos = (cents: number) => cents / 100;

/** The opening commission on an amount and its IVA, in cents: what the customer receives is the
 * amount less both (renewal-amount.ts works out a renewal's minimum from the same rounding). */
export function commissionOf(amountCents: number, commissionRate: number) {
  const commission = roundCents(amountCents * commissionRate);
  return { commission, commissionIva: roundCents(commission * ivaRate) };
}

/** What a loan is made of: a product option (rate, frequency, fees) and the chosen amount. */
export interface LoanTerms {
  amount: number;
  term: number;
  annualRate: number;
  frequency: PayrollFrequency;
  rateBasis: RateBasis;
  ivaOnInterest: boolean;
  commissionRate: number;
  insurancePerPeriod: number;
  /** The contract date, YYYY-MM-DD: payments fall on the payroll calendar's paydays after it. */
  contractDate: string;
  /** The convenio's calendar (none: docs/domain-rules.md's default for the frequency). */
  calendar?: PayrollCalendar | null | undefined;
  /** Days the contract stays valid for signing and disbursing (the lender's setting). */
  validityDays?: number | undefined;
}

export interface ScheduleRow {
  number: number;
  date: string;
  opening_balance: number;
  principal: number;
  interest: number;
  iva: number;
  insurance: number;
  total: number;
  closing_balance: number;
}

export interface LoanResult {
  period_rate: number;
  /** Principal, interest and IVA of a regular period: the fixed payment of the French method. */
  installment: number;
  /** What the payroll deducts each period: the installment plus insurance. */
  payment: number;
  total_payment: number;
  total_interest: number;
  total_iva: number;
  total_insurance: number;
  commission: number;
  commission_iva: number;
  /** What the customer receives: the amount less the commission and its IVA. */
  net_disbursement: number;
  /** Costo Anual Total as a percentage with one decimal (88.7 means 88.7 %). */
  cat: number;
  schedule: ScheduleRow[];
}

/** The fixed payment P = S0 · j / (1 − (1 + j)^−n) with j = r(1 + τ), in cents. */
function installmentCents(amountCents: number, periodicRate: number, ivaOnInterest: boolean, term: number) {
  const j = periodicRate * (ivaOnInterest ? 1 + ivaRate : 1);
  if (j === 0) return roundCents(amountCents / term);
  return roundCents((amountCents * j) / (1 - (1 + j) ** -term));
}

/** The fixed installment (principal, interest and IVA) of `amount` pesos, as the schedule charges it. */
export function installmentOf(
  amount: number,
  terms: Pick<LoanTerms, 'term' | 'annualRate' | 'frequency' | 'rateBasis' | 'ivaOnInterest'>,
) {
  const r = periodRate(terms.annualRate, terms.frequency, terms.rateBasis);
  return toPesos(installmentCents(toCents(amount), r, terms.ivaOnInterest, terms.term));
}

// --- schedule and CAT -----------------------------------------------------------------------

export function loanSchedule(terms: LoanTerms): LoanResult {
  const r = periodRate(terms.annualRate, terms.frequency, terms.rateBasis);
  const tau = terms.ivaOnInterest ? ivaRate : 0;
  const amount = toCents(terms.amount);
  const insurance = toCents(terms.insurancePerPeriod);
  const installment = installmentCents(amount, r, terms.ivaOnInterest, terms.term);
  const dates = paymentDates(
    terms.frequency,
    terms.calendar ?? defaultPayrollCalendar(terms.frequency),
    { date: terms.contractDate, validityDays: terms.validityDays ?? defaultContractValidityDays },
    terms.term,
  );

  const rows: ScheduleRow[] = [];
  const flows = new Array<number>(terms.term + 1);
  let balance = amount;
  let totals = { payment: 0, interest: 0, iva: 0, insurance: 0 };
  for (let k = 1; k <= terms.term; k += 1) {
    const interest = roundCents(balance * r);
    const iva = roundCents(interest * tau);
    // The last row takes the remaining balance so the loan closes at exactly 0.00; a payment can
    // never take more principal than is owed.
    const principal = k === terms.term ? balance : Math.min(balance, installment - interest - iva);
    const total = principal + interest + iva + insurance;
    rows.push({
      number: k,
      date: dates[k - 1]!,
      opening_balance: toPesos(balance),
      principal: toPesos(principal),
      interest: toPesos(interest),
      iva: toPesos(iva),
      insurance: toPesos(insurance),
      total: toPesos(total),
      closing_balance: toPesos(balance - principal),
    });
    // Row 1 is charged one period's interest however long the first period is (docs/domain-rules.md), so the
    // dates never change the figures. CAT flows leave IVA out (Banco de México): principal,
    // interest and mandatory insurance.
    flows[k] = principal + interest + insurance;
    totals = {
      payment: totals.payment + total,
      interest: totals.interest + interest,
      iva: totals.iva + iva,
      insurance: totals.insurance + insurance,
    };
    balance -= principal;
  }

  const { commission, commissionIva } = commissionOf(amount, terms.commissionRate);
  // The commission reduces what the customer receives at t = 0 (its IVA is left out of the CAT).
  flows[0] = -(amount - commission);
  return {
    period_rate: r,
    installment: toPesos(installment),
    payment: toPesos(installment + insurance),
    total_payment: toPesos(totals.payment),
    total_interest: toPesos(totals.interest),
    total_iva: toPesos(totals.iva),
    total_insurance: toPesos(totals.insurance),
    commission: toPesos(commission),
    commission_iva: toPesos(commissionIva),
    net_disbursement: toPesos(amount - commission - commissionIva),
    cat: catPercent(flows, terms.frequency),
    schedule: rows,
  };
}

/** CAT = (1 + per-period IRR)^m − 1, as a percentage with one decimal. */
function catPercent(flows: readonly number[], frequency: PayrollFrequency) {
  const perPeriod = irr(flows);
  const annual = (1 + perPeriod) ** periodsPerYear[frequency] - 1;
  return Math.round(annual * 1000 + 1e-9) / 10;
}

/** The legend docs/domain-rules.md gives for the CAT, next to it in the simulator and the printed view. */
export function catLegend(language: 'es' | 'en', cat: number, date: string) {
  const formatted = cat.toLocaleString(language === 'es' ? 'es-MX' : 'en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return language === 'es'
    ? `CAT ${formatted} % sin IVA. Para fines informativos y de comparación. Fecha de cálculo: ${date}.`
    : `CAT ${formatted} %: APR-equivalent total annual cost, without VAT. For information and comparison only. Calculated on ${date}.`;
}
