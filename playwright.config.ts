import { defineConfig } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from './scripts/chromium.js';

// Real Chromium from Debian (never a downloaded browser; its headless shell, scripts/chromium.js)
// against the production build; each worker starts its own server on its own copy of a freshly
// built embedded database (e2e/global-setup.ts, e2e/fixtures.ts).
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous: speed is measured by `npm run bench`, and CI's machine has run this suite at less
  // than half this one's pace.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // A step that waits on something that never comes fails on its own, named with its call log,
    // instead of running out the test's whole time with nothing said of where it stood.
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    locale: 'es-MX',
    trace: 'off',
    // The service worker (vite-plugin-pwa) would precache the whole app in every spec's context
    // and answer requests a spec routes: only the specs about it allow it (e2e/offline-app.spec.ts).
    serviceWorkers: 'block',
    launchOptions: { executablePath: headlessShellPath, args: chromiumArgs },
  },
});
