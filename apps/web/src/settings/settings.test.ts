import { describe, expect, it } from 'vitest';
import { defaultSettings, differsFromDefaults, parseSettings } from './settings.js';

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
});
