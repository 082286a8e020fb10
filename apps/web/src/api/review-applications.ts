import type { ApplicationStatus } from '@origina/domain/application-lifecycle';
import { listOf } from '@origina/domain/catalog-lists';
import { type ReviewDecision, reviewApplicationSchema, reviewQueueItemSchema } from '@origina/domain/review';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { currentLanguage } from '../i18n/i18n.js';
import { apiRequest } from './client.js';

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

/** How many applications of the queue are in a status (and, with `mine`, taken by the caller):
 * a one-row page, for its count. */
export function useReviewCount(status: ApplicationStatus, mine = false) {
  const query = new URLSearchParams({ status, page: '1', page_size: '1' });
  if (mine) query.set('mine', 'true');
  return useQuery({
    queryKey: ['review-queue', 'count', status, mine],
    queryFn: () => apiRequest(`/review/applications/?${query}`, { schema: listOf(reviewQueueItemSchema) }),
    select: (page) => page.count,
  });
}

export const reviewApplicationKey = (id: string) => ['review-application', id];

export const getReviewApplication = (id: string) =>
  apiRequest(`/review/applications/${encodeURIComponent(id)}/`, { schema: reviewApplicationSchema });

export function useReviewApplication(id: string) {
  return useQuery({
    queryKey: reviewApplicationKey(id),
    queryFn: () => getReviewApplication(id),
    retry: false,
  });
}

/** Takes the application at the version the reviewer sees; a stale one answers 412. */
export const takeApplication = (id: string, version: number) =>
  apiRequest(`/review/applications/${encodeURIComponent(id)}/take/`, {
    method: 'POST',
    headers: { 'if-match': `"${version}"` },
    schema: reviewApplicationSchema,
  });

export const decideApplication = (id: string, version: number, decision: ReviewDecision) =>
  apiRequest(`/review/applications/${encodeURIComponent(id)}/decide/`, {
    method: 'POST',
    body: decision,
    headers: { 'if-match': `"${version}"` },
    schema: reviewApplicationSchema,
  });

/** The reviewer's call on the customer's identity check (no face model decides it here). */
export const decideIdentity = (id: string, result: 'approved' | 'rejected') =>
  apiRequest(`/review/applications/${encodeURIComponent(id)}/biometricvalidation/decide/`, {
    method: 'POST',
    body: { result },
  });
