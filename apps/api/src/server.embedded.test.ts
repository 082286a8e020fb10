import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  type RunningProcess,
  repoRoot,
  runToEnd,
  startProcess,
} from '../test/support/processes.js';
import { demoAccounts, demoPassword } from './modules/users/demo-accounts.js';

const serverEntry = 'apps/api/dist/server.js';
const userCreateEntry = 'apps/api/dist/cli/user-create.js';
const quiet = { LOG_LEVEL: 'warn', HOST: '127.0.0.1' };

let dataDir: string;
const running: RunningProcess[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'origina-data-'));
  if (!existsSync(join(repoRoot, serverEntry))) {
    const build = await runToEnd('npm', ['run', 'build'], {});
    if (build.code !== 0) throw new Error(build.output);
  }
});
afterAll(async () => {
  for (const process of running) if (process.child.exitCode === null) process.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

describe('starting the server', () => {
  it('exits non-zero naming PORT when it is not a port', async () => {
    const result = await runToEnd('node', [serverEntry], { ...quiet, PORT: 'tres-mil', DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/PORT:/);
  });

  it('exits non-zero naming DATABASE_URL when it is malformed or unreachable', async () => {
    const malformed = await runToEnd('node', [serverEntry], {
      ...quiet,
      DATABASE_URL: 'mysql://db/origina',
      JWT_SECRET: 'z'.repeat(40),
    });
    expect(malformed.code).toBe(1);
    expect(malformed.output).toMatch(/DATABASE_URL:/);
    const unreachable = await runToEnd('node', [serverEntry], {
      ...quiet,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/origina`,
      JWT_SECRET: 'z'.repeat(40),
    });
    expect(unreachable.code).toBe(1);
    expect(unreachable.output).toMatch(/DATABASE_URL: cannot connect/);
  });
});

describe('npm start on a fresh data directory', () => {
  it('serves, holds the directory, stops cleanly during writes and keeps every acknowledged write', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { ...quiet, PORT: String(port), DATA_DIR: dataDir };

    const first = startProcess('npm', ['start'], env);
    running.push(first);
    await first.waitForOutput('Origina is running', 120_000);
    expect(first.output()).toContain(`Demo sign-in (password ${demoPassword})`);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    // Nothing under the data directory is reachable by other users of the machine: every folder is
    // 0700 and the server's own files are 0600 (PGlite's files are tightened to 0600 at start, after
    // the migrations and at the close, data-dir-permissions.test.ts; one it creates while running
    // may be 0666 until then, inside those folders).
    const mode = (entry: string) => statSync(join(dataDir, entry)).mode;
    const entries = readdirSync(dataDir, { recursive: true, encoding: 'utf8' });
    const openFolders = entries.filter(
      (entry) => statSync(join(dataDir, entry)).isDirectory() && (mode(entry) & 0o077) !== 0,
    );
    expect(openFolders).toEqual([]);
    expect(mode('.') & 0o777).toBe(0o700);
    for (const own of ['origina.lock', 'jwt-secret'].filter((name) => existsSync(join(dataDir, name)))) {
      expect(mode(own) & 0o777, own).toBe(0o600);
    }
    const demo = await post(`${url}/api/v1/auth/`, { email: demoAccounts[0]!.email, password: demoPassword });
    expect(demo.status).toBe(200);

    // A second server, or an operator command, on the same directory is refused while this one runs.
    const second = await runToEnd('node', [serverEntry], { ...env, PORT: String(await freePort()) });
    expect(second.code).toBe(1);
    expect(second.output).toMatch(/in use by another Origina process \(pid \d+/);
    const operator = await runToEnd(
      'node',
      [
        userCreateEntry,
        '--email',
        'ops@origina.example',
        '--password',
        'Cafe-De-Olla-Matutino',
        '--role',
        'admin',
      ],
      env,
    );
    expect(operator.code).toBe(1);
    expect(operator.output).toMatch(/in use by another Origina process/);

    // A stream of sign-ins (each writes a session); SIGTERM arrives in the middle of it.
    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 4 }, async () => {
      while (!stop) {
        try {
          const response = await post(`${url}/api/v1/auth/`, {
            email: demoAccounts[1]!.email,
            password: demoPassword,
          });
          if (response.status === 200) acknowledged.push(response.body.refresh!);
        } catch {
          return; // the server has stopped listening
        }
      }
    });
    while (acknowledged.length < 12) await new Promise((resolve) => setTimeout(resolve, 20));
    // The lock file names the server process (npm start is its parent); npm exits with its code.
    const { pid } = JSON.parse(readFileSync(join(dataDir, 'origina.lock'), 'utf8')) as { pid: number };
    expect(pid).not.toBe(first.child.pid);
    process.kill(pid, 'SIGTERM');
    const stopped = await first.exited;
    stop = true;
    await Promise.all(writers);
    expect(stopped, first.output()).toBe(0);
    expect(existsSync(join(dataDir, 'origina.lock'))).toBe(false);

    // The operator command works once the server is gone, and refuses weak passwords and duplicates.
    const weak = await runToEnd(
      'npm',
      [
        'run',
        '--silent',
        'user:create',
        '--',
        '--email',
        'ops@origina.example',
        '--password',
        'password1',
        '--role',
        'admin',
      ],
      env,
    );
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('easy to guess');
    const created = await runToEnd(
      'npm',
      [
        'run',
        '--silent',
        'user:create',
        '--',
        '--email',
        'ops@origina.example',
        '--password',
        'Cafe-De-Olla-Matutino',
        '--role',
        'admin',
        '--first-name',
        'Olga',
        '--last-name',
        'Operadora',
      ],
      env,
    );
    expect(created.code, created.output).toBe(0);
    const duplicate = await runToEnd(
      'node',
      [
        userCreateEntry,
        '--email',
        'ops@origina.example',
        '--password',
        'Cafe-De-Olla-Matutino',
        '--role',
        'admin',
      ],
      env,
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.output).toContain('already exists');

    const restarted = startProcess('node', [serverEntry], env);
    running.push(restarted);
    await restarted.waitForOutput('Origina is running', 60_000);
    for (const refresh of acknowledged) {
      expect((await post(`${url}/api/v1/auth/refresh/`, { refresh })).status).toBe(200);
    }
    const admin = await post(`${url}/api/v1/auth/`, {
      email: 'ops@origina.example',
      password: 'Cafe-De-Olla-Matutino',
    });
    expect(admin.status).toBe(200);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
    // npm start builds everything first (API, web app, prerender); two user:create runs build the API.
    // About 90 s alone; twice that when the machine runs another suite beside it (it timed out so).
  }, 300_000);
});
