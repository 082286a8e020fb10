import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useSettings } from '../settings/settings-context.js';
import { useAuthContext } from './auth-context.js';

function AuthProbe() {
  useAuthContext();
  return null;
}

function SettingsProbe() {
  useSettings();
  return null;
}

describe('contexts used outside their providers', () => {
  it('fail with the message SPEC §8 gives for the auth context, and a clear one for settings', () => {
    expect(() => renderToString(<AuthProbe />)).toThrow(
      'useAuthContext context must be use inside AuthProvider',
    );
    expect(() => renderToString(<SettingsProbe />)).toThrow(
      'useSettings must be used inside SettingsProvider',
    );
  });
});
