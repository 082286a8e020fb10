// First: before any schema is built.
import './zod-jitless.js';
import type { User } from '@origina/domain/auth';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadPublicConfig } from './api/config.js';
import { AppProviders } from './app-providers.js';
import { type EarlySession, restoreSessionUser } from './auth/session-restore.js';
import { setLanguage } from './i18n/i18n.js';
import { reportError, watchErrors } from './monitoring/report-error.js';
import { discoverRoutes, prefetchRoutesFor, routes } from './routes/routes.js';
import { canUsePrerender } from './settings/settings.js';
import { readStoredSettings } from './settings/settings-provider.js';

type Router = ReturnType<typeof createBrowserRouter>;

// The app itself; main.tsx loads it once the first frame is painted.
const settings = readStoredSettings();
prefetchRoutesFor(window.location.pathname);
// Spanish is built in; English is fetched first when it is the stored choice. The runtime
// configuration (one build serves every environment) arrives alongside.
await Promise.all([setLanguage(settings.language), loadPublicConfig()]);
watchErrors();

const reportUncaught = (error: unknown) => {
  console.error(error);
  reportError(error);
};

// Opened at a lazy screen (the dashboard's), the router first loads its code and words, and the
// session its user; drawn before that, React would commit a full-page spinner and then draw the
// whole tree again, which cost a slow phone about 0.5 s before the heading (issue 35). What
// early-start.js preloaded is there at once; what is still on its way gets the spinner after a
// moment, not a blank page. Not awaited at the top level: the screens' chunks import modules this
// one shares, which a pending top-level await would hold.
const spinnerAfterMs = 500;

function whenRouterReady(router: Router) {
  if (router.state.initialized) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

function draw(root: HTMLElement, router: Router, session: EarlySession, hydrate: boolean) {
  const app = (
    <StrictMode>
      <AppProviders settings={settings} session={session}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (hydrate) {
    // In a transition, hydration yields to the browser between pieces of work.
    startTransition(() => {
      hydrateRoot(root, app, { onUncaughtError: reportUncaught });
    });
    return;
  }
  root.replaceChildren();
  root.removeAttribute('data-prerendered');
  // Drawn in one go: there is nothing on the page to answer yet (a blank page, or the frame
  // early-start.js drew, which is inert), and a render that yielded every few milliseconds let the
  // browser evaluate the screen body's module (lazyBody) in the middle of it, holding the heading
  // back by that long task on a slow phone.
  createRoot(root, { onUncaughtError: reportUncaught }).render(app);
}

const root = document.getElementById('root');
if (root) {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes });
  const session: EarlySession = { restoring: restoreSessionUser() };
  // The login page arrives already drawn (scripts/prerender.js) for visitors on the default
  // settings: React takes over that markup at once, as it was drawn (signed out, the session
  // still being restored).
  if (root.dataset.prerendered === window.location.pathname && canUsePrerender(settings)) {
    draw(root, router, session, true);
  } else {
    let restored: User | null | undefined;
    const known = session.restoring.then((user) => {
      restored = user;
    });
    const ready = Promise.all([whenRouterReady(router), known]);
    const slow = new Promise((resolve) => setTimeout(resolve, spinnerAfterMs));
    void Promise.race([ready, slow]).then(() => draw(root, router, { ...session, restored }, false));
  }
}
