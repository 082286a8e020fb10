import type { DatabaseHandle } from '../../db/client.js';

export interface HealthDependencies {
  database: DatabaseHandle;
}

/** Resolves when the database answers within `timeoutMs`, rejects otherwise (a hung pool fails too). */
export async function databaseAnswers({ database }: HealthDependencies, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      database.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
