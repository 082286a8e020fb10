import type { Executor } from '../../db/client.js';
import { applicationDocuments } from '../../db/schema.js';
import { newId } from '../../ids.js';
import { sha256Hex } from '../../storage/file-inspection.js';

/** A file the server received whole (checked by inspectFile) and stored under `storageKey`,
 * recorded as one of the application's documents; `fileName` without its extension, which the
 * file's sniffed type gives. Answers the document's id. */
export async function recordStoredDocument(
  executor: Executor,
  document: {
    applicationId: string;
    documentType: string;
    fileName: string;
    file: { content: Buffer; type: string };
    storageKey: string;
  },
) {
  const { file } = document;
  const id = newId();
  const extension = file.type === 'application/pdf' ? 'pdf' : file.type.split('/')[1];
  await executor.insert(applicationDocuments).values({
    id,
    applicationId: document.applicationId,
    documentType: document.documentType,
    fileName: `${document.fileName}.${extension}`,
    declaredSize: file.content.length,
    declaredType: file.type,
    status: 'uploaded',
    storageKey: document.storageKey,
    size: file.content.length,
    contentType: file.type,
    sha256: sha256Hex(file.content),
    uploadedAt: new Date(),
  });
  return id;
}
