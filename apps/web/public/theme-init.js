// Runs before the app's scripts (index.html loads it first, from our own origin, because the CSP
// allows no inline script): applies the stored colour scheme, language and direction at once, so
// the page never flashes in the wrong scheme.
(() => {
  try {
    const settings = JSON.parse(localStorage.getItem('settings') || '{}');
    const root = document.documentElement;
    root.setAttribute('data-color-scheme', settings.mode === 'dark' ? 'dark' : 'light');
    if (settings.language === 'en') root.lang = 'en';
    if (settings.direction === 'rtl') root.dir = 'rtl';
    // The prerendered login is drawn in Spanish with the default look: others wait for the app.
    const customised =
      (settings.mode && settings.mode !== 'light') ||
      (settings.language && settings.language !== 'es') ||
      (settings.direction && settings.direction !== 'ltr') ||
      (settings.contrast && settings.contrast !== 'default') ||
      (settings.preset && settings.preset !== 'default');
    if (customised) root.classList.add('client-render');
  } catch {
    // unreadable settings: the defaults apply
  }
})();
