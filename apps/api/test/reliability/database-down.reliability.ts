import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client.js';
import { createAccount } from '../../src/modules/users/accounts.js';
import { freePort } from '../support/processes.js';
import { strongPassword, uniqueEmail } from '../support/server.js';
import { apiProcess, pause, report, signIn } from './harness.js';

// A PostgreSQL cluster of this test's own (pg_createcluster on another port), stopped and started
// under traffic while the API keeps running.
const version = readdirSync('/etc/postgresql')
  .sort((a, b) => Number(a) - Number(b))
  .at(-1)!;
const cluster = `origina_reliability_${process.pid}`;
const ctl = (...args: string[]) =>
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, cluster, ...args], { stdio: 'pipe' });
let created = false;
let stopApi: (() => Promise<unknown>) | undefined;

afterAll(async () => {
  await stopApi?.();
  if (created) execFileSync('pg_dropcluster', [version, cluster, '--stop'], { stdio: 'pipe' });
}, 60_000);

describe('the database goes away under traffic', () => {
  it('answers 503 and fails /readyz meanwhile, then recovers by itself in seconds', async () => {
    const port = await freePort();
    execFileSync('pg_createcluster', [version, cluster, '-p', String(port), '--', '--auth=trust'], {
      stdio: 'pipe',
    });
    created = true;
    ctl('start');
    execFileSync('runuser', [
      '-u',
      'postgres',
      '--',
      'createdb',
      '-p',
      String(port),
      '-h',
      '127.0.0.1',
      'origina',
    ]);
    const databaseUrl = `postgres://postgres@127.0.0.1:${port}/origina`;
    const api = await apiProcess({ DATABASE_URL: databaseUrl });
    stopApi = () => api.signal('SIGTERM');
    const pid = api.process.child.pid;
    const email = uniqueEmail('caida');
    const handle = openPostgres(databaseUrl);
    await createAccount(
      handle.db,
      { email, password: strongPassword, role: 'promoter', firstName: 'Caída', lastName: 'Prueba' },
      'test',
    );
    await handle.close();
    const token = await signIn(api.url, email, strongPassword);

    const seen: { at: number; whoami: number; ready: number }[] = [];
    let running = true;
    const traffic = (async () => {
      while (running) {
        const [whoami, ready] = await Promise.all([
          fetch(`${api.url}/api/v1/users/users/whoami/`, { headers: { authorization: `Bearer ${token}` } }),
          fetch(`${api.url}/readyz`),
        ]);
        await Promise.all([whoami.arrayBuffer(), ready.arrayBuffer()]);
        seen.push({ at: Date.now(), whoami: whoami.status, ready: ready.status });
        await pause(50);
      }
    })();

    await pause(1000);
    ctl('stop', '-m', 'fast');
    const stoppedAt = Date.now();
    await pause(3000);
    ctl('start');
    const startedAt = Date.now();
    while (Date.now() - startedAt < 30_000) {
      const last = seen.at(-1);
      if (last && last.at > startedAt && last.whoami === 200 && last.ready === 200) break;
      await pause(50);
    }
    await pause(500);
    running = false;
    await traffic;

    const down = seen.filter((sample) => sample.at > stoppedAt + 500 && sample.at < startedAt);
    const recovered = seen.find(
      (sample) => sample.at > startedAt && sample.whoami === 200 && sample.ready === 200,
    );
    const statuses = [...new Set(seen.map((sample) => sample.whoami))].sort();
    report(
      `database down 3 s: ${seen.length} samples; while down whoami answered ${[...new Set(down.map((s) => s.whoami))].join('/')} and /readyz ${[...new Set(down.map((s) => s.ready))].join('/')}; recovered ${recovered ? `${((recovered.at - startedAt) / 1000).toFixed(2)} s` : 'never'} after the database started; statuses seen ${statuses.join(', ')}`,
    );
    expect(down.length).toBeGreaterThan(5);
    expect(down.every((sample) => sample.whoami === 503 && sample.ready === 503)).toBe(true);
    expect(recovered).toBeDefined();
    expect(recovered!.at - startedAt).toBeLessThan(10_000);
    // Never a 500: only 200 or 503.
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    // The same process all along: nothing restarted it.
    expect(api.process.child.pid).toBe(pid);
    expect(api.process.child.exitCode).toBeNull();
  }, 180_000);
});
