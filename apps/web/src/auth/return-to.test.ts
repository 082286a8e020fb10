import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.js';

describe('safeReturnTo', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeReturnTo('/dashboard/mis-solicitudes?page=2#top')).toBe(
      '/dashboard/mis-solicitudes?page=2#top',
    );
  });

  it('refuses other sites and schemes', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'http://evil.example',
      'javascript:alert(1)',
      'dashboard',
      '',
      null,
    ]) {
      expect(safeReturnTo(value)).toBe('/dashboard');
    }
    expect(safeReturnTo('/\t/evil.example')).toBe('/dashboard');
  });

  it('refuses paths that normalise into another site', () => {
    for (const value of [
      '/.//evil.example',
      '/x/..//evil.example',
      '/./\\evil.example',
      '/%2e//evil.example',
    ]) {
      expect(safeReturnTo(value), value).toBe('/dashboard');
    }
    expect(safeReturnTo('/dashboard/./inbox')).toBe('/dashboard/inbox');
  });
});
