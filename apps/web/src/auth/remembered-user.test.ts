import { describe, expect, it } from 'vitest';
import { rememberedFor } from './remembered-user.js';

const token = (claims: object) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.y`;

describe('the remembered user', () => {
  it("stands for the tab's session only when its token speaks for that user", () => {
    expect(rememberedFor({ id: 'ana' }, token({ sub: 'ana', exp: 1 }))).toBe(true);
    // Another account's session (signed in from another tab) is not Ana's.
    expect(rememberedFor({ id: 'ana' }, token({ sub: 'raul', exp: 1 }))).toBe(false);
    expect(rememberedFor({ id: 'ana' }, token({ exp: 1 }))).toBe(false);
    expect(rememberedFor({ id: 'ana' }, 'not-a-token')).toBe(false);
    expect(rememberedFor(null, token({ sub: 'ana' }))).toBe(false);
  });
});
