import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from './config.js';
import { openConfiguredDatabase } from './db/open.js';

// DATA_DIR holds the embedded database and the customers' documents: nothing in it is readable
// by another user of the machine, whatever was there before the server started.

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** Every folder and file under `dir` whose mode lets anyone but its owner in. */
function openEntries(dir: string) {
  const entries = ['.', ...readdirSync(dir, { recursive: true, encoding: 'utf8' })];
  return entries
    .map((entry) => ({ entry, stats: statSync(join(dir, entry)) }))
    .filter(({ stats }) => (stats.mode & 0o777) !== (stats.isDirectory() ? 0o700 : 0o600))
    .map(({ entry, stats }) => `${entry} ${(stats.mode & 0o777).toString(8)}`);
}

describe('the data directory', () => {
  it('is made private at start, after the migrations and at the close: folders 0700, files 0600', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'origina-perm-'));
    roots.push(dataDir);
    // What an earlier version left: a 0755 DATA_DIR, PGlite's own 0666 files, a readable document.
    const earlier = await PGlite.create(join(dataDir, 'pglite'));
    await earlier.query('create table left_before (x int)');
    await earlier.close();
    mkdirSync(join(dataDir, 'documents'));
    writeFileSync(join(dataDir, 'documents', 'ine.jpg'), 'photo');
    chmodSync(join(dataDir, 'documents', 'ine.jpg'), 0o644);
    chmodSync(join(dataDir, 'documents'), 0o755);
    chmodSync(dataDir, 0o755);
    const before = openEntries(dataDir);
    expect(before).toContain('. 755');
    expect(before.filter((line) => line.endsWith(' 666')).length).toBeGreaterThan(100);

    const database = await openConfiguredDatabase({ dataDir } as Config, 'test');
    expect(openEntries(dataDir)).toEqual([]);
    // The migrations create tables, so PGlite writes new files (0666 again) that are tightened.
    await database.migrate();
    expect(openEntries(dataDir)).toEqual([]);
    await database.close();
    expect(openEntries(dataDir)).toEqual([]);
  }, 120_000);
});
