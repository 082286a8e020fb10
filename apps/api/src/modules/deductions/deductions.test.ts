import type { FrozenLoan } from '@origina/domain/contract-documents';
import {
  deductionFieldHeadings,
  deductionFields,
  exampleCsvLayout,
  exampleFixedWidthLayout,
  readDeductionLayout,
  standardCsvLayout,
} from '@origina/domain/deduction-layouts';
import { addDays } from '@origina/domain/payroll-calendar';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoanDesk } from '../../../test/support/loans.js';
import {
  contractTags,
  createContractRecorder,
  loadOperations,
} from '../../../test/support/openapi-contract.js';
import type { TestServer } from '../../../test/support/server.js';
import { applications, auditLog, contracts, deductionAnswers } from '../../db/schema.js';

// The deduction file of a convenio and payday (issue 36): three disbursed loans of the demo's CDMX
// convenio on one quincena, one in its second payment (continuing), one whose schedule starts that
// day (new) and one a renewal paid off since the last payday (stop); each format read back by the
// domain's parser; the employer's answer marks one not applied, which the loan and the arrears
// report show.

let server: TestServer;
let alma: string;
let ana: string;
let rita: string;
let affiliate: string;
let payday: string;
const folios = {} as Record<'continuing' | 'fresh' | 'stopped', string>;
const ids = {} as Record<'continuing' | 'fresh' | 'stopped', string>;
let desk: Awaited<ReturnType<typeof startLoanDesk>>;

type Preview = {
  payday: string;
  total: number;
  count: Record<string, number>;
  rows: {
    folio: string;
    curp: string;
    employee_number: string;
    amount: number;
    period: number;
    periods: number;
    mark: string;
    answer: { applied: boolean; reason: string | null } | null;
  }[];
};
const file = (query: string) => `/api/v1/admin/deductions/?affiliate=${affiliate}&payday=${payday}${query}`;

async function loanOf(id: string) {
  const [row] = await server.db
    .select({ loan: contracts.loan })
    .from(contracts)
    .where(eq(contracts.applicationId, id));
  return row!.loan!;
}

beforeAll(async () => {
  desk = await startLoanDesk();
  ({ server, alma, ana, rita } = desk);
  affiliate = desk.choices.affiliate;
  for (const kind of ['continuing', 'fresh', 'stopped'] as const) {
    const row = await desk.disbursedLoan();
    [ids[kind], folios[kind]] = [row.id, row.folio];
  }
  const continuing = await loanOf(ids.continuing);
  // The file of the loans' second payday: the fresh loan's schedule is moved one quincena later
  // (as if contracted a fortnight after), so that day is its first payment.
  payday = continuing.result.schedule[1]!.date;
  const fresh: FrozenLoan = await loanOf(ids.fresh);
  const later = fresh.result.schedule.map((row, index) => ({
    ...row,
    date: continuing.result.schedule[index + 1]?.date ?? '2099-12-31',
  }));
  await server.db
    .update(contracts)
    .set({ loan: { ...fresh, result: { ...fresh.result, schedule: later } } })
    .where(eq(contracts.applicationId, ids.fresh));
  // Paid off by a renewal between the first payday and this one.
  await server.db
    .update(applications)
    .set({ settledOn: continuing.result.schedule[0]!.date })
    .where(eq(applications.id, ids.stopped));
  // The employer answers once the payroll has run: the tests stand on that payday.
  server.setToday(payday);
}, 400_000);
afterAll(() => desk?.close());

