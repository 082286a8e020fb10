import { todayInMexico } from '@origina/domain/calendar-date';
import type { LoanFigures } from '@origina/domain/loan-figures';
import { addDays } from '@origina/domain/payroll-calendar';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedApplication,
  completeIdentity,
  demoChoices,
  takenApplication,
  uploadMissingDocuments,
} from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { completeSections, customer } from '../../../test/support/customer.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import {
  linkPath,
  type PublicView,
  pdfText,
  publicPath,
  signatureSteps,
} from '../../../test/support/signatures.js';
import { type SmsGateway, startSmsGateway } from '../../../test/support/sms-gateway.js';
import { applications, auditLog, contracts, notifications, products } from '../../db/schema.js';

// The loan terms a lender can book (issue 30): the schedule dated when the contract is made, on
// the convenio's payroll calendar; the contract's validity; figures frozen at approval; an
// approval and its contract as one step.

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
afterEach(() => server.setToday(null));
afterAll(async () => {
  await server?.close();
  gateway?.close();
});

const { issued, download, signed } = signatureSteps(() => ({ server, gateway, token: ana }));

interface ContractAnswer {
  version: number;
  status: string;
  contract_date: string;
  valid_until: string;
  expired: boolean;
  documents: { type: string; download_url: string }[];
  code?: string;
}
const contractOf = (id: string, token = ana) =>
  server.get<ContractAnswer>(`/api/v1/promoter/applications/${id}/contract/`, { token });
const figuresOf = async (id: string) =>
  (await server.get<{ loan_figures: LoanFigures }>(`/api/v1/promoter/applications/${id}/`, { token: ana }))
    .body.loan_figures;
const versionOf = async (id: string) =>
  (await server.db.select().from(applications).where(eq(applications.id, id)))[0]!.version;
const disburse = async (id: string) =>
  server.post<{ code?: string; status?: string }>(
    `/api/v1/review/applications/${id}/decide/`,
    { decision: 'disburse', reference: 'MBAN01002611260001', paid_at: todayInMexico() },
    { token: alma, headers: { 'if-match': `"${await versionOf(id)}"` } },
  );
const reissue = (id: string, token = ana) =>
  server.post<ContractAnswer>(`/api/v1/promoter/applications/${id}/contract/reissue/`, undefined, { token });

describe('a contract dated on the payroll calendar', () => {
  it('made on 14 Nov has its first quincenal payment on the 30th, never the 15th, and the carta says so', async () => {
    server.setToday('2026-11-14');
    const application = await approvedApplication(server, ana, rita, choices);
    const contract = await contractOf(application.id);
    expect(contract.body).toMatchObject({ contract_date: '2026-11-14', valid_until: '2026-11-19' });
    const figures = await figuresOf(application.id);
    expect(figures.source).toBe('contract');
    expect(figures.first_payment_date).toBe('2026-11-30');
    expect(figures.schedule.slice(0, 4).map((row) => row.date)).toEqual([
      '2026-11-30',
      '2026-12-15',
      '2026-12-31',
      '2027-01-15',
    ]);
    // Row 1 is charged one period's interest: 20,000 at 60 % a year over 24 quincenas is 500.00.
    expect(figures.schedule[0]!.interest).toBe(500);
    const carta = contract.body.documents.find((document) => document.type === 'carta_instruccion')!;
    const { text } = await pdfText((await download(carta.download_url, ana)).content);
    expect(text.replace(/\s+/g, ' ')).toContain('a partir del 30 de noviembre de 2026');
  }, 60_000);

  it('made on 26 Nov pays first on 15 Dec', async () => {
    server.setToday('2026-11-26');
    const application = await approvedApplication(server, ana, rita, choices);
    expect((await figuresOf(application.id)).first_payment_date).toBe('2026-12-15');
  }, 60_000);
});

describe('the validity of a contract', () => {
  it('past it, signing and disbursing answer 409 contract_expired; a new version has new dates and is signed again', async () => {
    const today = todayInMexico();
    const application = await approvedApplication(server, ana, rita, choices);
    const { slug } = await issued(application.id);
    const view = await server.get<PublicView>(publicPath(slug));
    expect((await contractOf(application.id)).body.expired).toBe(false);
    expect((await figuresOf(application.id)).expired).toBe(false);
    // Still valid: a new version is refused.
    expect((await reissue(application.id)).body.code).toBe('contract_not_expired');

    server.setToday(addDays(today, 6));
    expect((await contractOf(application.id)).body.expired).toBe(true);
    // The application's loan says so too, as the contract's card does.
    expect(await figuresOf(application.id)).toMatchObject({ valid_until: addDays(today, 5), expired: true });
    const code = await server.post<{ code: string }>(`${publicPath(slug)}code/`);
    expect([code.status, code.body.code]).toEqual([409, 'contract_expired']);
    const signing = await server.post<{ code: string }>(publicPath(slug), {
      code: '123456',
      accepted_documents: view.body.documents.map((document) => document.id),
      signature: 'data:image/png;base64,AAAA',
    });
    expect([signing.status, signing.body.code]).toEqual([409, 'contract_expired']);
    const link = await server.post<{ code: string }>(linkPath(application.id), undefined, { token: ana });
    expect([link.status, link.body.code]).toEqual([409, 'contract_expired']);

    const renewed = await reissue(application.id);
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({
      version: 2,
      status: 'unsigned',
      contract_date: addDays(today, 6),
      valid_until: addDays(today, 11),
      expired: false,
    });
    // The old link signs nothing any more; the customer signs the new version through a new one.
    expect((await server.get(publicPath(slug))).status).toBe(410);
    await signed(application.id);
    const [row] = await server.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row!.status).toBe('signed');
    const [reissued] = await server.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'application.contract_reissued'), eq(auditLog.entityId, application.id)),
      );
    expect(reissued).toBeDefined();
  }, 90_000);

  it('a signed contract past its validity is not disbursed; an admin makes a new version the customer signs again', async () => {
    const today = todayInMexico();
    const application = await approvedApplication(server, ana, rita, choices);
    await signed(application.id);
    server.setToday(addDays(today, 6));
    const refused = await disburse(application.id);
    expect([refused.status, refused.body.code]).toEqual([409, 'contract_expired']);
    const renewed = await reissue(application.id, alma);
    expect(renewed.status).toBe(200);
    const [row] = await server.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row!.status).toBe('approved');
    await signed(application.id);
    const paid = await disburse(application.id);
    expect([paid.status, paid.body.status]).toEqual([200, 'disbursed']);
    expect((await reissue(application.id)).body.code).toBe('application_disbursed');
  }, 90_000);
});

