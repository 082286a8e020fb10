import { useSyncExternalStore } from 'react';
import type { ColorMode } from './settings.js';

// The same query public/theme-init.js asks before the first paint.
const darkQuery = '(prefers-color-scheme: dark)';

function watchDevice(onChange: () => void) {
  const list = matchMedia(darkQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

// The colours in force: 'system' follows the device, and changes with it while the page is open.
export function useColorMode(mode: ColorMode): 'light' | 'dark' {
  const dark = useSyncExternalStore(
    watchDevice,
    () => mode === 'dark' || (mode === 'system' && matchMedia(darkQuery).matches),
    () => mode === 'dark',
  );
  return dark ? 'dark' : 'light';
}
