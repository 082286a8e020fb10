import { todayInMexico } from '@origina/domain/calendar-date';
import type { DeskSignal } from '@origina/domain/desk-signals';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoChoices, submittedApplication } from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { anotherCurp, freshCurp } from '../../../test/support/customer.js';
import {
  startTestServer,
  strongPassword,
  type TestServer,
  uniqueEmail,
} from '../../../test/support/server.js';
import { applications, contracts, products } from '../../db/schema.js';
import { createAccount } from '../users/accounts.js';

let server: TestServer;
let ana: string;
let rita: string;
let alma: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  [ana, rita, alma] = await Promise.all([
    signInAs(server, 'promoter'),
    signInAs(server, 'reviewer'),
    signInAs(server, 'admin'),
  ]);
  choices = await demoChoices(server, ana);
  // No age limit unless a test sets one: the fixture's customer is 70.
  await server.db.update(products).set({ maxAgeAtEnd: null });
}, 120_000);
afterAll(() => server?.close());

let serial = 0;
const digits = (length: number) => {
  serial += 1;
  return `${Date.now()}${serial}`.padStart(length, '7').slice(-length);
};

type Row = typeof applications.$inferSelect;
interface Customer {
  curp?: string;
  clabe?: string;
  mobile?: string;
  email?: string;
  netPay?: number;
  startDate?: string;
  status?: Row['status'];
  // A draft never sent to the desk.
  draft?: boolean;
}

/** An application of its own customer (own CURP, CLABE, mobile and e-mail unless given). */
async function application(customer: Customer = {}) {
  const row = await submittedApplication(server, ana, choices, {
    variant: { curp: customer.curp ?? freshCurp() },
  });
  const data = row.data as Record<string, Record<string, unknown>>;
  const mobile = customer.mobile ?? `55${digits(8)}`;
  const email = customer.email ?? `cliente${digits(10)}@example.mx`;
  const [updated] = await server.db
    .update(applications)
    .set({
      mobile,
      status: customer.draft ? 'draft' : (customer.status ?? 'submitted'),
      submittedAt: customer.draft ? null : row.submittedAt,
      data: {
        ...data,
        pre_solicitud: { ...data.pre_solicitud, mobile, email },
        datos_generales_2: { ...data.datos_generales_2, mobile, email },
        datos_laborales: {
          ...data.datos_laborales,
          clabe: customer.clabe ?? `002${digits(15)}`,
          net_pay: customer.netPay ?? 12000,
          start_date: customer.startDate ?? '2015-03-01',
        },
      },
    })
    .where(eq(applications.id, row.id))
    .returning();
  return updated!;
}

const signalsOf = async (id: string) => {
  const response = await server.get<{ signals: DeskSignal[] }>(`/api/v1/review/applications/${id}/`, {
    token: rita,
  });
  expect(response.status).toBe(200);
  return response.body.signals;
};
const codesOf = async (id: string) => (await signalsOf(id)).map((signal) => signal.code);

