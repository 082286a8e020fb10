import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { isRtlLanguage, setLanguage } from '../i18n/i18n.js';
import { useColorMode } from './color-mode.js';
import { parseSettings, type Settings, settingsStorageKey } from './settings.js';
import { SettingsContext, type SettingsContextValue } from './settings-context.js';

export const readStoredSettings = () => parseSettings(window.localStorage.getItem(settingsStorageKey));

export function SettingsProvider({ initial, children }: { initial: Settings; children: ReactNode }) {
  const [settings, setSettings] = useState(initial);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const persist = useCallback((next: Settings) => {
    setSettings(next);
    window.localStorage.setItem(settingsStorageKey, JSON.stringify(next));
  }, []);

  // Another tab changed the settings: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === settingsStorageKey) setSettings(parseSettings(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const direction = isRtlLanguage(settings.language) ? 'rtl' : settings.direction;
  const mode = useColorMode(settings.mode);

  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);

  // Keeps the pre-paint colours of index.html in step (see public/theme-init.js).
  useEffect(() => {
    document.documentElement.setAttribute('data-color-scheme', mode);
  }, [mode]);

  useEffect(() => {
    void setLanguage(settings.language);
  }, [settings.language]);

  const value = useMemo<SettingsContextValue>(
    () => ({
      settings,
      direction,
      mode,
      update: (patch) => persist({ ...settings, ...patch }),
      drawerOpen,
      setDrawerOpen,
    }),
    [settings, direction, mode, persist, drawerOpen],
  );

  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
