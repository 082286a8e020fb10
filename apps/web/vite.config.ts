import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { earlyStart } from './build/early-start.js';
import { runtimeCaches } from './src/auth/device-caches.js';

type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };

// React DOM stays in a chunk of its own: main.tsx evaluates it in a task of its own. React stays
// out too: React DOM needs it, and a chunk cycle between them would run one before the other exists.
const reactModules = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

// The modules the roots import, and those they import, without the dynamic imports (which load
// later, on their own) and without what `skip` leaves out.
function staticClosure(graph: ModuleGraph, roots: string[], skip: (id: string) => boolean = () => false) {
  const found = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (found.has(next) || skip(next)) continue;
    found.add(next);
    pending.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
  }
  return found;
}

// Every other module the sign-in page needs goes into one chunk. Left to itself the bundler cuts
// that code into many small chunks by which lazy screens share it, and each cut costs bytes on a
// page with a 170 kB budget.
function loginChunk() {
  const main = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
  const start = fileURLToPath(new URL('./src/start.tsx', import.meta.url));
  let members: Set<string> | undefined;
  return (id: string, graph: ModuleGraph) => {
    if (!members) {
      // What main.tsx itself imports (Vite's preload helper) must stay out, or the entry would
      // import the whole chunk before its first frame.
      const entry = staticClosure(graph, [main]);
      members = staticClosure(graph, [start], (next) => reactModules.test(next) || entry.has(next));
    }
    return members.has(id) ? 'login' : null;
  };
}

// What the dashboard's screens share beyond the login's chunk (the UI and form libraries, the
// domain's schemas, the app's components and API hooks). Left to itself the bundler made some 80
// files of about 1 kB for the home screen, and a phone on a 150 ms round trip fetched them six at a
// time. Libraries only one screen needs (the captcha, the QR code, Sentry) stay with it.
const sharedModules =
  /[\\/](node_modules[\\/](@mui|@emotion|@tanstack[\\/](react-query|query-core)|react-transition-group|@popperjs|react-hook-form|@hookform|zod)[\\/]|packages[\\/]domain[\\/]src[\\/]|apps[\\/]web[\\/]src[\\/](components[\\/]|api[\\/]|i18n[\\/]format\.ts))/;

// The screens a promoter's phone opens cold (issue 35: the home, the simulator, Nueva solicitud).
// Of those shared modules, what the dashboard's frame needs is one chunk, and what only these
// screens need is grouped by which of them need it (`screen-home_simulator`, …): each of them
// downloads what it draws, not every screen's forms and tables (the home screen's JavaScript before
// its heading fell by about a third). The rest (the desk's and the admin's screens) stays one
// chunk, `shared`.
const frameModules = ['src/routes/dashboard-routes.tsx', 'src/layouts/dashboard/dashboard-layout.tsx'];
// The frame's parts loaded once the screen has drawn (components/later.ts): what they need beyond
// the frame and those screens is one chunk of its own.
const frameLaterModules = [
  'src/layouts/dashboard/nav-drawer.tsx',
  'src/layouts/dashboard/settings-drawer.tsx',
  'src/layouts/dashboard/user-menu-popup.tsx',
];
// Each screen's page (what draws its heading) and the body it loads apart once the heading draws
// (components/later.ts: lazyBody).
const coldScreens = {
  home: { page: 'src/features/home/home-page.tsx', body: 'src/features/home/promoter-home.tsx' },
  simulator: {
    page: 'src/features/simulator/simulator-page.tsx',
    body: 'src/features/simulator/simulator-workspace.tsx',
  },
  'new-application': {
    page: 'src/features/new-application/new-application-page.tsx',
    body: 'src/features/new-application/new-application-form.tsx',
  },
};
// The other roles' homes, each loaded apart like the promoter's (features/home/home-page.tsx).
const otherHomes = {
  reviewer: 'src/features/home/desk-home.tsx',
  admin: 'src/features/home/administration-home.tsx',
  compliance: 'src/features/home/compliance-home.tsx',
};
function dashboardChunks() {
  const file = (path: string) => fileURLToPath(new URL(`./${path}`, import.meta.url));
  let chunkOf: Map<string, string> | undefined;
  const chooseChunks = (graph: ModuleGraph) => {
    const chosen = new Map<string, string>();
    // What draws the cold screens' headings (a spinner beside them) rides with the frame.
    const headings = Object.values(coldScreens).map(({ page }) => page);
    for (const id of staticClosure(graph, [...frameModules, ...headings].map(file))) chosen.set(id, 'frame');
    const needs = new Map<string, string[]>();
    for (const [name, { page, body }] of Object.entries(coldScreens))
      for (const id of staticClosure(graph, [page, body].map(file)))
        if (!chosen.has(id)) needs.set(id, [...(needs.get(id) ?? []), name]);
    for (const [id, screens] of needs) chosen.set(id, `screen-${screens.sort().join('_')}`);
    for (const id of staticClosure(graph, frameLaterModules.map(file)))
      if (!chosen.has(id)) chosen.set(id, 'frame-later');
    return chosen;
  };
  return (id: string, graph: ModuleGraph) => {
    if (!sharedModules.test(id)) return null;
    chunkOf ??= chooseChunks(graph);
    return chunkOf.get(id) ?? 'shared';
  };
}

