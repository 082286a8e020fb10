import { describe, expect, it } from 'vitest';
import { defaultSettings, parseSettings } from './settings.js';
import { differsFromDefaults, resetSettings } from './settings-reset.js';

describe('parseSettings', () => {
  it('gives the defaults for nothing stored or unreadable data', () => {
    expect(parseSettings(null)).toEqual(defaultSettings);
    expect(parseSettings('{not json')).toEqual(defaultSettings);
  });

  it('keeps valid values and replaces invalid ones one by one', () => {
    const parsed = parseSettings(
      JSON.stringify({ mode: 'dark', layout: 'diagonal', preset: 'cyan', stretch: 'yes', language: 'en' }),
    );
    expect(parsed).toEqual({ ...defaultSettings, mode: 'dark', preset: 'cyan', language: 'en' });
    expect(differsFromDefaults(parsed)).toBe(true);
    expect(differsFromDefaults(defaultSettings)).toBe(false);
  });

  it("keeps the 'system' mode, which follows the device", () => {
    expect(parseSettings(JSON.stringify({ mode: 'system' })).mode).toBe('system');
    expect(parseSettings(JSON.stringify({ mode: 'sepia' })).mode).toBe(defaultSettings.mode);
  });
});

describe('reset', () => {
  it('restores every default but the language, which it keeps', () => {
    const chosen = { ...defaultSettings, mode: 'dark', stretch: true, language: 'en' } as const;
    expect(resetSettings(chosen)).toEqual({ ...defaultSettings, language: 'en' });
  });

  it('marks no change for English with everything else at its default, as right after a reset', () => {
    expect(differsFromDefaults({ ...defaultSettings, language: 'en' })).toBe(false);
    expect(differsFromDefaults({ ...defaultSettings, language: 'en', layout: 'mini' })).toBe(true);
  });
});
