import type { Application } from '@origina/domain/application-api';
import { todayInMexico } from '@origina/domain/calendar-date';
import { productOptions } from '@origina/domain/lender-catalog';
import { formatPesos } from '@origina/domain/money';
import { addDays } from '@origina/domain/payroll-calendar';
import type { LoanToDisburse } from '@origina/domain/review';
import { simulate } from '@origina/domain/simulations';
import { parse } from 'csv-parse/sync';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedApplication, demoChoices } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { freshCurp, preSolicitudOf, sectionsOf } from '../../../test/support/customer.js';
import {
  contractTags,
  createContractRecorder,
  loadOperations,
} from '../../../test/support/openapi-contract.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { pdfText, signatureSteps } from '../../../test/support/signatures.js';
import { type SmsGateway, startSmsGateway } from '../../../test/support/sms-gateway.js';
import { applications, disbursementPayoffs, disbursements, products } from '../../db/schema.js';
import { productFromRow } from '../catalogs/lender-presenters.js';

// A buy-out ("compra de cartera", issue 36): an application that pays off two loans the customer
// has with other lenders, from capture to disbursement.
//
// The demo customer earns 12,000.00 net a quincena; the CDMX convenio allows 30 %: 3,600.00. Here
// 3,000.00 is deducted today, 2,200.00 of it by the two outside loans (1,200.00 and 1,000.00):
// without the swap only 600.00 would be left, and 20,000 over 24 quincenas pays 1,168.26
// (capacity-across-loans.test.ts); with it 3,600.00 − 800.00 = 2,800.00, and it fits.

let server: TestServer;
let gateway: SmsGateway;
let ana: string;
let rita: string;
let alma: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;
// The buy-out's own operations, checked against the OpenAPI document as they answer.
let contract: ReturnType<typeof createContractRecorder>;
let api: TestServer;

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
  contract = createContractRecorder(await loadOperations(server));
  api = contract.recording(server);
}, 120_000);
afterAll(async () => {
  await server?.close();
  gateway?.close();
});

const { download, signed } = signatureSteps(() => ({ server, gateway, token: ana }));

const today = todayInMexico();
const bbva = {
  lender: 'Financiera del Norte',
  clabe: '012180005555555557',
  reference: 'FN-2231-7',
  amount: 6000.5,
  valid_until: addDays(today, 10),
  deduction: 1200,
};
const banamex = {
  lender: 'Crédito Magisterial',
  clabe: '002180007777777778',
  reference: 'CM 88120',
  amount: 4250.25,
  valid_until: addDays(today, 3),
  deduction: 1000,
};
const buyout = (payoffs: unknown[]) => ({ work: { existing_deductions: 3000, payoffs } });

async function netDisbursement() {
  const [product] = await server.db.select().from(products).where(eq(products.id, choices.product));
  const option = productOptions(productFromRow(product!, 'es')).find((item) => item.term === 24)!;
  return simulate({ option, amount: 20000, contractDate: today }).net_disbursement;
}

const disburse = async (id: string) => {
  const [row] = await server.db.select().from(applications).where(eq(applications.id, id));
  return server.post<{ code: string; detail: string; status: string }>(
    `/api/v1/review/applications/${id}/decide/`,
    { decision: 'disburse', reference: 'MBAN01002611270001', paid_at: today },
    { token: alma, headers: { 'if-match': `"${row!.version}"`, 'accept-language': 'en' } },
  );
};

async function draftWith(variant: Parameters<typeof sectionsOf>[1]) {
  const curp = freshCurp();
  const created = await server.post<Application>(
    '/api/v1/promoter/applications/',
    { pre_solicitud: preSolicitudOf({ curp }) },
    { token: ana, headers: { 'idempotency-key': crypto.randomUUID() } },
  );
  return server.request<Application & { errors?: Record<string, string[]> }>(
    'PATCH',
    `/api/v1/promoter/applications/${created.body.id}/`,
    { token: ana, body: sectionsOf(choices, { ...variant, curp }), headers: { 'if-match': '"1"' } },
  );
}

