import type { Role } from './roles.js';

// The areas of the product. Promoters capture and simulate (the simulator is a sales tool: the
// desk sees the server's own figures on every application, so reviewers and admins do not
// simulate); the desk reviews; admins review, record disbursements and administer. Everyone has
// an inbox. Compliance officers (the anti-money-laundering function) decide screening hits and read
// the screening reports, and nothing else of the desk's work.
export const workspaces = ['capture', 'simulate', 'review', 'administer', 'comply', 'inbox'] as const;
export type Workspace = (typeof workspaces)[number];

export const roleWorkspaces: Record<Role, readonly Workspace[]> = {
  promoter: ['capture', 'simulate', 'inbox'],
  reviewer: ['review', 'inbox'],
  admin: ['review', 'administer', 'inbox'],
  compliance: ['comply', 'inbox'],
};

export const canUse = (role: Role | null | undefined, workspace: Workspace) =>
  role != null && roleWorkspaces[role].includes(workspace);

export const rolesFor = (workspace: Workspace) =>
  (Object.keys(roleWorkspaces) as Role[]).filter((role) => roleWorkspaces[role].includes(workspace));

// The home page each role lands on.
export const homeOf: Record<Role, 'promoter' | 'desk' | 'administration' | 'compliance'> = {
  promoter: 'promoter',
  reviewer: 'desk',
  admin: 'administration',
  compliance: 'compliance',
};
