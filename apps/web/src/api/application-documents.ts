import { listOf } from '@origina/domain/catalog-lists';
import { type ApplicationDocument, applicationDocumentSchema } from '@origina/domain/document-types';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.js';
import { sendToUploadTarget } from './upload.js';

export const documentsKey = (applicationId: string) => ['application-documents', applicationId];

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

/** Downloads a document through the signed-in session and hands it to the browser as a file. */
export async function downloadApplicationDocument(document: ApplicationDocument) {
  const blob = await apiRequest<Blob>(document.download_url!.replace(/^\/api\/v1/, ''), { as: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(window.document.createElement('a'), { href: url, download: document.file_name });
  link.click();
  URL.revokeObjectURL(url);
}
