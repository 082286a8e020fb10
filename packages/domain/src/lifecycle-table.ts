import { applicationActions, lifecycle } from './application-lifecycle.js';
import { roleWorkspaces } from './role-workspaces.js';
import { roles } from './roles.js';

// The lifecycle table as Markdown, for docs/lifecycle.md (a test keeps the two the same).
export function lifecycleMarkdown() {
  const actions = applicationActions.map((action) => {
    const rule = lifecycle[action];
    const refusals = [rule.wrongStatus, ...Object.values(rule.wrongStatusBy ?? {})].join(', ');
    const requires = [...rule.requires, ...(rule.part ? [`part: ${rule.part}`] : [])].join(', ') || '—';
    return `| \`${action}\` | ${rule.roles.join(', ')} | ${rule.from.join(', ')} | ${rule.to ?? '—'}${rule.toWhenHeld ? ` (${rule.toWhenHeld} when a reviewer holds it)` : ''} | ${requires} | ${refusals} | ${rule.summary} |`;
  });
  const workspaces = roles.map((role) => `| ${role} | ${roleWorkspaces[role].join(', ')} |`);
  return [
    '| action | roles | from | to | requires | refused with | what it is |',
    '|---|---|---|---|---|---|---|',
    ...actions,
    '',
    '| role | workspaces |',
    '|---|---|',
    ...workspaces,
  ].join('\n');
}
