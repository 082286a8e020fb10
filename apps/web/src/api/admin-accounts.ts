import {
  auditEntrySchema,
  type invitationRequestSchema,
  type managedUserPatchSchema,
  managedUserSchema,
} from '@origina/domain/administration';
import { listOf } from '@origina/domain/catalog-lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './client.js';

export const accountsKey = ['admin-accounts'];

export function useAccounts(params: { search: string; role: string; page: number }) {
  const query = new URLSearchParams({ page: String(params.page), page_size: '20' });
  if (params.search) query.set('search', params.search);
  if (params.role) query.set('role', params.role);
  return useQuery({
    queryKey: [...accountsKey, params],
    queryFn: () => apiRequest(`/admin/promoters/?${query}`, { schema: listOf(managedUserSchema) }),
    placeholderData: keepPreviousData,
  });
}

export const updateAccount = (id: string, changes: z.input<typeof managedUserPatchSchema>) =>
  apiRequest(`/admin/promoters/${encodeURIComponent(id)}/`, {
    method: 'PATCH',
    body: changes,
    schema: managedUserSchema,
  });

export const inviteAccount = (body: z.input<typeof invitationRequestSchema>) =>
  apiRequest('/admin/invitations/', { method: 'POST', body, schema: managedUserSchema });

export function useAuditLog(params: { search: string; actions: readonly string[]; page: number }) {
  const query = new URLSearchParams({ page: String(params.page), page_size: '50' });
  if (params.search) query.set('search', params.search);
  if (params.search && params.actions.length > 0) query.set('actions', params.actions.join(','));
  return useQuery({
    queryKey: ['audit-log', params],
    queryFn: () => apiRequest(`/admin/audit/?${query}`, { schema: listOf(auditEntrySchema) }),
    placeholderData: keepPreviousData,
  });
}
