import { type AppLanguage, isAppLanguage } from '../i18n/i18n.js';

export const presets = ['default', 'cyan', 'purple', 'blue', 'orange', 'red'] as const;
export type Preset = (typeof presets)[number];
export const layouts = ['vertical', 'horizontal', 'mini'] as const;
type NavLayout = (typeof layouts)[number];
// 'system' follows the device's light or dark preference (prefers-color-scheme).
export const modes = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof modes)[number];

export interface Settings {
  mode: ColorMode;
  contrast: 'default' | 'bold';
  direction: 'ltr' | 'rtl';
  layout: NavLayout;
  stretch: boolean;
  preset: Preset;
  language: AppLanguage;
}

export const settingsStorageKey = 'settings';

// docs/product-spec.md §9 theme defaults; Spanish is the default language.
export const defaultSettings: Settings = {
  mode: 'light',
  contrast: 'default',
  direction: 'ltr',
  layout: 'vertical',
  stretch: false,
  preset: 'default',
  language: 'es',
};

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

// Whatever is stored (an older version, a hand edit) becomes valid settings.
export function parseSettings(raw: string | null): Settings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // unreadable: defaults
  }
  return {
    mode: oneOf(modes, stored.mode, defaultSettings.mode),
    contrast: oneOf(['default', 'bold'], stored.contrast, defaultSettings.contrast),
    direction: oneOf(['ltr', 'rtl'], stored.direction, defaultSettings.direction),
    layout: oneOf(layouts, stored.layout, defaultSettings.layout),
    stretch: typeof stored.stretch === 'boolean' ? stored.stretch : defaultSettings.stretch,
    preset: oneOf(presets, stored.preset, defaultSettings.preset),
    language: isAppLanguage(stored.language) ? stored.language : defaultSettings.language,
  };
}

// The prerendered login page is drawn with the default look in Spanish; anyone who chose
// otherwise gets it drawn in the browser instead (public/theme-init.js hides the prerendered one).
export const canUsePrerender = (settings: Settings) =>
  (['mode', 'language', 'direction', 'contrast', 'preset'] as const).every(
    (key) => settings[key] === defaultSettings[key],
  );
