import { currentLanguage } from '../i18n/i18n.js';
import { ApiRequestError, toApiRequestError } from './api-error.js';

/**
 * Sends a file as the raw body to a single-use upload URL, reporting progress (fetch has no
 * upload progress; XMLHttpRequest does). Answers the parsed JSON answer.
 */
export function uploadWithProgress(url: string, file: Blob, onProgress: (fraction: number) => void) {
  return new Promise<unknown>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.setRequestHeader('accept-language', currentLanguage());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiRequestError(0, 'network', ''));
    request.onload = async () => {
      const response = new Response(request.responseText, {
        status: request.status,
        headers: { 'content-type': 'application/json' },
      });
      if (request.status >= 200 && request.status < 300) resolve(await response.json());
      else reject(await toApiRequestError(response));
    };
    request.send(file);
  });
}
