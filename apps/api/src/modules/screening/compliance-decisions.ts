import type { ApplicationStatus } from '@origina/domain/application-lifecycle';
import type { ScreeningDecision } from '@origina/domain/screening';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { screeningDecisions } from '../../db/schema.js';
import { newId } from '../../ids.js';
import type { ApplicationRow } from '../applications/applications.js';
import { changeStatus } from '../applications/status-changes.js';
import { screeningRecordOf } from './screening-state.js';

// Compliance's decision on an application's pending hits (the lifecycle guard allowed it):
// clearing keeps the status and is audited with the reason; rejecting moves the application to
// rejected, and the promoter hears of it as of a desk rejection. The promoter's notification and
// the history say "credit policy" only: compliance's reason stays in the screening record and the
// audit log, so that the promoter (and through them the customer) is not told of the list.

type Actor = { id: string; ip: string };

export async function decideScreening(
  context: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  row: ApplicationRow,
  to: ApplicationStatus | null,
  decision: ScreeningDecision,
  actor: Actor,
) {
  const record = await screeningRecordOf(context.db, row.id);
  const write = (tx: Executor) =>
    tx
      .insert(screeningDecisions)
      .values({
        id: newId(),
        applicationId: row.id,
        screeningId: record.latest!.id,
        decision: decision.decision,
        entries: record.pending,
        reason: decision.reason,
        decidedBy: actor.id,
      })
      .then(() => undefined);
  if (decision.decision === 'reject')
    return changeStatus(context, row, to ?? 'rejected', actor, null, {
      reasonCode: 'credit_policy',
      alongside: write,
      auditAction: 'application.screening_rejected',
      auditDetails: { screening_reason: decision.reason, entries: record.pending.join(' ') },
    });
  await context.db.transaction(async (tx) => {
    await write(tx);
    await audit(tx, {
      actorId: actor.id,
      action: 'application.screening_cleared',
      entityType: 'application',
      entityId: row.id,
      ipAddress: actor.ip,
      details: { reason: decision.reason, entries: record.pending },
    });
  });
  return row;
}
