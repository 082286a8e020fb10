import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client.js';

export interface TestDatabase {
  handle: DatabaseHandle;
  // A DATABASE_URL for processes started by the test (PostgreSQL only).
  url: string | null;
  drop(): Promise<void>;
}

// A fresh, migrated database for one test file: a copy of the run's template.
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'postgres') return createPostgresDatabase();
  const template = readFileSync(inject('pgliteTemplate'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([template]) });
  const handle = await openPglite({ pglite });
  return { handle, url: null, drop: () => handle.close() };
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `origina_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${inject('postgresTemplate')}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