// The API answers the service worker may keep: read-only GETs that hold no personal data, the same
// for every promoter of the lender. Every other API answer (applications, customers, auth, the
// user's own profile) is never stored: it carries personal data, and the server marks it no-store.
// Workbox writes these functions into sw.js as text: they must not use anything from this file.
//
// What an administrator edits in the app: network first, the kept copy only without network (or
// after 3 s of waiting), so an edit shows at once, to the admin who saved it too.
// - config/: the public runtime configuration (lender name, captcha and chat providers), asked
//   before the app draws, so offline the app still starts.
// - affiliates, products, productoptions/{id}, branches: the lender's catalogues (convenios,
//   products and their terms, branches); users/documenttypes: which documents a product asks for.
const isLenderCatalogue = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) =>
  sameOrigin &&
  /^\/api\/v1\/(config|promoter\/(affiliates|products|productoptions\/[^/]+|branches)|users\/documenttypes)\/$/.test(
    url.pathname,
  );
// What changes only with a catalogue import or a new version: the kept copy at once, refreshed
// behind it for the next time (stale while revalidate).
// - banks, countries, identificationtypes: reference lists.
// - zip-codes: SEPOMEX's settlements of a postal code already looked up, public data.
const isReferenceList = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) =>
  sameOrigin && /^\/api\/v1\/promoter\/(banks|countries|identificationtypes|zip-codes)\/$/.test(url.pathname);

// The app's routes are drawn by its page (the worker's dashboard.html); these paths are not, and
// must reach the server: the API, the server's own health and metrics answers, the customer's
// identity and signing links
// (their slug is a capability: the server sends them no-store and no-referrer, and they need the
// network anyway), and files (a name with an extension: PDFs, uploads, sw.js itself).
const notAppRoutes = [
  /^\/api\//,
  /^\/(healthz|readyz|metrics)$/,
  /^\/+(identidad|firma)\//i,
  // A first segment written with percent escapes (/%69dentidad/…): never an app screen, and the
  // server's own answer decodes it (it may be a customer's link).
  /^\/+[^/]*%/,
  /\/[^/?]+\.[^/?]+$/,
];

