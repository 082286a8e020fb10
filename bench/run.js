// npm run bench: figures to compare with the budgets of docs/api-conventions.md. Printed, not asserted.
import { mkdirSync, writeFileSync } from 'node:fs';
import { apiBenchmarks, printApiReport } from './api.js';
import { measurePageJavaScript } from './bundle-size.js';
import { captchaSolveTimes } from './captcha-solve.js';
import { lighthouseScores } from './lighthouse.js';
import { phoneLoadTimes } from './phone-load.js';
import { screeningBenchmark } from './screening-match.js';
import { startBenchServer } from './server.js';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);

const results = { date: new Date().toISOString() };
if (wanted('api')) {
  results.api = await apiBenchmarks();
  printApiReport(results.api);
}

if (wanted('screening')) {
  results.screening = screeningBenchmark();
  console.log(
    `\nScreening one customer against ${results.screening.entries} list entries: ${results.screening.perPersonMs.toFixed(2)} ms (index built in ${results.screening.indexMs.toFixed(0)} ms)`,
  );
}

const server = await startBenchServer();
try {
  if (wanted('bundle')) {
    const login = await measurePageJavaScript(`${server.url}/auth/login`);
    console.log(
      `\nJavaScript loaded by /auth/login: ${kb(login.gzip)} gzip (${kb(login.raw)} raw), budget 170 kB gzip`,
    );
    for (const file of login.files) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.file}`);
    results.login_javascript_gzip_bytes = login.gzip;
  }
  if (wanted('lighthouse')) {
    const report = await lighthouseScores(`${server.url}/auth/login`);
    console.log('\nLighthouse (mobile) on /auth/login; budget: performance 95, the rest 100');
    results.lighthouse = report;
    for (const [category, score] of Object.entries(report.scores))
      console.log(`  ${category.padEnd(15)} ${score}`);
    console.log(
      `  FCP ${report.metrics.fcp}, LCP ${report.metrics.lcp}, TBT ${report.metrics.tbt}, CLS ${report.metrics.cls}`,
    );
    for (const [category, audits] of Object.entries(report.failing)) {
      if (audits.length > 0) console.log(`  below 1 in ${category}: ${audits.join(', ')}`);
    }
  }
  if (wanted('phone')) {
    const load = await phoneLoadTimes(server.url);
    results.phone_load = load;
    console.log(
      `\nFirst load on a promoter's phone (390×844, CPU 4× slower, 1.6 Mbps, 150 ms RTT), median of ${load.runs}; target: cold within 2.5 s and 1.7× the sign-in page, repeat within 1 s`,
    );
    const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
    for (const row of load.screens) {
      console.log(
        `  ${row.screen.padEnd(16)} cold ${seconds(row.cold_ms)} (${kb(row.cold_bytes)}, ${row.ratio.toFixed(2)}× sign-in)  repeat ${seconds(row.repeat_ms)} (${kb(row.repeat_bytes)}${row.service_worker ? ', service worker' : ''}, ${row.repeat_ratio.toFixed(2)}× sign-in)  later ${seconds(row.later_ms)}`,
      );
      // The dashboard's heading may first be the frame drawn at build time: when the app takes over.
      if (row.cold_app_ms !== row.cold_ms || row.repeat_app_ms !== row.repeat_ms)
        console.log(
          `  ${''.padEnd(16)} drawn by the app: cold ${seconds(row.cold_app_ms)}  repeat ${seconds(row.repeat_app_ms)}  later ${seconds(row.later_app_ms)}`,
        );
    }
  }
  if (wanted('captcha')) {
    const solve = await captchaSolveTimes(server.url);
    results.captcha = solve;
    console.log(
      `\nALTCHA default challenge solved in Chromium with the CPU ${solve.slowdown}× slower (a mid-range phone): median ${solve.median} ms (${solve.times.join(', ')} ms); target about 1 s`,
    );
  }
} finally {
  await server.stop();
}

// Results are printed and kept beside the scripts, never committed as truth.
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
const reportPath = new URL('./results/latest.json', import.meta.url);
writeFileSync(reportPath, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nReport written to ${reportPath.pathname}`);
