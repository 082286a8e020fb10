import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/db/schema.js';
import { acknowledgedWriters, pause, promoterOnPostgres, report } from './harness.js';

const kills = Number(process.env.RELIABILITY_KILLS ?? 5);
let setup: Awaited<ReturnType<typeof promoterOnPostgres>> | undefined;
afterAll(() => setup?.close(), 60_000);

describe('kill -9 during acknowledged writes, on PostgreSQL', () => {
  it(`loses and duplicates nothing through ${kills} crashes`, async () => {
    setup = await promoterOnPostgres('choque');
    const { api, token, promoterId, database } = setup;
    const writers = acknowledgedWriters(api.url, token);
    for (let kill = 1; kill <= kills; kill += 1) {
      await pause(400 + Math.random() * 600);
      const before = writers.acknowledged.size;
      await api.signal('SIGKILL');
      await api.start();
      report(`crash ${kill}: killed with ${before} writes acknowledged, restarted`);
    }
    await pause(500);
    await writers.stop();

    const rows = await database.handle.db
      .select({ id: applications.id, key: applications.idempotencyKey })
      .from(applications)
      .where(eq(applications.promoterId, promoterId));
    const stored = new Map(rows.map((row) => [row.key, row.id]));
    const lost = [...writers.acknowledged].filter(([key, id]) => stored.get(key) !== id).length;
    // Two rows for one write (same key), or a row no acknowledged write accounts for.
    const duplicated =
      rows.length - stored.size + rows.filter((row) => !writers.acknowledged.has(row.key ?? '')).length;
    const { attempts, failures } = writers.stats();
    report(
      `kill -9 ×${kills} on PostgreSQL: ${writers.acknowledged.size} writes acknowledged (${attempts} attempts, ${failures} retried), ${rows.length} stored, ${lost} lost, ${duplicated} duplicated`,
    );
    expect(writers.acknowledged.size).toBeGreaterThan(kills * 5);
    expect(lost).toBe(0);
    expect(duplicated).toBe(0);
  }, 300_000);
});