describe('signals', () => {
  it('finds none for a customer who shares nothing with anyone', async () => {
    await application();
    const alone = await application();
    expect(await signalsOf(alone.id)).toEqual([]);
  });

  it('curp_open_elsewhere: another open application or a running loan of the same CURP, newest first', async () => {
    const curp = anotherCurp('QCV');
    const open = await application({ curp, status: 'in_review' });
    const draft = await application({ curp, draft: true });
    const loan = await application({ curp, status: 'disbursed' });
    const rejected = await application({ curp, status: 'rejected' });
    const current = await application({ curp });
    const [signal] = await signalsOf(current.id);
    expect(signal?.code).toBe('curp_open_elsewhere');
    expect(signal?.applications).toEqual([open.folio, draft.folio, loan.folio].sort().reverse());
    expect(signal?.applications).not.toContain(rejected.folio);
    // The draft never reached the desk: named, not linked.
    expect(signal?.pointers.find((pointer) => pointer.folio === draft.folio)).toEqual({
      folio: draft.folio,
      id: null,
      status: 'draft',
    });
    expect(signal?.pointers.find((pointer) => pointer.folio === open.folio)?.id).toBe(open.id);
  });

  it('curp_open_elsewhere: a loan past its last payment, a cancelled or another CURP do not count', async () => {
    const curp = anotherCurp('QCW');
    const paid = await application({ curp, status: 'disbursed' });
    await server.db.insert(contracts).values({
      id: crypto.randomUUID(),
      applicationId: paid.id,
      status: 'signed',
      loan: { result: { schedule: [{ date: '2020-01-15' }] } } as never,
    });
    await application({ curp, status: 'cancelled' });
    await application({ status: 'in_review' });
    const current = await application({ curp });
    expect(await codesOf(current.id)).not.toContain('curp_open_elsewhere');
  });

  it('clabe_shared, mobile_shared, email_shared: on another customer, not on the same CURP', async () => {
    const clabe = `002${digits(15)}`;
    const mobile = `56${digits(8)}`;
    const email = `compartido${digits(8)}@example.mx`;
    const other = await application({ clabe, mobile, email });
    const curp = anotherCurp('QCX');
    const sameCustomer = await application({ curp, clabe, mobile, email, status: 'rejected' });
    const current = await application({ curp, clabe, mobile, email });
    const signals = await signalsOf(current.id);
    expect(signals.map((signal) => signal.code)).toEqual(['clabe_shared', 'mobile_shared', 'email_shared']);
    for (const signal of signals) expect(signal.applications).toEqual([other.folio]);
    expect(signals.flatMap((signal) => signal.applications)).not.toContain(sameCustomer.folio);
  });

  it('staff_contact: the mobile or e-mail of a staff account, with whose', async () => {
    const mobile = `57${digits(8)}`;
    const email = uniqueEmail('staff');
    await createAccount(
      server.db,
      {
        email,
        password: strongPassword,
        role: 'promoter',
        firstName: 'Pedro',
        lastName: 'Páramo',
        mobileNumber: mobile,
      },
      'test',
    );
    const current = await application({ mobile, email });
    const [signal] = await signalsOf(current.id);
    expect(signal).toMatchObject({
      code: 'staff_contact',
      applications: [],
      staff: [
        { contact: 'mobile', name: 'Pedro Páramo' },
        { contact: 'email', name: 'Pedro Páramo' },
      ],
    });
    expect(await codesOf((await application()).id)).not.toContain('staff_contact');
  });

  it('age_at_end: older than the limit an admin set on the product at the last payment, with the ages', async () => {
    const current = await application();
    expect(await codesOf(current.id)).not.toContain('age_at_end');
    const product = `/api/v1/promoter/products/${current.productId}/`;
    const limit = (value: number | null) =>
      server.request<{ max_age_at_end: number | null }>('PATCH', product, {
        token: alma,
        body: { max_age_at_end: value },
      });
    try {
      // Born 1956-04-27: 70 in 2026, and older at the last of 24 payments.
      expect((await limit(70)).body.max_age_at_end).toBe(70);
      const [signal] = await signalsOf(current.id);
      expect(signal).toMatchObject({ code: 'age_at_end', applications: [], ages: { limit: 70, now: 70 } });
      expect(signal!.ages!.at_end).toBeGreaterThan(70);
      expect(signal!.ages!.last_payment > todayInMexico()).toBe(true);
      // At the limit itself: nothing.
      await limit(signal!.ages!.at_end);
      expect(await codesOf(current.id)).not.toContain('age_at_end');
      // A limit no adult could meet is refused in words.
      const refused = await limit(12);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('La edad máxima va de 18 a 120 años.');
    } finally {
      expect((await limit(null)).body.max_age_at_end).toBeNull();
    }
  });

  it('income_changed: net pay or start date differ from the previous application of the CURP', async () => {
    const curp = anotherCurp('QCY');
    const before = await application({ curp, status: 'rejected', netPay: 9000, startDate: '2016-01-01' });
    const current = await application({ curp, netPay: 15000, startDate: '2010-01-01' });
    const [signal] = await signalsOf(current.id);
    expect(signal).toEqual({
      code: 'income_changed',
      applications: [before.folio],
      pointers: [{ folio: before.folio, id: before.id, status: 'rejected' }],
      changes: [
        { field: 'net_pay', before: '9000.00', after: '15000.00' },
        { field: 'start_date', before: '2016-01-01', after: '2010-01-01' },
      ],
    });
    // The same pay on another customer's earlier application is nothing.
    await application({ netPay: 9000 });
    const steady = await application({ curp: anotherCurp('QCZ'), netPay: 15000 });
    expect(await codesOf(steady.id)).not.toContain('income_changed');
  });

  it('the queue rows carry their signal codes', async () => {
    const mobile = `58${digits(8)}`;
    const first = await application({ mobile });
    const second = await application({ mobile });
    const alone = await application();
    const queue = await server.get<{ results: { id: string; signals: string[] }[] }>(
      '/api/v1/review/applications/?page_size=100',
      { token: rita },
    );
    expect(queue.status).toBe(200);
    const codes = (id: string) => queue.body.results.find((row) => row.id === id)?.signals;
    expect(codes(first.id)).toEqual(['mobile_shared']);
    expect(codes(second.id)).toEqual(['mobile_shared']);
    expect(codes(alone.id)).toEqual([]);
  });
});
