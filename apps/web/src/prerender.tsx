import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { User } from '@origina/domain/auth';
import { rolesFor } from '@origina/domain/role-workspaces';
import { type Role, roles } from '@origina/domain/roles';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app-providers.js';
import { AuthContext, type AuthContextValue } from './auth/auth-context.js';
import { HomePage } from './features/home/home-page.js';
import { NewApplicationPage } from './features/new-application/new-application-page.js';
import { SimulatorPage } from './features/simulator/simulator-page.js';
import { type AppLanguage, appLanguages, loadCatalogPart, setLanguage } from './i18n/i18n.js';
import { DashboardLayout } from './layouts/dashboard/dashboard-layout.js';
import { paths } from './paths.js';
import { routes } from './routes/routes.js';
import { defaultSettings } from './settings/settings.js';
import { SettingsProvider } from './settings/settings-provider.js';
import { shellName } from './shell/shell-name.js';
import { AppThemeProvider } from './theme/app-theme-provider.js';

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

// The screens a promoter's phone opens cold (issue 35), drawn as they stand before their body's
// code arrives: the frame, the heading and a spinner. Each for the roles that may open it.
const shellScreens = [
  { path: paths.dashboard.root, roles, element: <HomePage /> },
  { path: paths.dashboard.simulator, roles: rolesFor('simulate'), element: <SimulatorPage /> },
  { path: paths.dashboard.newApplication, roles: rolesFor('capture'), element: <NewApplicationPage /> },
  {
    path: `${paths.dashboard.newApplication}/pre-solicitud`,
    roles: rolesFor('capture'),
    element: <NewApplicationPage />,
  },
];

const shellRoutes = [
  {
    path: paths.dashboard.root,
    element: <DashboardLayout />,
    children: shellScreens.map(({ path, element }) =>
      path === paths.dashboard.root
        ? { index: true, element }
        : { path: path.slice(paths.dashboard.root.length + 1), element },
    ),
  },
];

// A user standing for whoever opens the screen: public/early-start (build/early-start.ts) writes
// the tab's own name where shellName stands.
const shellUser = (role: Role): User =>
  ({
    id: 'shell',
    role,
    email: '',
    email_verified: true,
    displayName: shellName.full,
    photoURL: null,
    promoter: role === 'promoter' ? { name: shellName.full, last_name: '' } : null,
  }) as unknown as User;

async function drawShell(path: string, role: Role, language: AppLanguage, cache: EmotionCache) {
  const handler = createStaticHandler(shellRoutes);
  const context = await handler.query(new Request(`http://origina.local${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects; only a plain page can be drawn`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const auth = {
    user: shellUser(role),
    method: 'jwt',
    loading: false,
    authenticated: true,
    unauthenticated: false,
  };
  return renderToString(
    <CacheProvider value={cache}>
      <SettingsProvider initial={{ ...defaultSettings, language }}>
        <AppThemeProvider>
          <AuthContext.Provider value={auth as AuthContextValue}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AuthContext.Provider>
        </AppThemeProvider>
      </SettingsProvider>
    </CacheProvider>,
  );
}

/** Build time only (scripts/prerender.js): every cold screen's frame and heading, per language and
 * role, as inert templates for dashboard.html, with the critical CSS they share. */
export async function prerenderShells() {
  for (const part of ['dashboard', 'application', 'simulator'] as const) await loadCatalogPart(part);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const templates: string[] = [];
  for (const language of appLanguages) {
    await setLanguage(language);
    for (const screen of shellScreens)
      for (const role of screen.roles) {
        const html = await drawShell(screen.path, role, language, cache);
        templates.push(`<template data-shell="${language} ${role} ${screen.path}">${html}</template>`);
      }
  }
  const html = templates.join('');
  return { html, styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) };
}
