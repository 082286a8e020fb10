import type { ApplicationStatus } from '@origina/domain/application-lifecycle';
import { listOf } from '@origina/domain/catalog-lists';
import {
  type ReviewApplication,
  type ReviewDecision,
  reviewApplicationSchema,
  reviewQueueItemSchema,
} from '@origina/domain/review';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { currentLanguage } from '../i18n/i18n.js';
import { ApiRequestError } from './api-error.js';
import { contractKey } from './application-contract.js';
import { apiRequest } from './client.js';
import { loansToDisburseKey } from './disbursements.js';

export const reviewPageSize = 20;

export interface ReviewQueueParams {
  search: string;
  status: string;
  mine: boolean;
  page: number;
}

export function useReviewQueue(params: ReviewQueueParams) {
  const query = new URLSearchParams({ page: String(params.page), page_size: String(reviewPageSize) });
  if (params.search) query.set('search', params.search);
  if (params.status) query.set('status', params.status);
  if (params.mine) query.set('mine', 'true');
  return useQuery({
    queryKey: ['review-queue', params, currentLanguage()],
    queryFn: () => apiRequest(`/review/applications/?${query}`, { schema: listOf(reviewQueueItemSchema) }),
    placeholderData: keepPreviousData,
  });
}

export type ReviewCountFilter =
  | { status: ApplicationStatus; mine?: boolean }
  // The signed applications whose paper pagaré's scan waits for the desk.
  | { pagare: 'awaiting' };

/** How many applications of the queue are in a status (and, with `mine`, taken by the caller), or
 * have a pagaré scan to decide: a one-row page, for its count. */
export function useReviewCount(filter: ReviewCountFilter) {
  const query = new URLSearchParams({ page: '1', page_size: '1' });
  if ('pagare' in filter) query.set('pagare', filter.pagare);
  else query.set('status', filter.status);
  if ('mine' in filter && filter.mine) query.set('mine', 'true');
  return useQuery({
    queryKey: ['review-queue', 'count', filter],
    queryFn: () => apiRequest(`/review/applications/?${query}`, { schema: listOf(reviewQueueItemSchema) }),
    select: (page) => page.count,
  });
}

export const reviewApplicationKey = (id: string) => ['review-application', id];

const getReviewApplication = (id: string) =>
  apiRequest(`/review/applications/${encodeURIComponent(id)}/`, { schema: reviewApplicationSchema });

export function useReviewApplication(id: string) {
  return useQuery({
    queryKey: reviewApplicationKey(id),
    queryFn: () => getReviewApplication(id),
    retry: false,
  });
}

/** Takes the application (a reviewer) or hands it back to the queue (an admin), at the version
 * seen; a stale one answers 412. */
const moveInQueue = (id: string, move: 'take' | 'release', version: number) =>
  apiRequest(`/review/applications/${encodeURIComponent(id)}/${move}/`, {
    method: 'POST',
    headers: { 'if-match': `"${version}"` },
    schema: reviewApplicationSchema,
  });

const decideApplication = (id: string, version: number, decision: ReviewDecision) =>
  apiRequest(`/review/applications/${encodeURIComponent(id)}/decide/`, {
    method: 'POST',
    body: decision,
    headers: { 'if-match': `"${version}"` },
    schema: reviewApplicationSchema,
  });

/** The reviewer's call on the customer's identity check (no face model decides it here). */
const decideIdentity = (id: string, result: 'approved' | 'rejected') =>
  apiRequest(`/review/applications/${encodeURIComponent(id)}/biometricvalidation/decide/`, {
    method: 'POST',
    body: { result },
  });

/** A refusal because the application changed since it was read (412): the screen is behind. */
export const isStaleVersion = (error: unknown) => error instanceof ApiRequestError && error.status === 412;

// After a desk action: the application as the server answered it, and the queue's lists and counts
// (its status or reviewer changed). After a 412, the application is read again.
function settle(client: QueryClient, id: string) {
  return {
    onSuccess: (updated: ReviewApplication) => {
      client.setQueryData(reviewApplicationKey(id), updated);
      return client.invalidateQueries({ queryKey: ['review-queue'] });
    },
    onError: (error: unknown) =>
      isStaleVersion(error) ? client.invalidateQueries({ queryKey: reviewApplicationKey(id) }) : undefined,
  };
}

/** Takes the application, or (an admin) returns it to the queue, at the version seen. */
export function useQueueMove(id: string, move: 'take' | 'release') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => moveInQueue(id, move, version),
    ...settle(client, id),
  });
}

/** A decision (or an admin's disbursement) on the version the reviewer sees. An approval makes the
 * contract set and a disbursement takes the loan off the list to disburse: both are read again. */
export function useDecideApplication(id: string) {
  const client = useQueryClient();
  const settled = settle(client, id);
  return useMutation({
    mutationFn: ({ version, decision }: { version: number; decision: ReviewDecision }) =>
      decideApplication(id, version, decision),
    onSuccess: async (updated, { decision }) => {
      await Promise.all([
        settled.onSuccess(updated),
        client.invalidateQueries({ queryKey: contractKey(id) }),
        decision.decision === 'disburse' ? client.invalidateQueries({ queryKey: loansToDisburseKey }) : null,
      ]);
    },
    onError: settled.onError,
  });
}

/** The identity decision answers the check, not the application: the application is read again. */
export function useDecideIdentity(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (result: 'approved' | 'rejected') => decideIdentity(id, result),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: reviewApplicationKey(id) }),
        client.invalidateQueries({ queryKey: ['review-queue'] }),
      ]),
  });
}
