import { todayInMexico } from '@origina/domain/calendar-date';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCurp } from '../../../test/support/customer.js';
import { startLoanDesk } from '../../../test/support/loans.js';
import type { TestServer } from '../../../test/support/server.js';
import { applications, auditLog } from '../../db/schema.js';

// A customer's loans to renew, found by CURP (issue 36): only the loans the caller may renew
// under the lifecycle model (its promoter's own; any for an admin), disbursed and not paid off,
// each naming its renewal under way; another promoter's loan is answered as no loan at all. The
// CURP travels in the body; every search is audited.

const search = '/api/v1/promoter/renewable-loans/search/';
type Found = {
  id: string;
  folio: string;
  status: string;
  customer_name: string;
  affiliate: { id: string; code: string; name: string } | null;
  amount: number | null;
  disbursed_on: string;
  balance: number | null;
  payoff: number | null;
  open_renewal: { id: string; folio: string } | null;
};
type Answer = { results: Found[]; code?: string; errors?: Record<string, string[]> };

let desk: Awaited<ReturnType<typeof startLoanDesk>>;
let server: TestServer;
// One customer with a loan from ana and one from beto, and an application of ana's signed but not
// yet paid; another customer with a loan from beto only.
const shared = freshCurp();
const betosOnly = freshCurp();
let anasLoan: { id: string; folio: string };
let betosLoan: string;

const find = (token: string, curp: unknown, language = 'es') =>
  server.post<Answer>(search, { curp }, { token, headers: { 'accept-language': language } });

beforeAll(async () => {
  desk = await startLoanDesk();
  server = desk.server;
  const row = await desk.disbursedLoan({ curp: shared });
  anasLoan = { id: row.id, folio: row.folio };
  // Smaller: one customer's loans add up against their payroll capacity.
  betosLoan = (await desk.disbursedLoan({ curp: shared, amount: 5000 }, desk.beto)).id;
  await desk.signedLoan({ curp: shared, amount: 5000 });
  await desk.disbursedLoan({ curp: betosOnly }, desk.beto);
}, 300_000);
afterAll(() => desk?.close());

describe('finding a customer’s loans to renew by CURP', () => {
  it('finds the promoter’s own disbursed loan, typed in lower case with spaces, with what it takes to recognise it', async () => {
    const typed = `${shared.slice(0, 9).toLowerCase()} ${shared.slice(9)}`;
    const found = await find(desk.ana, typed);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    // Not beto's loan of the same customer, nor ana's application still waiting for its transfer.
    expect(found.body.results).toEqual([
      {
        id: anasLoan.id,
        folio: anasLoan.folio,
        status: 'disbursed',
        customer_name: expect.any(String),
        affiliate: { id: desk.choices.affiliate, code: expect.any(String), name: expect.any(String) },
        amount: 20000,
        disbursed_on: todayInMexico(),
        // Paid out today: the whole amount is owed, nothing accrued yet.
        balance: 20000,
        payoff: 20000,
        open_renewal: null,
      },
    ]);
    expect(Object.keys(found.body)).toEqual(['results']);
    expect(found.headers.get('cache-control')).toBe('no-store');
  });

  it('answers another promoter’s customer exactly as a CURP nobody has: nothing', async () => {
    const elsewhere = await find(desk.ana, betosOnly);
    const nobody = await find(desk.ana, freshCurp());
    expect([elsewhere.status, elsewhere.body]).toEqual([200, { results: [] }]);
    expect([nobody.status, nobody.body]).toEqual([200, { results: [] }]);
    // Beto finds his own loan of the shared customer, not ana's.
    const betos = await find(desk.beto, shared);
    expect(betos.body.results.map((loan) => loan.id)).toEqual([betosLoan]);
  });

  it('lets an admin, who may renew any loan, find both promoters’ loans of the customer', async () => {
    const found = await find(desk.alma, shared);
    expect(found.body.results.map((loan) => loan.id).sort()).toEqual([anasLoan.id, betosLoan].sort());
  });

  it('names the renewal under way, which the same renewal route started from the answer', async () => {
    const [loan] = (await find(desk.ana, shared)).body.results;
    const started = await server.post<{ id: string; folio: string }>(
      `/api/v1/promoter/applications/${loan!.id}/renewal/`,
      undefined,
      { token: desk.ana },
    );
    expect(started.status).toBe(201);
    const found = await find(desk.ana, shared);
    expect(found.body.results.map((item) => item.open_renewal)).toEqual([
      { id: started.body.id, folio: started.body.folio },
    ]);
    const cancelled = await server.post(
      `/api/v1/promoter/applications/${started.body.id}/cancel/`,
      { reason: 'Prueba' },
      { token: desk.ana },
    );
    expect(cancelled.status).toBe(200);
    expect((await find(desk.ana, shared)).body.results[0]!.open_renewal).toBeNull();
  });

  it('leaves out a loan a renewal has paid off', async () => {
    const today = todayInMexico();
    await server.db.update(applications).set({ settledOn: today }).where(eq(applications.id, anasLoan.id));
    try {
      expect((await find(desk.ana, shared)).body.results).toEqual([]);
    } finally {
      await server.db.update(applications).set({ settledOn: null }).where(eq(applications.id, anasLoan.id));
    }
  });

  it('refuses the reviewer before reading the body, and a malformed CURP in the reader’s language', async () => {
    const reviewer = await find(desk.rita, 'not a curp');
    expect([reviewer.status, reviewer.body.code]).toEqual([403, 'permission_denied']);
    const short = await find(desk.ana, shared.slice(0, 17), 'en');
    expect([short.status, short.body.code]).toEqual([400, 'invalid_input']);
    expect(short.body.errors).toEqual({ curp: ['A CURP has 18 characters.'] });
    const digit = await find(desk.ana, `${shared.slice(0, 17)}${(Number(shared[17]) + 1) % 10}`);
    expect(digit.body.errors).toEqual({
      curp: ['El último dígito de la CURP (verificador) no coincide: revisa que esté bien escrita.'],
    });
    const extra = await server.post<Answer>(search, { curp: shared, promoter: 'x' }, { token: desk.ana });
    expect(extra.status).toBe(400);
  });

  it('audits every search with its CURP and how many were found, by whom and from where', async () => {
    const before = await searchesBy(desk.beto);
    await find(desk.beto, betosOnly);
    await find(desk.beto, freshCurp());
    const after = await searchesBy(desk.beto);
    expect(after.length - before.length).toBe(2);
    expect(after.slice(-2).map((entry) => entry.details)).toEqual([
      { curp: betosOnly, found: 1 },
      { curp: expect.stringMatching(/^[A-Z0-9]{18}$/), found: 0 },
    ]);
    expect(after.at(-1)!.ipAddress).toBe('127.0.0.1');
  });
});

async function searchesBy(token: string) {
  const me = await server.get<{ id: string }>('/api/v1/users/users/whoami/', { token });
  return server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'application.renewal_search'), eq(auditLog.actorId, me.body.id)))
    .orderBy(auditLog.id);
}