describe('an approval and its contract are one step', () => {
  it('when the contract cannot be made (a term withdrawn), the application stays in review, unannounced and unaudited', async () => {
    const application = await takenApplication(server, ana, rita, choices, { identity: 'approved' });
    const [product] = await server.db.select().from(products).where(eq(products.id, choices.product));
    await server.db
      .update(products)
      .set({ terms: product!.terms.filter((term) => term !== 24) })
      .where(eq(products.id, choices.product));
    try {
      const approval = await server.post<{ code: string; errors: Record<string, string[]> }>(
        `/api/v1/review/applications/${application.id}/decide/`,
        { decision: 'approve' },
        { token: rita, headers: { 'if-match': `"${application.version}"` } },
      );
      expect([approval.status, approval.body.code]).toEqual([409, 'approval_loan_invalid']);
      expect(Object.keys(approval.body.errors)).toEqual(['producto.term']);
      const [row] = await server.db.select().from(applications).where(eq(applications.id, application.id));
      expect([row!.status, row!.version]).toEqual(['in_review', application.version]);
      expect(
        await server.db.select().from(contracts).where(eq(contracts.applicationId, application.id)),
      ).toEqual([]);
      const approvals = await server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'application.approved'), eq(auditLog.entityId, application.id)));
      expect(approvals).toEqual([]);
      const notices = await server.db
        .select()
        .from(notifications)
        .where(eq(notifications.applicationId, application.id));
      expect(notices.filter((notice) => notice.status === 'approved')).toEqual([]);
    } finally {
      await server.db.update(products).set({ terms: product!.terms }).where(eq(products.id, choices.product));
    }
  }, 60_000);
});

describe('figures frozen at approval', () => {
  it('approved, signed and disbursed loans answer their contract’s figures after a rate change; a submitted one shows what moved', async () => {
    const approved = await approvedApplication(server, ana, rita, choices);
    const signedOne = await approvedApplication(server, ana, rita, choices);
    await signed(signedOne.id);
    const disbursed = await approvedApplication(server, ana, rita, choices);
    await signed(disbursed.id);
    expect((await disburse(disbursed.id)).status).toBe(200);
    const submitted = await submittedThroughApi();
    const before = new Map<string, LoanFigures>();
    for (const { id } of [approved, signedOne, disbursed, submitted]) before.set(id, await figuresOf(id));
    expect(before.get(submitted.id)!.changed_since_submission).toBeNull();

    const [product] = await server.db.select().from(products).where(eq(products.id, choices.product));
    await server.db.update(products).set({ annualRate: '0.58' }).where(eq(products.id, choices.product));
    try {
      for (const { id } of [approved, signedOne, disbursed]) {
        const frozen = before.get(id)!;
        const promoterView = await figuresOf(id);
        const deskView = (
          await server.get<{ loan_figures: LoanFigures }>(`/api/v1/review/applications/${id}/`, {
            token: rita,
          })
        ).body.loan_figures;
        for (const view of [promoterView, deskView]) {
          expect(view).toMatchObject({
            source: 'contract',
            annual_rate: 0.6,
            payment: frozen.payment,
            total_payment: frozen.total_payment,
            cat: frozen.cat,
            first_payment_date: frozen.first_payment_date,
            last_payment_date: frozen.last_payment_date,
          });
          expect(view.schedule).toEqual(frozen.schedule);
        }
      }
      const moved = await figuresOf(submitted.id);
      expect(moved.annual_rate).toBe(0.58);
      expect(moved.payment).toBeLessThan(before.get(submitted.id)!.payment);
      expect(moved.changed_since_submission).toMatchObject({
        annual_rate: 0.6,
        payment: before.get(submitted.id)!.payment,
        cat: before.get(submitted.id)!.cat,
      });
    } finally {
      await server.db
        .update(products)
        .set({ annualRate: product!.annualRate })
        .where(eq(products.id, choices.product));
    }
  }, 180_000);
});

/** A complete application submitted through the API (its figures stored as submitted). */
async function submittedThroughApi() {
  const created = await server.post<{ id: string }>(
    '/api/v1/promoter/applications/',
    { pre_solicitud: customer.pre_solicitud },
    { token: ana, headers: { 'idempotency-key': crypto.randomUUID() } },
  );
  const id = created.body.id;
  await server.request('PATCH', `/api/v1/promoter/applications/${id}/`, {
    token: ana,
    body: completeSections(choices),
    headers: { 'if-match': '"1"' },
  });
  await completeIdentity(server, ana, id);
  await uploadMissingDocuments(server, ana, id);
  const [row] = await server.db.select().from(applications).where(eq(applications.id, id));
  expect(row!.status).toBe('submitted');
  expect(row!.submittedFigures).not.toBeNull();
  return row!;
}
