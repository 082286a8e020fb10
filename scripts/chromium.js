import { chromium } from 'playwright-core';

// Debian's Chromium with the flags this workplace needs (no downloaded browser, no background traffic).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
