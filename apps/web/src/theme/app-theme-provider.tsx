import createCache from '@emotion/cache';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
// @mui/material's ThemeProvider also carries the CSS-variables provider (~7 kB gzip on every
// page); for a plain theme it renders this system provider and nothing more.
import { ThemeProvider } from '@mui/system';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useSettings } from '../settings/settings-context.js';
import { createAppTheme } from './create-app-theme.js';

type EmotionCache = ReturnType<typeof createCache>;

// Right-to-left styles need a stylis plugin; it is loaded only when someone switches to rtl.
function useRtlCache(direction: 'ltr' | 'rtl') {
  const [cache, setCache] = useState<EmotionCache | null>(null);
  useEffect(() => {
    if (direction !== 'rtl' || cache) return;
    void import('stylis-plugin-rtl').then(({ default: rtlPlugin }) => {
      setCache(createCache({ key: 'mui-rtl', stylisPlugins: [rtlPlugin] }));
    });
  }, [direction, cache]);
  return direction === 'rtl' ? cache : null;
}

// The few page-wide rules the app needs (MUI's CssBaseline carries a larger normalisation table
// that the sign-in page would pay for).
const baseline = (theme: Theme) => ({
  '*, *::before, *::after': { boxSizing: 'inherit' as const },
  html: {
    boxSizing: 'border-box' as const,
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
    WebkitTextSizeAdjust: '100%',
    colorScheme: theme.palette.mode,
  },
  body: {
    margin: 0,
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.background.default,
    ...theme.typography.body1,
  },
  'strong, b': { fontWeight: theme.typography.fontWeightBold },
  // Plain links (folios in lists, steps to fix) in the theme's colour, not the browser's blue;
  // MUI components rendered as links keep their own.
  a: { color: theme.palette.primary.main, textUnderlineOffset: '0.2em' },
});

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { settings, direction, mode } = useSettings();
  const theme = useMemo(
    () => createAppTheme({ preset: settings.preset, contrast: settings.contrast, mode }, direction),
    [settings.preset, settings.contrast, mode, direction],
  );
  const rtlCache = useRtlCache(direction);
  // Null only when rendering on a server without a cache, which the prerender never does.
  const inherited = useEmotionCache() as EmotionCache;
  // One tree whatever the direction: only the cache changes, so switching keeps every screen's
  // state (typed fields, an open drawer and its focus) instead of mounting the app anew.
  return (
    <CacheProvider value={rtlCache ?? inherited}>
      <ThemeProvider theme={theme}>
        <GlobalStyles styles={baseline} />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
