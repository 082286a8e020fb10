import { todayInMexico } from '@origina/domain/calendar-date';
import { formatPesos } from '@origina/domain/money';
import { addDays } from '@origina/domain/payroll-calendar';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takenApplication } from '../../../test/support/applications.js';
import { startLoanDesk } from '../../../test/support/loans.js';
import type { TestServer } from '../../../test/support/server.js';
import { pdfText } from '../../../test/support/signatures.js';
import { applicationDocuments, applications, disbursements, mailOutbox, products } from '../../db/schema.js';

// A renewal of a disbursed loan (issue 36), end to end: a new draft prefilled from the loan and
// linked to it, whose capacity counts its payment instead of the loan's; one open at a time; the
// product's minimum share paid; its promoter and an admin start it, nobody else.

let server: TestServer;
let ana: string;
let beto: string;
let rita: string;
let alma: string;
let loan: { id: string; folio: string; data: Record<string, unknown>; productId: string | null };
let signedId: string;
let coveringId: string;

type Refusal = { code: string; detail: string };
type Draft = {
  id: string;
  folio: string;
  status: string;
  data: Record<string, unknown>;
  renews: { id: string; folio: string } | null;
  missing: { step: string; field: string | null; message: string }[];
  loan_figures: {
    amount: number;
    commission: number;
    net_disbursement: number;
    capacity: { other_loans: { folio: string | null }[] } | null;
    renewal: {
      renews: { id: string; folio: string };
      payoff_date: string;
      payoff: number;
      customer_receives: number;
    } | null;
  } | null;
};
const renewal = (id: string) => `/api/v1/promoter/applications/${id}/renewal/`;
const cancel = (id: string, token: string) =>
  server.post(`/api/v1/promoter/applications/${id}/cancel/`, { reason: 'El cliente desistió' }, { token });

let desk: Awaited<ReturnType<typeof startLoanDesk>>;

beforeAll(async () => {
  desk = await startLoanDesk();
  ({ server, ana, beto, rita, alma } = desk);
  const row = await desk.disbursedLoan();
  loan = {
    id: row.id,
    folio: row.folio,
    data: row.data as Record<string, unknown>,
    productId: row.productId,
  };
  signedId = await desk.signedLoan();
  coveringId = await desk.signedLoan({ amount: 30000 });
}, 300_000);
afterAll(() => desk?.close());

