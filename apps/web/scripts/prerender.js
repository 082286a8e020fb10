// Draws /auth/login into dist/login.html (markup and critical CSS) from the server-side build of
// src/prerender.tsx, so the first paint of the most visited page needs no JavaScript; and into
// dist/dashboard.html the cold screens' frames and headings (issue 35), which the page's early
// start (build/early-start.ts) shows at once for the tab's user, language and screen.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

// The app's modules were written for a browser. Drawn here as a phone online over HTTPS would draw
// them before any answer arrives: no banner for the network or the address, no frame ever painted
// (a screen's body stays at its spinner), no event to listen to.
Object.assign(globalThis, {
  window: globalThis,
  isSecureContext: true,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  requestAnimationFrame: () => 0,
});
Object.defineProperty(globalThis, 'navigator', {
  value: { onLine: true, serviceWorker: {}, userAgent: 'origina-prerender' },
  configurable: true,
});

const dist = new URL('../dist/', import.meta.url);
const ssr = new URL('../dist-ssr/', import.meta.url);
const { prerender, prerenderShells } = await import(new URL('prerender.js', ssr).href);

const template = readFileSync(new URL('index.html', dist), 'utf8');
const placeholder = '<div id="root"></div>';
if (!template.includes(placeholder)) throw new Error('index.html has no empty #root to fill');

const path = '/auth/login';
const { html, styles } = await prerender(path);
// The dashboard's early start (build/early-start.ts) has nothing to do on the sign-in page: its
// script stays out of the page with the 170 kB budget.
const earlyStart = '<script src="/early-start.js"></script>';
if (!template.includes(earlyStart)) throw new Error('index.html has no early-start script');
const page = template
  .replace(earlyStart, '')
  .replace('</head>', `${styles}</head>`)
  .replace(placeholder, `<div id="root" data-prerendered="${path}">${html}</div>`);
writeFileSync(new URL('login.html', dist), page);
console.log(`prerendered ${path} (${(page.length / 1024).toFixed(1)} kB of HTML)`);

const dashboardFile = new URL('dashboard.html', dist);
const shells = await prerenderShells();
const dashboard = readFileSync(dashboardFile, 'utf8');
// While a frame drawn here shows, the app draws into a hidden #root, so its first steps (a
// spinner while the session is restored) never show beside it.
// If the app cannot start, early-start.js says so in #root: a plain message, readable before any
// of the app's styles.
const shellRule =
  '<style>html.shell-shown #root{display:none}' +
  '.shell-failed{padding:24px 16px;font:16px/1.5 system-ui,sans-serif;color:#1C252E}' +
  '.shell-failed h1{font-size:1.5rem;line-height:1.3;margin:0 0 8px}' +
  '.shell-failed button{font:inherit;font-weight:600;padding:8px 16px;border-radius:8px}</style>';
if (!dashboard.includes(placeholder)) throw new Error('dashboard.html has no empty #root');
const drawn = dashboard
  .replace('</head>', `${shells.styles}${shellRule}</head>`)
  .replace(placeholder, `${placeholder}\n    ${shells.html}`);
writeFileSync(dashboardFile, drawn);
// The service worker keeps dashboard.html by the revision written when it was generated: the page
// changed since, and a revision that does not follow its content would keep an old frame.
const workerFile = new URL('sw.js', dist);
const worker = readFileSync(workerFile, 'utf8');
const revision = createHash('md5').update(drawn).digest('hex');
const revised = worker.replace(/(url:"dashboard\.html",revision:")[0-9a-f]+"/, `$1${revision}"`);
if (revised === worker) throw new Error('sw.js does not precache dashboard.html');
writeFileSync(workerFile, revised);
console.log(`prerendered the dashboard's cold screens (${(drawn.length / 1024).toFixed(1)} kB of HTML)`);

rmSync(ssr, { recursive: true, force: true });
// The app's modules keep timers (the session manager's channel, the config store): end here.
process.exit(0);
