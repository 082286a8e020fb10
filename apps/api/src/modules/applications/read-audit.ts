import { audit } from '../../audit.js';
import type { Executor } from '../../db/client.js';
import type { ApplicationRow } from './applications.js';

/** Customers' personal data: every full read of an application is recorded. */
export const recordRead = (
  executor: Executor,
  row: ApplicationRow,
  actor: { id: string; ip: string },
  action: 'application.read' | 'application.review_read',
) =>
  audit(executor, {
    actorId: actor.id,
    action,
    entityType: 'application',
    entityId: row.id,
    ipAddress: actor.ip,
  });
