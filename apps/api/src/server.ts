import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp, defaultWebDist } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openConfiguredDatabase } from './db/open.js';
import { createLogger } from './logger.js';
import { seedDemoLenderCatalog } from './modules/catalogs/lender-import.js';
import { ensurePostalCatalog } from './modules/catalogs/postal-catalog.js';
import { readLenderProfile } from './modules/lender-profile/profile.js';
import { seedDemo } from './modules/users/demo-accounts.js';
import { resolveJwtSecret } from './security/jwt-secret.js';

function fail(message: string): never {
  process.stderr.write(`\nOrigina could not start.\n${message}\n\n`);
  process.exit(1);
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const database = await openConfiguredDatabase(config, 'server (npm start)', (error) =>
    logger.warn({ err: error }, 'database connection lost'),
  ).catch((error: Error) => fail(error.message));

  let app: Awaited<ReturnType<typeof buildApp>>;
  let demo: Awaited<ReturnType<typeof seedDemo>> = [];
  try {
    await database.migrate();
    await ensurePostalCatalog(database.db, logger);
    if (config.seedDemo) {
      if (await seedDemoLenderCatalog(database.db))
        logger.info('demo branches, convenios and products loaded');
      demo = await seedDemo(database.db);
    }
    // No contract is made until the lender profile is complete: say so at start, by field name.
    const { missing } = await readLenderProfile(database.db, config.lender);
    if (missing.length > 0)
      logger.warn(
        `the lender profile is incomplete (${missing.join(', ')}): contracts are refused until an administrator completes it (Lender profile screen, or a catalogue import with lender_profile)`,
      );
    app = await buildApp({ config: { ...config, jwtSecret: resolveJwtSecret(config) }, database, logger });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close().catch(() => undefined);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(`PORT: ${config.port} is already in use by another program. Set PORT to a free port.`);
    throw error;
  }

  // In-flight requests finish, then the database closes cleanly (PGlite must, to stay consistent).
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000).unref();
    // A request in flight when closing starts ends on a keep-alive connection that would then idle
    // for the keep-alive timeout (72 s) and hold the close; close such connections as they go idle.
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
    } finally {
      clearInterval(idleSweep);
      await database.close();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  const lines = [
    '',
    `Origina is running on ${url}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${resolve(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  API docs: ${url}/api/docs`,
  ];
  if (!existsSync(resolve(config.webDistDir ?? defaultWebDist, 'index.html'))) {
    lines.push('  The web app is not built: run `npm run build` (npm start does it for you).');
  }
  if (demo.length > 0) {
    lines.push(`  Demo sign-in (password ${demo[0]?.password}):`);
    for (const account of demo) lines.push(`    ${account.role.padEnd(9)} ${account.email}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
});
