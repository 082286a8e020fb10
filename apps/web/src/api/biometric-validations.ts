import {
  type CaptureKind,
  identityActionResultSchema,
  identityValidationSchema,
  publicIdentityStatusSchema,
} from '@origina/domain/identity-checks';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from './api-error.js';
import { apiRequest } from './client.js';
import { uploadWithProgress } from './upload.js';

const slugPath = (slug: string) => `/promoter/biometricvalidations/${encodeURIComponent(slug)}/`;

// --- the customer's page (no account) -------------------------------------------------------

export const getPublicIdentityStatus = (slug: string) =>
  apiRequest(slugPath(slug), { authenticated: false, schema: publicIdentityStatusSchema });

export const sendIdentityAction = (
  slug: string,
  body:
    | { consent: { accepted: true; notice_version: string } }
    | { capture: CaptureKind }
    | { submitted: true },
) =>
  apiRequest(slugPath(slug), {
    method: 'PATCH',
    body,
    authenticated: false,
    schema: identityActionResultSchema,
  });

/** Sends a photo to its single-use upload URL, reporting progress. */
export const uploadIdentityPhoto = async (
  url: string,
  photo: Blob,
  onProgress: (fraction: number) => void,
) => {
  await uploadWithProgress(url, photo, onProgress);
};

// --- the promoter's biometria step ----------------------------------------------------------

export const validationKey = (applicationId: string) => ['biometric-validation', applicationId];

/** The application's identity check, followed live while the page is visible. */
export function useIdentityValidation(applicationId: string) {
  return useQuery({
    queryKey: validationKey(applicationId),
    queryFn: () =>
      apiRequest(`/promoter/applications/${encodeURIComponent(applicationId)}/biometricvalidation/`, {
        schema: identityValidationSchema,
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
    schema: identityValidationSchema,
  });
