import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

// With SCREENSHOTS=<folder>, a spec saves the screens it reaches there, to be looked at; without it,
// nothing is taken.

/** The page as it is now, saved as `<name>.png` (the whole page, or only what the screen shows). */
export async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  const folder = process.env.SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage });
}