export default defineConfig({
  plugins: [
    react(),
    // The dashboard's screens opened cold: everything they need asked at once (build/early-start.ts).
    // The catalogue parts are those the routes ask (src/routes/dashboard-routes.tsx).
    earlyStart({
      shared: {
        modules: ['/src/routes/dashboard-routes.tsx', '/src/layouts/dashboard/dashboard-layout.tsx'],
        parts: ['dashboard'],
        // The unread count on the frame's inbox (api/unread-notifications.ts).
        reads: ['/notifications/?unread=true&page_size=1'],
      },
      screens: [
        // The home: each role's own body; a promoter's first reads are their applications'
        // counts and the latest ones (src/features/home/promoter-home.tsx).
        {
          path: /^\/dashboard$/,
          roles: ['promoter'],
          module: `/${coldScreens.home.page}`,
          later: [`/${coldScreens.home.body}`],
          parts: ['application', 'simulator'],
          reads: [
            '/promoter/applications/stats/',
            '/promoter/applications/?page=1&page_size=10&ordering=-updated_at',
          ],
        },
        ...Object.entries(otherHomes).map(([role, body]) => ({
          path: /^\/dashboard$/,
          roles: [role],
          module: `/${coldScreens.home.page}`,
          later: [`/${body}`],
          parts: ['application', 'simulator'],
        })),
        {
          path: /^\/dashboard$/,
          module: `/${coldScreens.home.page}`,
          parts: ['application', 'simulator'],
        },
        {
          path: /^\/dashboard\/simulador$/,
          module: `/${coldScreens.simulator.page}`,
          later: [`/${coldScreens.simulator.body}`],
          parts: ['simulator'],
          // The convenios (api/affiliates.ts), which the form needs before anything else.
          reads: ['/promoter/affiliates/?page_size=500'],
        },
        {
          path: /^\/dashboard\/nueva-solicitud(\/pre-solicitud)?$/,
          module: `/${coldScreens['new-application'].page}`,
          later: [`/${coldScreens['new-application'].body}`],
          parts: ['application', 'simulator'],
        },
      ],
    }),
    // The installable app: a generated Workbox service worker that keeps the app shell, so a
    // promoter's phone opens the app without network and a repeat visit loads nothing but the
    // API's answers. Registered by src/offline/register-service-worker.ts from the dashboard only.
    VitePWA({
      strategies: 'generateSW',
      injectRegister: false,
      // A new version waits until the promoter chooses to update (src/offline/update-prompt.tsx):
      // taking over mid-capture would reload the page under their fingers.
      registerType: 'prompt',
      includeAssets: [],
      manifest: {
        name: 'Origina',
        short_name: 'Origina',
        description: 'Simula, captura y da seguimiento a créditos de nómina.',
        lang: 'es-MX',
        dir: 'ltr',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        // The theme's primary colour (src/theme/presets.ts) and the light background.
        theme_color: '#B0175F',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-192-maskable.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell: the page, every chunk, the styles, the fonts of the two languages (not
        // the Vietnamese subset) and the images (the manifest's icons are added by the plugin).
        // The .br and .gz copies are written after this (scripts/precompress.js) and the server
        // picks one per request: each file is cached once. The page is dashboard.html: index.html
        // with the dashboard's preloads and its cold screens' frames drawn at build time (issue
        // 35), which serves every other screen as well; scripts/prerender.js writes its revision
        // here once it has drawn them.
        globPatterns: [
          'dashboard.html',
          'assets/*.{js,css}',
          'assets/public-sans-latin*.woff2',
          '*.{svg,js}',
        ],
        globIgnores: ['sw.js'],
        // Hashed names change with their content: no revision needed.
        dontCacheBustURLsMatching: /^assets\//,
        // The runtime in sw.js itself: one file to serve uncached, no second one to keep in step.
        inlineWorkboxRuntime: true,
        navigateFallback: '/dashboard.html',
        navigateFallbackDenylist: notAppRoutes,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        runtimeCaching: [
          {
            urlPattern: isLenderCatalogue,
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              cacheName: runtimeCaches.catalogues,
              networkTimeoutSeconds: 3,
              // Only a full answer: never an error, a refusal (401) or an opaque reply.
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 },
            },
          },
          {
            urlPattern: isReferenceList,
            handler: 'StaleWhileRevalidate',
            method: 'GET',
            options: {
              cacheName: runtimeCaches.referenceLists,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 500, maxAgeSeconds: 30 * 24 * 3600 },
            },
          },
        ],
      },
    }),
  ],
  // `source` reads the domain package's TypeScript; Vite's own conditions stay, or packages resolve to
  // their CommonJS builds with development and production variants both bundled (3.4 kB gzip more
  // on the login page, emotion's and stylis' mostly).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: loginChunk(), includeDependenciesRecursively: false, priority: 2 },
            { name: dashboardChunks(), includeDependenciesRecursively: false, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