describe('renewing a disbursed loan', () => {
  let draft: Draft;

  it('starts a draft prefilled from the loan (its sections, no documents) and linked to it; a retry with the key answers the same', async () => {
    const key = 'renewal-key-0001';
    const started = await server.post<Draft>(renewal(loan.id), undefined, {
      token: ana,
      headers: { 'idempotency-key': key },
    });
    expect(started.status).toBe(201);
    draft = started.body;
    expect(draft).toMatchObject({ status: 'draft', renews: { id: loan.id, folio: loan.folio } });
    expect(draft.folio).not.toBe(loan.folio);
    for (const section of ['pre_solicitud', 'datos_generales', 'domicilio', 'datos_laborales', 'referencias'])
      expect(draft.data[section], section).toEqual(loan.data[section]);
    const uploaded = await server.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, draft.id));
    expect(uploaded).toEqual([]);
    const [stored] = await server.db.select().from(applications).where(eq(applications.id, draft.id));
    expect([stored!.renewsApplicationId, stored!.promoterId]).toEqual([loan.id, stored!.promoterId]);

    const again = await server.post<Draft>(renewal(loan.id), undefined, {
      token: ana,
      headers: { 'idempotency-key': key },
    });
    expect([again.status, again.body.id]).toEqual([200, draft.id]);
    const read = await server.get<Draft>(`/api/v1/promoter/applications/${draft.id}/`, { token: ana });
    expect(read.body.renews).toEqual({ id: loan.id, folio: loan.folio });
  });

  it("shows the loan's payoff on the expected disbursement day and what the customer receives", async () => {
    const figures = draft.loan_figures!;
    // The loan was paid out today: its whole amount is owed, nothing accrued yet.
    expect(figures.renewal).toEqual({
      renews: { id: loan.id, folio: loan.folio },
      payoff_date: todayInMexico(),
      payoff: 20000,
      customer_receives: Math.round((figures.net_disbursement - 20000) * 100) / 100,
    });
    expect(figures.net_disbursement).toBeLessThan(figures.amount);
    // Not enough to pay the loan off: the submit (and the preview) say so on the amount.
    expect(draft.missing).toContainEqual({
      step: 'producto',
      field: 'amount',
      message:
        'El monto, menos la comisión y su IVA, no alcanza para liquidar el crédito que se renueva ($20,000.00): el monto mínimo es $20,475.02.',
    });
  });

  it('the loan names its renewal under way; a second one is refused with a link to it, and a retry with the first key still answers the draft', async () => {
    const read = await server.get<{ open_renewal: unknown }>(`/api/v1/promoter/applications/${loan.id}/`, {
      token: ana,
    });
    expect(read.body.open_renewal).toEqual({ id: draft.id, folio: draft.folio });
    // The desk does not hear of a draft (its promoter's business).
    const byDesk = await server.get<{ open_renewal: unknown }>(`/api/v1/review/applications/${loan.id}/`, {
      token: rita,
    });
    expect([byDesk.status, byDesk.body.open_renewal]).toEqual([200, null]);
    const refused = await server.post<Refusal & { open_renewal?: unknown }>(renewal(loan.id), undefined, {
      token: ana,
    });
    expect([refused.status, refused.body.code, refused.body.open_renewal]).toEqual([
      409,
      'renewal_open',
      { id: draft.id, folio: draft.folio },
    ]);
    const retried = await server.post<Draft>(renewal(loan.id), undefined, {
      token: ana,
      headers: { 'idempotency-key': 'renewal-key-0001' },
    });
    expect([retried.status, retried.body.id]).toEqual([200, draft.id]);
  });

  it("refuses to save an amount that leaves the customer less than the payoff, naming the minimum in the reader's language", async () => {
    const save = async (amount: number, language: string) => {
      const current = await server.get<Draft & { version: number }>(
        `/api/v1/promoter/applications/${draft.id}/`,
        { token: ana },
      );
      const producto = draft.data.producto as Record<string, unknown>;
      return server.request<{ code: string; errors?: Record<string, string[]> }>(
        'PATCH',
        `/api/v1/promoter/applications/${draft.id}/`,
        {
          token: ana,
          body: { producto: { ...producto, amount } },
          headers: { 'if-match': `"${current.body.version}"`, 'accept-language': language },
        },
      );
    };
    // $20,000 less the 2 % commission and its IVA leaves $19,536.00 for a $20,000.00 payoff.
    const short = await save(20475.01, 'en');
    expect([short.status, short.body.code]).toEqual([400, 'invalid_input']);
    expect(short.body.errors).toEqual({
      'producto.amount': [
        'The amount, less the commission and its VAT, does not cover the payoff of the loan being renewed ($20,000.00): the minimum amount is $20,475.02.',
      ],
    });
    expect((await save(20475.02, 'es')).status).toBe(200);
  });

  it("refuses outside loans to buy out that the renewal's payoff leaves no money for, naming both", async () => {
    const current = await server.get<Draft & { version: number }>(
      `/api/v1/promoter/applications/${draft.id}/`,
      {
        token: ana,
      },
    );
    // As sent by the step: the employer is the server's, from the convenio.
    const { employer: _employer, ...work } = current.body.data.datos_laborales as Record<string, unknown>;
    const figures = current.body.loan_figures!;
    // What is left once the renewed loan is paid off, and an outside loan a cent above it (far
    // below what the loan pays out before the renewal's payoff).
    const left = Math.round((figures.net_disbursement - figures.renewal!.payoff) * 100) / 100;
    const outside = {
      lender: 'Financiera del Norte',
      clabe: '012180005555555557',
      reference: 'FN-2231-7',
      amount: Math.round((left + 0.01) * 100) / 100,
      valid_until: addDays(todayInMexico(), 10),
      deduction: 100,
    };
    const saved = await server.request<{ errors?: Record<string, string[]> }>(
      'PATCH',
      `/api/v1/promoter/applications/${draft.id}/`,
      {
        token: ana,
        body: { datos_laborales: { ...work, existing_deductions: 500, payoffs: [outside] } },
        headers: { 'if-match': `"${current.body.version}"`, 'accept-language': 'en' },
      },
    );
    expect(outside.amount).toBeLessThan(figures.net_disbursement);
    expect([saved.status, saved.body.errors?.['datos_laborales.payoffs']]).toEqual([
      400,
      [
        `The loans to pay off add up to ${formatPesos(outside.amount)} and, once the loan being renewed is paid off (${formatPesos(figures.renewal!.payoff)}), the loan pays out ${formatPesos(left)}: raise the amount or remove a loan.`,
      ],
    ]);
  });

  it('counts the new payment instead of the loan it pays off', async () => {
    const folios = (body: Draft) => body.loan_figures?.capacity?.other_loans.map((item) => item.folio) ?? [];
    expect(draft.loan_figures?.capacity).not.toBeNull();
    expect(folios(draft)).not.toContain(loan.folio);
    // Unlinked, the same draft would count the loan as another deduction.
    await server.db
      .update(applications)
      .set({ renewsApplicationId: null })
      .where(eq(applications.id, draft.id));
    try {
      const unlinked = await server.get<Draft>(`/api/v1/promoter/applications/${draft.id}/`, { token: ana });
      expect(folios(unlinked.body)).toContain(loan.folio);
    } finally {
      await server.db
        .update(applications)
        .set({ renewsApplicationId: loan.id })
        .where(eq(applications.id, draft.id));
    }
  });

  it('refuses a second renewal while one is open, naming it; once cancelled, another may start', async () => {
    const second = await server.post<Refusal>(renewal(loan.id), undefined, {
      token: ana,
      headers: { 'accept-language': 'en' },
    });
    expect([second.status, second.body.code]).toEqual([409, 'renewal_open']);
    expect(second.body.detail).toBe(`This loan already has a renewal under way: application ${draft.folio}.`);
    expect((await cancel(draft.id, ana)).status).toBe(200);
    const third = await server.post<Draft>(renewal(loan.id), undefined, { token: ana });
    expect(third.status).toBe(201);
    expect((await cancel(third.body.id, ana)).status).toBe(200);
  });

  it("refuses while less than the product's minimum share is paid, in the reader's language", async () => {
    await server.db
      .update(products)
      .set({ renewalMinPaidShare: '0.25' })
      .where(eq(products.id, loan.productId!));
    try {
      // Disbursed today: nothing paid yet.
      const early = await server.post<Refusal>(renewal(loan.id), undefined, { token: ana });
      expect([early.status, early.body.code]).toEqual([409, 'renewal_share_not_met']);
      expect(early.body.detail).toBe(
        'Para renovar este crédito el producto pide haber pagado al menos el 25.0 % del monto; hoy va pagado el 0.0 %.',
      );
    } finally {
      await server.db
        .update(products)
        .set({ renewalMinPaidShare: '0' })
        .where(eq(products.id, loan.productId!));
    }
  });

  it('its promoter and an admin (for the promoter) renew; another promoter gets 404, a reviewer 403; a signed loan is not renewed', async () => {
    expect((await server.post(renewal(loan.id), undefined, { token: beto })).status).toBe(404);
    expect((await server.post(renewal(loan.id), undefined, { token: rita })).status).toBe(403);
    expect((await server.post(renewal(loan.id))).status).toBe(401);
    const notYet = await server.post<Refusal>(renewal(signedId), undefined, { token: ana });
    expect([notYet.status, notYet.body.code]).toEqual([409, 'loan_not_disbursed']);
    const byAdmin = await server.post<Draft>(renewal(loan.id), undefined, { token: alma });
    expect(byAdmin.status).toBe(201);
    // The promoter's draft: they see it, the desk does not (a draft).
    expect(
      (await server.get(`/api/v1/promoter/applications/${byAdmin.body.id}/`, { token: ana })).status,
    ).toBe(200);
  });

  it("a renewal an admin moved to another promoter is named to the loan's promoter by folio, without the id they could not open", async () => {
    const moved = await desk.disbursedLoan();
    const started = await server.post<Draft>(renewal(moved.id), undefined, { token: ana });
    expect(started.status).toBe(201);
    const idOf = async (token: string) =>
      (await server.get<{ id: string }>('/api/v1/users/users/whoami/', { token })).body.id;
    const reassigned = await server.post(
      `/api/v1/admin/promoters/${await idOf(ana)}/reassign/`,
      { to: await idOf(beto), applications: [started.body.id] },
      { token: alma },
    );
    expect(reassigned.status).toBe(200);
    expect(
      (await server.get(`/api/v1/promoter/applications/${started.body.id}/`, { token: ana })).status,
    ).toBe(404);
    const read = await server.get<{ open_renewal: unknown }>(`/api/v1/promoter/applications/${moved.id}/`, {
      token: ana,
    });
    expect(read.body.open_renewal).toEqual({ id: null, folio: started.body.folio });
    const refused = await server.post<Refusal & { open_renewal?: unknown }>(renewal(moved.id), undefined, {
      token: ana,
    });
    expect([refused.status, refused.body.code, refused.body.open_renewal]).toEqual([
      409,
      'renewal_open',
      { id: null, folio: started.body.folio },
    ]);
    // An admin still reaches it once it is more than a draft; as a draft it is named unlinked to them too.
    const byAdmin = await server.post<Refusal & { open_renewal?: unknown }>(renewal(moved.id), undefined, {
      token: alma,
    });
    expect(byAdmin.body.open_renewal).toEqual({ id: null, folio: started.body.folio });
  });
});

