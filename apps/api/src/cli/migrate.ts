import { ConfigError, loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/open.js';

try {
  const config = loadConfig(process.env);
  const database = await openConfiguredDatabase(config, 'npm run db:migrate');
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  process.stdout.write(
    `Migrations applied (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'DATABASE_URL'}).\n`,
  );
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : (error as Error).message}\n`);
  process.exit(1);
}
