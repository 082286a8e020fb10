import { canUse, type Workspace } from '@origina/domain/role-workspaces';
import type { Role } from '@origina/domain/roles';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n/i18n.js';
import { paths } from '../../paths.js';

// docs/product-spec.md §3: a navigation item carries title, path, icon, children, disabled, caption, info and who
// sees it; here that is the workspace it opens, and application-lifecycle.ts says who uses which.
export interface NavItem {
  title: MessageKey;
  path: string;
  icon: ReactNode;
  children?: NavItem[];
  disabled?: boolean;
  caption?: MessageKey;
  info?: ReactNode;
  // None: everyone signed in (home, help).
  workspace?: Workspace;
  // An item that opens a panel instead of a page (Ayuda).
  action?: 'help';
}

// An item of a workspace shows only to the roles that use it; a user without a role sees none of
// them (docs/api-conventions.md: the earlier app's "default to admin" is not kept).
export function visibleItems(items: NavItem[], role: Role | null | undefined): NavItem[] {
  return items
    .filter((item) => !item.workspace || canUse(role, item.workspace))
    .map((item) => (item.children ? { ...item, children: visibleItems(item.children, role) } : item));
}

export function isActive(item: NavItem, pathname: string) {
  if (item.action) return false;
  if (item.path === paths.dashboard.root) return pathname === item.path || pathname === `${item.path}/`;
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}

// The administration's pages (Cuentas, Por dispersar, Catálogos…) have no tab of their own.
const administration = '/dashboard/admin/';

// docs/product-spec.md §2: the bottom tab that is highlighted: the one whose section is open, else the first; on an
// administration page none (highlighting Inicio on Cuentas said the admin was home: issue 34).
export function bottomTabIndex(tabs: NavItem[], pathname: string): number | false {
  const open = tabs.findIndex((tab) => isActive(tab, pathname));
  if (open >= 0) return open;
  return pathname.startsWith(administration) ? false : 0;
}
