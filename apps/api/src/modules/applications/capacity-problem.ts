import type { PayrollFrequency } from '@origina/domain/lender-catalog';
import { formatPesos } from '@origina/domain/money';
import type { OtherLoan } from '@origina/domain/payroll-capacity';
import type { SimulationOutcome } from '@origina/domain/simulations';
import type { Language, MessageKey, MessageParams } from '../../i18n/messages.js';
import { translate } from '../../i18n/messages.js';

// Why a loan does not fit the payroll capacity, as a message key and what it names: the same words
// on submit (a problem of the producto step) and at approval (409 exceeds_capacity).

const perPeriod: Record<PayrollFrequency, MessageKey> = {
  weekly: 'capacity.per_weekly',
  fortnightly: 'capacity.per_fortnightly',
  biweekly: 'capacity.per_biweekly',
  monthly: 'capacity.per_monthly',
};

const per = (frequency: PayrollFrequency) => (language: Language) =>
  translate(language, perPeriod[frequency]);

// Another promoter's loan is named without its folio.
const otherLoanKey = (loan: OtherLoan): MessageKey => {
  if (loan.kind === 'loan') return loan.folio ? 'capacity.other_loan' : 'capacity.other_loan_elsewhere';
  return loan.folio ? 'capacity.other_application' : 'capacity.other_application_elsewhere';
};

/** "el crédito SOL-2026-000001 con pago de $1,168.26 por quincena y la solicitud …", in the
 * reader's language. */
const otherLoansNamed = (loans: readonly OtherLoan[]) => (language: Language) =>
  new Intl.ListFormat(language === 'es' ? 'es-MX' : 'en-US', { type: 'conjunction' }).format(
    loans.map((loan) =>
      translate(language, otherLoanKey(loan), {
        folio: loan.folio ?? '',
        payment: formatPesos(loan.payment),
        per: per(loan.frequency),
      }),
    ),
  );

/** The problem of a loan over the capacity, or null when it fits (or no net pay was given). */
export function capacityProblem(
  outcome: SimulationOutcome,
  frequency: PayrollFrequency,
): { key: MessageKey; params?: MessageParams } | null {
  const capacity = outcome.capacity;
  if (!capacity?.exceeds) return null;
  const amounts = {
    payment: formatPesos(outcome.payment),
    max_payment: formatPesos(capacity.max_payment),
    max_amount: formatPesos(capacity.max_amount),
  };
  if (capacity.other_loans.length > 0) {
    const params = { ...amounts, per: per(frequency), loans: otherLoansNamed(capacity.other_loans) };
    // Nothing can be lent at all: no largest amount to offer.
    const none = capacity.max_payment <= 0 || capacity.max_amount <= 0;
    return {
      key: none ? 'application.no_capacity_with_loans' : 'application.exceeds_capacity_with_loans',
      params,
    };
  }
  if (capacity.max_payment <= 0) return { key: 'application.no_capacity' };
  // The convenio's period, named: "por quincena", not "por periodo".
  return { key: 'application.exceeds_capacity', params: { ...amounts, per: per(frequency) } };
}
