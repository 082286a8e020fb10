import { currentLanguage } from '../i18n/i18n.js';
import { ApiRequestError, toApiRequestError } from './api-error.js';

/** Where the API said to send a file: its own single-use URL, or a bucket's presigned POST. */
export interface UploadTarget {
  upload_url?: string | null;
  upload_fields?: Record<string, string> | null;
  confirm_url?: string | null;
}

// fetch has no upload progress; XMLHttpRequest does. Answers the parsed answer (JSON or none).
function postWithProgress(
  url: string,
  body: Blob | FormData,
  onProgress: (fraction: number) => void,
  contentType?: string,
) {
  return new Promise<unknown>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    if (contentType) request.setRequestHeader('content-type', contentType);
    request.setRequestHeader('accept-language', currentLanguage());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiRequestError(0, 'network', ''));
    request.onload = async () => {
      const response = new Response(request.responseText || null, {
        status: request.status,
        headers: { 'content-type': request.getResponseHeader('content-type') ?? 'application/json' },
      });
      if (request.status < 200 || request.status >= 300) reject(await toApiRequestError(response));
      else resolve(request.responseText ? await response.json().catch(() => null) : null);
    };
    request.send(body);
  });
}

/**
 * Sends a file where the API said, reporting progress: as the raw body to the API's upload URL
 * (answers the API's record), or as a form to the bucket followed by `confirm(confirm_url)`, where
 * the server checks what arrived (answers the confirmation's record).
 */
export async function sendToUploadTarget(
  target: UploadTarget,
  file: Blob,
  onProgress: (fraction: number) => void,
  confirm: (path: string) => Promise<unknown>,
) {
  if (!target.upload_fields) {
    return postWithProgress(target.upload_url!, file, onProgress, file.type || 'application/octet-stream');
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(target.upload_fields)) form.append(name, value);
  // The bucket takes the file as the form's last field.
  form.append('file', file);
  await postWithProgress(target.upload_url!, form, onProgress);
  return confirm(target.confirm_url!.replace(/^\/api\/v1/, ''));
}
