import { useSyncExternalStore } from 'react';
import type { ColorMode } from './settings.js';

// The same query public/theme-init.js asks before the first paint.
const darkQuery = '(prefers-color-scheme: dark)';
const prefersDark = () => window.matchMedia(darkQuery).matches;
const never = () => false;
const ignore = () => () => {};

function watchSystem(onChange: () => void) {
  const list = window.matchMedia(darkQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

// The colours in force: 'system' follows the device, and changes with it while the page is open.
export function useColorMode(mode: ColorMode): 'light' | 'dark' {
  const system = mode === 'system';
  const systemDark = useSyncExternalStore(system ? watchSystem : ignore, system ? prefersDark : never, never);
  if (system) return systemDark ? 'dark' : 'light';
  return mode;
}
