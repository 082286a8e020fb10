import type { FrozenLoan } from '@origina/domain/contract-documents';
import { productOptions } from '@origina/domain/lender-catalog';
import { defaultPayrollCalendar } from '@origina/domain/payroll-calendar';
import { simulate } from '@origina/domain/simulations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type demoChoices,
  startPromoterServer,
  submittedApplication,
} from '../../../test/support/applications.js';
import { anotherCurp } from '../../../test/support/customer.js';
import type { TestServer } from '../../../test/support/server.js';
import { type applicationStatus, applications, contracts, products } from '../../db/schema.js';
import { newId } from '../../ids.js';
import { productFromRow } from '../catalogs/lender-presenters.js';
import { otherLoansOf } from './other-loans.js';

// Which of a customer's applications count against their capacity, and for how much (issue 30).

let server: TestServer;
let ana: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  ({ server, token: ana, choices } = await startPromoterServer());
}, 120_000);
afterAll(() => server?.close());

type Status = (typeof applicationStatus.enumValues)[number];

/** An application of `curp` for `amount` over 24 quincenas, put in `status`. */
async function application(curp: string, status: Status, amount = 20000) {
  const row = await submittedApplication(server, ana, choices, { variant: { curp, amount } });
  await server.db.update(applications).set({ status }).where(eq(applications.id, row.id));
  return row;
}

/** A contract holding the loan as approval froze it, dated `contractDate`. */
async function frozenContract(applicationId: string, contractDate: string, amount = 20000) {
  const [row] = await server.db.select().from(products).where(eq(products.id, choices.product));
  const option = productOptions(productFromRow(row!, 'es')).find((candidate) => candidate.term === 24)!;
  const calendar = defaultPayrollCalendar('biweekly');
  const result = simulate({ option, amount, contractDate, calendar, validityDays: 5 });
  const { capacity: _, ...figures } = result;
  const loan: FrozenLoan = {
    option,
    amount,
    calendar,
    validity_days: 5,
    contract_date: contractDate,
    result: figures,
  };
  await server.db.insert(contracts).values({ id: newId(), applicationId, loan, contractDate });
  return result;
}

// Payments worked out by hand (docs/domain-rules.md's formula, j = 0.6 / 24 × 1.16 = 0.029, 24 periods).
const payments = { 20000: 1168.26, 30000: 1752.39 };

describe('otherLoansOf', () => {
  it('counts loans (approved, signed, disbursed) and applications in flight, by folio, never the one weighed', async () => {
    const curp = anotherCurp('BCD');
    const rows = [
      await application(curp, 'submitted'),
      await application(curp, 'in_review', 30000),
      await application(curp, 'approved'),
      await application(curp, 'signed'),
      await application(curp, 'disbursed'),
      await application(curp, 'draft'),
      await application(curp, 'changes_requested'),
      await application(curp, 'rejected'),
      await application(curp, 'cancelled'),
    ];
    await application(anotherCurp('FGH'), 'approved');
    const weighed = rows[0]!;
    const loans = await otherLoansOf(server.db, {
      curp,
      excludeApplicationId: weighed.id,
      today: '2026-11-14',
      names: 'all',
    });
    expect(loans).toEqual([
      { folio: rows[1]!.folio, kind: 'application', payment: payments[30000], frequency: 'biweekly' },
      { folio: rows[2]!.folio, kind: 'loan', payment: payments[20000], frequency: 'biweekly' },
      { folio: rows[3]!.folio, kind: 'loan', payment: payments[20000], frequency: 'biweekly' },
      { folio: rows[4]!.folio, kind: 'loan', payment: payments[20000], frequency: 'biweekly' },
    ]);
    // Without an exclusion (the simulator), the first one too.
    const all = await otherLoansOf(server.db, { curp, today: '2026-11-14', names: 'all' });
    expect(all.map((loan) => loan.folio)).toEqual(rows.slice(0, 5).map((row) => row.folio));
    expect(
      await otherLoansOf(server.db, { curp: anotherCurp('JKL'), today: '2026-11-14', names: 'all' }),
    ).toEqual([]);
  });

  it('takes the figures kept at submission over a recomputation from today’s catalogue', async () => {
    const curp = anotherCurp('MNP');
    const row = await application(curp, 'in_review');
    await server.db
      .update(applications)
      .set({
        submittedFigures: {
          annual_rate: 0.6,
          payment: 1234.56,
          total_payment: 29629.44,
          net_disbursement: 19768,
          cat: 88.7,
        },
      })
      .where(eq(applications.id, row.id));
    expect(await otherLoansOf(server.db, { curp, today: '2026-11-14', names: 'all' })).toEqual([
      { folio: row.folio, kind: 'application', payment: 1234.56, frequency: 'biweekly' },
    ]);
  });

  it('counts a contract’s frozen payment until its last payment date, and no longer', async () => {
    const curp = anotherCurp('QRS');
    const row = await application(curp, 'disbursed', 30000);
    // Dated 14 Nov 2026: 24 quincenas from 30 Nov 2026 to 15 Nov 2027 (payroll-calendar.test.ts).
    const frozen = await frozenContract(row.id, '2026-11-14', 30000);
    expect(frozen.schedule.at(-1)!.date).toBe('2027-11-15');
    const loan = { folio: row.folio, kind: 'loan', payment: payments[30000], frequency: 'biweekly' };
    expect(await otherLoansOf(server.db, { curp, today: '2027-11-15', names: 'all' })).toEqual([loan]);
    expect(await otherLoansOf(server.db, { curp, today: '2027-11-16', names: 'all' })).toEqual([]);
  });

  it('ends a loan without a frozen schedule where one dated from its contract would end', async () => {
    const curp = anotherCurp('TVW');
    const row = await application(curp, 'signed');
    // An approved loan with no contract yet has not started: it counts whatever the day.
    expect(await otherLoansOf(server.db, { curp, today: '2031-01-01', names: 'all' })).toHaveLength(1);
    // A contract of 26 Nov 2026 made before loans were frozen: from 15 Dec 2026, 24 quincenas end
    // on 30 Nov 2027.
    await server.db
      .insert(contracts)
      .values({ id: newId(), applicationId: row.id, contractDate: '2026-11-26' });
    expect(await otherLoansOf(server.db, { curp, today: '2027-11-30', names: 'all' })).toHaveLength(1);
    expect(await otherLoansOf(server.db, { curp, today: '2027-12-01', names: 'all' })).toEqual([]);
  });
});
