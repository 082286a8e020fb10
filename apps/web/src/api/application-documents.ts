import { listOf } from '@origina/domain/catalog-lists';
import { type ApplicationDocument, applicationDocumentSchema } from '@origina/domain/document-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.js';
import { documentsKey } from './documents-key.js';
import { saveSessionFile } from './session-files.js';
import { sendToUploadTarget } from './upload.js';

export function useApplicationDocuments(applicationId: string) {
  return useQuery({
    queryKey: documentsKey(applicationId),
    queryFn: () =>
      apiRequest(
        `/users/applicationdocuments/?status=uploaded&page_size=100&application=${encodeURIComponent(applicationId)}`,
        {
          schema: listOf(applicationDocumentSchema),
        },
      ),
    select: (page) => page.results,
  });
}

/** Announces the file, then sends it where the API says (its upload URL or the bucket) with progress. */
export async function uploadApplicationDocument(
  applicationId: string,
  documentType: string,
  file: File,
  onProgress: (fraction: number) => void,
) {
  const record = await apiRequest('/users/applicationdocuments/', {
    method: 'POST',
    body: {
      application: applicationId,
      document_type: documentType,
      file_name: file.name,
      size: file.size,
      content_type: file.type || 'application/octet-stream',
    },
    schema: applicationDocumentSchema,
  });
  const confirm = (path: string) => apiRequest(path, { method: 'POST', schema: applicationDocumentSchema });
  return applicationDocumentSchema.parse(await sendToUploadTarget(record, file, onProgress, confirm));
}

/** Uploads a file of a type; once it is stored the application's files are read again. Several
 * uploads may run at once (one per type), each reporting its own progress. */
export function useUploadApplicationDocument(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upload: { type: string; file: File; onProgress: (fraction: number) => void }) =>
      uploadApplicationDocument(applicationId, upload.type, upload.file, upload.onProgress),
    onSuccess: () => client.invalidateQueries({ queryKey: documentsKey(applicationId) }),
  });
}

/** Removes a file while the documents are open to change (a wrong one, or one more than needed). */
export function useRemoveApplicationDocument(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (document: ApplicationDocument) =>
      apiRequest(`/users/applicationdocuments/${encodeURIComponent(document.id)}/`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: documentsKey(applicationId) }),
  });
}

/** Downloads a document through the signed-in session and hands it to the browser as a file. */
export const downloadApplicationDocument = (document: ApplicationDocument) =>
  saveSessionFile(document.download_url!, document.file_name);
