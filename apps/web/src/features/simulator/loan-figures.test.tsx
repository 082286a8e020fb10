import { defaultPayrollCalendar } from '@origina/domain/payroll-calendar';
import { simulate } from '@origina/domain/simulations';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { inEnglish, loadLanguages, shownText } from '../../test/rendered-text.js';
import { LoanFigures } from './loan-figures.js';

beforeAll(async () => {
  await loadLanguages('simulator');
});

// A weekly loan of 20,000 over 52 payments whose payment the capacity cannot take.
const weekly = () => {
  const outcome = simulate({
    option: {
      product: 'product',
      term: 52,
      frequency: 'weekly',
      annual_rate: 0.58,
      rate_basis: 'periods',
      iva_on_interest: true,
      commission_rate: 0.02,
      insurance_per_period: 0,
      min_amount: 1000,
      max_amount: 150_000,
    },
    amount: 20_000,
    contractDate: '2026-11-14',
    calendar: defaultPayrollCalendar('weekly'),
  });
  return { ...outcome, capacity: { max_payment: 200, max_amount: 8_000, exceeds: true, other_loans: [] } };
};
const shown = () =>
  shownText(
    renderToString(
      <LoanFigures
        outcome={weekly()}
        frequency="weekly"
        annualRate={0.58}
        commissionRate={0.02}
        calculatedOn="2026-11-14"
        contractDate="2026-11-14"
      />,
    ),
  );

describe("the simulator's figures", () => {
  it("say the capacity a payment exceeds per the convenio's period (semana), not 'por periodo'", async () => {
    expect(shown()).toContain('supera el descuento máximo de $200.00 por semana;');
    await inEnglish(async () => {
      expect(shown()).toContain('the most that can be deducted, $200.00 a week;');
    });
  });
});
