import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

// Migrations run once per test run; every test file then starts from a copy of the result.
export default async function setup(project: TestProject) {
  // The project's env reaches its test workers, not this setup: read it from the project.
  if (project.config.env?.TEST_DB === 'postgres') return setupPostgres(project);
  const directory = mkdtempSync(join(tmpdir(), 'origina-pglite-template-'));
  const pglite = await PGlite.create();
  const handle = await openPglite({ pglite });
  await handle.migrate();
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  const path = join(directory, 'template.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', path);
  return () => rmSync(directory, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const name = `origina_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  await handle.migrate();
  await handle.close();
  project.provide('postgresTemplate', name);
  return async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
}
