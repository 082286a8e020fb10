import type { CustomerConsent } from '@origina/domain/customer-consents';
import {
  type CaptureKind,
  customerCodeSentSchema,
  identityActionResultSchema,
  identityPhotoTypes,
  identityValidationSchema,
  publicIdentityStatusSchema,
} from '@origina/domain/identity-checks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applicationKey } from './applications.js';
import { apiRequest } from './client.js';
import { sendToUploadTarget } from './upload.js';

const slugPath = (slug: string) => `/promoter/biometricvalidations/${encodeURIComponent(slug)}/`;

// --- the customer's page (no account) -------------------------------------------------------

export const getPublicIdentityStatus = (slug: string) =>
  apiRequest(slugPath(slug), { authenticated: false, schema: publicIdentityStatusSchema });

export const sendIdentityAction = (
  slug: string,
  body:
    | { consent: CustomerConsent }
    | { phone_code: string }
    | { bureau_authorization: { accepted: true; code: string } }
    | { capture: CaptureKind; content_type?: (typeof identityPhotoTypes)[number] }
    | { submitted: true },
) =>
  apiRequest(slugPath(slug), {
    method: 'PATCH',
    body,
    authenticated: false,
    schema: identityActionResultSchema,
  });

/** A six-digit code by SMS to the application's mobile: to verify it, or, once verified, to
 * confirm the bureau authorization (the API knows which). */
export const sendIdentityCode = (slug: string) =>
  apiRequest(`${slugPath(slug)}phone-code/`, {
    method: 'POST',
    authenticated: false,
    schema: customerCodeSentSchema,
  });

/** Asks where the photo goes, then sends it there (the API or the bucket), reporting progress. */
export const uploadIdentityPhoto = async (
  slug: string,
  kind: CaptureKind,
  photo: Blob,
  onProgress: (fraction: number) => void,
) => {
  const type = identityPhotoTypes.find((candidate) => candidate === photo.type);
  const target = await sendIdentityAction(slug, { capture: kind, ...(type ? { content_type: type } : {}) });
  onProgress(0);
  const confirm = (path: string) => apiRequest(path, { method: 'POST', authenticated: false });
  await sendToUploadTarget(target, photo, onProgress, confirm);
};

// --- the promoter's biometria step ----------------------------------------------------------

const validationKey = (applicationId: string) => ['biometric-validation', applicationId];

// Where the customer has not yet acted (or a link was replaced): nothing new for the application.
const unsettled = ['pending', 'opened', 'revoked'];
const stateOf = (check: { status: string; result: string | null } | null | undefined) =>
  check ? (check.result ?? check.status) : null;

/** The application's identity check, followed live while the page is visible; once the customer
 * has sent it, the application (its completed steps) is read again. */
export function useIdentityValidation(applicationId: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: validationKey(applicationId),
    queryFn: async () => {
      // No content: no link issued yet.
      const latest =
        (await apiRequest(
          `/promoter/applications/${encodeURIComponent(applicationId)}/biometricvalidation/`,
          {
            schema: identityValidationSchema,
          },
        )) ?? null;
      const state = stateOf(latest);
      const before = client.getQueryData<typeof latest>(validationKey(applicationId));
      if (state && !unsettled.includes(state) && state !== stateOf(before))
        void client.invalidateQueries({ queryKey: applicationKey(applicationId) });
      return latest;
    },
    refetchInterval: (query) => (query.state.data?.status === 'submitted' ? false : 3000),
    refetchIntervalInBackground: false,
  });
}

/** Issues a new link (replacing any earlier one), shown at once. */
export function useCreateIdentityLink(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/promoter/biometricvalidations/', {
        method: 'POST',
        body: { application: applicationId },
        schema: identityValidationSchema,
      }),
    onSuccess: (created) => client.setQueryData(validationKey(applicationId), created),
  });
}
