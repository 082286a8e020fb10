import { todayInMexico } from '@origina/domain/calendar-date';
import { addDays } from '@origina/domain/payroll-calendar';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoanDesk } from '../../../test/support/loans.js';
import type { TestServer } from '../../../test/support/server.js';
import { applications, auditLog, contracts, products } from '../../db/schema.js';

// The portfolio report (issue 36): three disbursed loans, one of them paid off by a renewal that
// was disbursed too, grouped by promoter, convenio and product; the file in CSV and Excel read back.

let desk: Awaited<ReturnType<typeof startLoanDesk>>;
let server: TestServer;
let ana: string;
let beto: string;
let rita: string;
let alma: string;
const ids = { renewed: '', renewal: '', beto: '' };

type Row = {
  id: string | null;
  name: string | null;
  loans: number;
  disbursed: number;
  balance: number;
  outstanding: number;
  in_arrears: number;
  renewed: number;
};
type Report = { by: string; as_of: string; rows: Row[]; total: Omit<Row, 'id' | 'name'> };

const report = (query: string, token = alma, language = 'es') =>
  server.get<Report>(`/api/v1/admin/portfolio/${query}`, { token, headers: { 'accept-language': language } });

beforeAll(async () => {
  desk = await startLoanDesk();
  ({ server, ana, beto, rita, alma } = desk);
  // Ana's $20,000 loan, paid off by her $30,000 renewal (a signed loan linked to it stands in for a
  // renewal that went through the desk: the disbursement reads only the link); Beto's $15,000.
  ids.renewed = (await desk.disbursedLoan()).id;
  ids.renewal = await desk.signedLoan({ amount: 30000 });
  await server.db
    .update(applications)
    .set({ renewsApplicationId: ids.renewed })
    .where(eq(applications.id, ids.renewal));
  const [row] = await server.db.select().from(applications).where(eq(applications.id, ids.renewal));
  const paid = await server.post(
    `/api/v1/review/applications/${ids.renewal}/decide/`,
    { decision: 'disburse', reference: 'MBAN01002611270009', paid_at: todayInMexico() },
    { token: alma, headers: { 'if-match': `"${row!.version}"` } },
  );
  expect(paid.status).toBe(200);
  ids.beto = (await desk.disbursedLoan({ amount: 15000 }, beto)).id;
}, 300_000);
afterAll(() => desk?.close());

