import type { Plugin } from 'vite';
import { chunkTimeoutMs } from '../src/components/chunk-load.js';
import { enCore } from '../src/i18n/locales/en-core.js';
import { esCore } from '../src/i18n/locales/es-core.js';
import { shellName } from '../src/shell/shell-name.js';

// Issue 35: opened cold at a dashboard address on a slow phone, the screen used to arrive in a
// chain (the entry, then React DOM, then the app, then the route table, then the screen's code
// and words, the profile only once the app had drawn). early-start.js, a classic script in
// index.html's head, starts all of it at once for the dashboard's screens: modulepreload links for
// every chunk the screen needs and its words, and the two API reads the app makes first (the runtime
// configuration, and the profile with the tab's access token), which client.ts adopts instead of
// asking again. The sign-in page (login.html) never carries it (scripts/prerender.js strips it),
// so its download does not grow.
//
// The server sends dashboard.html for the dashboard's addresses: index.html with modulepreload links
// for the code every dashboard screen needs written into it. The browser's preload scanner starts
// those with the page itself, about a second sooner on that phone than a link the script adds once
// theme-init.js and early-start.js have arrived and run. The script adds only what depends on the
// screen and the language. The service worker keeps index.html: from its cache every file is near.

type Chunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
};
type Asset = { type: 'asset'; fileName: string; names?: string[]; source: string | Uint8Array };
type Bundle = Record<string, Chunk | Asset>;

/** A screen opened cold: its address, the roles it is for (the tab's signed-in user, as
 * auth/remembered-user.ts keeps it; none: any), its page module (what draws its heading), the
 * modules of the body the page loads apart, the catalogue parts its route asks, and the API reads
 * (signed in) it makes before it can draw more than its heading. The first that fits is used. */
export interface EarlyScreen {
  path: RegExp;
  roles?: string[];
  module: string;
  later?: string[];
  parts: string[];
  reads?: string[];
}

export const earlyStartFile = 'early-start.js';
export const dashboardPageFile = 'dashboard.html';
const earlyStartTag = `<script src="/${earlyStartFile}"></script>`;

