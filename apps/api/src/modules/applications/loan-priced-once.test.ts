import { todayInMexico } from '@origina/domain/calendar-date';
import type { Table } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applicationRequests } from '../../../test/support/application-requests.js';
import { type demoChoices, startPromoterServer } from '../../../test/support/applications.js';
import { freshCurp, sectionsOf } from '../../../test/support/customer.js';
import type { TestServer } from '../../../test/support/server.js';
import type { Database } from '../../db/client.js';
import { affiliates, applications, products } from '../../db/schema.js';
import { updateApplication } from './applications.js';
import { presentApplication } from './present-application.js';

// A save of the producto step works its loan out once: the check and the answer's figures share
// the product and convenio it read and the schedule it computed.

let server: TestServer;
let ana: string;
let choices: Awaited<ReturnType<typeof demoChoices>>;

beforeAll(async () => {
  ({ server, token: ana, choices } = await startPromoterServer());
}, 120_000);
afterAll(() => server?.close());

const { create, patch } = applicationRequests(() => ({ server, token: ana }));

/** The database, counting the tables its `select … from` read. */
function countingReads(db: Database) {
  const reads = new Map<Table, number>();
  const counted = new Proxy(db, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (key !== 'select') return typeof value === 'function' ? value.bind(target) : value;
      return (...args: Parameters<Database['select']>) => {
        const builder = target.select(...args);
        return new Proxy(builder, {
          get(inner, innerKey) {
            const member = Reflect.get(inner, innerKey, inner);
            if (innerKey !== 'from') return typeof member === 'function' ? member.bind(inner) : member;
            return (table: Table) => {
              reads.set(table, (reads.get(table) ?? 0) + 1);
              return member.call(inner, table);
            };
          },
        });
      };
    },
  });
  return { db: counted, reads: (table: Table) => reads.get(table) ?? 0 };
}

it('reads the product and the convenio once to check and answer a save of the producto step', async () => {
  const { body: draft } = await create();
  const { producto, ...others } = sectionsOf(choices, { curp: freshCurp() });
  expect((await patch(draft.id, others, 1)).status).toBe(200);
  const [row] = await server.db.select().from(applications).where(eq(applications.id, draft.id));
  const { db, reads } = countingReads(server.db);
  const today = todayInMexico();
  const validityDays = server.config.contractValidityDays;
  const saved = await updateApplication(
    db,
    row!,
    row!.version,
    { producto },
    'merge',
    { id: row!.promoterId, ip: '127.0.0.1' },
    { today, validityDays },
  );
  const answer = await presentApplication(
    { db, config: { ...server.config, jwtSecret: server.config.jwtSecret! }, today: () => today },
    saved.row,
    'es',
    {
      loan: saved.loan,
    },
  );
  expect(reads(products)).toBe(1);
  expect(reads(affiliates)).toBe(1);
  // Clásico, 20,000 over 24 quincenas at 60 % a year: 1,168.26 (worked out in capacity-across-loans).
  expect(answer.loan_figures).toMatchObject({
    amount: 20000,
    term: 24,
    payment: 1168.26,
    source: 'catalogue',
  });
  expect(answer.loan_figures?.capacity).toMatchObject({ exceeds: false, other_loans: [] });
  expect(answer.product?.id).toBe(choices.product);
  expect(answer.affiliate?.id).toBe(choices.affiliate);
});

it('reads the product and the convenio once to answer a draft with its figures and what submit would refuse', async () => {
  const { body: draft } = await create();
  expect((await patch(draft.id, sectionsOf(choices, { curp: freshCurp() }), 1)).status).toBe(200);
  const [row] = await server.db.select().from(applications).where(eq(applications.id, draft.id));
  const { db, reads } = countingReads(server.db);
  const today = todayInMexico();
  const answer = await presentApplication(
    { db, config: { ...server.config, jwtSecret: server.config.jwtSecret! }, today: () => today },
    row!,
    'es',
  );
  expect(reads(products)).toBe(1);
  expect(reads(affiliates)).toBe(1);
  expect(answer.loan_figures).toMatchObject({ amount: 20000, payment: 1168.26 });
  // No documents yet and the identity check not sent: submit would refuse, and says so.
  expect(answer.missing.map((item) => item.step)).toContain('datos-de-solicitud');
  expect(answer.completed_steps).not.toContain('datos-de-solicitud');
});
