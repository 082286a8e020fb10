import '@fontsource-variable/public-sans/wght.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { setLanguage } from './i18n/i18n.js';
import { readStoredSettings } from './settings/settings-provider.js';

const settings = readStoredSettings();
// Spanish is built in; English is fetched first when it is the stored choice.
await setLanguage(settings.language);

const root = document.getElementById('root');
if (root) {
  // Rendered as a transition, React yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole first render (slow phones feel it as input delay).
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App settings={settings} />
      </StrictMode>,
    );
  });
}
