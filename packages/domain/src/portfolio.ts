import { z } from 'zod';
import { roundCents } from './loan-schedule.js';

// The portfolio report (issue 36): the disbursed loans grouped by convenio, branch, promoter or
// product, each group with its count, the amount disbursed, the balance today (principal
// outstanding after the payments due so far, from each loan's own frozen schedule) and how many a
// renewal paid off; how many are in arrears (an employer answered a deduction not applied). Money is added in cents, so a total is the sum of its rows to the cent.

export const portfolioGroupings = ['convenio', 'branch', 'promoter', 'product'] as const;
export type PortfolioGrouping = (typeof portfolioGroupings)[number];

export const portfolioQuerySchema = z.object({
  by: z.enum(portfolioGroupings, { message: 'validation.invalid_value' }).default('convenio'),
});

/** One disbursed loan as the report counts it. */
export interface PortfolioLoan {
  /** The group's id and name under each grouping (null: the loan names none, e.g. no branch). */
  groups: Record<PortfolioGrouping, { id: string; name: string } | null>;
  amount: number;
  /** Principal outstanding today (0 once paid, or paid off by a renewal). */
  balance: number;
  /** An employer answered one of its deductions not applied (payroll-deductions.ts). */
  inArrears: boolean;
  /** Paid off by a renewal ("Liquidado por renovación"). */
  renewed: boolean;
}

const rowSchema = z.object({
  // null: the loans that name none (shown as "Sin sucursal", …).
  id: z.string().nullable(),
  name: z.string().nullable(),
  loans: z.number().int(),
  disbursed: z.number(),
  balance: z.number(),
  // Loans still owing (a balance above zero).
  outstanding: z.number().int(),
  // Loans with a deduction an employer answered not applied.
  in_arrears: z.number().int(),
  renewed: z.number().int(),
});

export const portfolioSchema = z.object({
  by: z.enum(portfolioGroupings),
  // The day the balances are worked out for (today in Mexico City).
  as_of: z.string(),
  rows: z.array(rowSchema),
  total: rowSchema.omit({ id: true, name: true }),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

type Sums = {
  loans: number;
  disbursedCents: number;
  balanceCents: number;
  outstanding: number;
  in_arrears: number;
  renewed: number;
};

const empty = (): Sums => ({
  loans: 0,
  disbursedCents: 0,
  balanceCents: 0,
  outstanding: 0,
  in_arrears: 0,
  renewed: 0,
});

function add(sums: Sums, loan: PortfolioLoan) {
  const balanceCents = roundCents(loan.balance * 100);
  sums.loans += 1;
  sums.disbursedCents += roundCents(loan.amount * 100);
  sums.balanceCents += balanceCents;
  if (balanceCents > 0) sums.outstanding += 1;
  if (loan.inArrears) sums.in_arrears += 1;
  if (loan.renewed) sums.renewed += 1;
}

const figures = ({ disbursedCents, balanceCents, ...counts }: Sums) => ({
  ...counts,
  disbursed: disbursedCents / 100,
  balance: balanceCents / 100,
});

/** The loans grouped `by` one dimension: groups by name (those naming none last), and the total. */
export function portfolioBy(loans: readonly PortfolioLoan[], by: PortfolioGrouping, asOf: string): Portfolio {
  const groups = new Map<string | null, { name: string | null; sums: Sums }>();
  const total = empty();
  for (const loan of loans) {
    const group = loan.groups[by];
    const key = group?.id ?? null;
    const entry = groups.get(key) ?? { name: group?.name ?? null, sums: empty() };
    add(entry.sums, loan);
    groups.set(key, entry);
    add(total, loan);
  }
  const rows = [...groups.entries()]
    .map(([id, { name, sums }]) => ({ id, name, ...figures(sums) }))
    .sort((a, b) => {
      if (a.name === null || b.name === null) return a.name === null ? 1 : -1;
      return a.name.localeCompare(b.name, 'es-MX');
    });
  return { by, as_of: asOf, rows, total: figures(total) };
}
