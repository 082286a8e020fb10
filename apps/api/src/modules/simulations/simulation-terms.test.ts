import type { Affiliate, Product } from '@origina/domain/lender-catalog';
import type { Simulation } from '@origina/domain/simulations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  approvedApplication,
  demoChoices,
  submittedApplication,
} from '../../../test/support/applications.js';
import { seedDemoCatalogues, signInAs } from '../../../test/support/catalogues.js';
import { anotherCurp } from '../../../test/support/customer.js';
import { startTestServer, type TestServer } from '../../../test/support/server.js';
import { affiliates, simulations } from '../../db/schema.js';
import { newId } from '../../ids.js';

// The simulator "as if signed" on start_date (today unless given): its schedule on the convenio's
// payroll calendar, and the customer's other loans against the capacity when a CURP is given
// (issue 30). Every expected date was worked out by hand against docs/domain-rules.md's rule (V = 5, cut-off
// 10) and checked with a separate day-by-day calculation.

let server: TestServer;
let ana: string;
let rita: string;
const products: Record<string, Product> = {};
const convenios: Record<string, Affiliate> = {};

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
  [ana, rita] = await Promise.all([signInAs(server, 'promoter'), signInAs(server, 'reviewer')]);
  const listed = await server.get<{ results: Product[] }>('/api/v1/promoter/products/', { token: ana });
  for (const product of listed.body.results) products[product.code] = product;
  const served = await server.get<{ results: Affiliate[] }>('/api/v1/promoter/affiliates/', { token: ana });
  for (const affiliate of served.body.results) convenios[affiliate.code] = affiliate;
}, 120_000);
afterAll(() => server?.close());

const simulate = (body: Record<string, unknown>) =>
  server.post<Simulation>('/api/v1/promoter/simulations/', body, { token: ana });

