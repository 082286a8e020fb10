import { withDatabase } from './with-database.js';

await withDatabase('npm run db:migrate', async (database, config) => ({
  ok: true,
  message: `Migrations applied (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'DATABASE_URL'}).`,
}));
