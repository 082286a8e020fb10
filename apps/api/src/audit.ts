import type { Executor } from './db/client.js';
import { auditLog } from './db/schema.js';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  ipAddress?: string | null;
  details?: Record<string, unknown>;
}

// Who did what to which record, and when (docs/security.md, Data). Never passwords or tokens.
export async function audit(executor: Executor, entry: AuditEntry) {
  await executor.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    ipAddress: entry.ipAddress ?? null,
    details: entry.details ?? null,
  });
}
