import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.js';

// Lighthouse's mobile preset (its default form factor and throttling) on one page.
export async function lighthouseScores(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const { categories, audits } = result.lhr;
    const failing = (category) =>
      categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map((ref) => `${ref.id} (${audits[ref.id].score})`);
    return {
      scores: Object.fromEntries(
        Object.entries(categories).map(([id, category]) => [id, Math.round(category.score * 100)]),
      ),
      metrics: {
        fcp: audits['first-contentful-paint'].displayValue,
        lcp: audits['largest-contentful-paint'].displayValue,
        tbt: audits['total-blocking-time'].displayValue,
        cls: audits['cumulative-layout-shift'].displayValue,
      },
      failing: Object.fromEntries(Object.keys(categories).map((category) => [category, failing(category)])),
    };
  } finally {
    await chrome.kill();
  }
}
