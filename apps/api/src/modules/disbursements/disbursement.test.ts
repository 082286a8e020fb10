import { todayInMexico } from '@origina/domain/calendar-date';
import { productOptions } from '@origina/domain/lender-catalog';
import { simulate } from '@origina/domain/simulations';
import { parse } from 'csv-parse/sync';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { approvedApplication, demoChoices } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { customer } from '../../../test/support/customer.js';
import { latestMailTo, startTestServer, type TestServer } from '../../../test/support/server.js';
import { signatureSteps } from '../../../test/support/signatures.js';
import { type SmsGateway, startSmsGateway } from '../../../test/support/sms-gateway.js';
import {
  applicationEvents,
  applications,
  auditLog,
  disbursements,
  mailOutbox,
  notifications,
  products,
} from '../../db/schema.js';
import { productFromRow } from '../catalogs/lender-presenters.js';

// The transfer of a signed loan: recorded once the contract is signed, and the bank's CSV batch.

let server: TestServer;
let gateway: SmsGateway;
let ana: string;
let rita: string;
let alma: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  gateway = await startSmsGateway();
  server = await startTestServer(gateway.env);
  await seedDemoCatalogues(server.db);
  [ana, rita, alma] = await Promise.all([
    signInAs(server, 'promoter'),
    signInAs(server, 'reviewer'),
    signInAs(server, 'admin'),
  ]);
  choices = await demoChoices(server, ana);
}, 120_000);
afterAll(async () => {
  await server?.close();
  gateway?.close();
});

const { download, signed } = signatureSteps(() => ({ server, gateway, token: ana }));

