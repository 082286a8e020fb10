import { describe, expect, it } from 'vitest';
import { datosLaboralesSchema } from './application-sections.js';
import {
  customerReceives,
  deductionsAfterPayoffs,
  expiredPayoffLetters,
  netAfterRenewal,
  newPayoffLetterProblem,
  newPayoffLetterSchema,
  payoffSchema,
  payoffsSchema,
  payoffsTotal,
} from './buyout.js';
import { payrollCapacity } from './payroll-capacity.js';

// A valid CLABE (Banorte's 072; its last digit is the control digit of the first 17).
const clabe = '072180001234567897';
const letter = (amount: number, deduction: number, valid_until = '2026-12-15') => ({
  lender: 'Financiera Ejemplo',
  clabe,
  reference: 'PRE-88120',
  amount,
  valid_until,
  deduction,
});

describe('a payoff letter', () => {
  it('takes a lender, a valid CLABE, a reference, an amount to the cent above zero and a date', () => {
    expect(payoffSchema.parse(letter(15_234.56, 812.5))).toMatchObject({
      amount: 15_234.56,
      deduction: 812.5,
    });
    const wrong = payoffSchema.safeParse({
      ...letter(0, 0),
      clabe: '072180001234567890',
      valid_until: '15/12/2026',
    });
    const messages = Object.fromEntries(wrong.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      clabe: 'validation.clabe_invalid',
      amount: 'validation.amount_positive',
      valid_until: 'validation.date_format',
    });
    expect(payoffSchema.safeParse(letter(100.005, 0)).error!.issues[0]!.message).toBe(
      'validation.amount_cents',
    );
  });

  it('holds through its last day and not after', () => {
    const payoffs = [letter(1, 0, '2026-12-15'), letter(1, 0, '2026-12-14')];
    expect(expiredPayoffLetters(payoffs, '2026-12-14')).toEqual([]);
    expect(expiredPayoffLetters(payoffs, '2026-12-15')).toEqual([1]);
    expect(expiredPayoffLetters(payoffs, '2026-12-16')).toEqual([0, 1]);
  });
});

describe('what the customer receives', () => {
  it('is the net disbursement less every payoff, to the cent', () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004: the sum is taken in cents.
    const payoffs = [letter(12_000.1, 0), letter(8_499.2, 0)];
    expect(payoffsTotal(payoffs)).toBe(20_499.3);
    expect(customerReceives(27_840, payoffs)).toBe(7_340.7);
    expect(customerReceives(20_499.3, payoffs)).toBe(0);
  });

  it('is refused (null) when the payoffs are more than the net disbursement', () => {
    expect(customerReceives(20_499.29, [letter(12_000.1, 0), letter(8_499.2, 0)])).toBeNull();
  });
});

describe('capacity in a buy-out', () => {
  it('counts the new payment instead of the outside loan’s deduction', () => {
    // Net pay 12,000.00 a quincena, 40 % may be deducted: 4,800.00. Deducted today 2,350.75, of
    // which 1,500.25 is the outside loan being paid off: 850.50 stays.
    const remaining = deductionsAfterPayoffs(2_350.75, [letter(20_000, 1_500.25)]);
    expect(remaining).toBe(850.5);
    const terms = {
      netPay: 12_000,
      maxDeductionShare: 0.4,
      term: 24,
      annualRate: 0,
      frequency: 'biweekly' as const,
      rateBasis: 'days360' as const,
      ivaOnInterest: false,
      insurancePerPeriod: 0,
      productMaxAmount: 500_000,
    };
    // 4,800.00 − 850.50 = 3,949.50 a period; at 0 % over 24 periods, 94,788 whole pesos.
    expect(payrollCapacity({ ...terms, existingDeductions: remaining })).toEqual({
      max_payment: 3_949.5,
      max_amount: 94_788,
    });
    // Without the swap the outside loan's 1,500.25 would still count: 2,449.25 a period.
    expect(payrollCapacity({ ...terms, existingDeductions: 2_350.75 }).max_payment).toBe(2_449.25);
  });

  it('never stops more than is deducted: the employment step refuses it', () => {
    expect(deductionsAfterPayoffs(100, [letter(1, 60), letter(1, 60)])).toBe(0);
    const work = {
      employee_number: 'E-1',
      position: 'Docente',
      start_date: '2015-01-16',
      net_pay: 12_000,
      existing_deductions: 1_000,
      bank: '072',
      clabe,
      occupation: 'Docente de primaria',
      resource_source: 'salary',
      // Two loans of one lender: each its own reference.
      payoffs: [letter(5_000, 600), { ...letter(5_000, 400.01), reference: 'PRE-88121' }],
    };
    const issues = datosLaboralesSchema.safeParse(work).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['payoffs.0.deduction', 'validation.payoff_deductions_exceed'],
      ['payoffs.1.deduction', 'validation.payoff_deductions_exceed'],
    ]);
    // 600.00 + 400.00 is exactly what is deducted: accepted.
    const fits = {
      ...work,
      payoffs: [letter(5_000, 600), { ...letter(5_000, 400), reference: 'PRE-88121' }],
    };
    expect(datosLaboralesSchema.parse(fits).payoffs).toHaveLength(2);
  });
});

