import type { ApplicationStatus } from '@origina/domain/application-lifecycle';
import { listOf } from '@origina/domain/catalog-lists';
import {
  type IdentityDecisionBody,
  type IdentityReversal,
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
  // Ids of a convenio, branch, promoter and product ('' for any), and the order.
  affiliate?: string;
  branch?: string;
  promoter?: string;
  product?: string;
  sort?: string;
}

export function useReviewQueue(params: ReviewQueueParams) {
  const query = new URLSearchParams({ page: String(params.page), page_size: String(reviewPageSize) });
  if (params.search) query.set('search', params.search);
  if (params.status) query.set('status', params.status);
  if (params.mine) query.set('mine', 'true');
  for (const name of ['affiliate', 'branch', 'promoter', 'product', 'sort'] as const) {
    const value = params[name];
    if (value) query.set(name, value);
  }
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

/** The reviewer's call on the customer's identity check (no face model decides it here), with its
 * reason and the checklist and signals seen. */
const decideIdentity = (id: string, body: IdentityDecisionBody) =>
  apiRequest(`/review/applications/${encodeURIComponent(id)}/biometricvalidation/decide/`, {
    method: 'POST',
    body,
  });

/** Undoing the identity decision, saying why: the check is to review again. */
const reverseIdentity = (id: string, body: IdentityReversal) =>
  apiRequest(`/review/applications/${encodeURIComponent(id)}/biometricvalidation/reverse/`, {
    method: 'POST',
    body,
  });

/** A refusal because the application changed since it was read (412): the screen is behind. */
export const isStaleVersion = (error: unknown) => error instanceof ApiRequestError && error.status === 412;

/** A refusal because of where the application stands now (409: another reviewer took it, it was
 * decided): what the screen shows is behind too. */
const isConflict = (error: unknown) => error instanceof ApiRequestError && error.status === 409;

// After a desk action: the application as the server answered it, and the queue's lists and counts
// (its status or reviewer changed). After a 412, the application is read again.
function settle(client: QueryClient, id: string) {
  return {
    onSuccess: (updated: ReviewApplication) => {
      client.setQueryData(reviewApplicationKey(id), updated);
      return client.invalidateQueries({ queryKey: ['review-queue'] });
    },
    // Read again after a 412 or a 409, so the screen shows who holds it now and offers what is
    // still possible (a take lost to another reviewer shows them, and no take button).
    onError: (error: unknown) =>
      isStaleVersion(error) || isConflict(error)
        ? Promise.all([
            client.invalidateQueries({ queryKey: reviewApplicationKey(id) }),
            client.invalidateQueries({ queryKey: ['review-queue'] }),
          ])
        : undefined,
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

// The identity decision and its reversal answer the check, not the application: the application
// (its result and history) is read again, also after a refusal (it may have moved on).
function readAgain(client: QueryClient, id: string) {
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: reviewApplicationKey(id) }),
      client.invalidateQueries({ queryKey: ['review-queue'] }),
    ]);
}

/** The reviewer's decision on the identity check. */
export function useDecideIdentity(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IdentityDecisionBody) => decideIdentity(id, body),
    onSuccess: readAgain(client, id),
    onError: (error) => (isConflict(error) ? readAgain(client, id)() : undefined),
  });
}

/** The reviewer who holds the application undoes the identity decision. */
export function useReverseIdentity(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IdentityReversal) => reverseIdentity(id, body),
    onSuccess: readAgain(client, id),
    onError: (error) => (isConflict(error) ? readAgain(client, id)() : undefined),
  });
}
