import { lifecycle } from '@origina/domain/application-lifecycle';
import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/messages.js';

// Every refusal the lifecycle model can give reaches the screen as words, in both languages.

describe("the lifecycle model's refusals", () => {
  it('are named in both languages', () => {
    const codes = new Set<string>(['not_authenticated', 'permission_denied', 'not_found']);
    for (const rule of Object.values(lifecycle)) {
      codes.add(rule.wrongStatus);
      for (const code of Object.values(rule.wrongStatusBy ?? {})) codes.add(code);
    }
    for (const code of [
      'section_not_reopened',
      'application_incomplete',
      'application_taken',
      'application_not_taken',
      'identity_not_decided',
      'identity_rejected',
      'identity.not_submitted',
      'own_application',
      'application_already_taken_by_you',
    ])
      codes.add(code);
    for (const code of codes) {
      for (const language of ['es', 'en'] as const) {
        expect(translate(language, code as never), `${code} (${language})`).not.toBe(code);
      }
    }
  });
});