const dated = async (product: string, affiliate: string | null, term: number, start_date?: string) => {
  const response = await simulate({
    product: products[product]!.id,
    ...(affiliate ? { affiliate: convenios[affiliate]!.id } : {}),
    amount: 10000,
    term,
    ...(start_date ? { start_date } : {}),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

describe('the first payment date', () => {
  it('is the convenio’s first payday far enough after the contract date, for every frequency', async () => {
    // Quincenal (15th and last): docs/domain-rules.md's two examples.
    expect((await dated('NOM-QNA-CLASICO', 'GOB-CDMX', 24, '2026-11-14')).first_payment_date).toBe(
      '2026-11-30',
    );
    expect((await dated('NOM-QNA-CLASICO', 'GOB-CDMX', 24, '2026-11-26')).first_payment_date).toBe(
      '2026-12-15',
    );
    // Weekly on Fridays: docs/domain-rules.md's Thursday 26 Nov → Friday 11 Dec.
    const weekly = await dated('NOM-SEM-EXPRESS', 'MAQUILA-NORTE', 26, '2026-11-26');
    expect(weekly.schedule.slice(0, 2).map((row) => row.date)).toEqual(['2026-12-11', '2026-12-18']);
    expect(weekly.first_payment_date).toBe('2026-12-11');
    // Catorcenal from 9 Jan 2026: 11 Dec 2026 (its cut-off, 1 Dec, is the validity's last day).
    expect((await dated('NOM-CAT-IMSS', 'IMSS-ACTIVOS', 26, '2026-11-26')).first_payment_date).toBe(
      '2026-12-11',
    );
    // Monthly on the last day: one month after 31 Jan 2028 is 29 Feb.
    const monthly = await dated('NOM-MEN-GOBIERNO', 'GOB-NUEVO-LEON', 12, '2028-01-31');
    expect(monthly.schedule.slice(0, 2).map((row) => row.date)).toEqual(['2028-02-29', '2028-03-31']);
  });

  it('follows the convenio’s own calendar, and the product’s default without a convenio', async () => {
    const jalisco = convenios['GOB-JALISCO']!;
    await server.db
      .update(affiliates)
      .set({ paydayDays: [10, 25] })
      .where(eq(affiliates.id, jalisco.id));
    onTestFinished(async () => {
      await server.db
        .update(affiliates)
        .set({ paydayDays: [15, 31] })
        .where(eq(affiliates.id, jalisco.id));
    });
    const own = await dated('NOM-QNA-CLASICO', 'GOB-JALISCO', 24, '2026-11-14');
    expect(own.schedule.slice(0, 3).map((row) => row.date)).toEqual([
      '2026-12-10',
      '2026-12-25',
      '2027-01-10',
    ]);
    expect((await dated('NOM-QNA-CLASICO', null, 24, '2026-11-14')).first_payment_date).toBe('2026-11-30');
  });

  it('assumes the contract is signed today when no start date is given', async () => {
    server.setToday('2026-11-14');
    onTestFinished(() => server.setToday(null));
    const today = await dated('NOM-QNA-CLASICO', 'GOB-CDMX', 24);
    expect(today).toMatchObject({ start_date: '2026-11-14', first_payment_date: '2026-11-30' });
    const read = await server.get<Simulation>(`/api/v1/promoter/simulations/${today.id}/`, { token: ana });
    expect(read.body.first_payment_date).toBe('2026-11-30');
  });

  it('reads a simulation saved before the calendar with the date of its first row and no other loans', async () => {
    const saved = await simulate({
      product: products['NOM-QNA-CLASICO']!.id,
      affiliate: convenios['GOB-CDMX']!.id,
      amount: 10000,
      term: 24,
      start_date: '2026-11-22',
      net_pay: 8000,
      existing_deductions: 400,
    });
    const [row] = await server.db.select().from(simulations).where(eq(simulations.id, saved.body.id));
    // As the simulator stored it before: no first payment date, no other loans, and the first row
    // dated by the old rule (the next payday, 30 Nov).
    const { first_payment_date: _, capacity, schedule, ...rest } = row!.result as Omit<Simulation, 'id'>;
    const { other_loans: __, ...oldCapacity } = capacity!;
    const oldSchedule = schedule.map((line, index) => (index === 0 ? { ...line, date: '2026-11-30' } : line));
    const id = newId();
    await server.db
      .insert(simulations)
      .values({ ...row!, id, result: { ...rest, capacity: oldCapacity, schedule: oldSchedule } });
    const read = await server.get<Simulation>(`/api/v1/promoter/simulations/${id}/`, { token: ana });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.first_payment_date).toBe('2026-11-30');
    expect(read.body.capacity).toEqual({
      max_payment: 2000,
      max_amount: 34238,
      exceeds: false,
      other_loans: [],
    });
  });
});

describe('capacity with the customer’s CURP', () => {
  // 12,000 net × 30 % − 500 = 3,100 a quincena; a 20,000 Clásico loan pays 1,168.26 (docs/domain-rules.md's
  // formula by hand), leaving 1,931.74, whose present value over 24 quincenas is 33,070.
  const capacityFor = async (curp?: string) => {
    const response = await simulate({
      product: products['NOM-QNA-CLASICO']!.id,
      affiliate: convenios['GOB-CDMX']!.id,
      amount: 10000,
      term: 24,
      net_pay: 12000,
      existing_deductions: 500,
      ...(curp ? { curp } : {}),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.capacity;
  };

  it('counts the customer’s other loans and applications in flight, and answers them', async () => {
    const choices = await demoChoices(server, ana);
    const curp = anotherCurp('TVW');
    expect(await capacityFor(curp)).toEqual({
      max_payment: 3100,
      max_amount: 53070,
      exceeds: false,
      other_loans: [],
    });
    const loan = await approvedApplication(server, ana, rita, choices, { curp });
    const inFlight = await submittedApplication(server, ana, choices, { variant: { curp } });
    expect(await capacityFor(curp)).toEqual({
      // 3,100 − 2 × 1,168.26
      max_payment: 763.48,
      max_amount: 13070,
      exceeds: false,
      other_loans: [
        { folio: loan.folio, kind: 'loan', payment: 1168.26, frequency: 'biweekly' },
        { folio: inFlight.folio, kind: 'application', payment: 1168.26, frequency: 'biweekly' },
      ],
    });
    // Without the CURP the simulator knows nothing of them.
    expect((await capacityFor())?.max_payment).toBe(3100);
    // The CURP is checked like the form's.
    const wrong = await simulate({
      product: products['NOM-QNA-CLASICO']!.id,
      amount: 10000,
      term: 24,
      curp: 'HEGG560427MVZRRL05',
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys((wrong.body as unknown as { errors: object }).errors)).toEqual(['curp']);
  });
});
