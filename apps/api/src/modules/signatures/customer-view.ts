import { contractDocumentTitles } from '@origina/domain/contract-documents';
import { maxSignatureCodeAttempts, type PublicSignature } from '@origina/domain/contract-signature';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { signatureLinks } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import {
  applicationOf,
  currentDocuments,
  maskedDestinations,
  type SignatureLinkRow,
  stillSignable,
} from './link-state.js';

// What the customer reads through the signing link: the state and the documents to sign.

// Marks a link opened once; a concurrent first read may have done it already.
async function opened(context: AppContext, link: SignatureLinkRow) {
  await context.db
    .update(signatureLinks)
    .set({ status: 'opened', openedAt: new Date() })
    .where(and(eq(signatureLinks.id, link.id), eq(signatureLinks.status, 'pending')));
  return { ...link, status: 'opened' as const };
}

/** What the customer's page shows: the documents to read and the state. */
export async function signatureView(
  context: AppContext,
  found: SignatureLinkRow,
  slug: string,
): Promise<PublicSignature> {
  const row = await stillSignable(context, found);
  // The first read opens the link (what the promoter sees live).
  const link = found.status === 'pending' ? await opened(context, found) : found;
  const { documents } = await currentDocuments(context.db, row);
  return {
    status: link.status as PublicSignature['status'],
    expires_at: link.expiresAt.toISOString(),
    lender: context.config.lender.name,
    folio: row.folio,
    documents: documents.map((document) => ({
      id: document.id,
      type: document.type,
      title: contractDocumentTitles[document.type],
      download_url: `/api/v1/signatures/${slug}/documents/${document.id}/`,
    })),
    attempts_left: Math.max(0, maxSignatureCodeAttempts - link.failedCodes),
    code_destinations: maskedDestinations(row),
    code_sent_at: link.codeSentAt?.toISOString() ?? null,
  };
}

/** One of the set's PDFs, through the link. */
export async function signatureDocument(context: AppContext, link: SignatureLinkRow, documentId: string) {
  const row = await applicationOf(context.db, link.applicationId);
  const { documents } = await currentDocuments(context.db, row);
  const document = documents.find((item) => item.id === documentId);
  if (!document) throw new AppError(404, 'not_found');
  return { folio: row.folio, document, content: await context.storage.read(document.storageKey) };
}