describe('the outside loans of one application', () => {
  it('names each at most once (same CLABE and reference), and at most five, in words of their own', () => {
    const first = letter(1_000, 100);
    const again = { ...letter(2_000, 100), reference: ' pre-88120 ' };
    const repeated = payoffsSchema.safeParse([first, again]);
    expect(repeated.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['1.reference', 'validation.payoff_repeated'],
    ]);
    expect(payoffsSchema.safeParse([first, { ...again, reference: 'PRE-88121' }]).success).toBe(true);
    const six = Array.from({ length: 6 }, (_, index) => ({ ...first, reference: `PRE-${index}` }));
    expect(payoffsSchema.safeParse(six).error?.issues.map((issue) => issue.message)).toEqual([
      'validation.payoffs_too_many',
    ]);
  });
});

describe('netAfterRenewal', () => {
  it("takes the renewed loan's payoff off what the loan pays out, to the cent", () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004: the cents are subtracted, not the pesos.
    expect(netAfterRenewal(27_840.3, 20_499.1)).toBe(7_341.2);
    expect(netAfterRenewal(0.3, 0.1)).toBe(0.2);
    expect(netAfterRenewal(10_000, 0)).toBe(10_000);
    expect(netAfterRenewal(5_000, 5_000.01)).toBe(-0.01);
  });
});

describe('a new payoff letter after approval', () => {
  const current = { amount: 4250.25 };
  it('takes the same or a lower amount valid from today on', () => {
    expect(
      newPayoffLetterProblem(current, { amount: 4250.25, valid_until: '2026-12-01' }, '2026-12-01'),
    ).toBeNull();
    expect(
      newPayoffLetterProblem(current, { amount: 4100.25, valid_until: '2026-12-08' }, '2026-12-01'),
    ).toBeNull();
  });
  it('refuses a cent more than the application holds, and a letter already past its day', () => {
    expect(
      newPayoffLetterProblem(current, { amount: 4250.26, valid_until: '2026-12-08' }, '2026-12-01'),
    ).toBe('payoff_letter_raised');
    expect(newPayoffLetterProblem(current, { amount: 4000, valid_until: '2026-11-30' }, '2026-12-01')).toBe(
      'validation.payoff_letter_past',
    );
  });
  it('refuses a validity more than a year away (a typing slip would turn the expiry check off)', () => {
    expect(
      newPayoffLetterProblem(current, { amount: 4000, valid_until: '2027-12-01' }, '2026-12-01'),
    ).toBeNull();
    expect(newPayoffLetterProblem(current, { amount: 4000, valid_until: '2027-12-02' }, '2026-12-01')).toBe(
      'validation.payoff_letter_too_far',
    );
    expect(newPayoffLetterProblem(current, { amount: 4000, valid_until: '9999-12-31' }, '2026-12-01')).toBe(
      'validation.payoff_letter_too_far',
    );
  });
  it('reads its figures from a query string', () => {
    expect(newPayoffLetterSchema.parse({ amount: '4100.25', valid_until: '2026-12-08' })).toEqual({
      amount: 4100.25,
      valid_until: '2026-12-08',
    });
    for (const amount of ['0', '-5', '10.005', 'mucho'])
      expect(newPayoffLetterSchema.safeParse({ amount, valid_until: '2026-12-08' }).success, amount).toBe(
        false,
      );
  });
});
