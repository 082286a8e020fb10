import { createContext, useContext } from 'react';
import type { Settings } from './settings.js';

export interface SettingsContextValue {
  settings: Settings;
  // Direction in force: an RTL language forces rtl whatever the setting says.
  direction: 'ltr' | 'rtl';
  // Colours in force: the 'system' mode resolved against the device's preference.
  mode: 'light' | 'dark';
  update: (patch: Partial<Settings>) => void;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
}

export const SettingsContext = createContext<SettingsContextValue | null>(null);

export function useSettings() {
  const context = useContext(SettingsContext);
  if (!context) throw new Error('useSettings must be used inside SettingsProvider');
  return context;
}
