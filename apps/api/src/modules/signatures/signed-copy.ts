import { customerContactOf } from '@origina/domain/application-sections';
import { dateInMexico } from '@origina/domain/calendar-date';
import {
  type ContractDocumentType,
  type ContractSetDocumentType,
  contractSetDocumentTitles,
  signatureRecordType,
} from '@origina/domain/contract-documents';
import { mexicoDateTime, signatureRecordContent } from '@origina/domain/contract-signature';
import { longDate } from '@origina/domain/contract-words';
import type { PagareMode } from '@origina/domain/lender-profile';
import { addDays } from '@origina/domain/payroll-calendar';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { contractDocuments, type MailAttachment, signatureLinks } from '../../db/schema.js';
import { translate } from '../../i18n/messages.js';
import { newId } from '../../ids.js';
import { createCapabilityLinks } from '../../security/capability-links.js';
import { sha256Hex } from '../../storage/file-inspection.js';
import type { ApplicationRow } from '../applications/applications.js';
import { archiveFileName } from '../contracts/contract-archive.js';
import { lenderLegalName } from '../lender-profile/contract-parties.js';
import type { Timestamp } from '../timestamps/service.js';
import type { SignatureLinkRow } from './link-state.js';
import { timestampColumns } from './signed-timestamps.js';

// What the customer keeps of a signature: the "Constancia de huellas digitales (SHA-256)" (every document's
// SHA-256 before and after, made when they sign), and the signed set sent to their mobile (a
// download link) and e-mail (the PDFs attached, or the link when they are too large), queued in
// the signing's transaction and delivered with retries by the outboxes: a failing SMS gateway or
// mail server neither fails the signature nor loses the copy. The used link downloads the set for
// SIGNED_COPY_DAYS.

// Mail servers commonly take 20-25 MB; attachments travel as base64 (a third more).
const maxAttachedBytes = 10 * 1024 * 1024;

/** A pagaré signed by hand on paper is printed as it is, never stamped with the e-signature. */
export const isHandwritten = (pagareMode: PagareMode, type: ContractSetDocumentType) =>
  pagareMode === 'paper' && type === 'pagare';

/** The last day (Mexico City) the used link downloads the signed set, judged like a contract's
 * validity on `context.today()`. */
export const signedCopyUntil = (context: Pick<AppContext, 'config'>, signedAt: Date) =>
  addDays(dateInMexico(signedAt), context.config.signedCopyDays);

export const signedCopyAvailable = (context: Pick<AppContext, 'config' | 'today'>, signedAt: Date) =>
  context.today() <= signedCopyUntil(context, signedAt);

interface SignedDocument {
  type: ContractDocumentType;
  storageKey: string;
  size: number;
  sha256Before: string;
  sha256After: string;
  handwritten: boolean;
}

interface SignedCopy {
  row: ApplicationRow;
  link: SignatureLinkRow;
  contractId: string;
  version: number;
  signedAt: Date;
  documents: SignedDocument[];
}

export interface SignatureRecord {
  storageKey: string;
  size: number;
  sha256: string;
}

/** The constancia, rendered and stored before the signing's transaction (as the stamped copies). */
export async function storeSignatureRecord(context: AppContext, copy: Omit<SignedCopy, 'link'>) {
  const { renderContractPdf } = await import('../contracts/contract-pdf.js');
  const content = await renderContractPdf(
    {
      title: contractSetDocumentTitles[signatureRecordType],
      blocks: signatureRecordContent({
        customerName: copy.row.customerName,
        folio: copy.row.folio,
        signedAt: copy.signedAt,
        documents: copy.documents,
      }),
    },
    {
      lender: await lenderLegalName(context.db, context.config.lender),
      folio: copy.row.folio,
      issuedOn: copy.signedAt,
    },
  );
  const storageKey = `${copy.row.id}/contract-${copy.contractId}/v${copy.version}-constancia-firma`;
  await context.storage.put(storageKey, content);
  return { storageKey, size: content.length, sha256: sha256Hex(content) } satisfies SignatureRecord;
}

function copyMessages(context: AppContext, copy: SignedCopy, record: SignatureRecord) {
  const { row } = copy;
  const { url } = createCapabilityLinks(context.config.jwtSecret, 'signature', context.rateLimits).address(
    context.config.publicUrl,
    copy.link.slugEncrypted,
  );
  const until = longDate(signedCopyUntil(context, copy.signedAt));
  const lender = context.config.lender.name;
  const files: { type: ContractSetDocumentType; storageKey: string }[] = [
    ...copy.documents,
    { type: signatureRecordType, storageKey: record.storageKey },
  ];
  const attachments: MailAttachment[] = files.map(({ type, storageKey }) => ({
    fileName: archiveFileName(row.folio, type),
    contentType: 'application/pdf',
    storageKey,
  }));
  const hashes = [
    ...copy.documents.map(
      (document) =>
        `· ${contractSetDocumentTitles[document.type]}\n  antes: ${document.sha256Before}\n  después: ${document.sha256After}`,
    ),
    `· ${contractSetDocumentTitles[signatureRecordType]} (hecha al firmar)\n  ${record.sha256}`,
  ].join('\n');
  return { url, until, lender, attachments, hashes };
}

/** In the signing's transaction: the constancia joins the signed version, the link remembers that
 * version (what it downloads from now on), and the copy is queued for the customer's mobile (the
 * one the code went to) and e-mail. */
export async function recordSignedCopy(
  context: AppContext,
  tx: Executor,
  copy: SignedCopy,
  record: SignatureRecord & { timestamp: Timestamp },
) {
  const { row } = copy;
  await tx.insert(contractDocuments).values({
    id: newId(),
    contractId: copy.contractId,
    version: copy.version,
    type: signatureRecordType,
    storageKey: record.storageKey,
    size: record.size,
    sha256: record.sha256,
    ...timestampColumns(record.timestamp),
  });
  await tx
    .update(signatureLinks)
    .set({ signedVersion: copy.version })
    .where(eq(signatureLinks.id, copy.link.id));
  const { mobile, email } = customerContactOf(row);
  const { url, until, lender, attachments, hashes } = copyMessages(context, copy, record);
  if (mobile)
    await context.smsOutbox.enqueue(tx, {
      to: mobile,
      text: translate('es', 'signature.copy_sms', { lender, folio: row.folio, until, url }),
    });
  if (email) {
    const size = copy.documents.reduce((sum, document) => sum + document.size, record.size);
    const attach = size <= maxAttachedBytes;
    await context.mailer.enqueue(tx, {
      to: email,
      subject: translate('es', 'signature.copy_subject', { folio: row.folio }),
      text: translate('es', 'signature.copy_mail', {
        lender,
        folio: row.folio,
        signed_at: mexicoDateTime(copy.signedAt),
        delivery: translate('es', attach ? 'signature.copy_attached' : 'signature.copy_not_attached'),
        until,
        url,
        hashes,
      }),
      attachments: attach ? attachments : [],
    });
  }
}

/** Hands the queued copy to the outboxes' dispatchers, once the signature is recorded. */
export function deliverSignedCopy(context: AppContext) {
  void context.mailer.dispatch();
  void context.smsOutbox.dispatch();
}
