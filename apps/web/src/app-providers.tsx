import type { ReactNode } from 'react';
import { AuthProvider } from './auth/auth-provider.js';
import type { EarlySession } from './auth/session-restore.js';
import type { Settings } from './settings/settings.js';
import { SettingsProvider } from './settings/settings-provider.js';
import { AppThemeProvider } from './theme/app-theme-provider.js';

// Everything around the router, the same in the browser and in the build-time prerender.
export function AppProviders({
  settings,
  session,
  children,
}: {
  settings: Settings;
  session?: EarlySession;
  children: ReactNode;
}) {
  return (
    <SettingsProvider initial={settings}>
      <AppThemeProvider>
        <AuthProvider session={session}>{children}</AuthProvider>
      </AppThemeProvider>
    </SettingsProvider>
  );
}
