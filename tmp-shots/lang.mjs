import { launchChromium } from '../scripts/chromium.js';
import { startBenchServer } from '../bench/server.js';
const server = await startBenchServer();
const browser = await launchChromium();
const r = await fetch(`${server.url}/api/v1/auth/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'promotor@demo.origina.mx', password: 'Origina-Demo-2026' }) });
const tokens = await r.json();
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  await context.addInitScript(({ access, refresh }) => { sessionStorage.setItem('accessToken', access); sessionStorage.setItem('refreshToken', refresh); }, tokens);
  const page = await context.newPage();
  await page.goto(`${server.url}/dashboard/simulador`);
  await page.getByRole('combobox', { name: 'Convenio' }).selectOption({ label: 'Gobierno de la Ciudad de México' });
  await page.getByRole('combobox', { name: 'Producto' }).selectOption({ label: 'Nómina Quincenal Clásico' });
  await page.getByRole('combobox', { name: 'Plazo' }).selectOption({ label: '24 pagos quincenales · tasa 60%' });
  await page.getByLabel('Monto solicitado').fill('10000');
  await page.getByTestId('simulation-first-payment').waitFor();
  console.log('es', await page.getByTestId('simulation-first-payment').textContent());
  const samples = page.evaluate(() => new Promise((resolve) => { const seen = []; const t0 = performance.now(); const tick = () => { const el = document.querySelector('[data-testid="simulation-first-payment"]'); seen.push(`${Math.round(performance.now() - t0)} ${el ? el.textContent : '-'} ${document.querySelector('[role=progressbar]') ? 'spinner' : ''}`); if (performance.now() - t0 < 3000) requestAnimationFrame(tick); else resolve(seen); }; tick(); }));
  await page.getByRole('button', { name: /^EN$|English|Idioma/ }).first().click().catch((e) => console.log('no lang button', e.message));
  await page.waitForTimeout(300);
  const menu = page.getByRole('menuitem', { name: /English/ });
  if (await menu.count()) await menu.first().click();
  const seen = await samples;
  const uniq = []; for (const s of seen) { const v = s.split(' ').slice(1).join(' '); if (uniq.at(-1)?.v !== v) uniq.push({ s, v }); }
  console.log(uniq.map((u) => u.s).join('\n'));
} finally { await browser.close(); setTimeout(() => process.exit(0), 300); }
