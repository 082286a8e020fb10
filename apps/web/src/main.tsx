import '@fontsource-variable/public-sans/wght.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { setLanguage } from './i18n/i18n.js';
import { readStoredSettings } from './settings/settings-provider.js';

const settings = readStoredSettings();
// Spanish is built in; English is fetched first when it is the stored choice.
await setLanguage(settings.language);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App settings={settings} />
    </StrictMode>,
  );
}
