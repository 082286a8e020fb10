import {
  applicationKycSchema,
  type BureauInquiryInput,
  bureauInquirySchema,
} from '@origina/domain/bureau-inquiry';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.js';
import { reviewApplicationKey } from './review-applications.js';
import { saveSessionFile } from './session-files.js';

// The customer's consents and the credit bureau as the desk sees them, and the bureau inquiry:
// recorded by hand (with its optional report PDF) or run through the configured bureau. Each
// change reads the section again, and the application (whose approval waits on the inquiry).

const base = (id: string) => `/review/applications/${encodeURIComponent(id)}/`;
const reviewKycKey = (id: string) => ['review-kyc', id];

export const useReviewKyc = (id: string) =>
  useQuery({
    queryKey: reviewKycKey(id),
    queryFn: () => apiRequest(`${base(id)}kyc/`, { schema: applicationKycSchema }),
  });

function useInquiryChange<T>(id: string, send: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: reviewKycKey(id) }),
        client.invalidateQueries({ queryKey: reviewApplicationKey(id) }),
      ]),
  });
}

/** Records the inquiry, then attaches the report when one was chosen. */
export const useRecordBureauInquiry = (id: string) =>
  useInquiryChange(id, async ({ input, report }: { input: BureauInquiryInput; report: File | null }) => {
    const recorded = await apiRequest(`${base(id)}bureau-inquiry/`, {
      method: 'POST',
      body: input,
      schema: bureauInquirySchema,
    });
    if (!report) return recorded;
    return apiRequest(`${base(id)}bureau-inquiry/report/`, {
      method: 'PUT',
      body: report,
      schema: bureauInquirySchema,
    });
  });

export const useRunBureauInquiry = (id: string) =>
  useInquiryChange(id, () =>
    apiRequest(`${base(id)}bureau-inquiry/run/`, { method: 'POST', schema: bureauInquirySchema }),
  );

export const openKycPdf = (url: string, fileName: string) => saveSessionFile(url, fileName);
