import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadPublicConfig } from './api/config.js';
import { AppProviders } from './app-providers.js';
import { setLanguage } from './i18n/i18n.js';
import { reportError, watchErrors } from './monitoring/report-error.js';
import { discoverRoutes, prefetchRoutesFor, routes } from './routes/routes.js';
import { canUsePrerender } from './settings/settings.js';
import { readStoredSettings } from './settings/settings-provider.js';

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

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <AppProviders settings={settings}>
        <RouterProvider router={createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes })} />
      </AppProviders>
    </StrictMode>
  );
  // The login page arrives already drawn (scripts/prerender.js) for visitors on the default
  // settings: React takes over that markup instead of drawing it again.
  if (root.dataset.prerendered === window.location.pathname && canUsePrerender(settings)) {
    // In a transition, hydration yields to the browser between pieces of work.
    startTransition(() => {
      hydrateRoot(root, app, { onUncaughtError: reportUncaught });
    });
  } else {
    root.replaceChildren();
    root.removeAttribute('data-prerendered');
    // Rendered as a transition, React yields to the browser every few milliseconds instead of
    // blocking the main thread for the whole first render (slow phones feel it as input delay).
    const reactRoot = createRoot(root, { onUncaughtError: reportUncaught });
    startTransition(() => reactRoot.render(app));
  }
}
