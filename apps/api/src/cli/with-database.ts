import { type Config, ConfigError, loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { openConfiguredDatabase } from '../db/open.js';

export function stop(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

// What the operator commands share: configuration from the environment, the configured database
// (the embedded one locked for this process), migrations applied, the database closed again before
// the outcome is printed, and a clear message instead of a stack trace.
export async function withDatabase(
  command: string,
  work: (database: DatabaseHandle, config: Config) => Promise<{ ok: boolean; message: string }>,
) {
  try {
    const config = loadConfig(process.env);
    const database = await openConfiguredDatabase(config, command);
    let outcome: { ok: boolean; message: string };
    try {
      await database.migrate();
      outcome = await work(database, config);
    } finally {
      await database.close();
    }
    if (!outcome.ok) stop(outcome.message);
    process.stdout.write(`${outcome.message}\n`);
  } catch (error) {
    stop(error instanceof ConfigError ? error.message : (error as Error).message);
  }
}
