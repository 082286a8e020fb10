import { type VerificationResult, verificationResultSchema } from '@origina/domain/signature-verification';
import { currentLanguage } from '../i18n/i18n.js';
import { ApiRequestError, toApiRequestError } from './api-error.js';
import { apiRequest } from './client.js';

// The public check of a signed document: by its SHA-256 (computed in the browser), or by the PDF
// itself where the browser cannot hash (Web Crypto needs HTTPS or localhost).

const path = '/signatures/verify/';

export const verifyBySha256 = (sha256: string): Promise<VerificationResult> =>
  apiRequest(path, {
    method: 'POST',
    authenticated: false,
    body: { sha256 },
    schema: verificationResultSchema,
  });

export async function verifyByFile(file: Blob): Promise<VerificationResult> {
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'accept-language': currentLanguage(),
        'content-type': 'application/pdf',
      },
      body: file,
    });
  } catch {
    throw new ApiRequestError(0, 'network', '');
  }
  if (!response.ok) throw await toApiRequestError(response);
  return verificationResultSchema.parse(await response.json());
}
