import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/support/server.js';

let server: TestServer;
let webDist: string;
const dashboardPreload = '<link rel="modulepreload" crossorigin href="/assets/app-1a2b3c.js">';
beforeAll(async () => {
  // A built web app of our own, so these tests do not depend on the real build having run.
  webDist = mkdtempSync(join(tmpdir(), 'origina-web-'));
  mkdirSync(join(webDist, 'assets'));
  const page = '<!doctype html><title>Origina</title>';
  writeFileSync(join(webDist, 'index.html'), page);
  // As the build leaves them: compressed copies beside the page.
  writeFileSync(join(webDist, 'index.html.br'), brotliCompressSync(page));
  writeFileSync(join(webDist, 'index.html.gz'), gzipSync(page));
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  // The same page for the dashboard's addresses, with the code they share asked at once.
  writeFileSync(join(webDist, 'dashboard.html'), `${page}${dashboardPreload}`);
  server = await startTestServer({
    WEB_DIST_DIR: webDist,
    LENDER_NAME: 'Financiera Ejemplo',
    SUPPORT_EMAIL: 'ayuda@financiera.example',
    INTERCOM_SECRET: 'must-never-be-public',
    BODY_LIMIT_BYTES: '2048',
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('GET /api/v1/config/', () => {
  it('is public and gives the lender and support contacts, never a secret', async () => {
    const response = await server.get('/api/v1/config/');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      lender: { name: 'Financiera Ejemplo', logo_url: null },
      support: { email: 'ayuda@financiera.example' },
      environment: 'local',
      // The outside services' defaults: nothing leaves this machine.
      captcha: { provider: 'altcha', site_key: null, challenge_url: '/api/v1/recaptcha/challenge/' },
      chat: { provider: 'builtin', app_id: null, user_id_prefix: 'origina-' },
      error_reporting: { provider: 'api', dsn: null, release: 'origina@0.1.0' },
      // The simulator dates its "if signed today" schedule with the lender's validity.
      contract_validity_days: 5,
    });
    const text = JSON.stringify(response.body);
    expect(text).not.toContain('must-never-be-public');
    expect(text).not.toContain(server.config.jwtSecret!);
  });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await server.get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await server.get('/readyz')).body).toEqual({ status: 'ready' });
  });
});

describe('error answers', () => {
  it('are JSON with detail and code for an unknown API route', async () => {
    const response = await server.get('/api/v1/no-existe/');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ detail: 'Esta dirección de la API no existe.', code: 'route_not_found' });
  });

  it('say 400 for broken JSON, 413 for a large body, 415 for another content type', async () => {
    const broken = await server.request('POST', '/api/v1/auth/', {
      rawBody: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('invalid_json');
    const large = await server.post('/api/v1/auth/', { email: 'a@b.mx', password: 'x'.repeat(4000) });
    expect(large.status).toBe(413);
    expect(large.body.code).toBe('payload_too_large');
    const xml = await server.request('POST', '/api/v1/auth/', {
      rawBody: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.status).toBe(415);
    expect(xml.body.code).toBe('unsupported_media_type');
  });

  it('never leak internals: a 5xx says only that something failed', async () => {
    const broken = await startTestServer();
    try {
      await broken.database.close();
      const response = await broken.post('/api/v1/auth/', { email: 'a@b.mx', password: 'whatever-it-is' });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.body).toEqual({
        detail: 'El servicio no está disponible por el momento. Intenta de nuevo en unos segundos.',
        code: 'database_unavailable',
      });
      expect((await broken.get('/readyz')).status).toBe(503);
      expect((await broken.get('/healthz')).status).toBe(200);
    } finally {
      await broken.app.close();
    }
  });
});

