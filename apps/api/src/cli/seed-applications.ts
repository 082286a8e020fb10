import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { createLogger } from '../logger.js';
import { seedDemoLenderCatalog } from '../modules/catalogs/lender-import.js';
import { ensurePostalCatalog } from '../modules/catalogs/postal-catalog.js';
import { createAccount } from '../modules/users/accounts.js';
import { stop, withDatabase } from './with-database.js';

// Volume for benchmarks: promoters who each own an equal share of N applications spread over the
// statuses and the last months. Never for a production database: it refuses one that has
// applications of its own.
const usage = 'Usage: npm run seed:applications -- [--count 100000] [--promoters 50]';
const benchPassword = 'Banco-Pruebas-Volumen-2026';
const statuses = [
  'draft',
  'submitted',
  'in_review',
  'approved',
  'rejected',
  'changes_requested',
  'disbursed',
];
const batch = 10_000;

let args: { count: number; promoters: number };
try {
  const { values } = parseArgs({
    options: { count: { type: 'string', default: '100000' }, promoters: { type: 'string', default: '50' } },
    strict: true,
  });
  args = { count: Number(values.count), promoters: Number(values.promoters) };
} catch (error) {
  stop(`${(error as Error).message}\n${usage}`, 2);
}
if (
  !Number.isInteger(args.count) ||
  args.count < 1 ||
  !Number.isInteger(args.promoters) ||
  args.promoters < 1
)
  stop(usage, 2);

const benchPromoterEmail = (index: number) => `bench.promotor.${index}@bench.origina.mx`;

await withDatabase('npm run seed:applications', async (database) => {
  const { db } = database;
  // Both drivers (node-postgres and PGlite) answer raw queries with { rows }.
  const existing = (await db.execute(
    sql`select count(*)::int as value from applications where folio not like 'SOL-BENCH-%'`,
  )) as unknown as { rows: { value: number }[] };
  const others = existing.rows[0]?.value ?? 0;
  if (others > 0 && process.env.SEED_FORCE !== 'true') {
    return {
      ok: false,
      message: `This database has ${others} real applications; seeding is for benchmarks only.`,
    };
  }
  // Applications name the demo catalogue, whose branches need the postal catalogue.
  await ensurePostalCatalog(db, createLogger('warn'));
  await seedDemoLenderCatalog(db);
  const promoterIds: string[] = [];
  for (let index = 1; index <= args.promoters; index += 1) {
    const email = benchPromoterEmail(index);
    const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    promoterIds.push(
      found?.id ??
        (await createAccount(
          db,
          {
            email,
            password: benchPassword,
            role: 'promoter',
            firstName: 'Promotor',
            lastName: `Volumen ${index}`,
          },
          'seed',
        )),
    );
  }
  await db.execute(sql`delete from applications where folio like 'SOL-BENCH-%'`);
  const started = Date.now();
  const promoters = sql.raw(`array[${promoterIds.map((id) => `'${id}'::uuid`).join(',')}]`);
  const statusList = sql.raw(`array[${statuses.map((status) => `'${status}'`).join(',')}]`);
  for (let from = 1; from <= args.count; from += batch) {
    const to = Math.min(args.count, from + batch - 1);
    // Built by the database itself: one statement per batch instead of a round trip per row.
    await db.execute(sql`
      insert into applications
        (id, folio, promoter_id, status, version, data, customer_name, curp, mobile, search_text, created_at, updated_at)
      select
        gen_random_uuid(),
        'SOL-BENCH-' || lpad(g::text, 7, '0'),
        (${promoters})[1 + (g % ${args.promoters})],
        ((${statusList})[1 + (g % ${statuses.length})])::application_status,
        1,
        jsonb_build_object('pre_solicitud', jsonb_build_object(
          'first_name', 'Cliente', 'last_name', 'Volumen', 'second_last_name', g::text,
          'curp', 'HEGG560427MVZRRL04', 'mobile', '55' || lpad(g::text, 8, '0'),
          'email', 'cliente' || g || '@example.mx', 'contact_consent', true)),
        'Cliente Volumen ' || g,
        'HEGG560427MVZRRL04',
        '55' || lpad(g::text, 8, '0'),
        'sol-bench-' || lpad(g::text, 7, '0') || ' cliente volumen ' || g || ' hegg560427mvzrrl04 55' || lpad(g::text, 8, '0'),
        now() - (g || ' minutes')::interval,
        now() - (g || ' minutes')::interval
      from generate_series(${from}::int, ${to}::int) as g`);
  }
  // As autovacuum would after a bulk load: statistics, and the visibility map index-only counts need.
  await db.execute(sql`vacuum analyze applications`);
  return {
    ok: true,
    message: [
      `Seeded ${args.count} applications over ${args.promoters} promoters (${Math.floor(args.count / args.promoters)} each) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      `Sign in as ${benchPromoterEmail(1)} with the password ${benchPassword}.`,
    ].join('\n'),
  };
});
