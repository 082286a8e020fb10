import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client.js';
import { demoAccounts, demoPassword } from '../../src/modules/users/demo-accounts.js';
import { acknowledgedWriters, apiProcess, pause, report, signIn } from './harness.js';

const stops = Number(process.env.RELIABILITY_STOPS ?? 3);
const dataDir = mkdtempSync(join(tmpdir(), 'origina-clean-stop-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('SIGTERM during writes, on the embedded database', () => {
  it(`opens cleanly after ${stops} stops with every acknowledged write there`, async () => {
    const api = await apiProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const promoter = demoAccounts.find((account) => account.role === 'promoter')!;
    const token = await signIn(api.url, promoter.email, demoPassword);
    const writers = acknowledgedWriters(api.url, token);
    const exitCodes: (number | null)[] = [];
    for (let stop = 1; stop <= stops; stop += 1) {
      await pause(500 + Math.random() * 500);
      exitCodes.push(await api.signal('SIGTERM'));
      await api.start();
      report(
        `clean stop ${stop}: exited ${exitCodes.at(-1)} with ${writers.acknowledged.size} writes acknowledged`,
      );
    }
    await pause(300);
    await writers.stop();
    exitCodes.push(await api.signal('SIGTERM'));

    // The server is stopped: the test opens the same directory, as the next start would.
    const database = await openPglite({ dataDir: join(dataDir, 'pglite') });
    const result = (await database.db.execute(
      'select id, idempotency_key as key from applications where idempotency_key is not null',
    )) as unknown as { rows: { id: string; key: string }[] };
    await database.close();
    const stored = new Map(result.rows.map((row) => [row.key, row.id]));
    const lost = [...writers.acknowledged].filter(([key, id]) => stored.get(key) !== id).length;
    report(
      `SIGTERM ×${stops} on PGlite: ${writers.acknowledged.size} writes acknowledged, ${result.rows.length} stored, ${lost} lost; exit codes ${exitCodes.join(', ')}`,
    );
    expect(exitCodes.every((code) => code === 0)).toBe(true);
    expect(writers.acknowledged.size).toBeGreaterThan(stops * 5);
    expect(lost).toBe(0);
    expect(result.rows.length).toBe(writers.acknowledged.size);
  }, 300_000);
});
