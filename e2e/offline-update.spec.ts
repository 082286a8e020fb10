import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, signIn, test } from './fixtures.js';
import { controlledByServiceWorker } from './service-worker.js';

// Issue 35: a new version of the app never takes over by itself (it would reload the page under a
// promoter's fingers mid-capture); the dashboard offers it (src/offline/offline-notices.tsx) and
// reloads into it when accepted. This worker's server serves a copy of the build, so the spec can
// publish a real new version in it: a changed dashboard.html (the page the worker keeps and serves
// for the app's addresses) and the sw.js that precaches it, exactly what a deploy changes.
const dist = mkdtempSync(join(tmpdir(), 'origina-e2e-dist-'));
cpSync(new URL('../apps/web/dist/', import.meta.url).pathname, dist, { recursive: true });
test.use({ serverEnv: { WEB_DIST_DIR: dist }, serviceWorkers: 'allow' });
test.afterAll(() => rmSync(dist, { recursive: true, force: true }));

const versionMark = '<meta name="origina-version" content="2" />';

// Writes a file of the build and the compressed copies the server picks from (scripts/precompress.js).
function publish(name: string, text: string) {
  const path = join(dist, name);
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

/** Version 2: dashboard.html marked, and a sw.js whose precache lists the new page's revision. */
function publishNewVersion() {
  const page = readFileSync(join(dist, 'dashboard.html'), 'utf8');
  publish('dashboard.html', page.replace('<title>', `${versionMark}\n    <title>`));
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  const revised = worker.replace(/(url:"dashboard\.html",revision:")[0-9a-f]+"/, '$1version-2"');
  expect(revised, 'sw.js precaches dashboard.html with a revision').not.toBe(worker);
  publish('sw.js', revised);
}

test('a new version waits for the promoter: the notice in Spanish, and Actualizar reloads into it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await controlledByServiceWorker(page);
  await expect(page.locator('meta[name="origina-version"]')).toHaveCount(0);

  publishNewVersion();
  // A navigation makes the browser compare sw.js with the one it runs: the new worker installs and
  // waits instead of taking over.
  await page.goto('/dashboard/simulador');
  await expect(page.getByRole('heading', { level: 1, name: 'Simulador' })).toBeVisible();
  // Said in a live region that was already in the page, so a screen reader announces it.
  const notice = page.getByRole('status').getByTestId('update-waiting');
  await expect(notice).toContainText(
    'Hay una versión nueva de Origina. Guarda lo que estés capturando y actualiza.',
    { timeout: 30_000 },
  );
  // Still the old version until the promoter chooses.
  await expect(page.locator('meta[name="origina-version"]')).toHaveCount(0);

  const reloaded = page.waitForEvent('framenavigated', { timeout: 30_000 });
  await notice.getByRole('button', { name: 'Actualizar' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Simulador' })).toBeVisible();
  await expect(page.locator('meta[name="origina-version"]')).toHaveCount(1);
  await expect(page.getByTestId('update-waiting')).toHaveCount(0);
});
