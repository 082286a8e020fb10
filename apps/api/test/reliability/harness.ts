import { randomBytes } from 'node:crypto';
import { createAccount } from '../../src/modules/users/accounts.js';
import { customer } from '../support/customer.js';
import { createTestDatabase } from '../support/database.js';
import { freePort, type RunningProcess, startProcess } from '../support/processes.js';
import { strongPassword, uniqueEmail } from '../support/server.js';

const serverEntry = 'apps/api/dist/server.js';

/** Prints a figure of the reliability suite where CI's log shows it. */
export const report = (line: string) => process.stdout.write(`[reliability] ${line}\n`);

/** The built server as its own process on a fixed port, restartable on the same settings. */
export async function apiProcess(env: Record<string, string>) {
  const port = await freePort();
  const settings = {
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ACCESS_TOKEN_TTL: '1h',
    ...env,
  };
  let current: RunningProcess | null = null;
  const start = async () => {
    current = startProcess('node', [serverEntry], settings);
    await current.waitForOutput('Origina is running', 120_000);
    return current;
  };
  await start();
  return {
    url: `http://127.0.0.1:${port}`,
    get process() {
      return current!;
    },
    start,
    async signal(signal: NodeJS.Signals) {
      const running = current!;
      running.child.kill(signal);
      return running.exited;
    },
  };
}

export async function signIn(url: string, email: string, password: string) {
  const response = await fetch(`${url}/api/v1/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { access: string }).access;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writers that create applications with an Idempotency-Key each and retry a write until it is
 * acknowledged (through crashes and restarts): what a careful client does. `acknowledged` maps
 * each key to the application id the server answered.
 */
export function acknowledgedWriters(url: string, token: string, workers = 4) {
  const acknowledged = new Map<string, string>();
  let attempts = 0;
  let failures = 0;
  let stopping = false;
  const worker = async (index: number) => {
    for (let sequence = 0; !stopping; sequence += 1) {
      const key = `w${index}-${sequence}-${randomBytes(4).toString('hex')}`;
      const body = JSON.stringify({
        pre_solicitud: {
          ...customer.pre_solicitud,
          mobile: `55${String(10_000_000 + index * 100_000 + sequence).slice(-8)}`,
        },
      });
      for (;;) {
        attempts += 1;
        try {
          const response = await fetch(`${url}/api/v1/promoter/applications/`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${token}`,
              'idempotency-key': key,
            },
            body,
            signal: AbortSignal.timeout(5000),
          });
          if (response.status === 200 || response.status === 201) {
            acknowledged.set(key, ((await response.json()) as { id: string }).id);
            break;
          }
          await response.arrayBuffer();
          if (response.status < 500) throw new Error(`write refused: ${response.status}`);
        } catch (error) {
          if ((error as Error).message.startsWith('write refused')) throw error;
        }
        // Not acknowledged (the server is down or answered 5xx): the same write again, same key.
        failures += 1;
        await pause(100);
      }
    }
  };
  const running = Array.from({ length: workers }, (_, index) => worker(index));
  return {
    acknowledged,
    stats: () => ({ attempts, failures }),
    /** Stops starting new writes; resolves once every started write is acknowledged. */
    async stop() {
      stopping = true;
      await Promise.all(running);
    },
  };
}

export { pause };

/**
 * A fresh PostgreSQL database with one promoter, the API on it as its own process, and the
 * promoter signed in. `close` stops the API (as it is, or already stopped) and drops the database.
 */
export async function promoterOnPostgres(name: string) {
  const database = await createTestDatabase();
  const email = uniqueEmail(name);
  const promoterId = await createAccount(
    database.handle.db,
    { email, password: strongPassword, role: 'promoter', firstName: name, lastName: 'Prueba' },
    'test',
  );
  const api = await apiProcess({ DATABASE_URL: database.url! });
  const token = await signIn(api.url, email, strongPassword);
  return {
    database,
    promoterId,
    api,
    token,
    async close() {
      if (api.process.child.exitCode === null && api.process.child.signalCode === null)
        await api.signal('SIGTERM');
      await database.drop();
    },
  };
}
