import type { Role } from '@origina/domain/roles';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n/i18n.js';
import { paths } from '../../routes/paths.js';

// SPEC §3: a navigation item carries title, path, icon, children, disabled, caption, info, roles.
export interface NavItem {
  title: MessageKey;
  path: string;
  icon: ReactNode;
  children?: NavItem[];
  disabled?: boolean;
  caption?: MessageKey;
  info?: ReactNode;
  roles?: Role[];
  // An item that opens a panel instead of a page (Ayuda).
  action?: 'help';
}

// An item with roles shows only to those roles; a user without a role sees no role-bound item
// (ARCHITECTURE.md: the earlier app's "default to admin" is not kept).
export function visibleItems(items: NavItem[], role: Role | null | undefined): NavItem[] {
  return items
    .filter((item) => !item.roles || (role != null && item.roles.includes(role)))
    .map((item) => (item.children ? { ...item, children: visibleItems(item.children, role) } : item));
}

export function isActive(item: NavItem, pathname: string) {
  if (item.action) return false;
  if (item.path === paths.dashboard.root) return pathname === item.path || pathname === `${item.path}/`;
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}

// SPEC §2: bottom tab highlight.
export function bottomTabIndex(pathname: string) {
  if (pathname.includes('/inbox')) return 1;
  if (pathname.includes('/mis-solicitudes')) return 2;
  return 0;
}
