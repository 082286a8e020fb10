import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, launchServer, stopServer } from './server-process.js';

// One embedded database, migrated and seeded (the postal catalogue's 150,000 rows, the demo
// accounts and catalogues), which each worker's server copies instead of building its own: about
// 8 s of a busy machine's time for each of the run's servers. Each copy is the worker's alone.
export default async function globalSetup() {
  const template = mkdtempSync(join(tmpdir(), 'origina-e2e-template-'));
  const port = await freePort();
  const server = await launchServer({
    ...process.env,
    DATABASE_URL: '',
    TEST_DATABASE_URL: '',
    REDIS_URL: '',
    DATA_DIR: template,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  // A clean stop: PGlite's files are consistent only once it has closed.
  await stopServer(server.child);
  process.env.E2E_DATA_TEMPLATE = template;
  return () => rmSync(template, { recursive: true, force: true });
}
