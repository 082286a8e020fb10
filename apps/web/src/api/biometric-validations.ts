import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { currentLanguage } from '../i18n/i18n.js';
import { ApiRequestError, toApiRequestError } from './api-error.js';
import { apiRequest } from './client.js';

export const captureKinds = ['id_front', 'id_back', 'selfie'] as const;
export type CaptureKind = (typeof captureKinds)[number];

const publicStatusSchema = z.object({
  status: z.enum(['pending', 'opened', 'submitted']),
  expires_at: z.string(),
  lender: z.string(),
  notice_version: z.string(),
  consent_given: z.boolean(),
  missing_captures: z.array(z.enum(captureKinds)),
});
export type PublicIdentityStatus = z.infer<typeof publicStatusSchema>;

const actionSchema = z.object({
  status: z.string(),
  upload_url: z.string().optional(),
  missing_captures: z.array(z.string()),
});

const validationSchema = z.object({
  slug: z.string(),
  url: z.string(),
  status: z.enum(['pending', 'opened', 'submitted', 'revoked']),
  expires_at: z.string(),
  result: z.enum(['needs_review', 'approved', 'rejected']).nullable(),
  result_reason: z.string().nullable(),
  captures: z.array(
    z.object({ kind: z.enum(captureKinds), uploaded_at: z.string().nullable(), size: z.number().nullable() }),
  ),
});
export type IdentityValidation = z.infer<typeof validationSchema>;

const slugPath = (slug: string) => `/promoter/biometricvalidations/${encodeURIComponent(slug)}/`;

// --- the customer's page (no account) -------------------------------------------------------

export const getPublicIdentityStatus = (slug: string) =>
  apiRequest(slugPath(slug), { authenticated: false, schema: publicStatusSchema });

export const sendIdentityAction = (
  slug: string,
  body:
    | { consent: { accepted: true; notice_version: string } }
    | { capture: CaptureKind }
    | { submitted: true },
) => apiRequest(slugPath(slug), { method: 'PATCH', body, authenticated: false, schema: actionSchema });

/** Sends a photo to its single-use upload URL, reporting progress. */
export function uploadIdentityPhoto(url: string, photo: Blob, onProgress: (fraction: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('content-type', photo.type || 'image/jpeg');
    request.setRequestHeader('accept-language', currentLanguage());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiRequestError(0, 'network', ''));
    request.onload = async () => {
      if (request.status >= 200 && request.status < 300) return resolve();
      reject(
        await toApiRequestError(
          new Response(request.responseText, {
            status: request.status,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      );
    };
    request.send(photo);
  });
}

// --- the promoter's biometria step ----------------------------------------------------------

export const validationKey = (applicationId: string) => ['biometric-validation', applicationId];

/** The application's identity check, followed live while the page is visible. */
export function useIdentityValidation(applicationId: string) {
  return useQuery({
    queryKey: validationKey(applicationId),
    queryFn: () =>
      apiRequest(`/promoter/applications/${encodeURIComponent(applicationId)}/biometricvalidation/`, {
        schema: validationSchema,
      }).catch((error) => {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }),
    refetchInterval: (query) => (query.state.data?.status === 'submitted' ? false : 3000),
    refetchIntervalInBackground: false,
  });
}

export const createIdentityLink = (applicationId: string) =>
  apiRequest('/promoter/biometricvalidations/', {
    method: 'POST',
    body: { application: applicationId },
    schema: validationSchema,
  });