describe('the portfolio report', () => {
  it('is the administration’s: 401 without a session, 403 for a promoter or the desk, 400 in words for an unknown grouping', async () => {
    expect((await server.get('/api/v1/admin/portfolio/')).status).toBe(401);
    expect((await report('', ana)).status).toBe(403);
    expect((await report('', rita)).status).toBe(403);
    expect((await server.get('/api/v1/admin/portfolio/export/', { token: beto })).status).toBe(403);
    const wrong = await server.get<{ code: string; errors: Record<string, string[]> }>(
      '/api/v1/admin/portfolio/?by=colonia',
      { token: alma },
    );
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('by');
    expect(JSON.stringify(wrong.body)).not.toContain('validation.invalid_value');
  });

  it('groups by promoter: disbursed, balance today, loans with a balance and renewed, to the cent', async () => {
    const answer = await report('?by=promoter');
    expect(answer.status).toBe(200);
    expect(answer.body.as_of).toBe(todayInMexico());
    // Paid out today, no payment is due yet: each open loan owes its whole amount.
    const byAna = answer.body.rows.find((row) => row.loans === 2)!;
    expect(byAna).toMatchObject({
      loans: 2,
      disbursed: 50_000,
      balance: 30_000,
      outstanding: 1,
      in_arrears: 0,
      renewed: 1,
    });
    const byBeto = answer.body.rows.find((row) => row.loans === 1)!;
    expect(byBeto).toMatchObject({ disbursed: 15_000, balance: 15_000, outstanding: 1, renewed: 0 });
    expect(answer.body.total).toEqual({
      loans: 3,
      disbursed: 65_000,
      balance: 45_000,
      outstanding: 2,
      in_arrears: 0,
      renewed: 1,
    });
  });

  it('takes the payments due so far as applied: after the first payday each balance is its schedule’s', async () => {
    const scheduleOf = async (id: string) =>
      (await server.db.select().from(contracts).where(eq(contracts.applicationId, id)))[0]!.loan!.result
        .schedule;
    const [renewal, betos] = [await scheduleOf(ids.renewal), await scheduleOf(ids.beto)];
    // The day after the later of the two first paydays: one payment of each taken as applied.
    const day = addDays([renewal[0]!.date, betos[0]!.date].sort().at(-1)!, 1);
    const owed = (schedule: typeof renewal) =>
      schedule.filter((row) => row.date <= day).at(-1)?.closing_balance ?? schedule[0]!.opening_balance;
    server.setToday(day);
    try {
      const answer = await report('?by=convenio');
      expect(answer.body.as_of).toBe(day);
      expect(answer.body.total.balance).toBe(Math.round((owed(renewal) + owed(betos)) * 100) / 100);
      expect(answer.body.total.balance).toBeLessThan(45_000);
    } finally {
      server.setToday(null);
    }
  });

  it('names products in the reader’s language', async () => {
    const [loan] = await server.db.select().from(applications).where(eq(applications.id, ids.beto));
    const [product] = await server.db.select().from(products).where(eq(products.id, loan!.productId!));
    expect(product!.nameEn).toBeTruthy();
    expect((await report('?by=product')).body.rows.map((row) => [row.name, row.loans])).toEqual([
      [product!.nameEs, 3],
    ]);
    expect((await report('?by=product', alma, 'en')).body.rows.map((row) => row.name)).toEqual([
      product!.nameEn,
    ]);
  });

  it('counts a loan in arrears once its employer answers a deduction not applied', async () => {
    const [loan] = await server.db.select().from(applications).where(eq(applications.id, ids.beto));
    const [contract] = await server.db.select().from(contracts).where(eq(contracts.applicationId, ids.beto));
    const payday = contract!.loan!.result.schedule[0]!.date;
    const answer = ['folio,resultado,motivo', `${loan!.folio},no aplicado,Baja temporal`].join('\r\n');
    // The employer answers once that payroll has run.
    server.setToday(payday);
    const imported = await server
      .request('POST', `/api/v1/admin/deductions/answers/?affiliate=${loan!.affiliateId}&payday=${payday}`, {
        token: alma,
        rawBody: answer,
        headers: { 'content-type': 'text/csv' },
      })
      .finally(() => server.setToday(null));
    expect([imported.status, imported.body]).toMatchObject([200, { not_applied: 1 }]);
    const answerRows = (await report('?by=promoter')).body;
    expect(answerRows.rows.find((row) => row.loans === 1)).toMatchObject({ in_arrears: 1 });
    expect(answerRows.rows.find((row) => row.loans === 2)).toMatchObject({ in_arrears: 0 });
    expect(answerRows.total.in_arrears).toBe(1);
  });

  it('exports the report as CSV and as an Excel workbook, headings in the reader’s language, audited', async () => {
    const csv = await fetch(`${server.baseUrl}/api/v1/admin/portfolio/export/?by=promoter`, {
      headers: { authorization: `Bearer ${alma}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/filename="cartera-promoter-[\d-]+\.csv"/);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('promotor,creditos,monto_dispersado,saldo,con_saldo,con_atraso,renovados');
    expect(lines.at(-1)).toBe('Total,3,65000.00,45000.00,2,1,1');
    expect(lines).toHaveLength(4);

    const xlsx = await fetch(`${server.baseUrl}/api/v1/admin/portfolio/export/?by=convenio&format=xlsx`, {
      headers: { authorization: `Bearer ${alma}`, 'accept-language': 'en' },
    });
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await xlsx.arrayBuffer()) as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('portfolio');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'convenio',
      'loans',
      'amount_disbursed',
      'balance',
      'with_balance',
      'in_arrears',
      'renewed',
    ]);
    const total = (sheet.getRow(sheet.rowCount).values as unknown[]).slice(1);
    // Money and counts are numbers a spreadsheet adds up.
    expect(total).toEqual(['Total', 3, 65_000, 45_000, 2, 1, 1]);

    const recorded = await server.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'portfolio.export')));
    expect(recorded.map((entry) => entry.details)).toEqual([
      { by: 'promoter', format: 'csv', count: 3 },
      { by: 'convenio', format: 'xlsx', count: 3 },
    ]);
  });
});