describe('security headers', () => {
  it('send a strict Content-Security-Policy and no-sniff on every answer', async () => {
    for (const path of ['/api/v1/config/', '/dashboard']) {
      const response = await server.get(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('the built web app', () => {
  it('is served for every page path with index.html never cached, and hashed assets cached for a year', async () => {
    const page = await server.get('/dashboard/mis-solicitudes/123');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Origina</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await server.get('/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await server.get('/assets/missing.js')).status).toBe(404);
  });

  it('sends the dashboard page, with its preloads, for the dashboard addresses only', async () => {
    for (const path of [
      '/dashboard',
      '/dashboard/',
      '/dashboard/simulador?monto=5000',
      '/Dashboard/nueva-solicitud',
    ])
      expect((await server.get(path)).body, path).toContain(dashboardPreload);
    for (const path of ['/', '/auth/registro', '/dashboardx', '/identidad/un-enlace-cualquiera'])
      expect((await server.get(path)).body, path).not.toContain(dashboardPreload);
    // Asked by its file name, a page is revalidated as its routes send it, never kept by a cache.
    for (const path of ['/dashboard.html', '/index.html'])
      expect((await server.get(path)).headers.get('cache-control'), path).toBe('no-cache');
  });

  it("answers 404 for a file it does not hold, anywhere, not the app's page", async () => {
    for (const path of [
      '/sw-old.js',
      '/icons/missing.png',
      '/dashboard/manifest.webmanifest',
      '/robots2.txt',
    ]) {
      const response = await server.get(path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).not.toContain('<title>Origina</title>');
    }
    // A page path with a dot in it elsewhere is still a page.
    expect((await server.get('/dashboard/solicitudes/SOL-2026.x/ver')).status).toBe(200);
  });

  it('serves the customer’s identity and signing pages uncached, unindexed and without referrer', async () => {
    for (const path of [
      '/identidad/un-enlace-cualquiera',
      '/firma/un-enlace-cualquiera',
      // The same pages reached with doubled slashes.
      '//firma/un-enlace-cualquiera',
      '/identidad//un-enlace-cualquiera',
      // The web app's router ignores case and decodes the path: the same pages again.
      '/IDENTIDAD/un-enlace-cualquiera',
      '/Firma/un-enlace-cualquiera',
      '/%66irma/un-enlace-cualquiera',
      '//%49dentidad/un-enlace-cualquiera',
    ]) {
      const page = await server.get(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      // Compressed or not (the static files' own header must not win).
      for (const encoding of ['br', 'gzip']) {
        const headers = await new Promise<Record<string, unknown>>((resolve, reject) =>
          get(`${server.baseUrl}${path}`, { headers: { 'accept-encoding': encoding } }, (answer) => {
            answer.resume();
            answer.on('end', () => resolve(answer.headers));
          }).on('error', reject),
        );
        expect(headers['content-encoding']).toBe(encoding);
        expect(headers['cache-control']).toBe('no-store');
      }
      expect(page.headers.get('x-robots-tag')).toBe('noindex');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });
});

describe('OpenAPI', () => {
  it('documents every auth and catalogue path at /api/openapi.json and serves the browser at /api/docs', async () => {
    const document = await server.get<{ openapi: string; paths: Record<string, unknown> }>(
      '/api/openapi.json',
    );
    expect(document.status).toBe(200);
    expect(document.body.openapi).toBe('3.1.0');
    for (const path of [
      '/api/v1/auth/',
      '/api/v1/auth/refresh/',
      '/api/v1/auth/register/',
      '/api/v1/auth/verify/',
      '/api/v1/auth/logout/',
      '/api/v1/users/users/whoami/',
      '/api/v1/users/users/reset/',
      '/api/v1/users/users/confirm/',
      '/api/v1/config/',
      '/api/v1/recaptcha/',
      '/api/v1/recaptcha/challenge/',
      '/api/v1/help/messages/',
      '/api/v1/client-errors/',
      '/api/v1/promoter/affiliates/',
      '/api/v1/promoter/affiliates/{id}',
      '/api/v1/promoter/products/',
      '/api/v1/promoter/products/{id}/',
      '/api/v1/promoter/productoptions/{id}/',
      '/api/v1/promoter/countries/',
      '/api/v1/promoter/zip-codes/',
      '/api/v1/promoter/banks/',
      '/api/v1/promoter/branches/',
      '/api/v1/promoter/branches/{id}/',
      '/api/v1/promoter/identificationtypes/',
      '/api/v1/users/documenttypes/',
      '/api/v1/promoter/simulations/',
      '/api/v1/promoter/simulations/{id}/',
      '/api/v1/promoter/applications/',
      '/api/v1/promoter/applications/{id}/',
      '/api/v1/promoter/applications/{id}/submit/',
      '/api/v1/promoter/applications/{id}/cancel/',
      '/api/v1/users/applicationdocuments/',
      '/api/v1/users/applicationdocuments/{id}/',
      '/api/v1/users/applicationdocuments/{id}/download/',
      '/api/v1/promoter/applications/stats/',
      '/api/v1/promoter/biometricvalidations/',
      '/api/v1/promoter/biometricvalidations/{slug}/',
      '/api/v1/promoter/applications/{id}/biometricvalidation/',
      '/api/v1/review/applications/{id}/biometricvalidation/decide/',
    ]) {
      expect(document.body.paths, path).toHaveProperty([path]);
    }
    const docs = await server.get('/api/docs');
    expect(docs.status).toBe(200);
    expect(String(docs.body)).toContain('swagger');
  });

  it('names the server from PUBLIC_URL, the licence and whom to contact', async () => {
    const { body } = await server.get<{
      servers: { url: string }[];
      info: { license: { identifier?: string; url?: string }; contact: { name: string; url: string } };
    }>('/api/openapi.json');
    expect(body.servers).toEqual([expect.objectContaining({ url: 'http://app.test' })]);
    expect(body.info.license.identifier ?? body.info.license.url).toBeTruthy();
    expect(body.info.contact).toMatchObject({ name: 'Financiera Ejemplo support', url: 'http://app.test' });
  });
});