describe("a renewal's contract", () => {
  it('names the loan it pays off, its payoff and what reaches the customer; the carta, the deduction it replaces', async () => {
    const old = await desk.disbursedLoan();
    const taken = await takenApplication(server, ana, rita, desk.choices, {
      identity: 'approved',
      variant: { amount: 30000 },
    });
    await server.db
      .update(applications)
      .set({ renewsApplicationId: old.id })
      .where(eq(applications.id, taken.id));
    const approved = await server.post(
      `/api/v1/review/applications/${taken.id}/decide/`,
      { decision: 'approve' },
      { token: rita, headers: { 'if-match': `"${taken.version}"` } },
    );
    expect(approved.status).toBe(200);
    const contract = await server.get<{ documents: { type: string; download_url: string }[] }>(
      `/api/v1/promoter/applications/${taken.id}/contract/`,
      { token: ana },
    );
    const textOf = async (type: string) => {
      const document = contract.body.documents.find((item) => item.type === type)!;
      const response = await fetch(`${server.baseUrl}${document.download_url}`, {
        headers: { authorization: `Bearer ${ana}` },
      });
      return (await pdfText(Buffer.from(await response.arrayBuffer()))).text.replace(/\s+/g, ' ');
    };
    // Paid out today, nothing is due yet: the payoff is the whole $20,000; $30,000 less 2 % and
    // its IVA ($696.00) less it leaves $9,304.00.
    const contrato = await textOf('contrato');
    expect(contrato).toContain(`Este crédito renueva el crédito ${old.folio}`);
    expect(contrato).toContain('estimado en $20,000.00');
    expect(contrato).toContain('estimado en $9,304.00');
    expect(await textOf('carta_instruccion')).toContain(
      `el descuento del crédito ${old.folio} deja de aplicarse`,
    );
  });
});

