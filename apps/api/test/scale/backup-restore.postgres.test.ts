import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client.js';
import { seedDemoCatalogues } from '../support/catalogues.js';
import { customer } from '../support/customer.js';
import {
  login,
  registerVerifiedPromoter,
  startTestServer,
  strongPassword,
  type TestServer,
} from '../support/server.js';

// docs/deploy.md's backup and restore, tried: pg_dump of a database in use, pg_restore into a new
// one, and the application served from the copy with every row there.
let server: TestServer;
let restoredServer: TestServer | undefined;
const directory = mkdtempSync(join(tmpdir(), 'origina-backup-'));
const restoredName = `origina_restored_${randomBytes(6).toString('hex')}`;
const adminUrl = process.env.TEST_DATABASE_URL!;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoCatalogues(server.db);
});
afterAll(async () => {
  await restoredServer?.close();
  await server?.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${restoredName}" with (force)`);
  await admin.end();
  rmSync(directory, { recursive: true, force: true });
});

const tableCounts = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const tables = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    counts[name] = Number((await client.query(`select count(*) as value from "${name}"`)).rows[0].value);
  }
  await client.end();
  return counts;
};

describe('backup and restore', () => {
  it('restores a pg_dump into a new database with every row, and the app serves it', async () => {
    const promoter = await registerVerifiedPromoter(server);
    const created = await server.post<{ id: string; folio: string }>(
      '/api/v1/promoter/applications/',
      { pre_solicitud: customer.pre_solicitud },
      { token: promoter.accessToken },
    );
    expect(created.status).toBe(201);
    const sourceUrl = server.databaseUrl!;
    const dump = join(directory, 'origina.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, `--dbname=${sourceUrl}`]);

    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${restoredName}"`);
    await admin.end();
    const restoredUrl = new URL(adminUrl);
    restoredUrl.pathname = `/${restoredName}`;
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, dump]);

    const before = await tableCounts(sourceUrl);
    const after = await tableCounts(restoredUrl.toString());
    expect(after).toEqual(before);
    expect(after.applications).toBeGreaterThan(0);
    expect(after.postal_settlements).toBeGreaterThan(0);

    // The same app (same secret) on the copy: the promoter signs in and finds the application.
    const handle = openPostgres(restoredUrl.toString());
    restoredServer = await startTestServer(
      { JWT_SECRET: server.config.jwtSecret! },
      {
        database: { handle, url: restoredUrl.toString(), drop: () => handle.close() },
        dataDir: mkdtempSync(join(directory, 'data-')),
        s3: null,
      },
    );
    const session = await login(restoredServer, promoter.email, strongPassword);
    expect(session.status).toBe(200);
    const found = await restoredServer.get<{ folio: string }>(
      `/api/v1/promoter/applications/${created.body.id}/`,
      {
        token: session.body.access,
      },
    );
    expect(found.body.folio).toBe(created.body.folio);
  });
});
