import { describe, expect, it } from 'vitest';
import { type PortfolioLoan, portfolioBy } from './portfolio.js';

const imss = { id: 'a1', name: 'IMSS Delegación Jalisco' };
const sep = { id: 'a2', name: 'SEP Guadalajara' };
const centro = { id: 'b1', name: 'Centro' };
const ana = { id: 'p1', name: 'Ana López' };
const beto = { id: 'p2', name: 'Beto Ruiz' };
const nomina = { id: 'x1', name: 'Nómina 24' };

const loan = (
  groups: Partial<PortfolioLoan['groups']>,
  amount: number,
  balance: number,
  renewed = false,
  inArrears = false,
): PortfolioLoan => ({
  groups: { convenio: null, branch: null, promoter: null, product: null, ...groups },
  amount,
  balance,
  renewed,
  inArrears,
});

const loans = [
  loan({ convenio: imss, branch: centro, promoter: ana, product: nomina }, 20_000, 18_334.41),
  loan({ convenio: imss, branch: centro, promoter: beto, product: nomina }, 15_000.5, 0, true),
  loan({ convenio: sep, branch: null, promoter: ana, product: nomina }, 10_000.1, 9_999.99, false, true),
  loan({ convenio: imss, branch: centro, promoter: ana, product: nomina }, 0.1, 0.2),
];

describe('the portfolio report', () => {
  it('groups by convenio with counts, disbursed, balance, still owing, in arrears and renewed, to the cent', () => {
    const report = portfolioBy(loans, 'convenio', '2026-11-27');
    expect(report.rows).toEqual([
      // 20,000 + 15,000.50 + 0.10 = 35,000.60; 18,334.41 + 0 + 0.20 = 18,334.61.
      {
        id: 'a1',
        name: 'IMSS Delegación Jalisco',
        loans: 3,
        disbursed: 35_000.6,
        balance: 18_334.61,
        outstanding: 2,
        in_arrears: 0,
        renewed: 1,
      },
      {
        id: 'a2',
        name: 'SEP Guadalajara',
        loans: 1,
        disbursed: 10_000.1,
        balance: 9_999.99,
        outstanding: 1,
        in_arrears: 1,
        renewed: 0,
      },
    ]);
    // 0.1 + 0.2 added in pesos would not be 0.3: the total is added in cents.
    expect(report.total).toEqual({
      loans: 4,
      disbursed: 45_000.7,
      balance: 28_334.6,
      outstanding: 3,
      in_arrears: 1,
      renewed: 1,
    });
    expect(report.as_of).toBe('2026-11-27');
  });

  it('puts the loans that name no group last, under a null name', () => {
    const report = portfolioBy(loans, 'branch', '2026-11-27');
    expect(report.rows.map((row) => [row.name, row.loans])).toEqual([
      ['Centro', 3],
      [null, 1],
    ]);
  });

  it('orders groups by name as Spanish sorts them, and sums a promoter across convenios', () => {
    const report = portfolioBy(loans, 'promoter', '2026-11-27');
    expect(report.rows.map((row) => [row.name, row.loans, row.disbursed])).toEqual([
      ['Ana López', 3, 30_000.2],
      ['Beto Ruiz', 1, 15_000.5],
    ]);
    expect(portfolioBy([], 'product', '2026-11-27')).toEqual({
      by: 'product',
      as_of: '2026-11-27',
      rows: [],
      total: { loans: 0, disbursed: 0, balance: 0, outstanding: 0, in_arrears: 0, renewed: 0 },
    });
  });
});
