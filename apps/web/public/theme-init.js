(() => {
  try {
    const s = JSON.parse(localStorage.getItem('settings') || '{}');
    const r = document.documentElement;
    r.setAttribute('data-color-scheme', s.mode === 'dark' ? 'dark' : 'light');
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
