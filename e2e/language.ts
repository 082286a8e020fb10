import type { Page } from '@playwright/test';

/** Stores the language the app opens in on its next load (the settings it keeps on the device),
 * as the language menu would; the page's next `goto` shows it. */
export async function chooseLanguage(page: Page, language: 'es' | 'en') {
  await page.evaluate((chosen) => {
    const stored = JSON.parse(localStorage.getItem('settings') ?? '{}');
    localStorage.setItem('settings', JSON.stringify({ ...stored, language: chosen }));
  }, language);
}
