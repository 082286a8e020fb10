import { chromium } from 'playwright-core';

// Debian's Chromium with the flags this workplace needs (no downloaded browser, no background traffic).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The browser specs' default: Debian's headless shell, the same Blink and V8 without the desktop
// browser around them. On a two-core machine the same specs took a quarter less time (CPU was the
// limit). A spec that needs what only the full browser has (its PDF viewer) asks for chromiumPath;
// the benchmarks measure the full browser, as a user's is.
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchChromium = () => chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
