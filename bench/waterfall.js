// node bench/waterfall.js [path]: the requests of one screen opened on the phone profile of
// phone-load.js, cold and then again with the service worker in control, each with its start and
// end (ms from the navigation) and its bytes: where the load waits on what (issue 35).
import { launchChromium } from '../scripts/chromium.js';
import { headingShownAt, signedInTokens, watchHeading } from './phone-load.js';
import { startBenchServer } from './server.js';

const path = process.argv[2] ?? '/dashboard';
const server = await startBenchServer();
const browser = await launchChromium();
try {
  const tokens = await signedInTokens(server.url);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(({ access, refresh, user }) => {
    sessionStorage.setItem('accessToken', access);
    sessionStorage.setItem('refreshToken', refresh);
    sessionStorage.setItem('user', JSON.stringify(user));
  }, tokens);
  await context.addInitScript(watchHeading);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let rows = new Map();
  let t0 = 0;
  cdp.on('Network.requestWillBeSent', (e) =>
    rows.set(e.requestId, {
      url: e.request.url.replace(server.url, ''),
      start: e.timestamp,
      initiator: e.initiator?.type,
    }),
  );
  cdp.on('Network.responseReceived', (e) => {
    const row = rows.get(e.requestId);
    if (row) {
      row.resp = e.timestamp;
      row.sw = e.response.fromServiceWorker;
      row.cache = e.response.fromDiskCache;
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    const row = rows.get(e.requestId);
    if (row) {
      row.end = e.timestamp;
      row.bytes = e.encodedDataLength;
    }
  });
  const run = async (label) => {
    rows = new Map();
    await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 60000 });
    const ms = Math.round(await headingShownAt(page));
    await page.waitForTimeout(1500);
    const list = [...rows.values()].sort((a, b) => a.start - b.start);
    t0 = list[0]?.start ?? 0;
    console.log(`\n== ${label} ${path}: heading at ${ms} ms`);
    for (const row of list)
      console.log(
        `${String(Math.round((row.start - t0) * 1000)).padStart(6)} → ${String(Math.round(((row.end ?? row.resp ?? row.start) - t0) * 1000)).padStart(6)}  ${String(row.bytes ?? '').padStart(7)} ${row.sw ? 'SW ' : ''}${row.cache ? 'disk ' : ''}${row.url.slice(0, 90)}`,
      );
  };
  await run('cold');
  await page
    .waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 120000 })
    .catch(() => {});
  await run('repeat');
} finally {
  await browser.close();
  await server.stop();
}
