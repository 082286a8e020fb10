import { launchChromium } from '../scripts/chromium.js';
import { startBenchServer } from '../bench/server.js';
const server = await startBenchServer();
const browser = await launchChromium();
const out = '/tmp/shots';
const r = await fetch(`${server.url}/api/v1/auth/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'promotor@demo.origina.mx', password: 'Origina-Demo-2026' }) });
const tokens = await r.json();
const screens = [['home', '/dashboard', /promoter-home-/], ['simulator', '/dashboard/simulador', /simulator-workspace-/], ['new', '/dashboard/nueva-solicitud', /new-application-form-/]];
try {
  for (const language of ['es', 'en']) for (const [w, h] of [[1440, 900], [390, 844]]) {
    const context = await browser.newContext({ viewport: { width: w, height: h }, serviceWorkers: 'block' });
    await context.addInitScript(({ access, refresh, language }) => { sessionStorage.setItem('accessToken', access); sessionStorage.setItem('refreshToken', refresh); localStorage.setItem('settings', JSON.stringify({ language })); }, { ...tokens, language });
    const page = await context.newPage();
    for (const [name, path, body] of screens) {
      const held = [];
      await page.route(body, (route) => { held.push(route); });
      await page.goto(`${server.url}${path}`);
      await page.getByRole('progressbar').first().waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/${name}-loading-${language}-${w}.png` });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      if (sideways) console.log('SIDEWAYS', name, language, w);
      for (const route of held) await route.continue();
      await page.unroute(body);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `${out}/${name}-done-${language}-${w}.png` });
    }
    await context.close();
  }
} finally { await browser.close(); await server.close?.(); setTimeout(() => process.exit(0), 300); }