describe("a convenio's deduction file for a payday", () => {
  it('lists the new, the continuing and the stopped deduction with the payment of the schedule, n of N', async () => {
    const continuing = await loanOf(ids.continuing);
    const preview = await server.get<Preview>(file(''), { token: alma });
    expect(preview.status).toBe(200);
    const byFolio = Object.fromEntries(preview.body.rows.map((row) => [row.folio, row]));
    const payment = continuing.result.schedule[1]!.total;
    const periods = continuing.result.schedule.length;
    expect(byFolio[folios.continuing]).toMatchObject({
      mark: 'continuing',
      period: 2,
      periods,
      amount: payment,
    });
    expect(byFolio[folios.fresh]).toMatchObject({ mark: 'new', period: 1, periods, amount: payment });
    expect(byFolio[folios.stopped]).toMatchObject({ mark: 'stop', period: 1, periods, amount: payment });
    expect(preview.body.count).toEqual({ new: 1, continuing: 1, stop: 1 });
    // The paydays offered hold this one's period; the convenio's map is still the demo's example.
    const paydays = await server.get<{ next: string; paydays: string[] }>(
      `/api/v1/admin/deductions/paydays/?affiliate=${affiliate}`,
      { token: alma },
    );
    expect(paydays.body.paydays).toContain(continuing.result.schedule[0]!.date);
    expect(paydays.body.paydays).toContain(paydays.body.next);
    const layout = await server.get<{ custom: boolean; layout: unknown }>(
      `/api/v1/admin/deductions/layouts/${affiliate}/`,
      { token: alma },
    );
    expect(layout.body).toMatchObject({ custom: false, layout: exampleCsvLayout });
    expect(preview.body.total).toBe(Math.round(payment * 200) / 100);
  });

  it('the CSV, the workbook and the convenio layout each read back to the same lines, amounts to the cent', async () => {
    const { body } = await server.get<Preview>(file(''), { token: alma });
    const expected = body.rows.map((row) => ({ folio: row.folio, amount: row.amount, mark: row.mark }));
    const pick = (lines: Record<string, unknown>[]) =>
      lines.map((line) => ({ folio: line.folio, amount: line.amount, mark: line.mark }));

    const csv = await server.get<string>(file('&format=csv'), { token: alma });
    expect([csv.status, csv.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
    // Headed in words a payroll clerk reads, not field codes.
    expect(csv.body.split('\r\n')[0]).toBe(
      'Número de empleado,CURP,Nombre,Importe,Folio,Pago número,Total de pagos,Movimiento,Fecha de pago',
    );
    const fromCsv = readDeductionLayout(standardCsvLayout, csv.body);
    expect(pick(fromCsv)).toEqual(expected);
    expect(fromCsv[0]).toMatchObject({ payday, curp: body.rows[0]!.curp, employee_number: 'E-4512' });

    // The demo CDMX convenio's map is the CSV example until the admin sets another.
    const layout = await server.get<string>(file('&format=layout'), { token: alma });
    // A CSV map downloads as a CSV, to open in a spreadsheet.
    expect(layout.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(layout.headers.get('content-disposition')).toMatch(/\.csv"$/);
    // The convenio's own codes, as its layout demands.
    expect(layout.body.split('\r\n')[0]).toBe('num_empleado,curp,nombre,folio,importe,pago,pagos,movimiento');
    // After a byte-order mark (read as bytes: a text decoder drops it), so that a spreadsheet
    // keeps the accents, as the product's CSV does.
    for (const format of ['layout', 'csv']) {
      const raw = await fetch(`${server.baseUrl}${file(`&format=${format}`)}`, {
        headers: { authorization: `Bearer ${alma}` },
      });
      expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)], format).toEqual([0xef, 0xbb, 0xbf]);
    }
    expect(pick(readDeductionLayout(exampleCsvLayout, layout.body))).toEqual(expected);

    const saved = await server.request<{ custom: boolean }>(
      'PUT',
      `/api/v1/admin/deductions/layouts/${affiliate}/`,
      { token: alma, body: exampleFixedWidthLayout },
    );
    expect([saved.status, saved.body.custom]).toEqual([200, true]);
    const fixed = await server.get<string>(file('&format=layout'), { token: alma });
    expect(fixed.headers.get('content-disposition')).toMatch(/\.txt"$/);
    expect(fixed.body.split('\r\n')[0]).toHaveLength(115);
    expect(pick(readDeductionLayout(exampleFixedWidthLayout, fixed.body))).toEqual(expected);

    const xlsx = await fetch(`${server.baseUrl}${file('&format=xlsx')}`, {
      headers: { authorization: `Bearer ${alma}` },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const sheet = workbook.getWorksheet('descuentos')!;
    const headings = (sheet.getRow(1).values as string[]).slice(1);
    expect(headings).toEqual(deductionFields.map((field) => deductionFieldHeadings[field]));
    const header = [...deductionFields] as string[];
    const lines = [];
    for (let at = 2; at <= sheet.rowCount; at++) {
      const values = (sheet.getRow(at).values as unknown[]).slice(1);
      lines.push(Object.fromEntries(header.map((name, index) => [name, values[index]])));
    }
    expect(
      lines.map((line) => ({ ...line, mark: { A: 'new', C: 'continuing', B: 'stop' }[line.mark as string] })),
    ).toEqual(
      body.rows.map((row) =>
        expect.objectContaining({ folio: row.folio, amount: row.amount, curp: row.curp, period: row.period }),
      ),
    );
    expect(
      pick(
        lines.map((line) => ({
          ...line,
          mark: { A: 'new', C: 'continuing', B: 'stop' }[line.mark as string],
        })),
      ),
    ).toEqual(expected);

    const audited = await server.db.select().from(auditLog).where(eq(auditLog.action, 'deduction.export'));
    expect(audited.map((entry) => entry.details)).toContainEqual({ payday, format: 'xlsx', count: 3 });
    expect(JSON.stringify(audited)).not.toContain(body.rows[0]!.curp);
  });

  it('imports the answer marking one not applied (by employee number and CURP); the loan and the arrears report show it; a re-import changes nothing', async () => {
    const { body } = await server.get<Preview>(file(''), { token: alma });
    const fresh = body.rows.find((row) => row.folio === folios.fresh)!;
    const answer = [
      'folio,num_empleado,curp,resultado,motivo',
      `${folios.continuing},,,aplicado,`,
      `,E-4512,${fresh.curp},no aplicado,Licencia sin goce de sueldo`,
      'ORG-NO-EXISTE,,,aplicado,',
      // A deduction stopped this period (paid off) is not one to answer: said so by its line.
      `${folios.stopped},,,aplicado,`,
    ].join('\r\n');
    const post = () =>
      server.request<{ applied: number; not_applied: number; unmatched: { line: number }[] }>(
        'POST',
        `/api/v1/admin/deductions/answers/?affiliate=${affiliate}&payday=${payday}`,
        { token: alma, rawBody: answer, headers: { 'content-type': 'text/csv' } },
      );
    type Quote = { principal: number; interest: number; iva: number; total: number; missed_payments: number };
    const quotePath = `/api/v1/promoter/applications/${ids.fresh}/payoff/?date=${payday}`;
    const before = await server.get<Quote>(quotePath, { token: ana });
    expect(before.body.missed_payments).toBe(0);
    const first = await post();
    expect(first.status).toBe(200);
    // The payment not applied stays owed: the payoff grows by exactly that row's principal,
    // interest and IVA (docs/domain-rules.md, "Balance and payoff"), and says it holds one.
    const row = (await loanOf(ids.fresh)).result.schedule[0]!;
    expect(row.date).toBe(payday);
    const quote = await server.get<Quote>(quotePath, { token: ana });
    const cents = (pesos: number) => Math.round(pesos * 100);
    expect({
      principal: cents(quote.body.principal) - cents(before.body.principal),
      interest: cents(quote.body.interest) - cents(before.body.interest),
      iva: cents(quote.body.iva) - cents(before.body.iva),
      total: cents(quote.body.total) - cents(before.body.total),
      missed_payments: quote.body.missed_payments,
    }).toEqual({
      principal: cents(row.principal),
      interest: cents(row.interest),
      iva: cents(row.iva),
      total: cents(row.principal) + cents(row.interest) + cents(row.iva),
      missed_payments: 1,
    });
    expect(cents(row.interest)).toBeGreaterThan(0);
    // A renewal of it would pay the same: the renewal search quotes the missed payment too.
    const renewable = await server.post<{ results: { id: string; balance: number; payoff: number }[] }>(
      '/api/v1/promoter/renewable-loans/search/',
      { curp: fresh.curp },
      { token: ana },
    );
    expect(renewable.body.results.find((loan) => loan.id === ids.fresh)).toMatchObject({
      balance: quote.body.principal,
      payoff: quote.body.total,
    });
    // The loan applied stays as it was.
    const applied = await server.get<Quote>(
      `/api/v1/promoter/applications/${ids.continuing}/payoff/?date=${payday}`,
      { token: ana },
    );
    expect(applied.body.missed_payments).toBe(0);

    expect(first.body).toMatchObject({
      applied: 1,
      not_applied: 1,
      unmatched: [
        { line: 4, folio: 'ORG-NO-EXISTE', reason: 'not_in_period' },
        { line: 5, folio: folios.stopped, reason: 'stopped' },
      ],
    });
    expect((await post()).body).toEqual(first.body);
    expect(await server.db.select().from(deductionAnswers)).toHaveLength(2);

    const after = await server.get<Preview>(file(''), { token: alma });
    expect(after.body.rows.find((row) => row.folio === folios.fresh)!.answer).toEqual({
      applied: false,
      reason: 'Licencia sin goce de sueldo',
    });
    const missed = [{ payday, amount: fresh.amount, reason: 'Licencia sin goce de sueldo' }];
    const loan = await server.get<{ missed_deductions: unknown }>(
      `/api/v1/promoter/applications/${ids.fresh}/`,
      {
        token: ana,
      },
    );
    expect(loan.body.missed_deductions).toEqual(missed);
    const other = await server.get<{ missed_deductions: unknown }>(
      `/api/v1/promoter/applications/${ids.continuing}/`,
      { token: ana },
    );
    expect(other.body.missed_deductions).toEqual([]);
    const byDesk = await server.get<{ missed_deductions: unknown }>(
      `/api/v1/review/applications/${ids.fresh}/`,
      {
        token: alma,
      },
    );
    expect(byDesk.body.missed_deductions).toEqual(missed);

    // Marked on the promoter's list and the desk's (searched by folio).
    type Listed = { results: { folio: string; missed_deductions?: number }[] };
    const mine = await server.get<Listed>('/api/v1/promoter/applications/?page_size=50', { token: ana });
    const marks = Object.fromEntries(mine.body.results.map((row) => [row.folio, row.missed_deductions]));
    expect([marks[folios.fresh], marks[folios.continuing]]).toEqual([1, 0]);
    const queue = await server.get<Listed>(`/api/v1/review/applications/?search=${folios.fresh}`, {
      token: alma,
    });
    expect(queue.body.results.map((row) => [row.folio, row.missed_deductions])).toEqual([[folios.fresh, 1]]);

    const arrears = await server.get<{
      total: number;
      rows: { affiliate: { id: string }; loans: number; deductions: number; amount: number }[];
      loans: { folio: string; missed: unknown }[];
    }>('/api/v1/admin/deductions/arrears/', { token: alma });
    expect(arrears.body.total).toBe(fresh.amount);
    expect(arrears.body.rows).toEqual([
      expect.objectContaining({
        affiliate: expect.objectContaining({ id: affiliate }),
        loans: 1,
        deductions: 1,
        amount: fresh.amount,
      }),
    ]);
    expect(arrears.body.loans).toEqual([expect.objectContaining({ folio: folios.fresh, missed })]);
    const csv = await server.get<string>('/api/v1/admin/deductions/arrears/?format=csv', { token: alma });
    expect(csv.body.split('\r\n')[1]).toMatch(new RegExp(`,1,1,${fresh.amount.toFixed(2)}$`));
  });

  it('reads an answer saved by Excel on Windows (Windows-1252, not UTF-8) with its accents intact', async () => {
    const { body } = await server.get<Preview>(file(''), { token: alma });
    const fresh = body.rows.find((row) => row.folio === folios.fresh)!;
    const lines = (reason: string) =>
      ['folio,num_empleado,curp,resultado,motivo', `,E-4512,${fresh.curp},no aplicado,${reason}`].join(
        '\r\n',
      );
    const post = (bytes: Buffer) =>
      server.request('POST', `/api/v1/admin/deductions/answers/?affiliate=${affiliate}&payday=${payday}`, {
        token: alma,
        rawBody: bytes,
        headers: { 'content-type': 'text/csv' },
      });
    const reasonNow = async () =>
      (await server.get<Preview>(file(''), { token: alma })).body.rows.find(
        (row) => row.folio === folios.fresh,
      )!.answer?.reason;
    // "Incapacidad médica – IMSS" as Windows-1252 writes it: é is 0xE9, the dash 0x96.
    const windows = Buffer.concat([
      Buffer.from(lines('Incapacidad médica '), 'latin1'),
      Buffer.from([0x96, 0x20, 0x49, 0x4d, 0x53, 0x53]),
    ]);
    expect((await post(windows)).status).toBe(200);
    expect(await reasonNow()).toBe('Incapacidad médica – IMSS');
    // Back to what the earlier checks read.
    expect((await post(Buffer.from(lines('Licencia sin goce de sueldo')))).status).toBe(200);
  });

  it('writes a loan a file repeats 40,000 times once, in seconds (each line was written: about a minute)', async () => {
    const answer = `folio,resultado\r\n${`${folios.continuing},aplicado\r\n`.repeat(40_000)}`;
    const started = Date.now();
    const done = await server.request<{ applied: number; not_applied: number; rows: unknown[] }>(
      'POST',
      `/api/v1/admin/deductions/answers/?affiliate=${affiliate}&payday=${payday}`,
      { token: alma, rawBody: answer, headers: { 'content-type': 'text/csv' } },
    );
    expect([done.status, done.body.applied, done.body.not_applied, done.body.rows.length]).toEqual([
      200, 1, 0, 1,
    ]);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 120_000);

  it('refuses an answer for a payday that has not come yet, in the caller’s language', async () => {
    server.setToday(addDays(payday, -1));
    try {
      const early = await server.request<{ code: string; errors: Record<string, string[]> }>(
        'POST',
        `/api/v1/admin/deductions/answers/?affiliate=${affiliate}&payday=${payday}`,
        {
          token: alma,
          rawBody: `folio,resultado\r\n${folios.continuing},no aplicado\r\n`,
          headers: { 'content-type': 'text/csv', 'accept-language': 'en' },
        },
      );
      expect([early.status, early.body.errors?.payday]).toEqual([
        400,
        ['That payday has not come yet: the employer answers after running the payroll.'],
      ]);
    } finally {
      server.setToday(payday);
    }
  });

  it('is for admins only: 401 without a session, 403 for a promoter or a reviewer', async () => {
    for (const path of [file(''), file('&format=csv'), '/api/v1/admin/deductions/arrears/'])
      expect([
        (await server.get(path)).status,
        (await server.get(path, { token: ana })).status,
        (await server.get(path, { token: rita })).status,
      ]).toEqual([401, 403, 403]);
    const upload = await server.request(
      'POST',
      `/api/v1/admin/deductions/answers/?affiliate=${affiliate}&payday=${payday}`,
      {
        token: ana,
        rawBody: 'folio,resultado\r\nX,aplicado\r\n',
        headers: { 'content-type': 'text/csv' },
      },
    );
    expect(upload.status).toBe(403);
  });

  it("refuses a day the payroll does not pay, an unknown convenio, a bad map and an unreadable answer, in the caller's language", async () => {
    const notPayday = await server.get(`/api/v1/admin/deductions/?affiliate=${affiliate}&payday=2026-03-14`, {
      token: alma,
      headers: { 'accept-language': 'en' },
    });
    expect([notPayday.status, notPayday.body.errors?.payday]).toEqual([
      400,
      ["The convenio's payroll does not pay on that day: choose a payday from its calendar."],
    ]);
    const unknown = await server.get(
      `/api/v1/admin/deductions/?affiliate=00000000-0000-4000-8000-000000000000&payday=${payday}`,
      { token: alma },
    );
    expect([unknown.status, unknown.body.errors?.affiliate]).toEqual([400, ['Ese convenio no existe.']]);
    const badMap = await server.request('PUT', `/api/v1/admin/deductions/layouts/${affiliate}/`, {
      token: alma,
      body: { ...exampleCsvLayout, columns: [{ field: 'name', header: 'nombre' }] },
    });
    expect([badMap.status, badMap.body.errors?.columns]).toEqual([
      400,
      [
        'Incluye el folio, o el número de empleado y la CURP: con ellos se lee la respuesta de la dependencia.',
      ],
    ]);
    const badAnswer = await server.request(
      'POST',
      `/api/v1/admin/deductions/answers/?affiliate=${affiliate}&payday=${payday}`,
      {
        token: alma,
        rawBody: 'folio,resultado\r\nX,quizá\r\n',
        headers: { 'content-type': 'text/csv', 'accept-language': 'en' },
      },
    );
    expect([badAnswer.status, badAnswer.body.code, badAnswer.body.detail]).toEqual([
      400,
      'deductions.answer_unreadable',
      'On line 2, the result must be “applied” or “not applied”.',
    ]);
    const badFormat = await server.get(file('&format=pdf'), { token: alma });
    expect(badFormat.status).toBe(400);
  });
});

describe('the document', () => {
  it('covers every deductions operation with a successful answer, and every answer matches the document', async () => {
    const contract = createContractRecorder(await loadOperations(server));
    const api = contract.recording(server);
    const answer = `folio,resultado\r\n${folios.continuing},aplicado\r\n`;
    const calls = [
      await api.get(file(''), { token: alma }),
      await api.get(file('&format=xlsx'), { token: alma }),
      await api.get(file('&format=layout'), { token: alma }),
      await api.get(`/api/v1/admin/deductions/paydays/?affiliate=${affiliate}`, { token: alma }),
      await api.get(`/api/v1/admin/deductions/layouts/${affiliate}/`, { token: alma }),
      await api.request('PUT', `/api/v1/admin/deductions/layouts/${affiliate}/`, {
        token: alma,
        body: exampleCsvLayout,
      }),
      await api.request('POST', `/api/v1/admin/deductions/answers/?affiliate=${affiliate}&payday=${payday}`, {
        token: alma,
        rawBody: answer,
        headers: { 'content-type': 'text/csv' },
      }),
      await api.get('/api/v1/admin/deductions/arrears/', { token: alma }),
      await api.get('/api/v1/admin/deductions/arrears/?format=csv', { token: alma }),
      await api.get(file('').replace(payday, '2026-03-14'), { token: alma }),
    ];
    expect(calls.map((call) => call.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 400]);
    expect(contract.problems()).toEqual([]);
    expect(contract.uncovered(contractTags['deductions.test.ts'])).toEqual([]);
  });
});
