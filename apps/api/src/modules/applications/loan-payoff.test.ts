import { todayInMexico } from '@origina/domain/calendar-date';
import { addDays } from '@origina/domain/payroll-calendar';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoanDesk } from '../../../test/support/loans.js';
import type { TestServer } from '../../../test/support/server.js';
import { contracts } from '../../db/schema.js';

// A disbursed loan's payoff quote (issue 36), end to end: the promoter's and the desk's, on the
// contract's own schedule from the day the bank paid it; a loan not yet paid out has none.

let server: TestServer;
let ana: string;
let beto: string;
let rita: string;
let alma: string;
let disbursedId: string;
let signedId: string;

type Quote = {
  date: string;
  principal: number;
  interest: number;
  iva: number;
  total: number;
  missed_payments: number;
};
type Refusal = { code: string; detail: string; errors?: Record<string, string[]> };
const path = (id: string, date?: string) =>
  `/api/v1/promoter/applications/${id}/payoff/${date ? `?date=${date}` : ''}`;

let desk: Awaited<ReturnType<typeof startLoanDesk>>;

beforeAll(async () => {
  desk = await startLoanDesk();
  ({ server, ana, beto, rita, alma } = desk);
  disbursedId = (await desk.disbursedLoan()).id;
  signedId = await desk.signedLoan();
}, 240_000);
afterAll(() => desk?.close());

describe('the payoff quote of a disbursed loan', () => {
  it('reads the frozen schedule: the whole amount on the day paid, pro rata before a payday, the payment applied on it', async () => {
    const [contract] = await server.db
      .select()
      .from(contracts)
      .where(eq(contracts.applicationId, disbursedId));
    const { schedule } = contract!.loan!.result;
    const today = todayInMexico();
    // Disbursed today: nothing accrued yet, the demo customer's $20,000 outstanding.
    const onDisbursement = await server.get<Quote>(path(disbursedId, today), { token: ana });
    expect(onDisbursement.status).toBe(200);
    expect(onDisbursement.body).toEqual({
      date: today,
      principal: 20000,
      interest: 0,
      iva: 0,
      total: 20000,
      missed_payments: 0,
    });

    // The day before the first payday: (days − 1)/days of row 1's interest, and 16 % IVA on it.
    const first = schedule[0]!;
    const days = Math.round((Date.parse(first.date) - Date.parse(today)) / 86_400_000);
    const interest = Math.round((first.interest * 100 * (days - 1)) / days) / 100;
    const iva = Math.round(interest * 16) / 100;
    const eve = await server.get<Quote>(path(disbursedId, addDays(first.date, -1)), { token: ana });
    expect(eve.body).toMatchObject({ principal: 20000, interest, iva });
    expect(eve.body.total).toBeCloseTo(20000 + interest + iva, 2);
    expect(interest).toBeGreaterThan(0);

    // On the payday, its payment is taken as applied.
    const payday = await server.get<Quote>(path(disbursedId, first.date), { token: ana });
    expect(payday.body).toEqual({
      date: first.date,
      principal: first.closing_balance,
      interest: 0,
      iva: 0,
      total: first.closing_balance,
      missed_payments: 0,
    });

    // After the last payday the loan is paid.
    const after = await server.get<Quote>(path(disbursedId, addDays(schedule.at(-1)!.date, 1)), {
      token: ana,
    });
    expect(after.body).toMatchObject({ principal: 0, interest: 0, iva: 0, total: 0 });
  });

  it("without a date, quotes the server's today in Mexico City", async () => {
    const [contract] = await server.db
      .select()
      .from(contracts)
      .where(eq(contracts.applicationId, disbursedId));
    const first = contract!.loan!.result.schedule[0]!;
    server.setToday(first.date);
    try {
      const quote = await server.get<Quote>(path(disbursedId), { token: ana });
      expect(quote.body).toMatchObject({ date: first.date, principal: first.closing_balance, interest: 0 });
    } finally {
      server.setToday(null);
    }
  });

  it('refuses a bad date and a date before the disbursement with a translated 400, never a 5xx', async () => {
    for (const date of ['2026-02-30', 'mañana', '27/11/2026']) {
      const bad = await server.get<Refusal>(path(disbursedId, encodeURIComponent(date)), {
        token: ana,
        headers: { 'accept-language': 'en' },
      });
      expect([bad.status, bad.body.code], date).toEqual([400, 'invalid_input']);
      expect(bad.body.errors?.date, date).toEqual(['Enter a valid date (YYYY-MM-DD).']);
    }
    const early = await server.get<Refusal>(path(disbursedId, addDays(todayInMexico(), -1)), { token: ana });
    expect([early.status, early.body.errors?.date]).toEqual([
      400,
      ['La fecha no puede ser anterior a la dispersión del crédito.'],
    ]);
  });

  it('answers its promoter and the desk; another promoter does not see it; a signed loan has no payoff yet', async () => {
    for (const token of [rita, alma])
      expect((await server.get(path(disbursedId), { token })).status).toBe(200);
    expect((await server.get(path(disbursedId))).status).toBe(401);
    const other = await server.get<Refusal>(path(disbursedId), { token: beto });
    expect(other.status).toBe(404);
    const notYet = await server.get<Refusal>(path(signedId), { token: ana });
    expect([notYet.status, notYet.body.code]).toEqual([409, 'loan_not_disbursed']);
  });
});
