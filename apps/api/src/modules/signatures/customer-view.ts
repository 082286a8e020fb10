import { contractSetDocumentTitles, contractSetDocumentTypes } from '@origina/domain/contract-documents';
import { maxSignatureCodeAttempts, type PublicSignature } from '@origina/domain/contract-signature';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { contractDocuments, contracts, signatureEvidence, signatureLinks } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { contractArchive } from '../contracts/contract-archive.js';
import {
  applicationOf,
  codeDestinations,
  currentDocuments,
  maskedDestinations,
  type SignatureLinkRow,
  stillSignable,
} from './link-state.js';
import { isHandwritten, signedCopyUntil } from './signed-copy.js';

// What the customer reads through the signing link: the state and the documents to sign; once
// signed, the signed set to download (for SIGNED_COPY_DAYS, links.ts refuses it after).

// Marks a link opened once; a concurrent first read may have done it already.
async function opened(context: AppContext, link: SignatureLinkRow) {
  await context.db
    .update(signatureLinks)
    .set({ status: 'opened', openedAt: new Date() })
    .where(and(eq(signatureLinks.id, link.id), eq(signatureLinks.status, 'pending')));
  return { ...link, status: 'opened' as const };
}

/** The set a used link signed: the version its signature made (the constancia included), with
 * each copy's hash before signing from the evidence. */
async function signedSet(context: AppContext, link: SignatureLinkRow) {
  // A link used before the signed copy was kept with it has nothing to hand over.
  if (link.signedVersion === null) throw new AppError(410, 'signature.link_used');
  const [contract] = await context.db.select().from(contracts).where(eq(contracts.id, link.contractId));
  const [evidence] = await context.db
    .select()
    .from(signatureEvidence)
    .where(eq(signatureEvidence.linkId, link.id));
  const documents = await context.db
    .select()
    .from(contractDocuments)
    .where(
      and(
        eq(contractDocuments.contractId, link.contractId),
        eq(contractDocuments.version, link.signedVersion),
      ),
    );
  documents.sort(
    (a, b) => contractSetDocumentTypes.indexOf(a.type) - contractSetDocumentTypes.indexOf(b.type),
  );
  const before = new Map(evidence?.documents.map((item) => [item.type as string, item.sha256_before]));
  return {
    pagareMode: contract?.pagareMode ?? 'electronic',
    documents: documents.map((document) => ({
      ...document,
      sha256Before: before.get(document.type) ?? null,
    })),
  };
}

const documentsOf = (
  slug: string,
  pagareMode: 'electronic' | 'paper',
  documents: { id: string; type: (typeof contractSetDocumentTypes)[number] }[],
): PublicSignature['documents'] =>
  documents.map((document) => ({
    id: document.id,
    type: document.type,
    title: contractSetDocumentTitles[document.type],
    download_url: `/api/v1/signatures/${slug}/documents/${document.id}/`,
    handwritten: isHandwritten(pagareMode, document.type),
  }));

/** What the customer's page shows: the documents to read and the state; once signed, the signed
 * set and until when it can be downloaded. */
export async function signatureView(
  context: AppContext,
  found: SignatureLinkRow,
  slug: string,
): Promise<PublicSignature> {
  const signed = found.status === 'signed';
  const row = signed
    ? await applicationOf(context.db, found.applicationId)
    : await stillSignable(context, found);
  // The first read opens the link (what the promoter sees live).
  const link = found.status === 'pending' ? await opened(context, found) : found;
  const set = signed ? await signedSet(context, link) : await currentDocuments(context.db, row);
  const pagareMode = 'pagareMode' in set ? set.pagareMode : set.contract.pagareMode;
  return {
    status: link.status as PublicSignature['status'],
    expires_at: link.expiresAt.toISOString(),
    lender: context.config.lender.name,
    folio: row.folio,
    documents: documentsOf(slug, pagareMode, set.documents),
    signed_copy:
      signed && link.signedAt
        ? {
            signed_at: link.signedAt.toISOString(),
            available_until: signedCopyUntil(context, link.signedAt),
            sent_to: maskedDestinations(row),
            download_all_url: `/api/v1/signatures/${slug}/download/`,
          }
        : null,
    attempts_left: Math.max(0, maxSignatureCodeAttempts - link.failedCodes),
    code_destinations: codeDestinations(row),
    code_sent_at: link.codeSentAt?.toISOString() ?? null,
  };
}

/** One of the set's PDFs, through the link (the signed copies once signed). */
export async function signatureDocument(context: AppContext, link: SignatureLinkRow, documentId: string) {
  const row = await applicationOf(context.db, link.applicationId);
  const { documents } =
    link.status === 'signed' ? await signedSet(context, link) : await currentDocuments(context.db, row);
  const document = documents.find((item) => item.id === documentId);
  if (!document) throw new AppError(404, 'not_found');
  return { folio: row.folio, document, content: await context.storage.read(document.storageKey) };
}

/** Every signed document as one ZIP, through the used link. */
export async function signedArchive(context: AppContext, link: SignatureLinkRow) {
  if (link.status !== 'signed') throw new AppError(404, 'not_found');
  const row = await applicationOf(context.db, link.applicationId);
  const { documents } = await signedSet(context, link);
  return { folio: row.folio, content: await contractArchive(context.storage, row.folio, documents) };
}
