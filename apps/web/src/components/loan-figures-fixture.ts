import type { LoanFigures } from '@origina/domain/loan-figures';
import { defaultPayrollCalendar } from '@origina/domain/payroll-calendar';
import { simulate } from '@origina/domain/simulations';

// Test support (imported by *.test.tsx only): a quincenal loan of 20,000 over 24 payments, dated
// from a contract made on 14 Nov 2026 on the default calendar (docs/domain-rules.md: first payment 30 Nov).
export function loanFiguresFixture(overrides: Partial<LoanFigures> = {}): LoanFigures {
  const option = {
    product: 'product',
    term: 24,
    frequency: 'biweekly' as const,
    annual_rate: 0.58,
    rate_basis: 'periods' as const,
    iva_on_interest: true,
    commission_rate: 0.02,
    insurance_per_period: 0,
    min_amount: 1000,
    max_amount: 150_000,
  };
  const outcome = simulate({
    option,
    amount: 20_000,
    contractDate: '2026-11-14',
    calendar: defaultPayrollCalendar('biweekly'),
  });
  return {
    source: 'catalogue',
    amount: 20_000,
    term: 24,
    frequency: 'biweekly',
    annual_rate: option.annual_rate,
    payment: outcome.payment,
    total_payment: outcome.total_payment,
    commission: outcome.commission,
    net_disbursement: outcome.net_disbursement,
    cat: outcome.cat,
    calculated_on: '2026-11-14',
    contract_date: '2026-11-14',
    valid_until: null,
    expired: false,
    first_payment_date: outcome.schedule[0]!.date,
    last_payment_date: outcome.schedule.at(-1)!.date,
    schedule: outcome.schedule,
    capacity: null,
    changed_since_submission: null,
    renewal: null,
    ...overrides,
  };
}
