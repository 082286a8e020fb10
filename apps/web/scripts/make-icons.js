// Draws the app's PNG icons (the web manifest's) from public/favicon.svg with the Chromium the e2e
// tests use; run it after changing the favicon and commit the PNGs (`node apps/web/scripts/make-icons.js`).
// The maskable icon fills its square with the brand colour and keeps the mark inside the 80 % safe
// zone, since launchers cut it to a circle or a squircle.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const publicDir = new URL('../public/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const mark = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const brand = /fill="(#[0-9A-Fa-f]{6})"/.exec(svg)?.[1] ?? '#B0175F';

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
for (const size of [192, 512]) {
  for (const maskable of [false, true]) {
    await page.setViewportSize({ width: size, height: size });
    const scale = maskable ? 0.72 : 1;
    await page.setContent(
      `<body style="margin:0;background:${maskable ? brand : 'transparent'};display:grid;place-items:center;height:${size}px">` +
        `<img src="${mark}" width="${size * scale}" height="${size * scale}"></body>`,
    );
    const name = `icon-${size}${maskable ? '-maskable' : ''}.png`;
    await page.screenshot({ path: new URL(`icons/${name}`, publicDir).pathname, omitBackground: !maskable });
    console.log(`wrote public/icons/${name}`);
  }
}
await browser.close();
