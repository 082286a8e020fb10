import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/support/server.js';
import { defaultWebDist } from './app.js';

// The real web build (`npm run build`), as the server sends it: the service worker and the web
// manifest that make Origina installable and able to open without network (issue 35).
let server: TestServer;
beforeAll(async () => {
  if (!existsSync(join(defaultWebDist, 'index.html')))
    throw new Error('installable-app.test.ts needs the web build: run `npm run build` first');
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const fetchAs = (url: string, encoding?: string) =>
  server.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the installable app', () => {
  it('serves sw.js never cached without revalidation, compressed or not, at the root scope', async () => {
    for (const encoding of [undefined, 'br', 'gzip']) {
      const response = await fetchAs('/sw.js', encoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      // A browser checks for a new worker on each visit: a cached sw.js would pin an old version.
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe(encoding);
    }
    const worker = readFileSync(join(defaultWebDist, 'sw.js'), 'utf8');
    // The app shell (dashboard.html: the page with the cold screens' frames) is precached, the .br
    // and .gz copies are not (each file is kept once).
    expect(worker).toContain('url:"dashboard.html"');
    expect(worker).not.toMatch(/\.(br|gz)"/);
    // The runtime is inside sw.js: no second worker file to serve.
    expect(worker).not.toContain('importScripts');
  });

  it('serves the web manifest with its type, revalidated, in Spanish, with PNG icons of 192 and 512 px', async () => {
    const response = await fetchAs('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = response.json() as {
      name: string;
      lang: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Origina',
      lang: 'es-MX',
      display: 'standalone',
      theme_color: '#B0175F',
    });
    for (const size of ['192x192', '512x512'])
      for (const purpose of ['any', 'maskable'])
        expect(manifest.icons).toContainEqual(
          expect.objectContaining({ sizes: size, purpose, type: 'image/png' }),
        );
    for (const icon of manifest.icons) {
      const image = await fetchAs(icon.src);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      // PNG's signature.
      expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('links the manifest from every page, and the page’s policy lets the worker and the manifest load', async () => {
    for (const path of ['/dashboard', '/auth/login']) {
      const page = await fetchAs(path);
      expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/worker-src 'self'/);
      expect(csp).toMatch(/manifest-src 'self'/);
    }
  });
});
