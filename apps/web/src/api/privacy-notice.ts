import { type PrivacyNoticeInput, privacyNoticeSchema } from '@origina/domain/customer-consents';
import { privacyNoticeAdminSchema } from '@origina/domain/privacy-notice-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.js';

// The lender's privacy notice (administrators only): the version in force and the history; a save
// is a new version.
const noticeKey = ['privacy-notice'];
const path = '/admin/privacy-notice/';

export const usePrivacyNotice = (enabled = true) =>
  useQuery({
    queryKey: noticeKey,
    queryFn: () => apiRequest(path, { schema: privacyNoticeAdminSchema }),
    enabled,
  });

/** One earlier version, as it was written (the history's "view"). */
export const usePrivacyNoticeVersion = (version: number | null) =>
  useQuery({
    queryKey: [...noticeKey, version],
    queryFn: () => apiRequest(`${path}${version}/`, { schema: privacyNoticeSchema }),
    enabled: version !== null,
  });

export function useSavePrivacyNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacyNoticeInput) =>
      apiRequest(path, { method: 'POST', body, schema: privacyNoticeSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKey }),
  });
}
