import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  waitForOutput: (text: string, timeoutMs: number) => Promise<void>;
}

// Children get the machine's environment without the settings of shared services (a database,
// Redis, a bucket), plus what the test gives: a child never counts sign-in failures in a Redis
// that another test's processes share, unless the test says so.
export function startProcess(command: string, args: string[], env: Record<string, string>): RunningProcess {
  const base = { ...process.env };
  for (const name of Object.keys(base)) {
    if (
      name === 'DATABASE_URL' ||
      name === 'TEST_DATABASE_URL' ||
      name.startsWith('REDIS_') ||
      name.startsWith('S3_')
    )
      delete base[name];
  }
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    async waitForOutput(text, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!output.includes(text)) {
        if (Date.now() > deadline || child.exitCode !== null) {
          throw new Error(`"${text}" did not appear; output so far:\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

export async function runToEnd(command: string, args: string[], env: Record<string, string>) {
  const running = startProcess(command, args, env);
  const code = await running.exited;
  return { code, output: running.output() };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
