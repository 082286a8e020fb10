import type { Readable } from 'node:stream';
import { maxBureauReportBytes } from '@origina/domain/bureau-inquiry';
import { eq } from 'drizzle-orm';
import { audit } from '../../audit.js';
import type { AppContext } from '../../context.js';
import { bureauInquiries } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { inspectFile, sha256Hex, storeClaimed } from '../../storage/file-inspection.js';
import type { ApplicationRow } from '../applications/applications.js';
import { latestAuthorization, latestInquiry } from './bureau-facts.js';
import { lockForInquiry, presentInquiry, type Recorder } from './inquiries.js';

// The PDFs of the bureau: the customer's authorization (kept by the link when they signed it) and
// the report the desk attaches to its latest inquiry (optional; a PDF only).

export async function attachReport(
  context: AppContext,
  row: ApplicationRow,
  body: unknown,
  recorder: Recorder,
) {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(400, 'file_empty');
  const file = await inspectFile(body, ['application/pdf'], maxBureauReportBytes);
  const saved = await storeClaimed(context.storage, `${row.id}/buro-reporte`, file.content, (storageKey) =>
    context.db.transaction(async (tx) => {
      const application = await lockForInquiry(tx, row.id, recorder);
      const inquiry = await latestInquiry(tx, row.id);
      if (!inquiry) throw new AppError(409, 'bureau_report_without_inquiry');
      const [updated] = await tx
        .update(bureauInquiries)
        .set({ reportStorageKey: storageKey, reportSha256: sha256Hex(file.content) })
        .where(eq(bureauInquiries.id, inquiry.id))
        .returning();
      await audit(tx, {
        actorId: recorder.id,
        action: 'application.bureau_report',
        entityType: 'application',
        entityId: row.id,
        ipAddress: recorder.ip,
        details: { folio: application.folio, size: file.content.length },
      });
      return { updated: updated!, replaced: inquiry.reportStorageKey };
    }),
  );
  // A report replaced by another leaves the store once the new one is recorded.
  if (saved.replaced) await context.storage.remove(saved.replaced).catch(() => undefined);
  return presentInquiry(context.db, saved.updated);
}

export interface StoredPdf {
  fileName: string;
  content: Readable;
}

export async function readReport(context: AppContext, row: ApplicationRow): Promise<StoredPdf> {
  const inquiry = await latestInquiry(context.db, row.id);
  // A report replaced while it is read is gone: a 404, not a broken download.
  if (!inquiry?.reportStorageKey || !(await context.storage.exists(inquiry.reportStorageKey)))
    throw new AppError(404, 'not_found');
  return {
    fileName: `${row.folio}-reporte-buro.pdf`,
    content: await context.storage.read(inquiry.reportStorageKey),
  };
}

export async function readAuthorization(context: AppContext, row: ApplicationRow): Promise<StoredPdf> {
  const authorization = await latestAuthorization(context.db, row.id);
  if (!authorization || !(await context.storage.exists(authorization.storageKey)))
    throw new AppError(404, 'not_found');
  return {
    fileName: `${row.folio}-autorizacion-buro.pdf`,
    content: await context.storage.read(authorization.storageKey),
  };
}
