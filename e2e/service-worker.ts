import type { Page } from '@playwright/test';

/** Waits until the service worker has installed (the app shell precached) and controls the page. */
export const controlledByServiceWorker = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
