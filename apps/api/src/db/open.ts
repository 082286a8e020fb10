import { join } from 'node:path';
import type { Config } from '../config.js';
import { acquireDataDirLock } from '../data-dir-lock.js';
import { tightenDataDir } from '../data-dir-permissions.js';
import { type DatabaseHandle, openPglite, openPostgres } from './client.js';

// Opens the database the configuration names. The embedded one is locked for this process first,
// because two processes on one PGlite directory would corrupt it.
export async function openConfiguredDatabase(
  config: Config,
  command: string,
  onPoolError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const handle = openPostgres(config.databaseUrl, { onError: onPoolError });
    try {
      await handle.ping();
    } catch (error) {
      await handle.close().catch(() => undefined);
      const { host, port, pathname } = new URL(config.databaseUrl);
      throw new Error(
        `DATABASE_URL: cannot connect to PostgreSQL at ${host}${port ? '' : ':5432'}${pathname} (${(error as Error).message})`,
      );
    }
    return handle;
  }
  const release = acquireDataDirLock(config.dataDir, command);
  try {
    // The database has a folder of its own: DATA_DIR also holds the lock, the generated secret and,
    // later, stored documents.
    const handle = await openPglite({ dataDir: join(config.dataDir, 'pglite') });
    // PGlite makes the files it creates 0644 or 0666 whatever the umask (data-dir-permissions.ts),
    // some as it starts: everything under DATA_DIR (a folder made before included) is made private
    // once it has started, after the migrations (new tables are new files) and at the close.
    tightenDataDir(config.dataDir);
    return {
      ...handle,
      migrate: async () => {
        await handle.migrate();
        tightenDataDir(config.dataDir);
      },
      close: async () => {
        try {
          await handle.close();
          tightenDataDir(config.dataDir);
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
