import { roleWorkspaces } from '@origina/domain/role-workspaces';
import { roles } from '@origina/domain/roles';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../i18n/i18n.js';
import { bottomTabLimit, bottomTabs, navItems } from './nav-config.js';
import { bottomTabIndex, isActive, type NavItem, visibleItems } from './nav-rules.js';

const item = (title: string, extra: Partial<NavItem> = {}): NavItem => ({
  title: title as MessageKey,
  path: `/dashboard/${title}`,
  icon: null,
  ...extra,
});
const titles = (items: NavItem[]) => items.map((entry) => entry.title);

describe('navigation rules', () => {
  it('show an item of a workspace only to the roles that use it; a missing role sees none of them', () => {
    const items = [
      item('all'),
      item('review', { workspace: 'review' }),
      item('admin', { workspace: 'administer' }),
    ];
    expect(titles(visibleItems(items, 'reviewer'))).toEqual(['all', 'review']);
    expect(titles(visibleItems(items, 'admin'))).toEqual(['all', 'review', 'admin']);
    expect(titles(visibleItems(items, 'promoter'))).toEqual(['all']);
    expect(titles(visibleItems(items, null))).toEqual(['all']);
    const nested = [
      item('catalogs', { children: [item('products', { workspace: 'administer' }), item('branches')] }),
    ];
    expect(titles(visibleItems(nested, 'promoter')[0]!.children!)).toEqual(['branches']);
  });

  it('give each role the menu of the workspaces the lifecycle model gives it', () => {
    for (const role of roles) {
      const expected = navItems.filter(
        (entry) => !entry.workspace || roleWorkspaces[role].includes(entry.workspace),
      );
      expect(titles(visibleItems(navItems, role)), role).toEqual(titles(expected));
    }
    expect(titles(visibleItems(navItems, 'promoter'))).toEqual([
      'nav.home',
      'nav.simulator',
      'nav.newApplication',
      'nav.myApplications',
      'nav.inbox',
      'nav.help',
    ]);
    expect(titles(visibleItems(navItems, 'reviewer'))).toEqual([
      'nav.home',
      'nav.review',
      'nav.inbox',
      'nav.help',
    ]);
    expect(titles(visibleItems(navItems, 'admin'))).toEqual([
      'nav.home',
      'nav.review',
      'nav.accounts',
      'nav.catalogues',
      'nav.contractTemplates',
      'nav.disbursements',
      'nav.portfolio',
      'nav.deductions',
      'nav.lenderProfile',
      'nav.screeningLists',
      'nav.privacyNotice',
      'nav.audit',
      'nav.inbox',
      'nav.help',
    ]);
    expect(titles(visibleItems(navItems, 'compliance'))).toEqual([
      'nav.home',
      'nav.compliance',
      'nav.inbox',
      'nav.help',
    ]);
    expect(titles(visibleItems(navItems, null))).toEqual(['nav.home', 'nav.help']);
  });

  it('give the phone tab bar home, the inbox and the list the role works from; a promoter also the simulator and a new application', () => {
    const tabsOf = (role: (typeof roles)[number]) =>
      titles(visibleItems(bottomTabs, role).slice(0, bottomTabLimit));
    expect(tabsOf('promoter')).toEqual([
      'nav.home',
      'nav.simulator',
      'nav.newApplication',
      'nav.inbox',
      'nav.myApplications',
    ]);
    expect(tabsOf('reviewer')).toEqual(['nav.home', 'nav.inbox', 'nav.review']);
    expect(tabsOf('admin')).toEqual(['nav.home', 'nav.inbox', 'nav.review']);
    expect(tabsOf('compliance')).toEqual(['nav.home', 'nav.inbox', 'nav.compliance']);
  });

  it('highlight the tab whose section is open, otherwise the first', () => {
    const promoterTabs = visibleItems(bottomTabs, 'promoter').slice(0, bottomTabLimit);
    expect(bottomTabIndex(promoterTabs, '/dashboard/inbox')).toBe(3);
    expect(bottomTabIndex(promoterTabs, '/dashboard/mis-solicitudes/abc')).toBe(4);
    expect(bottomTabIndex(promoterTabs, '/dashboard/simulador')).toBe(1);
    expect(bottomTabIndex(promoterTabs, '/dashboard/nueva-solicitud/abc/domicilio')).toBe(2);
    expect(bottomTabIndex(promoterTabs, '/dashboard/ayuda')).toBe(0);
    const deskTabs = visibleItems(bottomTabs, 'reviewer').slice(0, bottomTabLimit);
    expect(bottomTabIndex(deskTabs, '/dashboard/revision/abc')).toBe(2);
  });

  it("highlight no tab on the administration's pages (Inicio is not where the admin is)", () => {
    const adminTabs = visibleItems(bottomTabs, 'admin').slice(0, bottomTabLimit);
    expect(bottomTabIndex(adminTabs, '/dashboard/admin/cuentas')).toBe(false);
    expect(bottomTabIndex(adminTabs, '/dashboard/admin/dispersiones')).toBe(false);
    expect(bottomTabIndex(adminTabs, '/dashboard')).toBe(0);
    expect(bottomTabIndex(adminTabs, '/dashboard/revision/abc')).toBe(
      adminTabs.findIndex((tab) => tab.path === '/dashboard/revision'),
    );
  });

  it('mark the home item only on the dashboard root and others on their subtree', () => {
    expect(isActive(item('home', { path: '/dashboard' }), '/dashboard')).toBe(true);
    expect(isActive(item('home', { path: '/dashboard' }), '/dashboard/simulador')).toBe(false);
    expect(isActive(item('simulador'), '/dashboard/simulador/123')).toBe(true);
  });
});
