import type { Preset } from '../settings/settings.js';

// Main colours for each preset, chosen so white text on the light-mode colour and dark text on the
// dark-mode colour both reach WCAG AA (4.5:1).
export const presetColors: Record<Preset, { light: string; dark: string }> = {
  default: { light: '#B0175F', dark: '#F48FB1' },
  cyan: { light: '#00737E', dark: '#4DD0E1' },
  purple: { light: '#7B1FA2', dark: '#CE93D8' },
  blue: { light: '#1565C0', dark: '#90CAF9' },
  orange: { light: '#A73A0E', dark: '#FFB74D' },
  red: { light: '#C62828', dark: '#EF9A9A' },
};
