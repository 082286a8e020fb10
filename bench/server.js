import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = new URL('../', import.meta.url).pathname;

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// The production build on a fresh embedded database with the demo accounts.
export async function startBenchServer(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'origina-bench-'));
  const port = await freePort();
  const child = spawn('node', ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Origina is running')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.on('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
