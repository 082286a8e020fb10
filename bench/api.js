// API throughput and latency with autocannon on 127.0.0.1, beside a bare Fastify route (the
// machine's ceiling), on a database seeded with 100,000 applications (npm run seed:applications).

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { repoRoot, startBenchServer, startNodeProcess } from './server.js';

const connections = 50;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const applicationCount = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const promoterCount = Math.max(1, Math.round(applicationCount / 2000));
const benchEmail = 'bench.promotor.1@bench.origina.mx';
const benchPassword = 'Banco-Pruebas-Volumen-2026';

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

// A short warm-up first (the JIT, the pool's connections, prepared statements), then the measure.
async function load(url, options = {}) {
  await run({ url, connections, duration: 2, ...options });
  return run({ url, connections, duration, ...options });
}

const summary = (name, result) => ({
  case: name,
  requests_per_second: Math.round(result.requests.average),
  p50_ms: result.latency.p50,
  p99_ms: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
  statuses: Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  ),
  requests: result.requests.total,
});

async function json(url, method, body, token, headers = {}) {
  const response = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

const preSolicitud = (index) => ({
  first_name: 'Gabriela',
  last_name: 'Hernández',
  second_last_name: 'García',
  curp: 'HEGG560427MVZRRL04',
  mobile: `55${String(10_000_000 + index).slice(-8)}`,
  email: 'gabriela@example.mx',
  contact_consent: true,
});

// The cases, against one running API whose database was seeded.
async function apiCases(url) {
  const { access } = await json(`${url}/api/v1/auth/`, 'POST', {
    email: benchEmail,
    password: benchPassword,
  });
  const auth = { authorization: `Bearer ${access}` };
  const results = [];
  results.push(summary('whoami', await load(`${url}/api/v1/users/users/whoami/`, { headers: auth })));
  results.push(
    summary('catalogue list (products)', await load(`${url}/api/v1/promoter/products/`, { headers: auth })),
  );
  results.push(
    summary(
      'postal-code lookup',
      await load(`${url}/api/v1/promoter/zip-codes/?code=06700`, { headers: auth }),
    ),
  );
  results.push(
    summary(
      `applications list (${applicationCount.toLocaleString('en')} in all, 2,000 of them the promoter's)`,
      await load(`${url}/api/v1/promoter/applications/?page_size=20`, { headers: auth }),
    ),
  );
  // A save takes a draft no other save holds and names the version its last save made; the draft
  // is free again once answered (autocannon's context lasts one round of the request sequence).
  const free = [];
  for (let index = 0; index < connections * 2; index += 1) {
    const draft = await json(
      `${url}/api/v1/promoter/applications/`,
      'POST',
      { pre_solicitud: preSolicitud(index) },
      access,
    );
    free.push({ id: draft.id, version: draft.version });
  }
  let saves = 0;
  const stepSave = await load(url, {
    requests: [
      {
        method: 'PATCH',
        setupRequest(request, context) {
          const draft = free.pop();
          context.draft = draft;
          saves += 1;
          return {
            ...request,
            path: `/api/v1/promoter/applications/${draft.id}/`,
            headers: { ...auth, 'content-type': 'application/json', 'if-match': `"${draft.version}"` },
            body: JSON.stringify({ pre_solicitud: preSolicitud(saves) }),
          };
        },
        onResponse(status, body, context) {
          if (status === 200) context.draft.version = JSON.parse(body).version;
          free.push(context.draft);
        },
      },
    ],
  });
  results.push(summary('step save with If-Match', stepSave));
  const login = await load(`${url}/api/v1/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: benchEmail, password: benchPassword }),
  });
  results.push(summary('login (argon2id verify each)', login));
  return results;
}

function seed(env) {
  execFileSync(
    'node',
    [
      'apps/api/dist/cli/seed-applications.js',
      '--count',
      String(applicationCount),
      '--promoters',
      String(promoterCount),
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
}

const serverEnv = { ACCESS_TOKEN_TTL: '1h', LOGIN_MAX_FAILURES_PER_ADDRESS: '100000' };

async function onPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'origina-bench-volume-'));
  try {
    seed({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const server = await startBenchServer(serverEnv, dataDir);
    try {
      return await apiCases(server.url);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(adminUrl) {
  const name = `origina_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}"`);
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), JWT_SECRET: randomBytes(32).toString('hex') };
  try {
    seed(env);
    const server = await startBenchServer({ ...serverEnv, ...env });
    try {
      return await apiCases(server.url);
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

async function bareRoute() {
  const bare = await startNodeProcess('bench/bare-server.js', 'bare route ready');
  try {
    return summary('bare Fastify route (constant)', await load(bare.url));
  } finally {
    await bare.stop();
  }
}

// The cost of one password check, alone: what bounds login throughput.
async function argon2Cost() {
  const { hashPassword, verifyPassword } = await import('../apps/api/dist/security/passwords.js');
  const hash = await hashPassword(benchPassword);
  const times = [];
  for (let run = 0; run < 10; run += 1) {
    const started = performance.now();
    await verifyPassword(hash, benchPassword);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median_ms: Number(times[5].toFixed(1)), runs: times.length };
}

export async function apiBenchmarks() {
  const report = { connections, duration_seconds: duration, applications: applicationCount };
  report.bare = await bareRoute();
  report.argon2 = await argon2Cost();
  report.pglite = await onPglite();
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    report.postgres = await onPostgres(adminUrl);
  } catch (error) {
    report.postgres_error = error.message;
  }
  return report;
}

const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);

export function printApiReport(report) {
  console.log(
    `\nAPI on 127.0.0.1, autocannon with ${report.connections} connections, ${report.duration_seconds} s a case`,
  );
  console.log(
    `${pad('case', 72)}${pad('database', 10)}${padLeft('req/s', 8)}${padLeft('p50 ms', 8)}${padLeft('p99 ms', 8)}${padLeft('errors', 8)}`,
  );
  const row = (result, database) =>
    console.log(
      `${pad(result.case, 72)}${pad(database, 10)}${padLeft(result.requests_per_second, 8)}${padLeft(result.p50_ms, 8)}${padLeft(result.p99_ms, 8)}${padLeft(result.errors, 8)}`,
    );
  row(report.bare, '-');
  for (const database of ['postgres', 'pglite'])
    for (const result of report[database] ?? []) row(result, database);
  console.log(
    `argon2id verification alone: median ${report.argon2.median_ms} ms (${report.argon2.runs} runs)`,
  );
  if (report.postgres_error) console.log(`PostgreSQL cases not run: ${report.postgres_error}`);
  const postgres = report.postgres ?? [];
  const find = (prefix) => postgres.find((result) => result.case.startsWith(prefix));
  const checks = [
    [
      'whoami at least half the bare route',
      find('whoami'),
      (r) => r.requests_per_second >= report.bare.requests_per_second / 2,
    ],
    ['applications list p99 under 50 ms', find('applications list'), (r) => r.p99_ms < 50],
    ['postal-code lookup p99 under 10 ms', find('postal-code'), (r) => r.p99_ms < 10],
  ];
  console.log('Targets on PostgreSQL:');
  for (const [label, result, passes] of checks)
    console.log(`  ${result ? (passes(result) ? 'met    ' : 'MISSED ') : 'not run'} ${label}`);
}
