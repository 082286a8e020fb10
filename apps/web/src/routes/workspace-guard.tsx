import { canUse, type Workspace } from '@origina/domain/role-workspaces';
import type { ReactNode } from 'react';
import { useAuthContext } from '../auth/auth-context.js';
import { NoAccess } from '../components/no-access.js';

// A screen of a workspace the signed-in role does not use (application-lifecycle.ts) shows the
// no-access screen instead; the server refuses the data anyway, this keeps the page from trying.
export function WorkspaceGuard({ workspace, children }: { workspace: Workspace; children: ReactNode }) {
  const { user } = useAuthContext();
  return canUse(user?.role, workspace) ? children : <NoAccess />;
}
