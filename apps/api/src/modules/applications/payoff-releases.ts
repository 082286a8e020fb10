import { type PayoffReleaseType, payoffReleaseTypes } from '@origina/domain/document-types';
import { and, eq } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import { disbursementPayoffs } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { inspectFile, storeClaimed } from '../../storage/file-inspection.js';
import type { ApplicationRow } from './applications.js';
import { recordStoredDocument } from './stored-document.js';

// After a buy-out's disbursement (issue 36) the promoter gathers, for each outside loan paid off,
// the lender's no-debt letter ("carta finiquito") and its release of the payroll deduction: each
// is stored as one of the application's documents and named on the payoff's transfer, which is
// pending until it is (a new file replaces the one before).

const columnOf = { no_debt_letter: 'noDebtLetterId', deduction_release: 'deductionReleaseId' } as const;

export async function uploadPayoffRelease(
  context: AppContext,
  row: Pick<ApplicationRow, 'id' | 'folio'>,
  target: { position: number; kind: PayoffReleaseType },
  body: unknown,
  actor: { id: string; ip: string },
) {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(400, 'file_empty');
  const type = payoffReleaseTypes.find((item) => item.code === target.kind)!;
  const where = and(
    eq(disbursementPayoffs.applicationId, row.id),
    eq(disbursementPayoffs.position, target.position),
  );
  const [payoff] = await context.db.select().from(disbursementPayoffs).where(where);
  if (!payoff) throw new AppError(404, 'payoff_not_found');
  const file = await inspectFile(body, type.accepted_types, type.max_size_bytes);
  const column = columnOf[target.kind];
  await storeClaimed(
    context.storage,
    `${row.id}/${target.kind.replaceAll('_', '-')}-${target.position}`,
    file.content,
    (storageKey) =>
      context.db.transaction(async (tx) => {
        const id = await recordStoredDocument(tx, {
          applicationId: row.id,
          documentType: target.kind,
          fileName: `${row.folio}-${target.kind}-${target.position + 1}`,
          file,
          storageKey,
        });
        await tx
          .update(disbursementPayoffs)
          .set({ [column]: id })
          .where(where);
        await audit(tx, {
          actorId: actor.id,
          action: 'application.payoff_release',
          entityType: 'application',
          entityId: row.id,
          ipAddress: actor.ip,
          details: { folio: row.folio, document_type: target.kind, position: target.position },
        });
      }),
  );
}
