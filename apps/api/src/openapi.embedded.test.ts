import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  type RunningProcess,
  repoRoot,
  runToEnd,
  startProcess,
} from '../test/support/processes.js';

// Redocly's recommended rules (redocly.yaml switches off only the trailing-slash rule, since docs/product-spec.md's
// paths end in one) run over the document the built server serves, as an integrator would get it.

const serverEntry = 'apps/api/dist/server.js';
const redocly = join(repoRoot, 'node_modules/.bin/redocly');
const execute = promisify(execFile);

let workDir: string;
let server: RunningProcess | undefined;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'origina-openapi-'));
  if (!existsSync(join(repoRoot, serverEntry))) {
    const build = await runToEnd('npm', ['run', 'build'], {});
    if (build.code !== 0) throw new Error(build.output);
  }
}, 300_000);
afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(workDir, { recursive: true, force: true });
});

async function servedDocument(env: Record<string, string>) {
  const port = await freePort();
  server = startProcess('node', [serverEntry], {
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: join(workDir, 'data'),
    SEED_DEMO: 'false',
    ...env,
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const answer = await fetch(`http://127.0.0.1:${port}/api/openapi.json`).catch(() => null);
    if (answer?.ok) {
      const document = await answer.text();
      server.child.kill('SIGTERM');
      await server.exited;
      return { port, document };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not serve its document:\n${server.output()}`);
}

describe('the OpenAPI document', () => {
  it('passes redocly lint with no errors and no warnings, pointing at this computer when PUBLIC_URL is unset', async () => {
    const { port, document } = await servedDocument({});
    expect(JSON.parse(document).servers).toEqual([
      expect.objectContaining({ url: `http://127.0.0.1:${port}` }),
    ]);
    const file = join(workDir, 'openapi.json');
    writeFileSync(file, document);
    // No internet here: no telemetry, no update check. Exits non-zero on errors, hence no throw.
    const lint = await execute(redocly, ['lint', file, '--config', 'redocly.yaml', '--format=json'], {
      cwd: repoRoot,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((failure: { stdout: string; code: number }) => failure);
    const report = JSON.parse(lint.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string }[];
    };
    expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect('code' in lint ? lint.code : 0).toBe(0);
  }, 180_000);
});
