// npm run bench: figures to compare with the budgets of ARCHITECTURE.md. Printed, not asserted.
import { mkdirSync, writeFileSync } from 'node:fs';
import { apiBenchmarks, printApiReport } from './api.js';
import { measurePageJavaScript } from './bundle-size.js';
import { captchaSolveTimes } from './captcha-solve.js';
import { lighthouseScores } from './lighthouse.js';
import { startBenchServer } from './server.js';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);

const results = { date: new Date().toISOString() };
if (wanted('api')) {
  results.api = await apiBenchmarks();
  printApiReport(results.api);
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
