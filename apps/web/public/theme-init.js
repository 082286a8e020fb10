(() => {
  try {
    const s = JSON.parse(localStorage.getItem('settings') || '{}');
    const r = document.documentElement;
    const dark =
      s.mode === 'dark' || (s.mode === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    r.setAttribute('data-color-scheme', dark ? 'dark' : 'light');
    if (s.language === 'en') r.lang = 'en';
    if (s.direction === 'rtl') r.dir = 'rtl';
    if (
      (s.mode && s.mode !== 'light') ||
      (s.language && s.language !== 'es') ||
      (s.direction && s.direction !== 'ltr') ||
      (s.contrast && s.contrast !== 'default') ||
      (s.preset && s.preset !== 'default')
    )
      r.classList.add('client-render');
  } catch {}
})();
