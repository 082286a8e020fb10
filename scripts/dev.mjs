// npm run dev: the web app with hot reload (Vite, http://localhost:5173, /api proxied to the API)
// and the API restarting whenever its code or the domain's changes. Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';

const root = new URL('../', import.meta.url).pathname;
const bin = (name, dir = '') => `${root}${dir}node_modules/.bin/${name}`;

// The API runs from compiled JavaScript: compile once before watching.
for (const project of ['packages/domain', 'apps/api']) {
  const built = spawnSync(bin('tsc'), ['-p', project], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const processes = [
  ['domain', bin('tsc'), ['-p', 'packages/domain', '--watch', '--preserveWatchOutput']],
  ['api:tsc', bin('tsc'), ['-p', 'apps/api', '--watch', '--preserveWatchOutput']],
  // node --watch restarts the server when any module it loaded changes (the domain's too).
  ['api', process.execPath, ['--watch', 'apps/api/dist/server.js']],
  ['web', bin('vite', 'apps/web/'), ['--config', 'apps/web/vite.config.ts', 'apps/web']],
];

const children = processes.map(([name, command, args]) => {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1' } });
  child.on('error', (error) => {
    console.error(`[${name}] could not start: ${error.message}`);
    stop();
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => console.log(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  child.on('exit', (code) => {
    if (!stopping) console.error(`[${name}] stopped (${code ?? 'signal'})`);
  });
  return child;
});

let stopping = false;
const stop = () => {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('Origina in development: open http://localhost:5173 (the API listens on http://localhost:3000).');
