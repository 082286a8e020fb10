import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// A server whose clock a spec can move forward (server-clock.mjs), for what only time does: a
// contract past its validity. One file per Playwright worker, which has its own server.
const clockFile = join(tmpdir(), `origina-e2e-clock-${process.pid}`);
const dayMs = 86_400_000;

/** The server options of a spec that moves the server's clock: `test.use({ serverEnv })`. Its
 * sessions outlive the days it lets pass, so nobody is signed out by the jump. */
export const movableClockEnv = {
  NODE_OPTIONS: `--import ${pathToFileURL(new URL('./server-clock.mjs', import.meta.url).pathname).href}`,
  E2E_CLOCK_FILE: clockFile,
  ACCESS_TOKEN_TTL: '60d',
  REFRESH_TOKEN_TTL: '60d',
  SESSION_MAX_AGE: '90d',
};

/** Sets the server's clock `days` ahead of the real one (0: the real time), and waits until the
 * server has read it: server-clock.mjs reads the file at most every 100 ms, so a request sent at
 * once could still meet the old day (CI saw an upload refused as "payday not reached"). */
export async function setServerDaysAhead(days: number) {
  writeFileSync(clockFile, String(days * dayMs));
  await new Promise((resolve) => setTimeout(resolve, 250));
}
