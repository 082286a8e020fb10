import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedApplication } from '../../../test/support/applications.js';
import { startLoanDesk } from '../../../test/support/loans.js';
import type { TestServer } from '../../../test/support/server.js';
import { signatureSteps } from '../../../test/support/signatures.js';
import type { SmsGateway } from '../../../test/support/sms-gateway.js';
import { applications, auditLog } from '../../db/schema.js';

// The bank's batch as an Excel workbook (issue 34): opened in a spreadsheet the CSV's CLABE
// 002010077777777771 became 2010077777777771 and the bank code 002 became 2. Read back here by a
// reader library: text cells, values exact, and no apostrophe in any cell.

let desk: Awaited<ReturnType<typeof startLoanDesk>>;
let server: TestServer;
let gateway: SmsGateway;
let ana: string;
let rita: string;
let alma: string;
let choices: Awaited<ReturnType<typeof startLoanDesk>>['choices'];

beforeAll(async () => {
  desk = await startLoanDesk();
  ({ server, gateway, ana, rita, alma, choices } = desk);
}, 120_000);
afterAll(() => desk?.close());

const { download, signed } = signatureSteps(() => ({ server, gateway, token: ana }));
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe("the bank's batch as an Excel workbook", () => {
  it('keeps the CLABE and the bank code as text cells, exact, and needs no apostrophe anywhere', async () => {
    const loan = await approvedApplication(server, ana, rita, choices);
    await signed(loan.id);
    // A name that a spreadsheet would run as a formula in a CSV: here it is only text.
    const hostile = "=cmd|' /C calc'!A0";
    await server.db.update(applications).set({ customerName: hostile }).where(eq(applications.id, loan.id));

    const file = await download('/api/v1/admin/disbursements/export/?format=xlsx', alma);
    expect(file.response.status).toBe(200);
    expect(file.response.headers.get('content-type')).toBe(xlsxType);
    expect(file.response.headers.get('content-disposition')).toMatch(/filename="dispersiones-[\d-]+\.xlsx"/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.content as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['folio', 'beneficiario', 'clave_banco', 'clabe', 'monto', 'concepto', 'firmado']);
    let row: ExcelJS.Row | undefined;
    sheet.eachRow((candidate) => {
      if (candidate.getCell(1).value === loan.folio) row = candidate;
    });
    expect(row).toBeDefined();
    const clabe = row!.getCell(4);
    const bank = row!.getCell(3);
    expect(clabe.type).toBe(ExcelJS.ValueType.String);
    expect(clabe.value).toBe('002010077777777771');
    expect(clabe.numFmt).toBe('@');
    expect(bank.type).toBe(ExcelJS.ValueType.String);
    expect(bank.value).toBe('002');
    expect(bank.numFmt).toBe('@');
    expect(row!.getCell(2).value).toBe(hostile);
    expect(row!.getCell(5).type).toBe(ExcelJS.ValueType.Number);

    // No formula and no apostrophe in any cell (the CSV's neutralisation is not the workbook's).
    sheet.eachRow((each) =>
      each.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        expect(String(cell.value)).not.toMatch(/^'/);
      }),
    );

    // The CSV keeps its neutralisation.
    const csv = (await download('/api/v1/admin/disbursements/export/', alma)).content.toString('utf8');
    expect(csv).toContain(`'${hostile}`);

    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'disbursement.export'))
      .orderBy(auditLog.id)
      .limit(1);
    expect(entry!.details).toMatchObject({ format: 'xlsx' });
  }, 60_000);

  it('refuses an unknown format with a translated 400, and is declared in the OpenAPI document', async () => {
    const refused = await server.get<{ errors: Record<string, string[]> }>(
      '/api/v1/admin/disbursements/export/?format=pdf',
      { token: alma },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.format).toBeDefined();
    expect((await server.get('/api/v1/admin/disbursements/export/?format=xlsx', { token: ana })).status).toBe(
      403,
    );
    const document = await server.get<{
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, unknown> }> } }>;
    }>('/api/openapi.json');
    const answers = document.body.paths['/api/v1/admin/disbursements/export/']!.get.responses['200']!.content;
    expect(Object.keys(answers)).toEqual(expect.arrayContaining(['text/csv', xlsxType]));
  });
});
