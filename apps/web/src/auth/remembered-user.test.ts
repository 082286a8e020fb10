import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberedFor, rememberedUser } from './remembered-user.js';

const token = (claims: object) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.y`;

const ana = {
  id: 'ana',
  email: 'ana@example.mx',
  displayName: 'Ana López',
  photoURL: null,
  role: 'promoter',
  email_verified: true,
  language: 'es',
  promoter: { name: 'Ana', last_name: 'López', erp_id: 'P-1', mobile_number: null, intercom_hash: null },
};

const storing = (user: unknown) => {
  const stored = new Map([['user', JSON.stringify(user)]]);
  vi.stubGlobal('window', { sessionStorage: { getItem: (key: string) => stored.get(key) ?? null } });
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the remembered user', () => {
  it("stands for the tab's session only when its token speaks for that user", () => {
    expect(rememberedFor({ id: 'ana' }, token({ sub: 'ana', exp: 1 }))).toBe(true);
    // Another account's session (signed in from another tab) is not Ana's.
    expect(rememberedFor({ id: 'ana' }, token({ sub: 'raul', exp: 1 }))).toBe(false);
    expect(rememberedFor({ id: 'ana' }, token({ exp: 1 }))).toBe(false);
    expect(rememberedFor({ id: 'ana' }, 'not-a-token')).toBe(false);
    expect(rememberedFor(null, token({ sub: 'ana' }))).toBe(false);
  });

  it('is read back as the server described it', () => {
    storing(ana);
    expect(rememberedUser()).toEqual(ana);
  });

  it('is none when the stored entry was edited into what no user is (an unknown role, a name that is not text)', () => {
    for (const edited of [
      { ...ana, role: 'superadmin' },
      { ...ana, promoter: { ...ana.promoter, name: { html: '<b>' } } },
      { ...ana, id: 7 },
      'ana',
    ]) {
      storing(edited);
      expect(rememberedUser()).toBeNull();
    }
  });
});