describe('the disbursement', () => {
  const disburse = (id: string, version: number, body: Record<string, unknown> = {}) =>
    server.post<{ code: string; status: string; errors?: Record<string, string[]> }>(
      `/api/v1/review/applications/${id}/decide/`,
      { decision: 'disburse', reference: 'MBAN01002611200001', paid_at: todayInMexico(), ...body },
      { token: alma, headers: { 'if-match': `"${version}"` } },
    );
  const versionOf = async (id: string) =>
    (await server.db.select().from(applications).where(eq(applications.id, id)))[0]!.version;

  it('waits for the signature, then records the transfer; the CSV lists exactly the signed loans not yet paid', async () => {
    const unsigned = await approvedApplication(server, ana, rita, choices);
    const early = await disburse(unsigned.id, await versionOf(unsigned.id));
    expect([early.status, early.body.code]).toEqual([409, 'contract_not_signed']);

    const paid = await approvedApplication(server, ana, rita, choices);
    await signed(paid.id);
    const waiting = await approvedApplication(server, ana, rita, choices);
    await signed(waiting.id);

    // The demo customer borrows $20,000 over 24 quincenas, as the contracts were made.
    const [product] = await server.db.select().from(products).where(eq(products.id, choices.product));
    const option = productOptions(productFromRow(product!, 'es')).find((item) => item.term === 24)!;
    const expected = simulate({ option, amount: 20000, contractDate: todayInMexico() });
    // The catalogue changes after the contracts were made: the transfer is still what they promise.
    await server.db
      .update(products)
      .set({ commissionRate: '0.050000' })
      .where(eq(products.id, choices.product));
    onTestFinished(async () => {
      await server.db
        .update(products)
        .set({ commissionRate: product!.commissionRate })
        .where(eq(products.id, choices.product));
    });
    const bad = await disburse(paid.id, await versionOf(paid.id), {
      reference: 'no válida!',
      paid_at: '2999-01-01',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors!).sort()).toEqual(['paid_at', 'reference']);
    // Paid before the customer signed: not a transfer of this contract.
    const beforeSigning = await disburse(paid.id, await versionOf(paid.id), { paid_at: '2020-01-02' });
    expect([beforeSigning.status, Object.keys(beforeSigning.body.errors ?? {})]).toEqual([400, ['paid_at']]);
    const done = await disburse(paid.id, await versionOf(paid.id));
    expect([done.status, done.body.status]).toEqual([200, 'disbursed']);
    const [record] = await server.db
      .select()
      .from(disbursements)
      .where(eq(disbursements.applicationId, paid.id));
    expect(record).toMatchObject({ reference: 'MBAN01002611200001', paidAt: todayInMexico() });
    expect(Number(record!.amount)).toBeCloseTo(expected.net_disbursement, 2);
    const contract = await server.get<{
      transfer: { amount: string; clabe: string; renewal: unknown; payoffs: unknown[] };
      disbursement: { reference: string; amount: string; clabe: string };
    }>(`/api/v1/promoter/applications/${paid.id}/contract/`, { token: ana });
    expect(contract.body.disbursement.reference).toBe('MBAN01002611200001');
    // The customer hears of the deposit, and the history keeps the tracking key and the date.
    expect(await latestMailTo(server, customer.pre_solicitud.email)).toContain('MBAN01002611200001');
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, paid.id), eq(auditLog.action, 'application.disbursed')));
    expect(entry!.details).toMatchObject({ reference: 'MBAN01002611200001', paid_at: todayInMexico() });
    // What the desk is shown to pay is what was paid.
    expect(contract.body.transfer).toEqual({
      amount: contract.body.disbursement.amount,
      clabe: contract.body.disbursement.clabe,
      // A plain loan: no renewal's payoff, no outside lender.
      renewal: null,
      payoffs: [],
    });

    const list = await server.get<{ results: { folio: string }[] }>('/api/v1/admin/disbursements/', {
      token: alma,
    });
    const folios = list.body.results.map((loan) => loan.folio);
    expect(folios).toContain(waiting.folio);
    expect(folios).not.toContain(paid.folio);
    expect(folios).not.toContain(unsigned.folio);
    const csv = await download('/api/v1/admin/disbursements/export/', alma);
    expect(csv.response.headers.get('content-type')).toContain('text/csv');
    // A byte-order mark first, so that a spreadsheet reads the accents as UTF-8.
    expect([...csv.content.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.content.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('folio,beneficiario,clave_banco,clabe,monto,concepto,firmado');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(folios);
    const row = lines.find((line) => line.startsWith(waiting.folio))!.split(',');
    expect(row[2]).toBe(row[3]!.slice(0, 3));
    expect(row[4]).toBe(expected.net_disbursement.toFixed(2));
    for (const token of [ana, rita])
      expect((await server.get('/api/v1/admin/disbursements/export/', { token })).status).toBe(403);
    // Three approved applications and two signatures, the first PDFs of this process among them.
  }, 60_000);

  it("keeps a customer's name in its own cell of the bank's CSV, whatever it holds (read back by an RFC 4180 parser)", async () => {
    const loan = await approvedApplication(server, ana, rita, choices);
    await signed(loan.id);
    // Names saved before line breaks were refused: a bare CR once started a record of its own,
    // whose first cell was a formula.
    const hostile = "Ruiz\r=cmd|' /C calc'!A0";
    await server.db.update(applications).set({ customerName: hostile }).where(eq(applications.id, loan.id));
    const csv = await download('/api/v1/admin/disbursements/export/', alma);
    const records = parse(csv.content, {
      bom: true,
      record_delimiter: ['\r\n', '\r', '\n'],
    }) as string[][];
    const list = await server.get<{ results: unknown[] }>('/api/v1/admin/disbursements/', { token: alma });
    expect(records).toHaveLength(list.body.results.length + 1);
    expect(records.every((record) => record.length === 7)).toBe(true);
    expect(records.find((record) => record[0] === loan.folio)?.[1]).toBe(hostile);
    for (const record of records) expect(record[0]).not.toMatch(/^[=+\-@\t\r]/);
  }, 60_000);

  it('an admin corrects a recorded transfer, saying why: the status stays, the audit keeps the old record, the customer is mailed the new one', async () => {
    const correct = (id: string, version: number, body: Record<string, unknown> = {}, token = alma) =>
      server.post<{ code: string; status: string; errors?: Record<string, string[]> }>(
        `/api/v1/review/applications/${id}/decide/`,
        {
          decision: 'correct_disbursement',
          reference: 'MBAN01002611200099',
          paid_at: todayInMexico(),
          comment: 'La clave de rastreo se capturó con un dígito de menos.',
          ...body,
        },
        { token, headers: { 'if-match': `"${version}"` } },
      );
    const loan = await approvedApplication(server, ana, rita, choices);
    await signed(loan.id);
    // Nothing recorded yet: nothing to correct.
    const early = await correct(loan.id, await versionOf(loan.id));
    expect([early.status, early.body.code]).toEqual([409, 'application_not_disbursed']);
    expect(
      (await disburse(loan.id, await versionOf(loan.id), { reference: 'MBAN0100261120009' })).status,
    ).toBe(200);
    const version = await versionOf(loan.id);
    const promoterNotices = async () =>
      (await server.db.select().from(notifications).where(eq(notifications.applicationId, loan.id))).length;
    const noticesBefore = await promoterNotices();

    // Only an admin, only with a reason, never on an old version.
    expect((await correct(loan.id, version, {}, rita)).status).toBe(403);
    const unexplained = await correct(loan.id, version, { comment: ' ' });
    expect([unexplained.status, Object.keys(unexplained.body.errors ?? {})]).toEqual([400, ['comment']]);
    const invalid = await correct(loan.id, version, { reference: 'con espacios', paid_at: '2020-01-02' });
    expect(invalid.status).toBe(400);
    expect((await correct(loan.id, version - 1)).status).toBe(412);

    const done = await correct(loan.id, version, { reference: 'mban01002611200099' });
    expect([done.status, done.body.status]).toEqual([200, 'disbursed']);
    const [record] = await server.db
      .select()
      .from(disbursements)
      .where(eq(disbursements.applicationId, loan.id));
    expect(record).toMatchObject({ reference: 'MBAN01002611200099', paidAt: todayInMexico() });
    const [entry] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, loan.id), eq(auditLog.action, 'application.disbursement_corrected')));
    expect(entry!.details).toMatchObject({
      reference: 'MBAN01002611200099',
      reference_before: 'MBAN0100261120009',
      paid_at_before: todayInMexico(),
      reason: 'La clave de rastreo se capturó con un dígito de menos.',
    });
    const [event] = await server.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, loan.id))
      .orderBy(desc(applicationEvents.createdAt))
      .limit(1);
    expect(event).toMatchObject({ fromStatus: 'disbursed', toStatus: 'disbursed' });
    const [mail] = await server.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, customer.pre_solicitud.email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail!.subject).toBe(`Corrección: Depositamos tu crédito ${loan.folio}`);
    expect(mail!.textBody).toContain('Corregimos los datos de la transferencia');
    expect(mail!.textBody).toContain('MBAN01002611200099');
    // The status did not change: the promoter's inbox gets nothing new.
    expect(await promoterNotices()).toBe(noticesBefore);
    // The same record again is no correction: nothing is written, the customer is not mailed again.
    const same = await correct(loan.id, await versionOf(loan.id));
    expect([same.status, Object.keys(same.body.errors ?? {})]).toEqual([400, ['reference']]);
  }, 60_000);
});
