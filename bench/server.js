import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repoRoot = new URL('../', import.meta.url).pathname;

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// A node process of ours on a free port, resolved once it prints `ready`.
export async function startNodeProcess(script, ready, env = {}) {
  const port = await freePort();
  const child = spawn('node', [script], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes(ready)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.on('exit', resolve));
    },
  };
}

// The production build on a fresh embedded database with the demo accounts (or on the given data
// directory, or the DATABASE_URL in `env`).
export async function startBenchServer(env = {}, givenDataDir = null) {
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'origina-bench-'));
  const server = await startNodeProcess('apps/api/dist/server.js', 'Origina is running', {
    DATABASE_URL: '',
    // The process's own counters: a shared Redis would carry other runs' sign-in failures.
    REDIS_URL: '',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...env,
  });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
