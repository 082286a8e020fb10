import type { User } from '@origina/domain/auth';
import type { ReactNode } from 'react';
import { AuthProvider } from './auth/auth-provider.js';
import type { Settings } from './settings/settings.js';
import { SettingsProvider } from './settings/settings-provider.js';
import { AppThemeProvider } from './theme/app-theme-provider.js';

/** The session restore start.tsx began before the first render, and its user if it was known by
 * then (undefined: not yet). */
export interface EarlySession {
  restoring: Promise<User | null>;
  restored?: User | null;
}

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
        <AuthProvider restoring={session?.restoring} restored={session?.restored}>
          {children}
        </AuthProvider>
      </AppThemeProvider>
    </SettingsProvider>
  );
}
