import type { Page, Route } from '@playwright/test';
import { expect } from './fixtures.js';

const entry = /\/assets\/index-[\w-]+\.js$/;

/** Holds the app's entry script from the page's next loads: what shows is the page's own markup
 * (and what its classic scripts draw). The function returned lets it through. */
export async function holdApp(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(entry, (route) => (released ? route.continue() : held.push(route)));
  return async () => {
    await expect.poll(() => held.length).toBeGreaterThan(0);
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

/** The page is parsed (its classic scripts have run and its markup is in), the app's code held. */
const parsed = (page: Page) => page.waitForFunction(() => document.readyState !== 'loading');

/** Opened at `path` with the app's code held, the page draws no frame ahead of it; let through,
 * the app draws the screen itself, headed `heading`. */
export async function expectNoFrameAhead(page: Page, path: string, heading: string) {
  const release = await holdApp(page);
  await page.goto(path, { waitUntil: 'commit' });
  await parsed(page);
  await expect(page.locator('#shell')).toHaveCount(0);
  await release();
  await expect(page.locator('#root h1')).toHaveText(heading);
}
