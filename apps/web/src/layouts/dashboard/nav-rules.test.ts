import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../i18n/i18n.js';
import { bottomTabIndex, isActive, type NavItem, visibleItems } from './nav-rules.js';

const item = (title: string, extra: Partial<NavItem> = {}): NavItem => ({
  title: title as MessageKey,
  path: `/dashboard/${title}`,
  icon: null,
  ...extra,
});

describe('navigation rules', () => {
  it('hide an item with roles unless the user has one of them; a missing role sees none of them', () => {
    const items = [
      item('all'),
      item('review', { roles: ['reviewer', 'admin'] }),
      item('admin', { roles: ['admin'] }),
    ];
    expect(visibleItems(items, 'reviewer').map((i) => i.title)).toEqual(['all', 'review']);
    expect(visibleItems(items, 'promoter').map((i) => i.title)).toEqual(['all']);
    expect(visibleItems(items, null).map((i) => i.title)).toEqual(['all']);
    const nested = [
      item('catalogs', { children: [item('products', { roles: ['admin'] }), item('branches')] }),
    ];
    expect(visibleItems(nested, 'promoter')[0]!.children!.map((i) => i.title)).toEqual(['branches']);
  });

  it('highlight the bottom tab 1 for /inbox, 2 for /mis-solicitudes, otherwise 0', () => {
    expect(bottomTabIndex('/dashboard/inbox')).toBe(1);
    expect(bottomTabIndex('/dashboard/mis-solicitudes/abc')).toBe(2);
    expect(bottomTabIndex('/dashboard/simulador')).toBe(0);
  });

  it('mark the home item only on the dashboard root and others on their subtree', () => {
    expect(isActive(item('home', { path: '/dashboard' }), '/dashboard')).toBe(true);
    expect(isActive(item('home', { path: '/dashboard' }), '/dashboard/simulador')).toBe(false);
    expect(isActive(item('simulador'), '/dashboard/simulador/123')).toBe(true);
  });
});
