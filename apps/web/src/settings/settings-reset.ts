import { defaultSettings, type Settings } from './settings.js';

// What the settings drawer's Reset restores: every default but the language, which is chosen apart
// (the top bar's switch) and kept. Its marker reports only what Reset would change. Kept apart from
// settings.ts so that the sign-in page, which has no drawer, does not carry it.
export const resetSettings = (settings: Settings): Settings => ({
  ...defaultSettings,
  language: settings.language,
});

export const differsFromDefaults = (settings: Settings) => {
  const reset = resetSettings(settings);
  return (Object.keys(reset) as (keyof Settings)[]).some((key) => settings[key] !== reset[key]);
};
