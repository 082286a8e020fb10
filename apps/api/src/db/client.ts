import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Connections by state, for metrics. */
  poolStats(): { total: number; idle: number; waiting: number };
}

// src/db/client.ts and dist/db/client.js are both two levels below the package root.
const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

export async function openPglite(source: { dataDir: string } | { pglite: PGlite }): Promise<DatabaseHandle> {
  let client: PGlite;
  if ('pglite' in source) {
    client = source.pglite;
  } else {
    mkdirSync(source.dataDir, { recursive: true, mode: 0o700 });
    client = await PGlite.create(source.dataDir);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    // One connection, always open; queries queue on it.
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
  };
}

export function openPostgres(
  databaseUrl: string,
  options: { onError?: (error: Error) => void } = {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its server emits here; without a listener the process would crash.
  pool.on('error', (error) => options.onError?.(error));
  const db = drizzleNodePostgres(pool, { schema }) as unknown as Database;
  return {
    kind: 'postgres',
    db,
    migrate: () => migrateNodePostgres(drizzleNodePostgres(pool, { schema }), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
