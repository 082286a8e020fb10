// Draws /auth/login into dist/login.html (markup and critical CSS) from the server-side build of
// src/prerender.tsx, so the first paint of the most visited page needs no JavaScript.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url);
const ssr = new URL('../dist-ssr/', import.meta.url);
const { prerender } = await import(new URL('prerender.js', ssr).href);

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
rmSync(ssr, { recursive: true, force: true });
console.log(`prerendered ${path} (${(page.length / 1024).toFixed(1)} kB of HTML)`);
// The app's modules keep timers (the session manager's channel, the config store): end here.
process.exit(0);
