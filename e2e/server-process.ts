import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

const repoRoot = new URL('../', import.meta.url).pathname;

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Runs one of the built CLIs to its end; its output is the error when it fails. */
export function runCli(script: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn('node', [script, ...args], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} ${args.join(' ')}: ${output}`)),
    );
  });
}

/** The built server, once it says it is running; `log` is everything it wrote to stdout. */
export async function launchServer(
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; log: () => string }> {
  const child = spawn('node', ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Origina is running')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, log: () => output };
}

export async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