describe('a buy-out', () => {
  it('counts the new payment instead of the outside loans’ deductions, and asks a payoff letter for each', async () => {
    const saved = await draftWith(buyout([bbva, banamex]));
    expect(saved.status).toBe(200);
    expect(saved.body.payoffs.map((payoff) => [payoff.lender, payoff.amount, payoff.expired])).toEqual([
      ['Financiera del Norte', 6000.5, false],
      ['Crédito Magisterial', 4250.25, false],
    ]);
    expect(saved.body.loan_figures?.capacity?.max_payment).toBe(2800);
    // The same deductions with nothing paid off leave 600.00: 20,000 no longer fits.
    const without = await draftWith({ work: { existing_deductions: 3000 } });
    expect([without.status, Object.keys(without.body.errors ?? {})]).toEqual([400, ['producto.amount']]);
    // Two outside loans, two payoff letters, before it may be submitted.
    const letters = saved.body.missing.find((item) => item.field === 'documents.payoff_letter');
    expect(letters?.message).toContain('Carta de liquidación');
    const checklist = await server.get<{ results: { code: string; min_files: number; required: boolean }[] }>(
      `/api/v1/users/documenttypes/?affiliate=${choices.affiliate}&product=${choices.product}&payoffs=2`,
      { token: ana },
    );
    expect(checklist.body.results.find((type) => type.code === 'payoff_letter')).toMatchObject({
      min_files: 2,
      required: true,
    });
  });

  it('refuses payoffs above what the loan pays out, on the amount and on the payoffs', async () => {
    const net = await netDisbursement();
    const over = [
      { ...bbva, amount: 15000 },
      { ...banamex, amount: Math.round((net - 14999.99) * 100) / 100 },
    ];
    const tooMuch = await draftWith(buyout(over));
    expect([tooMuch.status, Object.keys(tooMuch.body.errors ?? {})]).toEqual([400, ['producto.amount']]);
    expect(tooMuch.body.errors?.['producto.amount']?.[0]).toBe(
      `Los créditos a liquidar suman ${formatPesos(net + 0.01)} y el crédito entrega ${formatPesos(net)} (el monto menos la comisión y su IVA): sube el monto o quita un crédito.`,
    );
    // Exactly what it pays out is accepted: the customer receives 0.00.
    const exact = [
      { ...bbva, amount: 15000 },
      { ...banamex, amount: Math.round((net - 15000) * 100) / 100 },
    ];
    const saved = await draftWith(buyout(exact));
    expect(saved.status).toBe(200);
    // Saved alone later, Datos laborales is checked against the loan as saved.
    const work = { ...sectionsOf(choices).datos_laborales, existing_deductions: 3000, payoffs: over };
    const later = await server.request<{ errors?: Record<string, string[]> }>(
      'PATCH',
      `/api/v1/promoter/applications/${saved.body.id}/`,
      {
        token: ana,
        body: { datos_laborales: work },
        headers: { 'if-match': `"${saved.body.version}"`, 'accept-language': 'en' },
      },
    );
    expect([later.status, later.body.errors?.['datos_laborales.payoffs']?.[0]]).toEqual([
      400,
      `The loans to pay off add up to ${formatPesos(net + 0.01)} and the loan pays out ${formatPesos(net)} (the amount less the commission and its VAT): raise the amount or remove a loan.`,
    ]);
  });

  it('pays each outside lender to its CLABE with its reference, and the rest to the customer', async () => {
    const net = await netDisbursement();
    const loan = await approvedApplication(server, ana, rita, choices, buyout([bbva, banamex]));
    // The contract and the letter to the employer name both lenders, their CLABEs, references and amounts.
    const contract = await server.get<{ documents: { type: string; download_url: string }[] }>(
      `/api/v1/promoter/applications/${loan.id}/contract/`,
      { token: ana },
    );
    for (const type of ['contrato', 'carta_instruccion']) {
      const document = contract.body.documents.find((item) => item.type === type)!;
      const { text } = await pdfText((await download(document.download_url, ana)).content);
      const flat = text.replace(/\s+/g, ' ');
      for (const payoff of [bbva, banamex]) {
        expect(flat).toContain(payoff.lender);
        expect(flat).toContain(payoff.clabe);
        expect(flat).toContain(payoff.reference);
      }
      expect(flat).toContain('$6,000.50');
      expect(flat).toContain('$4,250.25');
    }
    await signed(loan.id);

    // The desk's list and the bank's batch: three movements for this loan.
    const rest = Math.round((net - 10250.75) * 100) / 100;
    const listed = await server.get<{ results: LoanToDisburse[] }>('/api/v1/admin/disbursements/', {
      token: alma,
    });
    const entry = listed.body.results.find((item) => item.id === loan.id)!;
    expect(entry.amount).toBe(rest.toFixed(2));
    expect(entry.payoffs).toEqual([
      { lender: bbva.lender, clabe: bbva.clabe, reference: bbva.reference, amount: '6000.50' },
      { lender: banamex.lender, clabe: banamex.clabe, reference: banamex.reference, amount: '4250.25' },
    ]);
    // The review page's transfer panel: each lender first, then the rest to the customer.
    const read = await server.get<{ transfer: unknown }>(
      `/api/v1/promoter/applications/${loan.id}/contract/`,
      {
        token: alma,
      },
    );
    expect(read.body.transfer).toEqual({
      amount: rest.toFixed(2),
      clabe: '002010077777777771',
      renewal: null,
      payoffs: entry.payoffs,
    });
    const batch = await fetch(`${server.baseUrl}/api/v1/admin/disbursements/export/`, {
      headers: { authorization: `Bearer ${alma}` },
    });
    const records: string[][] = parse((await batch.text()).replace(/^\uFEFF/, ''));
    expect(records.filter((record) => record[0] === loan.folio).map((record) => record.slice(1, 6))).toEqual([
      [bbva.lender, '012', bbva.clabe, '6000.50', bbva.reference],
      [banamex.lender, '002', banamex.clabe, '4250.25', banamex.reference],
      [loan.customerName, '002', '002010077777777771', rest.toFixed(2), `Credito ${loan.folio}`],
    ]);

    const done = await disburse(loan.id);
    expect([done.status, done.body.status]).toEqual([200, 'disbursed']);
    const [record] = await server.db
      .select()
      .from(disbursements)
      .where(eq(disbursements.applicationId, loan.id));
    expect(record!.amount).toBe(rest.toFixed(2));
    const transfers = await server.db
      .select()
      .from(disbursementPayoffs)
      .where(eq(disbursementPayoffs.applicationId, loan.id))
      .orderBy(asc(disbursementPayoffs.position));
    expect(transfers.map((row) => [row.lender, row.clabe, row.reference, row.amount, row.paidAt])).toEqual([
      [bbva.lender, bbva.clabe, bbva.reference, '6000.50', today],
      [banamex.lender, banamex.clabe, banamex.reference, '4250.25', today],
    ]);
    // The loan's page: each outside loan paid, its no-debt letter and deduction release pending.
    const page = await server.get<Application>(`/api/v1/promoter/applications/${loan.id}/`, { token: ana });
    expect(
      page.body.payoffs.map((payoff) => [payoff.paid_at, payoff.no_debt_letter, payoff.deduction_release]),
    ).toEqual([
      [today, 'pending', 'pending'],
      [today, 'pending', 'pending'],
    ]);
  });

  it('tracks each outside lender’s no-debt letter and deduction release until received', async () => {
    const loan = await approvedApplication(server, ana, rita, choices, buyout([bbva, banamex]));
    await signed(loan.id);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const upload = (position: number, kind: string) =>
      api.request<{ code: string; payoffs: Application['payoffs'] }>(
        'PUT',
        `/api/v1/promoter/applications/${loan.id}/payoffs/${position}/${kind}/`,
        { token: ana, headers: { 'content-type': 'application/pdf' }, rawBody: pdf },
      );
    // Not before the transfer: nothing has been paid off yet.
    const early = await upload(0, 'no_debt_letter');
    expect([early.status, early.body.code]).toEqual([409, 'loan_not_disbursed']);
    expect((await disburse(loan.id)).status).toBe(200);

    const letter = await upload(0, 'no_debt_letter');
    expect(letter.status).toBe(200);
    expect(letter.body.payoffs.map((payoff) => [payoff.no_debt_letter, payoff.deduction_release])).toEqual([
      ['received', 'pending'],
      ['pending', 'pending'],
    ]);
    expect((await upload(1, 'deduction_release')).status).toBe(200);
    // A third outside loan it never had, and a kind that is not one.
    expect((await upload(2, 'no_debt_letter')).status).toBe(404);
    expect((await upload(0, 'receipt')).status).toBe(400);
    const page = await server.get<Application>(`/api/v1/promoter/applications/${loan.id}/`, { token: ana });
    expect(page.body.payoffs.map((payoff) => [payoff.no_debt_letter, payoff.deduction_release])).toEqual([
      ['received', 'pending'],
      ['pending', 'received'],
    ]);
    // Both are the loan's documents, downloadable as any other.
    const documents = await server.get<{ results: { document_type: string; status: string }[] }>(
      `/api/v1/users/applicationdocuments/?application=${loan.id}`,
      { token: ana },
    );
    expect(
      documents.body.results
        .filter((document) => document.document_type !== 'payoff_letter')
        .map((document) => document.document_type)
        .sort(),
    ).toEqual(['deduction_release', 'no_debt_letter']);
    // A renewal of the loan copies Datos laborales, but not the outside loans it already paid off.
    const renewal = await server.post<Application>(
      `/api/v1/promoter/applications/${loan.id}/renewal/`,
      undefined,
      { token: ana, headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect([renewal.status, renewal.body.payoffs]).toEqual([201, []]);
    expect((renewal.body.data.datos_laborales as { existing_deductions: number }).existing_deductions).toBe(
      3000,
    );
  });

  it('is not disbursed on a payoff letter past its validity', async () => {
    const loan = await approvedApplication(
      server,
      ana,
      rita,
      choices,
      buyout([bbva, { ...banamex, valid_until: addDays(today, -1) }]),
    );
    await signed(loan.id);
    const page = await server.get<Application>(`/api/v1/promoter/applications/${loan.id}/`, { token: ana });
    expect(page.body.payoffs.map((payoff) => payoff.expired)).toEqual([false, true]);
    const refused = await disburse(loan.id);
    expect([refused.status, refused.body.code]).toEqual([409, 'payoff_letter_expired']);
    expect(refused.body.detail).toContain('A payoff letter is no longer valid');
    const [row] = await server.db.select().from(applications).where(eq(applications.id, loan.id));
    expect(row!.status).toBe('signed');
    expect(
      await server.db
        .select()
        .from(disbursementPayoffs)
        .where(eq(disbursementPayoffs.applicationId, loan.id)),
    ).toEqual([]);
  });
});

describe('a new payoff letter after approval', () => {
  it('replaces an expired letter for one outside loan; a lower amount goes to the customer, a higher one is refused', async () => {
    const net = await netDisbursement();
    const loan = await approvedApplication(
      server,
      ana,
      rita,
      choices,
      buyout([bbva, { ...banamex, valid_until: addDays(today, -1) }]),
    );
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const versionNow = async () =>
      (await server.get<Application>(`/api/v1/promoter/applications/${loan.id}/`, { token: ana })).body
        .version;
    // On the version the writer saw (If-Match): the current one unless another is given.
    const attach = async (
      position: number,
      query: string,
      token = ana,
      write: { version?: number | null; key?: string; file?: Buffer } = {},
    ) => {
      const version = write.version === undefined ? await versionNow() : write.version;
      return api.request<{
        code: string;
        detail: string;
        errors?: Record<string, string[]>;
        payoffs: Application['payoffs'];
      }>('PUT', `/api/v1/promoter/applications/${loan.id}/payoffs/${position}/letter/?${query}`, {
        token,
        headers: {
          'content-type': 'application/pdf',
          'accept-language': 'en',
          ...(version === null ? {} : { 'if-match': `"${version}"` }),
          ...(write.key ? { 'idempotency-key': write.key } : {}),
        },
        rawBody: write.file ?? pdf,
      });
    };
    const letterCount = async () =>
      (
        await server.get<{ results: { document_type: string }[] }>(
          `/api/v1/users/applicationdocuments/?application=${loan.id}`,
          { token: ana },
        )
      ).body.results.filter((document) => document.document_type === 'payoff_letter').length;
    const lettersBefore = await letterCount();
    const later = addDays(today, 7);
    // More than the letter approved: the contract gives the customer what is left.
    const raised = await attach(1, `amount=4250.26&valid_until=${later}`);
    expect([raised.status, raised.body.code]).toEqual([409, 'payoff_letter_raised']);
    expect(raised.body.detail).toContain('asks for more than the amount the application holds');
    // A letter already past its day is no way forward.
    const past = await attach(1, `amount=4000&valid_until=${addDays(today, -1)}`);
    expect([past.status, past.body.errors?.valid_until]).toEqual([
      400,
      ['That letter is no longer valid: its validity must be today or later.'],
    ]);
    // Nor is a validity more than a year away (9999-12-31 would turn the expiry check off).
    const far = await attach(1, `amount=4000&valid_until=9999-12-31`);
    expect([far.status, far.body.errors?.valid_until]).toEqual([
      400,
      ['The validity cannot be more than a year from today: check the date the letter states.'],
    ]);
    expect((await attach(5, `amount=4000&valid_until=${later}`)).status).toBe(400);
    expect((await attach(2, `amount=4000&valid_until=${later}`)).status).toBe(404);
    // Written on a version: none named is 428, an old one 412.
    expect((await attach(1, `amount=4100.25&valid_until=${later}`, ana, { version: null })).status).toBe(428);
    const seen = await versionNow();
    expect((await attach(1, `amount=4100.25&valid_until=${later}`, ana, { version: seen - 1 })).status).toBe(
      412,
    );
    expect(await letterCount()).toBe(lettersBefore);

    // The outside lender's new letter: valid a week more, 150.00 less (the interest it stopped charging).
    const key = crypto.randomUUID();
    const renewed = await attach(1, `amount=4100.25&valid_until=${later}`, ana, { version: seen, key });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    // Its answer lost, the same letter is sent again with its key: answered as it is, kept once.
    const retried = await attach(1, `amount=4100.25&valid_until=${later}`, ana, { version: seen, key });
    expect([retried.status, retried.body.payoffs]).toEqual([200, renewed.body.payoffs]);
    // The key with another letter is refused.
    const reused = await attach(1, `amount=4000&valid_until=${later}`, ana, { version: seen, key });
    expect([reused.status, reused.body.code]).toEqual([422, 'idempotency_key_reused']);
    // Two letters sent at once on the same version: one is taken, the other told it is behind
    // (it would have written back the other's old figures).
    const version = await versionNow();
    const both = await Promise.all([
      attach(0, `amount=${bbva.amount}&valid_until=${later}`, ana, { version }),
      attach(0, `amount=${bbva.amount}&valid_until=${addDays(today, 6)}`, ana, { version }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 412]);
    expect(renewed.body.payoffs.map((payoff) => [payoff.amount, payoff.valid_until, payoff.expired])).toEqual(
      [
        [bbva.amount, bbva.valid_until, false],
        [4100.25, later, false],
      ],
    );
    // An admin may attach one too (the same amount: a new validity only).
    expect((await attach(0, `amount=6000.50&valid_until=${later}`, alma)).status).toBe(200);
    // Each new letter is kept as one of the application's payoff letters (the retry made none).
    expect(await letterCount()).toBe(lettersBefore + 3);

    // Signed and disbursed on the new letter: the 150.00 goes to the customer.
    await signed(loan.id);
    const done = await disburse(loan.id);
    expect([done.status, done.body.status]).toEqual([200, 'disbursed']);
    const [record] = await server.db
      .select()
      .from(disbursements)
      .where(eq(disbursements.applicationId, loan.id));
    expect(record!.amount).toBe((Math.round(net * 100 - 600050 - 410025) / 100).toFixed(2));
    const transfers = await server.db
      .select()
      .from(disbursementPayoffs)
      .where(eq(disbursementPayoffs.applicationId, loan.id))
      .orderBy(asc(disbursementPayoffs.position));
    expect(transfers.map((row) => [row.amount, row.validUntil])).toEqual([
      ['6000.50', later],
      ['4100.25', later],
    ]);
    // Once paid, the outside loan is settled: no new letter.
    const after = await attach(1, `amount=4000&valid_until=${later}`);
    expect([after.status, after.body.code]).toEqual([409, 'payoff_letter_not_replaceable']);
  });
});

describe('the document', () => {
  it('covers every buy-out operation with a successful answer, and every answer matches the document', () => {
    expect(contract.uncovered(contractTags['buyout.test.ts'])).toEqual([]);
    expect(contract.problems()).toEqual([]);
  });
});
