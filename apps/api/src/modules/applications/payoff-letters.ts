import type { ApplicationData } from '@origina/domain/application-sections';
import { newPayoffLetterProblem, payoffsOf } from '@origina/domain/buyout';
import { documentTypes } from '@origina/domain/document-types';
import { formatPesos } from '@origina/domain/money';
import { and, eq, sql } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import { applications } from '../../db/schema.js';
import { AppError, fieldError } from '../../errors.js';
import { inspectFile, sha256Hex, storeClaimed } from '../../storage/file-inspection.js';
import { staleVersion } from './application-versions.js';
import type { ApplicationRow } from './applications.js';
import { recordStoredDocument } from './stored-document.js';

// A buy-out's payoff letter that expires after approval blocks the disbursement (buyout-transfers.ts):
// the way forward is the outside lender's new letter, attached for that one loan while the
// application is approved or signed (`replace_payoff_letter`). Its new validity and amount replace
// the old in the application's payoffs, from which the disbursement's transfers are planned. An
// amount above the one the application carries is refused (the contract gives the customer what is
// left; docs/domain-rules.md, "Buy-out"); a lower one leaves the customer the difference.

export const payoffLetterType = documentTypes.find((type) => type.code === 'payoff_letter')!;

/** Replaces one outside loan's letter, on the version the writer saw (If-Match; a stale one is 412,
 * and so is a change that lands between the read and the write: a disbursement, another letter).
 * With an Idempotency-Key, a retry of this very letter (its answer lost on the way) answers the
 * application as it is, once; the key with another letter is refused, as a step save's is. */
export async function replacePayoffLetter(
  context: AppContext,
  row: ApplicationRow,
  target: { position: number; amount: number; valid_until: string },
  body: unknown,
  write: { version: number; key?: string | undefined; actor: { id: string; ip: string } },
): Promise<{ data: ApplicationData; version: number }> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(400, 'file_empty');
  const hash = write.key
    ? sha256Hex(
        Buffer.from(
          JSON.stringify([
            'payoff_letter',
            target.position,
            target.amount,
            target.valid_until,
            sha256Hex(body),
          ]),
        ),
      )
    : null;
  if (write.key && row.lastSaveKey === write.key) {
    if (row.lastSaveHash !== hash) throw new AppError(422, 'idempotency_key_reused');
    return { data: row.data as ApplicationData, version: row.version };
  }
  if (row.version !== write.version) throw staleVersion(row);
  const data = row.data as ApplicationData;
  const payoffs = payoffsOf(data);
  const current = payoffs[target.position];
  if (!current) throw new AppError(404, 'payoff_not_found');
  const problem = newPayoffLetterProblem(current, target, context.today());
  if (problem === 'validation.payoff_letter_past' || problem === 'validation.payoff_letter_too_far')
    throw fieldError('valid_until', problem);
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
  return storeClaimed(
    context.storage,
    `${row.id}/payoff-letter-${target.position}`,
    file.content,
    (storageKey) =>
      context.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(applications)
          .set({
            data: changed,
            lastSaveKey: write.key ?? null,
            lastSaveHash: hash,
            version: sql`${applications.version} + 1`,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(applications.id, row.id),
              eq(applications.version, write.version),
              eq(applications.status, row.status),
            ),
          )
          .returning({ version: applications.version });
        // Another writer got there between the read and this write (the stored file goes too).
        if (!updated) throw new AppError(412, 'version_mismatch');
        await recordStoredDocument(tx, {
          applicationId: row.id,
          documentType: 'payoff_letter',
          fileName: `${row.folio}-payoff_letter-${target.position + 1}-${target.valid_until}`,
          file,
          storageKey,
        });
        await audit(tx, {
          actorId: write.actor.id,
          action: 'application.payoff_letter_replace',
          entityType: 'application',
          entityId: row.id,
          ipAddress: write.actor.ip,
          details: {
            folio: row.folio,
            position: target.position,
            amount_before: formatPesos(current.amount),
            amount: formatPesos(target.amount),
            valid_until_before: current.valid_until,
            valid_until: target.valid_until,
          },
        });
        return { data: changed, version: updated.version };
      }),
  );
}
