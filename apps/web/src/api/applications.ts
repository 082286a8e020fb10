import {
  type Application,
  type applicationCreateSchema,
  applicationSchema,
  applicationSummarySchema,
} from '@origina/domain/application-api';
import type { ApplicationData } from '@origina/domain/application-sections';
import { listOf } from '@origina/domain/catalog-lists';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useAuthContext } from '../auth/auth-context.js';
import { currentLanguage } from '../i18n/i18n.js';
import { ApiRequestError } from './api-error.js';
import { keepCopy, readWithCopy } from './application-copies.js';
import { apiRequest } from './client.js';

const applicationListSchema = listOf(applicationSummarySchema);
export const applicationsPageSize = 10;

export interface ApplicationListParams {
  search: string;
  status: string;
  ordering: string;
  page: number;
}

const getApplications = (params: ApplicationListParams) => {
  const query = new URLSearchParams({
    page: String(params.page),
    page_size: String(applicationsPageSize),
    ordering: params.ordering,
  });
  if (params.search) query.set('search', params.search);
  if (params.status) query.set('status', params.status);
  return apiRequest(`/promoter/applications/?${query}`, { schema: applicationListSchema });
};

export function useApplications(params: ApplicationListParams) {
  return useQuery({
    queryKey: ['applications', params, currentLanguage()],
    queryFn: () => getApplications(params),
    placeholderData: keepPreviousData,
  });
}

const statsSchema = z.object({ total: z.number(), by_status: z.record(z.string(), z.number()) });

/** How many of the promoter's applications are in each status (the home page's counters). */
export function useApplicationStats(enabled: boolean) {
  return useQuery({
    queryKey: ['applications', 'stats'],
    queryFn: () => apiRequest('/promoter/applications/stats/', { schema: statsSchema }),
    enabled,
  });
}

export const applicationKey = (id: string) => ['application', id];

const getApplication = (id: string) =>
  apiRequest(`/promoter/applications/${encodeURIComponent(id)}/`, { schema: applicationSchema });

/** The application as read, unless the screen already holds a later version: a read that left
 * before a save and arrived after it carries the older one, and showing it would make the next save
 * a conflict nobody made. Versions only grow on the server. */
function laterApplication(held: Application | undefined, read: Application) {
  return held && held.id === read.id && held.version > read.version ? held : read;
}

export function useApplication(id: string) {
  const client = useQueryClient();
  const userId = useAuthContext().user?.id;
  return useQuery({
    queryKey: applicationKey(id),
    queryFn: async () => {
      // A reload offline shows the step from the device's copy, not "no connection"; a screen that
      // already holds the application keeps it, with its failed refresh said (RefreshFailed).
      const shown = client.getQueryData<Application>(applicationKey(id)) !== undefined;
      const read = await readWithCopy(userId, id, () => getApplication(id), !shown);
      // What the screen holds once the answer is in, not when the read left.
      return laterApplication(client.getQueryData<Application>(applicationKey(id)), read);
    },
    retry: false,
  });
}

/** What a change answers: the application as it is now, shown at once (and kept on the device);
 * the lists and counters are read again. */
function useApplicationChanged() {
  const client = useQueryClient();
  const userId = useAuthContext().user?.id;
  return (changed: Application) => {
    client.setQueryData(applicationKey(changed.id), changed);
    keepCopy(userId, changed);
    return client.invalidateQueries({ queryKey: ['applications'] });
  };
}

/** Starts a draft; the same key sent again (a retried click) answers the same application. */
const createApplication = (body: z.input<typeof applicationCreateSchema>, idempotencyKey: string) =>
  apiRequest('/promoter/applications/', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
    schema: applicationSchema,
  });

export function useCreateApplication() {
  const changed = useApplicationChanged();
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: z.input<typeof applicationCreateSchema>;
      idempotencyKey: string;
    }) => createApplication(body, idempotencyKey),
    onSuccess: changed,
  });
}

/** Saves sections of the version the screen shows. A stale version answers 412: the application
 * is read again, so the next try is made on the latest version. */
export function useSaveApplication(id: string) {
  const client = useQueryClient();
  const changed = useApplicationChanged();
  return useMutation({
    // Offline, the save is not held here: the step queues it in the outbox (save-outbox.ts).
    networkMode: 'always',
    mutationFn: ({
      version,
      sections,
      idempotencyKey,
    }: {
      version: number;
      sections: ApplicationData;
      /** The save's key: the same if it is queued and sent again later (save-outbox.ts). */
      idempotencyKey?: string;
    }) =>
      apiRequest(`/promoter/applications/${encodeURIComponent(id)}/`, {
        method: 'PATCH',
        body: sections,
        headers: {
          'if-match': `"${version}"`,
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        schema: applicationSchema,
      }),
    onSuccess: changed,
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 412)
        return client.invalidateQueries({ queryKey: applicationKey(id) });
    },
  });
}

export function useSubmitApplication(id: string) {
  const changed = useApplicationChanged();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/promoter/applications/${encodeURIComponent(id)}/submit/`, {
        method: 'POST',
        schema: applicationSchema,
      }),
    onSuccess: changed,
  });
}

export function useCancelApplication(id: string) {
  const changed = useApplicationChanged();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest(`/promoter/applications/${encodeURIComponent(id)}/cancel/`, {
        method: 'POST',
        body: { reason },
        schema: applicationSchema,
      }),
    onSuccess: changed,
  });
}
