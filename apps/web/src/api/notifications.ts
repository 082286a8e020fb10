import { notificationListSchema, notificationSchema } from '@origina/domain/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './client.js';

export const notificationsPageSize = 20;
const notificationsKey = ['notifications'];

export function useNotifications(page: number) {
  return useQuery({
    queryKey: [...notificationsKey, page],
    queryFn: () =>
      apiRequest(`/notifications/?page=${page}&page_size=${notificationsPageSize}`, {
        schema: notificationListSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The unread count on the menu and the bottom bar; checked again every minute. */
export function useUnreadNotifications(enabled: boolean) {
  return useQuery({
    queryKey: [...notificationsKey, 'unread'],
    queryFn: () => apiRequest('/notifications/?unread=true&page_size=1', { schema: notificationListSchema }),
    select: (list) => list.unread_count,
    refetchInterval: 60_000,
    enabled,
  });
}

/** Reading one notice; the list and the unread count follow. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/notifications/${encodeURIComponent(id)}/read/`, {
        method: 'POST',
        schema: notificationSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/notifications/read-all/', {
        method: 'POST',
        schema: z.object({ unread_count: z.number() }),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
}