export function earlyStart({
  shared,
  screens,
}: {
  shared: { modules: string[]; parts: string[]; reads: string[] };
  screens: EarlyScreen[];
}): Plugin {
  return {
    name: 'origina-early-start',
    apply: 'build',
    // Only the client build: the prerender's server build has no index.html. After Vite's own
    // step, which writes index.html into the bundle.
    generateBundle: {
      order: 'post',
      handler(options, output) {
        const bundle = output as unknown as Bundle;
        const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
        if (
          options.format !== 'es' ||
          !chunks.some((chunk) => chunk.isEntry && chunk.fileName.startsWith('assets/index-'))
        )
          return;
        const byModule = (suffix: string) => {
          const found = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix));
          if (!found) throw new Error(`early-start: no chunk for ${suffix}`);
          return found;
        };
        const withImports = (roots: Chunk[]) => {
          // In the order they are needed: a phone's six connections take the first ones first.
          const files = new Set<string>();
          const pending = [...roots.map((chunk) => chunk.fileName)];
          while (pending.length > 0) {
            const next = pending.shift()!;
            if (files.has(next)) continue;
            files.add(next);
            const chunk = bundle[next];
            if (chunk?.type === 'chunk') pending.push(...chunk.imports);
          }
          return files;
        };
        const entry = chunks.find((chunk) => chunk.isEntry)!;
        const entryFiles = withImports([entry]);
        const list = (roots: Chunk[]) => [...withImports(roots)].filter((file) => !entryFiles.has(file));
        // What main.tsx imports later (React DOM, the app), and what every dashboard screen needs.
        const common = list([
          ...entry.dynamicImports.map((file) => bundle[file] as Chunk),
          ...shared.modules.map(byModule),
        ]);
        const part = (language: string, name: string) =>
          list([byModule(`/i18n/locales/${language}-${name}.ts`)]);
        const words = (language: string, parts: string[]) => [
          ...new Set(parts.flatMap((name) => part(language, name))),
        ];
        const languages = {
          es: words('es', shared.parts),
          en: words('en', ['core', ...shared.parts]),
        };
        const routes = screens.map((screen) => {
          const files = list([byModule(screen.module)]).filter((file) => !common.includes(file));
          return {
            path: screen.path.source,
            roles: screen.roles ?? null,
            files,
            later: list((screen.later ?? []).map(byModule)).filter(
              (file) => !common.includes(file) && !files.includes(file),
            ),
            es: words('es', screen.parts),
            en: words('en', screen.parts),
            reads: screen.reads ?? [],
          };
        });
        // What the frame drawn at build time says if the app cannot start (showShell).
        const failed = Object.fromEntries(
          Object.entries({ es: esCore, en: enCore }).map(([language, core]) => [
            language,
            { title: core.errors.chunkTitle, body: core.errors.chunkBody, retry: core.app.retry },
          ]),
        );
        const plan = { common, languages, routes, reads: shared.reads, failed };
        this.emitFile({ type: 'asset', fileName: earlyStartFile, source: script(plan) });
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || !String(index.source).includes(earlyStartTag))
          throw new Error('early-start: index.html has no early-start script');
        const preloads = common.map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`);
        this.emitFile({
          type: 'asset',
          fileName: dashboardPageFile,
          source: String(index.source).replace(
            earlyStartTag,
            `<script src="/${earlyStartFile}" data-preloaded="common"></script>${preloads.join('')}`,
          ),
        });
      },
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace('<script src="/theme-init.js"></script>', (tag) => `${tag}\n    ${earlyStartTag}`),
    },
  };
}

// The script itself: plain ES2017, no module, no dependency. It reads the same stored settings as
// theme-init.js (the language) and the tab's access token from sessionStorage, where the app keeps
// it (docs/product-spec.md §3); it writes nothing.
function script(plan: unknown) {
  return `(() => {
  try {
    const plan = ${JSON.stringify(plan)};
    const path = location.pathname.replace(/\\/+$/, '');
    if (!/^\\/dashboard(\\/|$)/.test(path)) return;
    let settings = {};
    try {
      settings = JSON.parse(localStorage.getItem('settings') || '{}') || {};
    } catch {}
    const language = settings.language === 'en' ? 'en' : 'es';
    // The role only chooses what to ask early and which frame to show; the server still decides
    // what the user may read, and the app what they may see.
    let user = null;
    try {
      user = JSON.parse(sessionStorage.getItem('user') || 'null');
    } catch {}
    const role = (user && typeof user.role === 'string' && user.role) || null;
    const token = sessionStorage.getItem('accessToken');
    const claims = readClaims(token);
    // A session this tab can still renew (its refresh token not expired); without one the app
    // will most likely show the sign-in page (or borrow another tab's session).
    const renewable = readClaims(sessionStorage.getItem('refreshToken'));
    const live = Boolean(renewable && typeof renewable.exp === 'number' && renewable.exp * 1000 > Date.now());
    // Drawn only for the user the tab's session speaks for (auth/remembered-user.ts: rememberedFor),
    // while it lasts, and not for an account whose e-mail is unverified (the app sends it to
    // verify it first).
    if (live && role && claims && claims.sub === user.id && user.email_verified !== false) showShell(path, language, role, user, settings, plan.failed[language]);
    const route = plan.routes.find((r) => new RegExp(r.path).test(path) && (!r.roles || r.roles.indexOf(role) >= 0));
    // In dashboard.html the common files' links follow this script in the page.
    const preloaded = document.currentScript && document.currentScript.dataset.preloaded === 'common';
    const files = new Set([...(preloaded ? [] : plan.common), ...plan.languages[language], ...(route ? [...route.files, ...route[language]] : [])]);
    const head = document.head;
    const link = (rel, href, priority) => {
      const l = document.createElement('link');
      l.rel = rel;
      l.href = '/' + href;
      l.crossOrigin = '';
      if (priority) l.fetchPriority = priority;
      head.appendChild(l);
    };
    const early = (window.__originaEarly = { language, answers: {}, asked: Date.now() });
    const ask = (api, token) => {
      const headers = { accept: 'application/json', 'accept-language': language };
      if (token) headers.authorization = 'Bearer ' + token;
      early.answers[api] = { token: token || null, response: fetch('/api/v1' + api, { headers }).catch(() => null) };
    };
    ask('/config/');
    const exp = claims && claims.exp;
    // Only a token that will still be valid when the answer comes; otherwise the app renews first.
    if (typeof exp === 'number' && exp * 1000 > Date.now() + 10000) {
      ask('/users/users/whoami/', token);
      for (const read of plan.reads) ask(read, token);
      if (route) for (const read of route.reads) ask(read, token);
    }
    // The API's answers first, then the code in the order it runs. Not the font: the text
    // shows in the fallback font meanwhile (font-display: swap), and the code needs the bandwidth.
    // Without a live session the screen's own files come after what the sign-in page needs (in
    // the page's links): a signed-out visitor waited for the simulator's code before the sign-in.
    for (const file of files) link('modulepreload', file, live ? undefined : 'low');
    // The body the page loads apart once its heading draws: asked at the page's load event (the
    // entry script and the first of what draws the heading have arrived by then), so on a slow
    // phone it shares less of the bandwidth with them, and is near when the page asks for it.
    const later = route ? route.later.filter((file) => !files.has(file)) : [];
    if (later.length > 0)
      window.addEventListener('load', () => { for (const file of later) link('modulepreload', file, 'low'); }, { once: true });
  } catch {}

  // The claims of the tab's access token (a JWT), or null.
  function readClaims(token) {
    try {
      const payload = token && token.split('.')[1];
      const claims = payload && JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
      return claims && typeof claims === 'object' ? claims : null;
    } catch {
      return null;
    }
  }

  // The screen's frame and heading as scripts/prerender.js drew them for this role and language,
  // shown as soon as the page is parsed and until the app has drawn a heading of its own: on a slow
  // phone the app's code takes seconds to arrive and run, the page's markup does not. Only where it
  // is exactly what the app will draw: the default look, a screen narrower than the app's desktop
  // frame (1200 px), a screen the build drew, and none of the notices the build drew without (no
  // network, an address that is not secure). It cannot be used (inert) and is left in the same task
  // the app's own heading appears, so the frame never blinks, moves or doubles.
  function showShell(path, language, role, user, settings, failed) {
    const plain = (value, standard) => value === undefined || value === standard;
    if (
      !isSecureContext ||
      !navigator.onLine ||
      !plain(settings.mode, 'light') ||
      !plain(settings.direction, 'ltr') ||
      !plain(settings.contrast, 'default') ||
      !plain(settings.preset, 'default') ||
      matchMedia('(min-width: 1200px)').matches
    )
      return;
    const promoter = user.promoter && typeof user.promoter === 'object' ? user.promoter : null;
    const text = (value) => (typeof value === 'string' ? value : '');
    // As features/home/home-page.tsx greets and layouts/dashboard/user-menu.tsx draws the avatar.
    const name = promoter && typeof promoter.name === 'string' ? promoter.name : text(user.displayName);
    const initial = (promoter ? text(promoter.name) + ' ' + text(promoter.last_name) : text(user.displayName))
      .charAt(0)
      .toUpperCase();
    const draw = () => {
      const root = document.getElementById('root');
      const template = Array.prototype.find.call(
        document.querySelectorAll('template[data-shell]'),
        (t) => t.dataset.shell === language + ' ' + role + ' ' + path,
      );
      if (!root || !template || root.firstChild) return;
      const shell = document.createElement('div');
      shell.id = 'shell';
      shell.inert = true;
      shell.appendChild(template.content.cloneNode(true));
      // In one pass, so a name that holds the marks itself stays as it is.
      const marks = new RegExp(${JSON.stringify(`${shellName.full}|${shellName.initial}`)}, 'g');
      const walker = document.createTreeWalker(shell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        node.data = node.data.replace(marks, (mark) => (mark === ${JSON.stringify(shellName.full)} ? name : initial));
      root.parentNode.insertBefore(shell, root);
      document.documentElement.classList.add('shell-shown');
      let timer;
      const leave = () => {
        watch.disconnect();
        clearTimeout(timer);
        removeEventListener('error', fail);
        removeEventListener('unhandledrejection', fail);
        shell.remove();
        document.documentElement.classList.remove('shell-shown');
      };
      const watch = new MutationObserver(() => {
        if (root.querySelector('h1')) leave();
      });
      watch.observe(root, { childList: true, subtree: true });
      // The app could not start (its code did not arrive, or nothing came in the chunk timeout of
      // docs/product-spec.md §9): said in place of a frame that would spin for good, with a retry.
      // Should the app still draw, it replaces this as it replaces anything in #root.
      const fail = () => {
        leave();
        if (root.firstChild) return;
        const box = document.createElement('main');
        const heading = document.createElement('h1');
        const text = document.createElement('p');
        const retry = document.createElement('button');
        heading.textContent = failed.title;
        text.textContent = failed.body;
        retry.type = 'button';
        retry.textContent = failed.retry;
        retry.addEventListener('click', () => location.reload());
        box.append(heading, text, retry);
        box.className = 'shell-failed';
        root.appendChild(box);
      };
      addEventListener('error', fail);
      addEventListener('unhandledrejection', fail);
      timer = setTimeout(fail, ${chunkTimeoutMs});
    };
    if (document.readyState === 'loading') document.addEventListener('readystatechange', draw, { once: true });
    else draw();
  }
})();
`;
}
