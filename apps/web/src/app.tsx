import { RouterProvider } from 'react-router';
import { AuthProvider } from './auth/auth-provider.js';
import { router } from './routes/router.js';
import type { Settings } from './settings/settings.js';
import { SettingsProvider } from './settings/settings-provider.js';
import { AppThemeProvider } from './theme/app-theme-provider.js';

export function App({ settings }: { settings: Settings }) {
  return (
    <SettingsProvider initial={settings}>
      <AppThemeProvider>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </AppThemeProvider>
    </SettingsProvider>
  );
}
