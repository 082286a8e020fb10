import { gzipSync } from 'node:zlib';
import { launchChromium } from '../scripts/chromium.js';

// The JavaScript a first visit to a page really loads, as gzip bytes (what the budget counts).
export async function measurePageJavaScript(url) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const files = [...scripts.entries()].map(([file, size]) => ({ file: new URL(file).pathname, ...size }));
    files.sort((a, b) => b.gzip - a.gzip);
    return {
      files,
      gzip: files.reduce((sum, file) => sum + file.gzip, 0),
      raw: files.reduce((sum, file) => sum + file.raw, 0),
    };
  } finally {
    await browser.close();
  }
}
