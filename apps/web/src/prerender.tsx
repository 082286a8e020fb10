import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app-providers.js';
import { routes } from './routes/routes.js';
import { defaultSettings } from './settings/settings.js';

// Build time only (scripts/prerender.js): draws a page as HTML with its critical CSS, so the
// browser can paint it before any script has run.
export async function prerender(path: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://origina.local${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects; only a plain page can be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders settings={defaultSettings}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
  );
  return { html, styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) };
}
