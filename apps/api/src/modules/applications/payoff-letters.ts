import type { ApplicationData } from '@origina/domain/application-sections';
import { newPayoffLetterProblem, payoffsOf } from '@origina/domain/buyout';
import { documentTypes } from '@origina/domain/document-types';
import { formatPesos } from '@origina/domain/money';
import { eq, sql } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import { applicationDocuments, applications } from '../../db/schema.js';
import { AppError, fieldError } from '../../errors.js';
import { newId } from '../../ids.js';
import { inspectFile, sha256Hex, storeClaimed } from '../../storage/file-inspection.js';
import type { ApplicationRow } from './applications.js';

// A buy-out's payoff letter that expires after approval blocks the disbursement (buyout-transfers.ts):
// the way forward is the outside lender's new letter, attached for that one loan while the
// application is approved or signed (`replace_payoff_letter`). Its new validity and amount replace
// the old in the application's payoffs, from which the disbursement's transfers are planned. An
// amount above the one the application carries is refused (the contract gives the customer what is
// left; docs/domain-rules.md, "Buy-out"); a lower one leaves the customer the difference.

export const payoffLetterType = documentTypes.find((type) => type.code === 'payoff_letter')!;

export async function replacePayoffLetter(
  context: AppContext,
  row: ApplicationRow,
  target: { position: number; amount: number; valid_until: string },
  body: unknown,
  actor: { id: string; ip: string },
) {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(400, 'file_empty');
  const data = row.data as ApplicationData;
  const payoffs = payoffsOf(data);
  const current = payoffs[target.position];
  if (!current) throw new AppError(404, 'payoff_not_found');
  const problem = newPayoffLetterProblem(current, target, context.today());
  if (problem === 'validation.payoff_letter_past') throw fieldError('valid_until', problem);
  if (problem) throw new AppError(409, problem);
  const file = await inspectFile(body, payoffLetterType.accepted_types, payoffLetterType.max_size_bytes);
  const replaced = payoffs.map((payoff, index) =>
    index === target.position
      ? { ...payoff, amount: target.amount, valid_until: target.valid_until }
      : payoff,
  );
  const changed: ApplicationData = {
    ...data,
    datos_laborales: { ...data.datos_laborales!, payoffs: replaced },
  };
  await storeClaimed(
    context.storage,
    `${row.id}/payoff-letter-${target.position}-${newId()}`,
    file.content,
    (storageKey) =>
      context.db.transaction(async (tx) => {
        const extension = file.type === 'application/pdf' ? 'pdf' : file.type.split('/')[1];
        await tx.insert(applicationDocuments).values({
          id: newId(),
          applicationId: row.id,
          documentType: 'payoff_letter',
          fileName: `${row.folio}-payoff_letter-${target.position + 1}-${target.valid_until}.${extension}`,
          declaredSize: file.content.length,
          declaredType: file.type,
          status: 'uploaded',
          storageKey,
          size: file.content.length,
          contentType: file.type,
          sha256: sha256Hex(file.content),
          uploadedAt: new Date(),
        });
        await tx
          .update(applications)
          .set({
            data: changed,
            version: sql`${applications.version} + 1`,
          })
          .where(eq(applications.id, row.id));
        await audit(tx, {
          actorId: actor.id,
          action: 'application.payoff_letter_replace',
          entityType: 'application',
          entityId: row.id,
          ipAddress: actor.ip,
          details: {
            folio: row.folio,
            position: target.position,
            amount_before: formatPesos(current.amount),
            amount: formatPesos(target.amount),
            valid_until_before: current.valid_until,
            valid_until: target.valid_until,
          },
        });
      }),
  );
  return changed;
}
