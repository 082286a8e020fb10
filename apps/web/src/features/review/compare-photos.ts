import type { ApplicationDocument } from '@origina/domain/document-types';
import type { ReviewApplication } from '@origina/domain/review';

export interface ComparePhoto {
  source: string;
  /** Where it came from: the customer's identity check, or a document the promoter uploaded. */
  from: 'identity_check' | 'document';
}

export interface PhotoPair {
  idFront: ComparePhoto;
  selfie: ComparePhoto;
}

// The identity check's capture first (taken live by the customer), else the uploaded document of
// the same kind, if it is a picture (a PDF cannot be laid beside a face).
function photoOf(
  captures: ReviewApplication['identity_captures'],
  documents: readonly ApplicationDocument[],
  kind: 'id_front' | 'selfie',
  documentType: string,
): ComparePhoto | null {
  const capture = captures.find((item) => item.kind === kind);
  if (capture) return { source: capture.download_url, from: 'identity_check' };
  const document = documents.find(
    (item) =>
      item.document_type === documentType && item.content_type.startsWith('image/') && item.download_url,
  );
  return document?.download_url ? { source: document.download_url, from: 'document' } : null;
}

/** The ID's front and the selfie to lay side by side, or null when either is missing. */
export function comparePhotos(
  captures: ReviewApplication['identity_captures'],
  documents: readonly ApplicationDocument[],
): PhotoPair | null {
  const idFront = photoOf(captures, documents, 'id_front', 'ine_front');
  const selfie = photoOf(captures, documents, 'selfie', 'selfie');
  return idFront && selfie ? { idFront, selfie } : null;
}
