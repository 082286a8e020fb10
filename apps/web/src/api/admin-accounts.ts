import {
  auditEntrySchema,
  type invitationRequestSchema,
  type managedUserPatchSchema,
  managedUserSchema,
} from '@origina/domain/administration';
import { listOf } from '@origina/domain/catalog-lists';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './client.js';

const accountsKey = ['admin-accounts'];
export const accountsPageSize = 20;

export function useAccounts(params: { search: string; role: string; page: number }) {
  const query = new URLSearchParams({ page: String(params.page), page_size: String(accountsPageSize) });
  if (params.search) query.set('search', params.search);
  if (params.role) query.set('role', params.role);
  return useQuery({
    queryKey: [...accountsKey, params],
    queryFn: () => apiRequest(`/admin/promoters/?${query}`, { schema: listOf(managedUserSchema) }),
    placeholderData: keepPreviousData,
  });
}

type AccountChanges = z.input<typeof managedUserPatchSchema>;

const updateAccount = (id: string, changes: AccountChanges) =>
  apiRequest(`/admin/promoters/${encodeURIComponent(id)}/`, {
    method: 'PATCH',
    body: changes,
    schema: managedUserSchema,
  });

export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: AccountChanges }) => updateAccount(id, changes),
    onSuccess: () => client.invalidateQueries({ queryKey: accountsKey }),
  });
}

const inviteAccount = (body: z.input<typeof invitationRequestSchema>) =>
  apiRequest('/admin/invitations/', { method: 'POST', body, schema: managedUserSchema });

export function useInviteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: inviteAccount,
    onSuccess: () => client.invalidateQueries({ queryKey: accountsKey }),
  });
}

export const auditPageSize = 50;

export function useAuditLog(params: {
  search: string;
  actions: readonly string[];
  detailCodes: readonly string[];
  page: number;
}) {
  const query = new URLSearchParams({ page: String(params.page), page_size: String(auditPageSize) });
  if (params.search) query.set('search', params.search);
  if (params.search && params.actions.length > 0) query.set('actions', params.actions.join(','));
  if (params.search && params.detailCodes.length > 0) query.set('detail_codes', params.detailCodes.join(','));
  return useQuery({
    queryKey: ['audit-log', params],
    queryFn: () => apiRequest(`/admin/audit/?${query}`, { schema: listOf(auditEntrySchema) }),
    placeholderData: keepPreviousData,
  });
}
