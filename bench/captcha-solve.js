import { launchChromium } from '../scripts/chromium.js';

// How long the ALTCHA widget takes to solve the server's default challenge in Chromium, as is and
// with the CPU slowed 4× (Lighthouse's stand-in for a mid-range phone), over several challenges.
export async function captchaSolveTimes(url, { runs = 5, slowdown = 4 } = {}) {
  const browser = await launchChromium();
  try {
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      let started = 0;
      page.on('request', (request) => {
        if (request.url().includes('/api/v1/recaptcha/challenge/')) started = Date.now();
      });
      const verified = page.waitForRequest(
        (request) => request.url().endsWith('/api/v1/recaptcha/') && request.method() === 'POST',
        {
          timeout: 60_000,
        },
      );
      await page.goto(`${url}/auth/register`);
      await verified;
      times.push(Date.now() - started);
      await context.close();
    }
    times.sort((a, b) => a - b);
    return { times, median: times[Math.floor(times.length / 2)], slowdown };
  } finally {
    await browser.close();
  }
}
