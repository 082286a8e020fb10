import type { Actor } from '@origina/domain/application-lifecycle';
import {
  maxPagareScanBytes,
  type PagareScan,
  type PagareScanDecision,
  pagareScanContentTypes,
} from '@origina/domain/contract-documents';
import { and, eq, inArray } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { applications, contracts, pagareScans, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newId } from '../../ids.js';
import { inspectFile, sha256Hex, storeClaimed } from '../../storage/file-inspection.js';
import type { ApplicationRow } from '../applications/applications.js';
import { guardRow } from '../applications/lifecycle-guard.js';
import { notify } from '../notifications/notifications.js';

// A pagaré signed by hand on paper (pagaré mode `paper`): the owner promoter uploads its scan once
// the contract is signed, the desk accepts it or rejects it with a reason, and disbursing waits
// for an accepted scan (the lifecycle model's `pagare_received`). One scan per contract version:
// a new upload replaces one not yet accepted; a new version of the contract needs its own.

export type PagareScanRow = typeof pagareScans.$inferSelect;

const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The scan of the contract's current version, if any. */
export async function currentPagareScan(
  executor: Executor,
  contract: { id: string; version: number },
): Promise<PagareScanRow | null> {
  const [scan] = await executor
    .select()
    .from(pagareScans)
    .where(and(eq(pagareScans.contractId, contract.id), eq(pagareScans.version, contract.version)));
  return scan ?? null;
}

export const presentPagareScan = (applicationId: string, scan: PagareScanRow): PagareScan => ({
  status: scan.status,
  file_name: scan.fileName,
  content_type: scan.contentType,
  size: scan.size,
  sha256: scan.sha256,
  uploaded_at: scan.uploadedAt.toISOString(),
  decided_at: scan.decidedAt?.toISOString() ?? null,
  reason: scan.reason,
  download_url: `/api/v1/promoter/applications/${applicationId}/contract/pagare-scan/file/`,
});

// The application locked and judged again in the transaction, and its contract as it stands.
async function lockedFor(
  tx: Executor,
  actor: Actor,
  lifecycleAction: 'upload_pagare_scan' | 'decide_pagare_scan',
  id: string,
) {
  const [application] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
  if (!application) throw new AppError(404, 'not_found');
  await guardRow(tx, actor, lifecycleAction, application);
  const [contract] = await tx.select().from(contracts).where(eq(contracts.applicationId, id));
  if (!contract) throw new AppError(409, 'contract_not_ready');
  return { application, contract };
}

// Who on the desk hears of a new scan: the reviewer who took the application, while still active
// on the desk; else every active reviewer, so that the scan never waits unseen.
async function deskRecipients(tx: Executor, application: ApplicationRow) {
  const desk = and(eq(users.active, true), inArray(users.role, ['reviewer', 'admin']));
  if (application.reviewerId) {
    const [taker] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, application.reviewerId), desk));
    if (taker) return [taker.id];
  }
  const reviewers = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.active, true), eq(users.role, 'reviewer')));
  return reviewers.map((reviewer) => reviewer.id);
}

/** The scan the promoter sends: checked by content, stored, then recorded under the lock. */
export async function uploadPagareScan(
  context: AppContext,
  row: ApplicationRow,
  body: unknown,
  actor: { id: string; ip: string },
) {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(400, 'file_empty');
  const file = await inspectFile(body, pagareScanContentTypes, maxPagareScanBytes);
  const stored = await storeClaimed(
    context.storage,
    `${row.id}/pagare-escaneado`,
    file.content,
    (storageKey) =>
      context.db.transaction(async (tx) => {
        const { application, contract } = await lockedFor(
          tx,
          { role: 'promoter', userId: actor.id },
          'upload_pagare_scan',
          row.id,
        );
        const replaced = await currentPagareScan(tx, contract);
        if (replaced) await tx.delete(pagareScans).where(eq(pagareScans.id, replaced.id));
        const [scan] = await tx
          .insert(pagareScans)
          .values({
            id: newId(),
            contractId: contract.id,
            version: contract.version,
            fileName: `${application.folio}-pagare-firmado.${extensions[file.type] ?? 'bin'}`,
            contentType: file.type,
            size: file.content.length,
            sha256: sha256Hex(file.content),
            storageKey,
            uploadedBy: actor.id,
          })
          .returning();
        await audit(tx, {
          actorId: actor.id,
          action: 'contract.pagare_scan.upload',
          entityType: 'application',
          entityId: row.id,
          ipAddress: actor.ip,
          details: { folio: application.folio, version: contract.version, size: file.content.length },
        });
        for (const userId of await deskRecipients(tx, application)) {
          await notify(tx, context, {
            userId,
            kind: 'pagare_scan_uploaded',
            application: { id: application.id, folio: application.folio },
            status: null,
            message: null,
          });
        }
        // The file it replaces is no longer anyone's to read.
        if (replaced) await context.storage.remove(replaced.storageKey).catch(() => undefined);
        return scan!;
      }),
  );
  void context.mailer.dispatch();
  return stored;
}

/** The desk accepts the scan, or rejects it saying why (the promoter uploads another). */
export async function decidePagareScan(
  context: AppContext,
  row: ApplicationRow,
  decision: PagareScanDecision,
  actor: { role: 'reviewer' | 'admin'; id: string; ip: string },
) {
  const decided = await context.db.transaction(async (tx) => {
    const { application, contract } = await lockedFor(
      tx,
      { role: actor.role, userId: actor.id },
      'decide_pagare_scan',
      row.id,
    );
    const scan = (await currentPagareScan(tx, contract))!;
    const [updated] = await tx
      .update(pagareScans)
      .set({
        status: decision.accepted ? 'accepted' : 'rejected',
        decidedBy: actor.id,
        decidedAt: new Date(),
        reason: decision.accepted ? null : (decision.reason ?? null),
      })
      .where(eq(pagareScans.id, scan.id))
      .returning();
    await audit(tx, {
      actorId: actor.id,
      action: decision.accepted ? 'contract.pagare_scan.accept' : 'contract.pagare_scan.reject',
      entityType: 'application',
      entityId: row.id,
      ipAddress: actor.ip,
      // The desk's reason is about the paper, not the person: the log says why it was refused.
      details: {
        folio: application.folio,
        version: contract.version,
        ...(updated!.reason ? { reason: updated!.reason } : {}),
      },
    });
    await notify(tx, context, {
      userId: application.promoterId,
      kind: decision.accepted ? 'pagare_scan_accepted' : 'pagare_scan_rejected',
      application: { id: application.id, folio: application.folio },
      status: null,
      message: updated!.reason,
    });
    return updated!;
  });
  void context.mailer.dispatch();
  return decided;
}

/** The scan's file, for whoever may read the contract; every reading is recorded. */
export async function readPagareScan(
  context: AppContext,
  row: ApplicationRow,
  actor: { id: string; ip: string },
) {
  const [contract] = await context.db.select().from(contracts).where(eq(contracts.applicationId, row.id));
  const scan = contract ? await currentPagareScan(context.db, contract) : null;
  if (!scan) throw new AppError(404, 'not_found');
  await audit(context.db, {
    actorId: actor.id,
    action: 'contract.pagare_scan.download',
    entityType: 'application',
    entityId: row.id,
    ipAddress: actor.ip,
  });
  return { scan, content: await context.storage.read(scan.storageKey) };
}