describe("a renewal's disbursement", () => {
  const disburse = async (id: string) => {
    const [row] = await server.db.select().from(applications).where(eq(applications.id, id));
    return server.post<{ status: string; code?: string }>(
      `/api/v1/review/applications/${id}/decide/`,
      { decision: 'disburse', reference: 'MBAN01002611200002', paid_at: todayInMexico() },
      { token: alma, headers: { 'if-match': `"${row!.version}"` } },
    );
  };
  const link = (id: string, renews: string | null) =>
    server.db.update(applications).set({ renewsApplicationId: renews }).where(eq(applications.id, id));

  it('pays the payoff to the lender and the rest to the customer, and closes the loan it renews', async () => {
    // The drafts the tests above left open make way (a signed renewal stands in for one that went
    // through the desk: the split reads only the link).
    await server.db
      .update(applications)
      .set({ status: 'cancelled' })
      .where(and(eq(applications.renewsApplicationId, loan.id), eq(applications.status, 'draft')));
    // $20,000 less its commission does not cover a $20,000 payoff: refused, nothing recorded.
    await link(signedId, loan.id);
    const short = await disburse(signedId);
    expect([short.status, short.body.code]).toEqual([409, 'renewal_payoff_not_covered']);
    expect(
      await server.db.select().from(disbursements).where(eq(disbursements.applicationId, signedId)),
    ).toEqual([]);
    await link(signedId, null);

    await link(coveringId, loan.id);
    // The bank's batch asks for what reaches the customer: the payoff stays with the lender.
    const listed = await server.get<{ results: { id: string; amount: string }[] }>(
      '/api/v1/admin/disbursements/',
      { token: alma },
    );
    expect(listed.body.results.find((item) => item.id === coveringId)?.amount).toBe('9304.00');
    // The review page's transfer panel says the same: the payoff stays, the rest to the customer.
    const contract = await server.get<{ transfer: unknown }>(
      `/api/v1/promoter/applications/${coveringId}/contract/`,
      { token: alma },
    );
    expect(contract.body.transfer).toMatchObject({
      amount: '9304.00',
      renewal: { folio: loan.folio, amount: '20000.00' },
      payoffs: [],
    });
    const batch = await fetch(`${server.baseUrl}/api/v1/admin/disbursements/export/`, {
      headers: { authorization: `Bearer ${alma}` },
    });
    expect(await batch.text()).toMatch(/,9304\.00,Credito [^,]+,/);
    const done = await disburse(coveringId);
    expect([done.status, done.body.status]).toEqual([200, 'disbursed']);
    const [movements] = await server.db
      .select()
      .from(disbursements)
      .where(eq(disbursements.applicationId, coveringId));
    // $30,000 less 2 % commission and its IVA ($696.00), less the $20,000 payoff.
    expect([movements!.amount, movements!.payoffAmount, movements!.payoffApplicationId]).toEqual([
      '9304.00',
      '20000.00',
      loan.id,
    ]);
    const [covering] = await server.db.select().from(applications).where(eq(applications.id, coveringId));
    const old = await server.get<{ status: string; settled: unknown }>(
      `/api/v1/promoter/applications/${loan.id}/`,
      {
        token: ana,
      },
    );
    expect(old.body).toMatchObject({
      status: 'disbursed',
      settled: { reason: 'renewal', on: todayInMexico(), by: { id: coveringId, folio: covering!.folio } },
    });
    const again = await server.post<Refusal>(renewal(loan.id), undefined, { token: ana });
    expect([again.status, again.body.code]).toEqual([409, 'loan_settled']);
    const quote = await server.get<Refusal>(`/api/v1/promoter/applications/${loan.id}/payoff/`, {
      token: ana,
    });
    expect([quote.status, quote.body.code]).toEqual([409, 'loan_settled']);
    // Once paid, the transfer panel reads what was recorded, weeks later too (a payoff worked out
    // again after a payday would be smaller).
    server.setToday(addDays(todayInMexico(), 40));
    const paidContract = await server
      .get<{ transfer: unknown }>(`/api/v1/promoter/applications/${coveringId}/contract/`, { token: alma })
      .finally(() => server.setToday(null));
    expect(paidContract.body.transfer).toMatchObject({
      amount: '9304.00',
      renewal: { folio: loan.folio, amount: '20000.00' },
    });
    // The renewal's own figures keep the payoff it made.
    const renewed = await server.get<Draft>(`/api/v1/promoter/applications/${coveringId}/`, { token: ana });
    expect(renewed.body.loan_figures?.renewal).toMatchObject({ payoff: 20000, customer_receives: 9304 });
  });

  it("a renewal's transfer keeps its day: a correction sets the tracking key right and mails what reached the customer", async () => {
    const [covering] = await server.db.select().from(applications).where(eq(applications.id, coveringId));
    const correct = (paidAt: string) =>
      server.post<Refusal & { status: string }>(
        `/api/v1/review/applications/${coveringId}/decide/`,
        {
          decision: 'correct_disbursement',
          reference: 'MBAN01002611200077',
          paid_at: paidAt,
          comment: 'La clave de rastreo se capturó mal.',
        },
        { token: alma, headers: { 'if-match': `"${covering!.version}"` } },
      );
    const moved = await correct('2020-01-02');
    expect([moved.status, moved.body.errors?.paid_at]).toEqual([
      400,
      [
        'La fecha de una renovación no se corrige: el saldo liquidado se calculó para ese día. Solo puedes corregir la clave de rastreo.',
      ],
    ]);
    const done = await correct(todayInMexico());
    expect([done.status, done.body.status]).toEqual([200, 'disbursed']);
    const [mail] = await server.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1);
    expect(mail!.subject).toBe(`Corrección: Depositamos tu crédito ${covering!.folio}`);
    // What reached the customer's CLABE, not the contract's whole net amount ($29,304.00).
    expect(mail!.textBody).toContain('$9,304.00');
    expect(mail!.textBody).not.toContain('$29,304.00');
  });

  it('renewals asked at once make one draft: the others answer the open renewal, or with one key the same draft', async () => {
    const first = await desk.disbursedLoan();
    const apart = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        server.post<Refusal>(renewal(first.id), undefined, {
          token: ana,
          headers: { 'idempotency-key': `renewal-race-apart-${n}` },
        }),
      ),
    );
    expect(apart.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    expect(
      apart.filter((answer) => answer.status === 409).every((answer) => answer.body.code === 'renewal_open'),
    ).toBe(true);
    const second = await desk.disbursedLoan();
    const together = await Promise.all(
      [1, 2, 3].map(() =>
        server.post<Draft>(renewal(second.id), undefined, {
          token: ana,
          headers: { 'idempotency-key': 'renewal-race-together' },
        }),
      ),
    );
    expect(together.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(together.map((answer) => answer.body.id)).size).toBe(1);
  }, 120_000);
});
